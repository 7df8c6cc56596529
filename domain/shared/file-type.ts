import { Err, Ok, type Result } from 'ts-results-es';

/** File kinds the app accepts from patients, recognised by content, never by name. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** How many leading bytes `sniffFileType` needs. */
export const FILE_SIGNATURE_LENGTH = 8;

const SIGNATURES: readonly { type: SniffedType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The format the first bytes announce (their magic numbers), or null for anything else. */
export function sniffFileType(head: ArrayLike<number>): SniffedType | null {
  for (const signature of SIGNATURES) {
    if (head.length >= signature.bytes.length && signature.bytes.every((byte, i) => head[i] === byte)) return signature.type;
  }
  return null;
}

/** Why a chosen file cannot be uploaded, before anything is sent. */
export type UploadFileError = { kind: 'empty' } | { kind: 'unsupported-type' } | { kind: 'file-too-large'; bytes: number };

/**
 * An upload is a JPEG, PNG or PDF by its content (`head`: its first FILE_SIGNATURE_LENGTH bytes),
 * whatever its name says, and not empty nor larger than `maxBytes`.
 */
export function checkUploadFile(head: ArrayLike<number>, size: number, maxBytes: number): Result<SniffedType, UploadFileError> {
  if (size <= 0 || head.length === 0) return Err({ kind: 'empty' });
  const type = sniffFileType(head);
  if (type === null) return Err({ kind: 'unsupported-type' });
  if (size > maxBytes) return Err({ kind: 'file-too-large', bytes: size });
  return Ok(type);
}

/** MB with one decimal, as people read file sizes ('2.4 MB'), never rounding a size down. */
export function formatMegabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}
