import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { FieldErrors } from '../../../domain/account/forms';
import { RECORD_HEAD_BYTES, type UploadRecordError } from '../../../domain/records/health-records';
import { RECORD_KINDS, type RecordKind } from '../../../domain/records/model';
import { describeRecordFileError, type RecordDetailsField, type RecordDetailsInput } from '../../../domain/records/upload';
import { istDate } from '../../../domain/shared/calendar-date';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { RECORDS } from '../../app/modules/records/tokens';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { Actions, ChoiceField, SelectField, Success, TextField } from '../../ui/form';
import { UploadPrescriptionIcon } from '../../ui/icons';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { useFamily } from '../../ui/use-family';
import { recordsMessages } from './messages';

const Picker = styled.div`
  border: 2px dashed ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
    display: block;
  }
  input[type='file'] {
    min-height: 44px;
  }
`;

const FileRow = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem;
  margin: 0 0 1rem;
  > legend {
    font-weight: 600;
    padding: 0 0.25rem;
    overflow-wrap: anywhere;
  }
  progress {
    width: 100%;
    height: 0.75rem;
  }
`;

type Status = { kind: 'ready' } | { kind: 'uploading'; progress: number } | { kind: 'failed'; reason: string } | { kind: 'done' };

/** One chosen file, what the patient typed about it, and how its upload went. */
interface Row {
  key: number;
  file: File;
  details: RecordDetailsInput;
  errors: FieldErrors<RecordDetailsField>;
  status: Status;
}

const withoutExtension = (name: string) => name.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[_-]+/g, ' ').trim();

/**
 * /patient/upload-reports: one or many files, each checked by its content and size as it is
 * chosen, each with its name, date, lab or doctor and person, uploaded in its own request with
 * its own progress, so a failed one is tried again alone. Rows are plain state rather than
 * useForm: their number changes as files come and go, and each is sent on its own.
 */
export default function UploadReportsPage({ route }: PageProps) {
  const title = usePageTitle(route);
  const t = recordsMessages.useT();
  const say = useDomainText();
  const records = useUseCase(RECORDS.HealthRecords);
  const clock = useUseCase(TOKENS.Clock);
  const { state: family } = useFamily();
  const members = family.kind === 'ready' ? family.members.filter((member) => member.status === 'ACTIVE') : [];
  const [params] = useSearchParams();
  const forMember = params.get('member') ?? 'SELF';
  const [rows, setRows] = useState<Row[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const nextKey = useRef(1);
  const pickerId = useId();
  const { busy, run } = useThrottledSubmit();

  const update = (key: number, change: (row: Row) => Partial<Row>) => setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change(row) } : row)));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // Cleared so the same file can be chosen again after it is fixed.
    event.currentTarget.value = '';
    const refusals: string[] = [];
    const accepted: Row[] = [];
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, RECORD_HEAD_BYTES).arrayBuffer());
      const checked = records.checkFile(head, file.size);
      if (checked.isErr()) {
        refusals.push(t('upload.refused', { name: file.name, reason: say(describeRecordFileError(checked.error)) }));
        continue;
      }
      accepted.push({
        key: nextKey.current++,
        file,
        details: { kind: 'LAB_REPORT', title: withoutExtension(file.name), date: istDate(clock.now()), source: '', member: forMember },
        errors: {},
        status: { kind: 'ready' },
      });
    }
    setRefused(refusals);
    setRows((list) => [...list, ...accepted]);
  };

  const reasonOf = (error: Exclude<UploadRecordError, { kind: 'invalid' }>) =>
    error.kind === 'empty' || error.kind === 'unsupported-type' || error.kind === 'file-too-large' ? describeRecordFileError(error) : describeApiError(error);

  const upload = async (row: Row) => {
    update(row.key, () => ({ status: { kind: 'uploading', progress: 0 }, errors: {} }));
    const bytes = new Uint8Array(await row.file.arrayBuffer());
    const uploaded = await records.upload(
      row.details,
      { name: row.file.name, bytes },
      members.map((member) => member.id),
      (progress) => update(row.key, () => ({ status: { kind: 'uploading', progress } })),
    );
    if (uploaded.isOk()) {
      update(row.key, () => ({ status: { kind: 'done' } }));
      return;
    }
    const error = uploaded.error;
    if (error.kind === 'invalid') update(row.key, () => ({ status: { kind: 'ready' }, errors: error.fields }));
    else update(row.key, () => ({ status: { kind: 'failed', reason: say(reasonOf(error)) } }));
  };

  const waiting = rows.filter((row) => row.status.kind === 'ready' || row.status.kind === 'failed');
  const uploadAll = () => run(() => Promise.all(waiting.map(upload)).then(() => undefined));

  return (
    <Card>
      <PageTitle>
        <UploadPrescriptionIcon aria-hidden="true" /> {title}
      </PageTitle>
      <p>{t('upload.intro')}</p>
      <Picker>
        <label htmlFor={pickerId}>{t('upload.choose')}</label>
        <input
          id={pickerId}
          type="file"
          multiple
          accept="application/pdf,image/jpeg,image/png"
          aria-invalid={refused.length > 0}
          aria-describedby={`${pickerId}-hint${refused.length > 0 ? ` ${pickerId}-error` : ''}`}
          onChange={(event) => void choose(event)}
        />
        <Hint id={`${pickerId}-hint`}>{t('upload.hint')}</Hint>
        {refused.length > 0 && (
          <FieldError id={`${pickerId}-error`} role="alert">
            {refused.join(' ')}
          </FieldError>
        )}
      </Picker>
      {rows.length > 0 && (
        <section aria-label={t('upload.files')}>
          {rows.map((row, index) => (
            <UploadRow
              key={row.key}
              row={row}
              number={index + 1}
              members={members}
              onChange={(details) => update(row.key, (current) => ({ details: { ...current.details, ...details } }))}
              onRetry={() => void upload(row)}
              onRemove={() => setRows((list) => list.filter((each) => each.key !== row.key))}
            />
          ))}
          {waiting.length > 0 && (
            <Actions>
              <Button type="button" onClick={uploadAll} disabled={busy}>
                {busy ? t('upload.sending') : rows.length > 1 ? t('upload.sendAll') : t('upload.send')}
              </Button>
            </Actions>
          )}
        </section>
      )}
      <p>
        <Link to="/patient/health-record">{t('upload.records')}</Link>
      </p>
    </Card>
  );
}

function UploadRow({
  row,
  number,
  members,
  onChange,
  onRetry,
  onRemove,
}: {
  row: Row;
  number: number;
  members: readonly { id: string; name: string }[];
  onChange: (details: Partial<RecordDetailsInput>) => void;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const t = recordsMessages.useT();
  const { details, errors, status, file } = row;
  const locked = status.kind === 'uploading' || status.kind === 'done';
  const today = istDate(useUseCase(TOKENS.Clock).now());
  const recordsPath = `/patient/health-record?${new URLSearchParams({ ...(details.kind === 'PRESCRIPTION' && { tab: 'PRESCRIPTION' }), member: details.member })}`;
  return (
    <FileRow disabled={locked}>
      <legend translate="no">{t('upload.file', { number, name: file.name })}</legend>
      <ChoiceField<RecordKind>
        legend={t('upload.kind')}
        name={`kind-${row.key}`}
        choices={RECORD_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        value={details.kind === 'LAB_REPORT' || details.kind === 'PRESCRIPTION' ? details.kind : ''}
        onChoose={(kind) => onChange({ kind })}
        error={errors.kind}
      />
      <TextField label={t('upload.title')} name={`title-${row.key}`} value={details.title} maxLength={120} error={errors.title} onChange={(event) => onChange({ title: event.target.value })} />
      <TextField label={t('upload.date')} name={`date-${row.key}`} type="date" max={today} value={details.date} error={errors.date} onChange={(event) => onChange({ date: event.target.value })} />
      <TextField label={t('upload.source')} name={`source-${row.key}`} value={details.source} maxLength={120} error={errors.source} onChange={(event) => onChange({ source: event.target.value })} />
      <SelectField label={t('upload.member')} name={`member-${row.key}`} value={details.member} error={errors.member} onChange={(event) => onChange({ member: event.target.value })}>
        <option value="SELF">{t('filter.member.self')}</option>
        {members.map((member) => (
          <option key={member.id} value={member.id} translate="no">
            {member.name}
          </option>
        ))}
        {/* The person the page was opened for, until the family has loaded (or when they are gone: the check says so). */}
        {details.member !== 'SELF' && !members.some((member) => member.id === details.member) && <option value={details.member}>{t('filter.member.one')}</option>}
      </SelectField>
      {status.kind === 'uploading' && (
        // Indeterminate until the first report of bytes sent.
        <progress max={1} value={status.progress > 0 ? status.progress : undefined} aria-label={t('upload.progress', { name: file.name })}>
          {Math.round(status.progress * 100)}%
        </progress>
      )}
      {status.kind === 'failed' && (
        <>
          <FieldError role="alert">{t('upload.failed', { name: file.name, reason: status.reason })}</FieldError>
          <Button type="button" $variant="secondary" onClick={onRetry}>
            {t('upload.retry', { name: file.name })}
          </Button>
        </>
      )}
      {status.kind === 'done' && (
        <Success role="status">
          {t('upload.done')}{' '}
          <Link to={recordsPath}>{t('upload.view')}</Link>
        </Success>
      )}
      {!locked && (
        <p>
          <Button type="button" $variant="ghost" onClick={onRemove}>
            {t('upload.remove', { name: file.name })}
          </Button>
        </p>
      )}
    </FileRow>
  );
}
