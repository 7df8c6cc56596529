import { useId, useState, type ChangeEvent } from 'react';
import type { DiagnosticReport } from '../../../domain/diagnostics/model';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Card, Field, FieldError, Hint } from '../../ui/controls';
import { useDomainText } from '../../i18n/domain-text';
import { diagnosticsMessages } from './messages';

/** POST upload diagnostics: a report of tests done at another lab, kept with the patient's records. */
export function ReportUpload() {
  const orders = useUseCase(DIAGNOSTICS.DiagnosticOrders);
  const [uploaded, setUploaded] = useState<DiagnosticReport[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const t = diagnosticsMessages.useT();
  const say = useDomainText();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || working) return;
    setError(null);
    setWorking(true);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const result = await orders.uploadReport({ name: file.name, bytes });
    setWorking(false);
    event.target.value = '';
    if (result.isErr()) {
      const error = result.error;
      // An announced failure was toasted with the server's reason (spec §8); here only which file it was.
      setError(
        error.kind === 'invalid'
          ? t('upload.invalid', { file: file.name, reason: say(error.message) })
          : error.kind === 'announced'
            ? t('upload.failed', { file: file.name })
            : t('upload.failedWhy', { file: file.name, reason: say(describeApiError(error)) }),
      );
      return;
    }
    setUploaded((list) => [result.value, ...list]);
  };

  return (
    <Card aria-labelledby={`${inputId}-heading`} style={{ marginTop: '1.5rem' }}>
      <h2 id={`${inputId}-heading`} style={{ marginTop: 0 }}>
        {t('upload.title')}
      </h2>
      <Field>
        <label htmlFor={inputId}>{t('upload.field')}</label>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          disabled={working}
          onChange={(event) => void choose(event)}
        />
        {error && (
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        )}
      </Field>
      {working && <Hint role="status">{t('upload.working')}</Hint>}
      {uploaded.length > 0 && (
        <ul aria-label={t('upload.list')}>
          {uploaded.map((report, index) => (
            <li key={`${report.fileName}-${index}`}>
              <a href={report.url} target="_blank" rel="noopener noreferrer">
                {report.fileName} <span className="visually-hidden">{t('opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
