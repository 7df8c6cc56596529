import { describe, expect, it } from 'vitest';
import {
  checkPhotoDataUrl,
  checkProfilePhoto,
  describePhotoError,
  MAX_PROFILE_PHOTO_BYTES,
  parseProfilePhotoUrl,
  sniffPhotoType,
} from './profile-photo';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const GIF_HEAD = [...'GIF89a'].map((c) => c.charCodeAt(0));
const PDF_HEAD = [...'%PDF-1.7'].map((c) => c.charCodeAt(0));

const base64 = (bytes: number[]) => Buffer.from(bytes).toString('base64');

describe('sniffPhotoType', () => {
  it('recognises JPEG and PNG by their magic bytes', () => {
    expect(sniffPhotoType(JPEG_HEAD)).toBe('image/jpeg');
    expect(sniffPhotoType(PNG_HEAD)).toBe('image/png');
  });

  it('recognises neither GIF, PDF, text nor a truncated PNG signature', () => {
    expect(sniffPhotoType(GIF_HEAD)).toBeNull();
    expect(sniffPhotoType(PDF_HEAD)).toBeNull();
    expect(sniffPhotoType([...'hello'].map((c) => c.charCodeAt(0)))).toBeNull();
    expect(sniffPhotoType(PNG_HEAD.slice(0, 4))).toBeNull();
  });
});

describe('checkProfilePhoto', () => {
  it('accepts a JPEG or PNG of at most 2 MB, whatever the file is called', () => {
    expect(checkProfilePhoto(JPEG_HEAD, 120_000).unwrap()).toBe('image/jpeg');
    expect(checkProfilePhoto(Uint8Array.from(PNG_HEAD), MAX_PROFILE_PHOTO_BYTES).unwrap()).toBe('image/png');
  });

  it('refuses a file one byte over 2 MB and says how large it is', () => {
    const result = checkProfilePhoto(JPEG_HEAD, MAX_PROFILE_PHOTO_BYTES + 1);
    expect(result.isErr() && result.error).toEqual({ kind: 'file-too-large', bytes: MAX_PROFILE_PHOTO_BYTES + 1 });
    expect(describePhotoError({ kind: 'file-too-large', bytes: 3_500_000 })).toBe('This photo is 3.4 MB; the limit is 2 MB. Choose a smaller photo.');
  });

  it('refuses content that is not JPEG or PNG before looking at the size', () => {
    const result = checkProfilePhoto(PDF_HEAD, 10 * MAX_PROFILE_PHOTO_BYTES);
    expect(result.isErr() && result.error).toEqual({ kind: 'unsupported-type' });
    expect(describePhotoError({ kind: 'unsupported-type' })).toMatch(/not a JPEG or PNG image/);
  });

  it('refuses an empty file', () => {
    expect(checkProfilePhoto([], 0).isErr()).toBe(true);
    expect(checkProfilePhoto(JPEG_HEAD, 0).isErr()).toBe(true);
  });
});

describe('checkPhotoDataUrl', () => {
  it('accepts a data URL whose declared type matches its bytes', () => {
    expect(checkPhotoDataUrl(`data:image/png;base64,${base64([...PNG_HEAD, 1, 2, 3])}`).unwrap()).toBe('image/png');
    expect(checkPhotoDataUrl(`data:image/jpeg;base64,${base64([...JPEG_HEAD, 9])}`).unwrap()).toBe('image/jpeg');
  });

  it('refuses a PNG dressed up as a JPEG, and a GIF dressed up as a PNG', () => {
    const png = checkPhotoDataUrl(`data:image/jpeg;base64,${base64(PNG_HEAD)}`);
    expect(png.isErr() && png.error.kind).toBe('unsupported-type');
    const gif = checkPhotoDataUrl(`data:image/png;base64,${base64([...GIF_HEAD, 0, 0])}`);
    expect(gif.isErr() && gif.error.kind).toBe('unsupported-type');
  });

  it('counts the decoded bytes against the 2 MB limit, not the longer text', () => {
    const exactly = Buffer.alloc(MAX_PROFILE_PHOTO_BYTES);
    Buffer.from(JPEG_HEAD).copy(exactly);
    expect(checkPhotoDataUrl(`data:image/jpeg;base64,${exactly.toString('base64')}`).isOk()).toBe(true);
    const over = Buffer.alloc(MAX_PROFILE_PHOTO_BYTES + 1);
    Buffer.from(JPEG_HEAD).copy(over);
    const result = checkPhotoDataUrl(`data:image/jpeg;base64,${over.toString('base64')}`);
    expect(result.isErr() && result.error).toEqual({ kind: 'file-too-large', bytes: MAX_PROFILE_PHOTO_BYTES + 1 });
  });

  it('refuses other media types and broken base64', () => {
    expect(checkPhotoDataUrl(`data:image/gif;base64,${base64(GIF_HEAD)}`).isErr()).toBe(true);
    expect(checkPhotoDataUrl('data:image/png;base64,abc').isErr()).toBe(true);
    expect(checkPhotoDataUrl('javascript:alert(1)').isErr()).toBe(true);
  });
});

describe('parseProfilePhotoUrl', () => {
  it('keeps no photo, a web address the server gave, or a checked data URL', () => {
    expect(parseProfilePhotoUrl(null).unwrap()).toBeNull();
    expect(parseProfilePhotoUrl('  ').unwrap()).toBeNull();
    expect(parseProfilePhotoUrl('https://cdn.example.in/u/1.jpg').unwrap()).toBe('https://cdn.example.in/u/1.jpg');
    const url = `data:image/png;base64,${base64(PNG_HEAD)}`;
    expect(parseProfilePhotoUrl(url).unwrap()).toBe(url);
  });

  it('refuses anything else', () => {
    const result = parseProfilePhotoUrl('file:///etc/passwd');
    expect(result.isErr() && result.error.kind).toBe('malformed');
  });
});
