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

/** MB with one decimal, as people read file sizes ('2.4 MB'), never rounding a size down. */
export function formatMegabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}
