import { Err, Ok, type Result } from 'ts-results-es';
import type { DiagnosticReport } from '../../domain/diagnostics/model';
import type { ApiError } from '../../domain/shared/errors';
import { FILE_SIGNATURE_LENGTH, sniffFileType } from '../../domain/shared/file-type';
import { toBase64 } from '../base64';
import type { DiagnosticsAccounts } from './accounts';
import { DIAGNOSTICS_ERRORS, rejected } from './errors';

export const MAX_REPORT_BYTES = 10 * 1024 * 1024;

/** Reports a patient brings from elsewhere: a PDF or a photo, kept with their account. */
export class FakeReportUploads {
  constructor(private readonly accounts: DiagnosticsAccounts) {}

  uploadReport(token: string | null, file: { name: string; bytes: Uint8Array }): Result<DiagnosticReport, ApiError> {
    return this.accounts.signedIn(token, (_user, account) => {
      const fileName = file.name.trim();
      if (fileName === '') return rejected(DIAGNOSTICS_ERRORS.fileName);
      if (file.bytes.length > MAX_REPORT_BYTES) return Err({ kind: 'too-large', message: DIAGNOSTICS_ERRORS.fileSize });
      const type = sniffFileType(file.bytes.subarray(0, FILE_SIGNATURE_LENGTH));
      if (type === null) return rejected(DIAGNOSTICS_ERRORS.fileType);
      const report: DiagnosticReport = { fileName: fileName.slice(0, 120), contentType: type, url: `data:${type};base64,${toBase64(file.bytes)}` };
      account.uploads.push(report);
      return Ok({ ...report });
    });
  }
}
