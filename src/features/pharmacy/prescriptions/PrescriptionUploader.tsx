import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import styled from 'styled-components';
import type { Prescription } from '../../../../domain/pharmacy/model';
import { describePrescriptionFileError } from '../../../../domain/pharmacy/prescription-file';
import { PRESCRIPTION_HEAD_BYTES } from '../../../../domain/pharmacy/prescriptions';
import { describeApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { FieldError, Hint } from '../../../ui/controls';
import { UploadPrescriptionIcon } from '../../../ui/icons';
import { useDomainText } from '../../../i18n/domain-text';
import { prescriptionsMessages } from './messages';

const Drop = styled.div<{ $over: boolean }>`
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colours.primary : theme.colours.border)};
  background: ${({ theme, $over }) => ($over ? theme.colours.primarySoft : '#fff')};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  label {
    font-weight: 600;
  }
  input[type='file'] {
    min-height: 44px;
  }
`;

const Upload = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-top: 0.75rem;
  img,
  .pdf {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colours.border};
    flex: none;
  }
  .pdf {
    display: grid;
    place-items: center;
    font-weight: 800;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colours.error};
    background: #fff;
  }
  progress {
    width: 100%;
    height: 0.75rem;
  }
  div {
    flex: 1;
    min-width: 0;
  }
`;

interface Pending {
  key: number;
  name: string;
  type: Prescription['contentType'];
  previewUrl: string | null;
  progress: number;
  error: string | null;
}

function PdfIcon() {
  return (
    <span className="pdf" aria-hidden="true">
      PDF
    </span>
  );
}

function previewOf(file: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * Choose or drop photos and PDFs of a prescription. Each file is checked by its content and
 * size before anything is sent (the message shows at the field), then uploaded with a
 * progress bar and a preview.
 */
export function PrescriptionUploader({
  onUploaded,
  label,
}: {
  /** Besides joining the library's list, which the upload does itself. */
  onUploaded?: (p: Prescription) => void;
  label?: string;
}) {
  const library = useUseCase(PHARMACY.Prescriptions);
  const t = prescriptionsMessages.useT();
  const say = useDomainText();
  const [pending, setPending] = useState<Pending[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const nextKey = useRef(1);
  const previews = useRef<string[]>([]);
  const id = useId();

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const update = (key: number, change: Partial<Pending>) => setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const accept = async (files: readonly File[]) => {
    const refused: string[] = [];
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, PRESCRIPTION_HEAD_BYTES).arrayBuffer());
      const checked = library.check(head, file.size);
      if (checked.isErr()) {
        refused.push(t('upload.refused', { file: file.name, reason: say(describePrescriptionFileError(checked.error)) }));
        continue;
      }
      const key = nextKey.current++;
      const previewUrl = checked.value === 'application/pdf' ? null : previewOf(file);
      if (previewUrl) previews.current.push(previewUrl);
      setPending((list) => [...list, { key, name: file.name, type: checked.value, previewUrl, progress: 0, error: null }]);
      void (async () => {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const uploaded = await library.upload({ name: file.name, bytes }, (fraction) => update(key, { progress: fraction }));
        if (uploaded.isErr()) {
          const error = uploaded.error;
          // The toast said why (spec §8); the row only marks which file it was.
          const reason =
            error.kind === 'announced'
              ? null
              : error.kind === 'empty' || error.kind === 'unsupported-type' || error.kind === 'file-too-large'
                ? describePrescriptionFileError(error)
                : describeApiError(error);
          update(key, { error: reason === null ? t('upload.failed', { file: file.name }) : t('upload.failed.reason', { file: file.name, reason: say(reason) }) });
          return;
        }
        setPending((list) => list.filter((p) => p.key !== key));
        onUploaded?.(uploaded.value);
      })();
    }
    setFieldError(refused.length > 0 ? refused.join(' ') : null);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // Cleared so choosing the same file again (after fixing it) fires again.
    event.currentTarget.value = '';
    void accept(files);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void accept([...event.dataTransfer.files]);
  };

  return (
    <div>
      <Drop
        $over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor={id}>
          <UploadPrescriptionIcon /> {label ?? t('upload.label')}
        </label>
        <input
          id={id}
          type="file"
          multiple
          accept="image/jpeg,image/png,application/pdf"
          aria-invalid={fieldError !== null}
          aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
          onChange={onChange}
        />
        <Hint id={`${id}-hint`}>{t('upload.hint')}</Hint>
        {fieldError && (
          <FieldError id={`${id}-error`} role="alert">
            {fieldError}
          </FieldError>
        )}
      </Drop>
      {pending.length > 0 && (
        <ul aria-label={t('upload.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {pending.map((p) => (
            <Upload key={p.key}>
              {p.type === 'application/pdf' ? (
                <PdfIcon />
              ) : p.previewUrl ? (
                <img src={p.previewUrl} alt={t('upload.preview', { file: p.name })} />
              ) : (
                <span className="pdf" aria-hidden="true">
                  IMG
                </span>
              )}
              <div>
                <span>{p.name}</span>
                {p.error ? (
                  <FieldError role="alert">{p.error}</FieldError>
                ) : (
                  // Indeterminate until the first report of bytes sent.
                  <progress max={1} value={p.progress > 0 ? p.progress : undefined} aria-label={t('upload.progress', { file: p.name })}>
                    {Math.round(p.progress * 100)}%
                  </progress>
                )}
              </div>
            </Upload>
          ))}
        </ul>
      )}
    </div>
  );
}
