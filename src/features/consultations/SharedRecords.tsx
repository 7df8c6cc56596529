import { Link } from 'react-router-dom';
import { MAX_SHARED_RECORDS } from '../../../domain/consultations/consultation-reason';
import type { SharedRecord } from '../../../domain/consultations/model';
import type { HealthRecord } from '../../../domain/records/model';
import { useUseCase } from '../../app/di';
import { RECORDS } from '../../app/modules/records/tokens';
import { useLocale } from '../../i18n/use-locale';
import { Hint } from '../../ui/controls';
import { CheckboxField, FieldGroup } from '../../ui/form';
import { Loadable } from '../../ui/Loadable';
import { calendarDay } from '../../ui/dates';
import { FieldError } from '../../ui/controls';
import { useQuery } from '../../ui/use-query';
import { consultationsMessages } from './messages';

/** 'Lab report · 12 Nov 2026 · Metropolis Healthcare': what tells two records of one name apart. */
function useRecordFacts(): (record: Pick<SharedRecord, 'kind' | 'date' | 'source'>) => string {
  const t = consultationsMessages.useT();
  const locale = useLocale();
  return (record) => [t(record.kind === 'LAB_REPORT' ? 'share.labReport' : 'share.prescription'), calendarDay(record.date, locale), record.source].filter((part) => part !== '').join(' · ');
}

/**
 * On /book/consultation-information: the reports and prescriptions of the person consulted (and
 * theirs only: the server refuses anyone else's), newest first, for the patient to tick the ones
 * the doctor should read before the call.
 */
export function ShareRecordsPicker({
  memberId,
  chosen,
  error,
  onChange,
}: {
  /** The family member consulted, or null for the patient themself. */
  memberId: string | null;
  chosen: readonly string[];
  error: string | undefined;
  onChange: (ids: string[]) => void;
}) {
  const t = consultationsMessages.useT();
  const facts = useRecordFacts();
  const query = useUseCase(RECORDS.HealthRecords).list();
  const state = useQuery(query);
  const theirs = (records: readonly HealthRecord[]) => records.filter((record) => record.memberId === memberId);
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <FieldGroup aria-describedby="share-records-hint">
      <legend>{t('share.legend')}</legend>
      <Hint id="share-records-hint" style={{ marginTop: 0 }}>
        {t('share.hint', { max: MAX_SHARED_RECORDS })}
      </Hint>
      <Loadable
        state={state}
        what={t('share.what')}
        retry={() => query.reload()}
        isEmpty={(records) => theirs(records).length === 0}
        empty={
          <p>
            {t('share.none')} <Link to="/patient/upload-reports">{t('share.upload')}</Link>
          </p>
        }
      >
        {(records) =>
          theirs(records).map((record) => (
            // The record's title and lab are the server's words, not the app's to translate.
            <div key={record.id} translate="no">
              <CheckboxField label={record.title} hint={facts(record)} checked={chosen.includes(record.id)} onChange={(event) => toggle(record.id, event.target.checked)} />
            </div>
          ))
        }
      </Loadable>
      {error && <FieldError role="alert">{error}</FieldError>}
    </FieldGroup>
  );
}

/** What the patient shared with the doctor: on the booking summary and the consultation's details. */
export function SharedRecordList({ records }: { records: readonly Pick<SharedRecord, 'id' | 'kind' | 'title' | 'date' | 'source'>[] }) {
  const facts = useRecordFacts();
  return (
    <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {records.map((record) => (
        <li key={record.id} translate="no">
          <span>{record.title}</span> <Hint as="span">({facts(record)})</Hint>
        </li>
      ))}
    </ul>
  );
}

/** The records chosen on the information page, by id, as the booking summary lists them before paying. */
export function SharedRecordsById({ ids }: { ids: readonly string[] }) {
  const t = consultationsMessages.useT();
  const query = useUseCase(RECORDS.HealthRecords).list();
  const state = useQuery(query);
  if (ids.length === 0) return null;
  return (
    <>
      <h3 style={{ fontSize: '1rem', margin: '0.75rem 0 0.35rem' }}>{t('share.shared')}</h3>
      <Loadable state={state} what={t('share.what')} retry={() => query.reload()}>
        {(records) => <SharedRecordList records={ids.flatMap((id) => records.filter((record) => record.id === id))} />}
      </Loadable>
    </>
  );
}
