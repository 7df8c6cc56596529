import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EXPERIENCE_FLOORS, FEE_CEILINGS_RUPEES, filtersFromQuery, filtersToQuery } from '../../../domain/consultations/doctor-search';
import { CONSULTATION_LANGUAGES, SPECIALITIES, SPECIALITY_LABELS, type DoctorFilters } from '../../../domain/consultations/model';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { LabelledField } from '../../ui/form';
import { Tag } from '../../ui/Tag';
import { useQuery } from '../../ui/use-query';
import { useDomainText } from '../../i18n/domain-text';
import { bookingBase, DoctorList, DoctorSummary } from './kit';
import { consultationsMessages } from './messages';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 0 1rem;
  align-items: end;
  margin-bottom: 1rem;
  input[type='search'] {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Today = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  min-height: 44px;
  margin-bottom: 1rem;
  font-weight: 600;
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

/**
 * /bookSpecialist, /book/bookSpecialist and /sso/bookSpecialist: find a doctor by speciality,
 * language, experience, fee, gender and whether they are free today. The filters live in the
 * address, so the search survives a reload and Back.
 */
export default function SpecialistSearchPage({ route }: PageProps) {
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const catalogue = useUseCase(CONSULTATIONS.ConsultationCatalogue);
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromQuery(search), [search]);
  const [text, setText] = useState(filters.text);
  const query = catalogue.searchDoctors(filters);
  const answer = useQuery(query);
  // The list of doctor cards renders as a transition, in slices, so a phone still answers a tap
  // while the cards appear (issue 3: a blocking render of them was a first visit's longest task).
  const state = useDeferredValue(answer);
  const base = bookingBase(route);

  const change = (next: Partial<DoctorFilters>) => setSearch(filtersToQuery({ ...filters, ...next }), { replace: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ text });
  };

  return (
    <Card>
      <PageTitle>{t('specialists.title')}</PageTitle>
      <Hint style={{ marginBottom: '1rem' }}>{t('specialists.intro')}</Hint>
      <Filters role="search" aria-label={t('book.findDoctor')} onSubmit={submit}>
        <LabelledField label={t('specialists.name')}>
          {(control) => <input {...control} type="search" value={text} onChange={(e) => setText(e.target.value)} onBlur={() => text !== filters.text && change({ text })} />}
        </LabelledField>
        <LabelledField label={t('specialists.speciality')}>
          {(control) => (
            <select {...control} value={filters.speciality ?? ''} onChange={(e) => change({ speciality: (e.target.value || null) as DoctorFilters['speciality'] })}>
              <option value="">{t('specialists.allSpecialities')}</option>
              {SPECIALITIES.map((s) => (
                <option key={s} value={s}>
                  {say(SPECIALITY_LABELS[s])}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label={t('specialists.language')}>
          {(control) => (
            <select {...control} value={filters.language ?? ''} onChange={(e) => change({ language: (e.target.value || null) as DoctorFilters['language'] })}>
              <option value="">{t('specialists.anyLanguage')}</option>
              {CONSULTATION_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {say(l)}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label={t('specialists.experience')}>
          {(control) => (
            <select {...control} value={filters.minExperienceYears ?? ''} onChange={(e) => change({ minExperienceYears: e.target.value ? Number(e.target.value) : null })}>
              <option value="">{t('specialists.anyExperience')}</option>
              {EXPERIENCE_FLOORS.map((years) => (
                <option key={years} value={years}>
                  {t('specialists.years', { years })}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label={t('specialists.fee')}>
          {(control) => (
            <select {...control} value={filters.maxFeePaise === null ? '' : filters.maxFeePaise / 100} onChange={(e) => change({ maxFeePaise: e.target.value ? Number(e.target.value) * 100 : null })}>
              <option value="">{t('specialists.anyFee')}</option>
              {FEE_CEILINGS_RUPEES.map((fee) => (
                <option key={fee} value={fee}>
                  {t('specialists.feeUpTo', { fee })}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label={t('specialists.gender')}>
          {(control) => (
            <select {...control} value={filters.gender ?? ''} onChange={(e) => change({ gender: (e.target.value || null) as DoctorFilters['gender'] })}>
              <option value="">{t('specialists.anyGender')}</option>
              <option value="FEMALE">{t('specialists.female')}</option>
              <option value="MALE">{t('specialists.male')}</option>
            </select>
          )}
        </LabelledField>
        <Today>
          <input type="checkbox" checked={filters.availableToday} onChange={(e) => change({ availableToday: e.target.checked })} />
          {t('specialists.availableToday')}
        </Today>
        <Button type="submit" style={{ marginBottom: '1rem' }}>
          {t('specialists.search')}
        </Button>
      </Filters>
      {state.kind === 'loading' && <p role="status">{t('specialists.finding')}</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what={t('specialists.what')} retry={() => query.reload()} />}
      {state.kind === 'ready' && (
        <>
          <p role="status">
            {state.value.length === 0 ? t('specialists.none') : t('specialists.found', { count: state.value.length })}
          </p>
          <DoctorList aria-label={t('specialists.list')}>
            {state.value.map((doctor) => (
              <li key={doctor.id}>
                <DoctorSummary doctor={doctor} />
                <div>
                  {doctor.availableToday && <Tag $tone="success">{t('specialists.availableToday')}</Tag>}
                  <p>
                    <Link to={`${base}/doctorBio?doctorId=${encodeURIComponent(doctor.id)}`} aria-label={t('specialists.viewProfileOf', { name: doctor.name })}>
                      {t('specialists.viewProfile')}
                    </Link>
                  </p>
                </div>
              </li>
            ))}
          </DoctorList>
        </>
      )}
    </Card>
  );
}
