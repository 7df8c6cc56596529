import { Err, Ok, type Result } from 'ts-results-es';

/** File kinds the app accepts from patients (records, prescriptions, reports), recognised by content, never by name. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** Documents a job applicant sends as a resume: PDF, Word 97–2003 (.doc) or Word (.docx). */
export type DocumentType = 'application/pdf' | 'application/msword' | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** How many leading bytes `sniffFileType` needs. */
export const FILE_SIGNATURE_LENGTH = 8;

const SIGNATURES: readonly { type: SniffedType | DocumentType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // The OLE compound file every .doc is; .xls and .ppt of those years share it, which only their content tells apart.
  { type: 'application/msword', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  // A .docx is a ZIP; what is inside is the server's to read.
  { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: [0x50, 0x4b, 0x03, 0x04] },
];

const PATIENT_FILE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'] satisfies SniffedType[];
const DOCUMENT_TYPES: readonly string[] = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] satisfies DocumentType[];

function sniff(head: ArrayLike<number>, accepted: readonly string[]): string | null {
  for (const signature of SIGNATURES) {
    if (!accepted.includes(signature.type)) continue;
    if (head.length >= signature.bytes.length && signature.bytes.every((byte, i) => head[i] === byte)) return signature.type;
  }
  return null;
}

/** The image or PDF format the first bytes announce (their magic numbers), or null for anything else. */
export function sniffFileType(head: ArrayLike<number>): SniffedType | null {
  return sniff(head, PATIENT_FILE_TYPES) as SniffedType | null;
}

/** The document format (PDF, DOC, DOCX) the first bytes announce, or null for anything else. */
export function sniffDocumentType(head: ArrayLike<number>): DocumentType | null {
  return sniff(head, DOCUMENT_TYPES) as DocumentType | null;
}

/** Why a chosen file cannot be uploaded, before anything is sent. */
export type UploadFileError = { kind: 'empty' } | { kind: 'unsupported-type' } | { kind: 'file-too-large'; bytes: number };

function checkFile<T>(type: T | null, headLength: number, size: number, maxBytes: number): Result<T, UploadFileError> {
  if (size <= 0 || headLength === 0) return Err({ kind: 'empty' });
  if (type === null) return Err({ kind: 'unsupported-type' });
  if (size > maxBytes) return Err({ kind: 'file-too-large', bytes: size });
  return Ok(type);
}

/**
 * An upload is a JPEG, PNG or PDF by its content (`head`: its first FILE_SIGNATURE_LENGTH bytes),
 * whatever its name says, and not empty nor larger than `maxBytes`.
 */
export function checkUploadFile(head: ArrayLike<number>, size: number, maxBytes: number): Result<SniffedType, UploadFileError> {
  return checkFile(sniffFileType(head), head.length, size, maxBytes);
}

/** A document upload (a resume) is a PDF, DOC or DOCX by its content, not empty nor larger than `maxBytes`. */
export function checkDocumentFile(head: ArrayLike<number>, size: number, maxBytes: number): Result<DocumentType, UploadFileError> {
  return checkFile(sniffDocumentType(head), head.length, size, maxBytes);
}

/** MB with one decimal, as people read file sizes ('2.4 MB'), never rounding a size down. */
export function formatMegabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}
