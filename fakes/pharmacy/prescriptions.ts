import { Err, Ok, type Result } from 'ts-results-es';
import type { Prescription } from '../../domain/pharmacy/model';
import { checkPrescriptionFile, describePrescriptionFileError } from '../../domain/pharmacy/prescription-file';
import type { ApiError } from '../../domain/shared/errors';
import { FILE_SIGNATURE_LENGTH } from '../../domain/shared/file-type';
import type { FakeBackend } from '../backend';
import { toBase64 } from '../base64';
import type { PharmacyAccounts } from './accounts';
import { MAX_PRESCRIPTIONS, notFound, PHARMACY_ERRORS, rejected } from './errors';

/** Images below this keep their bytes as a data URL, for the preview; bigger ones and PDFs get a placeholder. */
export const PREVIEW_LIMIT_BYTES = 1024 * 1024;

export interface UploadInput {
  name: string;
  bytes: Uint8Array;
}

/** A picture that says what the file is, for PDFs and large photos the demo does not keep. */
function placeholderUrl(fileName: string, contentType: Prescription['contentType']): string {
  const label = contentType === 'application/pdf' ? 'PDF prescription' : 'Prescription photo';
  const safeName = fileName.replace(/[<>&"']/g, '').slice(0, 40);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320">` +
    `<rect width="240" height="320" rx="12" fill="#eef2fb"/><rect x="70" y="60" width="100" height="130" rx="6" fill="#1A4BA1"/>` +
    `<text x="120" y="135" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">Rx</text>` +
    `<text x="120" y="230" font-family="sans-serif" font-size="15" fill="#1A4BA1" text-anchor="middle">${label}</text>` +
    `<text x="120" y="255" font-family="sans-serif" font-size="12" fill="#333" text-anchor="middle">${safeName}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The patient's uploaded prescriptions. */
export class FakePrescriptions {
  constructor(
    private readonly backend: FakeBackend,
    private readonly accounts: PharmacyAccounts,
  ) {}

  prescriptions(token: string | null): Result<Prescription[], ApiError> {
    return this.accounts.signedIn(token, (_user, account) => Ok(account.prescriptions.map((prescription) => ({ ...prescription }))));
  }

  /** Checks the file by its content (never its name or declared type) and keeps a preview, not the file. */
  uploadPrescription(token: string | null, file: UploadInput): Result<Prescription, ApiError> {
    return this.accounts.signedIn(token, (_user, account) => {
      const fileName = file.name.trim();
      if (fileName === '') return rejected(PHARMACY_ERRORS.fileName);
      const checked = checkPrescriptionFile(file.bytes.subarray(0, FILE_SIGNATURE_LENGTH), file.bytes.length);
      if (checked.isErr()) {
        const message = describePrescriptionFileError(checked.error);
        // Too large is a 413, as the server's body limit would answer a file far over it.
        return checked.error.kind === 'file-too-large' ? Err({ kind: 'too-large', message }) : rejected(message);
      }
      if (account.prescriptions.length >= MAX_PRESCRIPTIONS) return rejected(PHARMACY_ERRORS.tooManyPrescriptions);
      const contentType = checked.value;
      const prescription: Prescription = {
        id: this.backend.newId('rx'),
        fileName: fileName.slice(0, 120),
        contentType,
        sizeBytes: file.bytes.length,
        uploadedOn: new Date(this.backend.now()).toISOString(),
        url:
          contentType !== 'application/pdf' && file.bytes.length < PREVIEW_LIMIT_BYTES
            ? `data:${contentType};base64,${toBase64(file.bytes)}`
            : placeholderUrl(fileName, contentType),
      };
      account.prescriptions.push(prescription);
      return Ok({ ...prescription });
    });
  }

  deletePrescription(token: string | null, id: string): Result<null, ApiError> {
    return this.accounts.signedIn(token, (_user, account) => {
      if (!account.prescriptions.some((prescription) => prescription.id === id)) return notFound();
      account.prescriptions = account.prescriptions.filter((prescription) => prescription.id !== id);
      return Ok(null);
    });
  }
}
