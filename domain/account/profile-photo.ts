import { Err, Ok, type Result } from 'ts-results-es';

/** The largest profile photo we accept, in bytes of the file itself (2 MB). */
export const MAX_PROFILE_PHOTO_BYTES = 2 * 1024 * 1024;
/** How many leading bytes `checkProfilePhoto` needs to recognise the format. */
export const PHOTO_SIGNATURE_LENGTH = 8;

export type PhotoType = 'image/jpeg' | 'image/png';

export type ProfilePhotoError =
  | { kind: 'empty' }
  /** The content is neither JPEG nor PNG, whatever the file's name or declared type says. */
  | { kind: 'unsupported-type' }
  | { kind: 'file-too-large'; bytes: number }
  /** A stored value that is not a data URL of a photo (or a web address the server gave). */
  | { kind: 'malformed' };

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

const startsWith = (head: ArrayLike<number>, signature: readonly number[]): boolean =>
  head.length >= signature.length && signature.every((byte, i) => head[i] === byte);

/** The format the first bytes announce (their magic numbers), or null when neither JPEG nor PNG. */
export function sniffPhotoType(head: ArrayLike<number>): PhotoType | null {
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  return null;
}

/** MB with one decimal, as people read file sizes ('2.4 MB'). */
export function formatMegabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}

/**
 * A chosen file is a profile photo when its content (not its name) is JPEG or PNG and it is
 * at most 2 MB. `head` is the file's first bytes (PHOTO_SIGNATURE_LENGTH suffice), `size` its length.
 */
export function checkProfilePhoto(head: ArrayLike<number>, size: number): Result<PhotoType, ProfilePhotoError> {
  if (size <= 0 || head.length === 0) return Err({ kind: 'empty' });
  const type = sniffPhotoType(head);
  if (type === null) return Err({ kind: 'unsupported-type' });
  if (size > MAX_PROFILE_PHOTO_BYTES) return Err({ kind: 'file-too-large', bytes: size });
  return Ok(type);
}

/** A sentence for the photo field. */
export function describePhotoError(error: ProfilePhotoError): string {
  switch (error.kind) {
    case 'empty':
      return 'This file is empty. Choose a JPEG or PNG photo.';
    case 'unsupported-type':
      return 'This file is not a JPEG or PNG image. Choose a photo in one of those formats.';
    case 'file-too-large':
      return `This photo is ${formatMegabytes(error.bytes)}; the limit is 2 MB. Choose a smaller photo.`;
    case 'malformed':
      return 'This photo could not be read. Choose it again.';
  }
}

const DATA_URL = /^data:(image\/(?:jpeg|png));base64,([A-Za-z0-9+/]*={0,2})$/;
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes whole 4-character groups of base64 (enough for a signature); stops at padding. */
function decodeBase64Prefix(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i + 4 <= text.length; i += 4) {
    const group = text.slice(i, i + 4);
    const values = [...group].map((c) => BASE64.indexOf(c));
    const [a = 0, b = 0, c = -1, d = -1] = values;
    bytes.push(((a << 2) | (b >> 4)) & 0xff);
    if (c < 0) break;
    bytes.push(((b << 4) | (c >> 2)) & 0xff);
    if (d < 0) break;
    bytes.push(((c << 6) | d) & 0xff);
  }
  return bytes;
}

/**
 * Checks a photo kept as a data URL (what ProfileUpdate.profileUrl carries): the declared type
 * must be the one its bytes announce, and the bytes within the 2 MB limit.
 */
export function checkPhotoDataUrl(url: string): Result<PhotoType, ProfilePhotoError> {
  const match = DATA_URL.exec(url);
  if (!match) return Err({ kind: 'malformed' });
  const declared = match[1] as PhotoType;
  const payload = match[2] ?? '';
  if (payload.length % 4 !== 0) return Err({ kind: 'malformed' });
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const size = (payload.length / 4) * 3 - padding;
  const checked = checkProfilePhoto(decodeBase64Prefix(payload.slice(0, 12)), size);
  if (checked.isErr()) return checked;
  if (checked.value !== declared) return Err({ kind: 'unsupported-type' });
  return checked;
}

/**
 * What may be saved as the profile photo: nothing, a web address the server gave us, or a
 * checked data URL of a JPEG or PNG.
 */
export function parseProfilePhotoUrl(url: string | null): Result<string | null, ProfilePhotoError> {
  if (url === null || url.trim() === '') return Ok(null);
  if (/^https?:\/\/\S+$/i.test(url)) return Ok(url);
  return checkPhotoDataUrl(url).map(() => url);
}
