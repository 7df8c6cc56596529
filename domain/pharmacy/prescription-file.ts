import type { Result } from 'ts-results-es';
import { checkUploadFile, formatMegabytes, type SniffedType, type UploadFileError } from '../shared/file-type';

/** A phone photo of a prescription is rarely above 5 MB; a scanned PDF may be larger. */
export const MAX_PRESCRIPTION_BYTES = 10 * 1024 * 1024;

export type PrescriptionFileError = UploadFileError;

/** A prescription upload is a JPEG, PNG or PDF by its content, at most 10 MB. */
export function checkPrescriptionFile(head: ArrayLike<number>, size: number): Result<SniffedType, PrescriptionFileError> {
  return checkUploadFile(head, size, MAX_PRESCRIPTION_BYTES);
}

export function describePrescriptionFileError(error: PrescriptionFileError): string {
  switch (error.kind) {
    case 'empty':
      return 'This file is empty. Choose a photo or PDF of your prescription.';
    case 'unsupported-type':
      return 'Upload a photo (JPEG or PNG) or a PDF of your prescription. This file is neither.';
    case 'file-too-large':
      return `This file is ${formatMegabytes(error.bytes)}; the limit is 10 MB. Take a photo instead, or scan at a lower resolution.`;
  }
}
