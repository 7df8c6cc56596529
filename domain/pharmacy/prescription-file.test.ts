import { describe, expect, it } from 'vitest';
import { checkPrescriptionFile, describePrescriptionFileError, MAX_PRESCRIPTION_BYTES } from './prescription-file';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXE = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0];

describe('checkPrescriptionFile', () => {
  it('accepts JPEG, PNG and PDF by their content', () => {
    expect(checkPrescriptionFile(PDF, 1000).unwrap()).toBe('application/pdf');
    expect(checkPrescriptionFile(JPEG, 1000).unwrap()).toBe('image/jpeg');
    expect(checkPrescriptionFile(PNG, 1000).unwrap()).toBe('image/png');
  });

  it('refuses anything else whatever its name says, with a sentence saying what to upload', () => {
    const result = checkPrescriptionFile(EXE, 1000);
    expect(result.isErr() && describePrescriptionFileError(result.error)).toBe(
      'Upload a photo (JPEG or PNG) or a PDF of your prescription. This file is neither.',
    );
  });

  it('refuses a file over 10 MB, saying how big it is', () => {
    const result = checkPrescriptionFile(PDF, MAX_PRESCRIPTION_BYTES + 1);
    expect(result.isErr() && describePrescriptionFileError(result.error)).toMatch(/^This file is 10\.1 MB; the limit is 10 MB/);
    expect(checkPrescriptionFile(PDF, MAX_PRESCRIPTION_BYTES).isOk()).toBe(true);
  });

  it('refuses an empty file', () => {
    expect(checkPrescriptionFile([], 0).isErr()).toBe(true);
  });
});
