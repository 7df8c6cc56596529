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
import { bookingBase, DoctorList, DoctorSummary } from './kit';

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
      <PageTitle>Consult a specialist online</PageTitle>
      <Hint style={{ marginBottom: '1rem' }}>Video consultations with qualified doctors registered with Indian medical councils.</Hint>
      <Filters role="search" aria-label="Find a doctor" onSubmit={submit}>
        <LabelledField label="Doctor’s name">
          {(control) => <input {...control} type="search" value={text} onChange={(e) => setText(e.target.value)} onBlur={() => text !== filters.text && change({ text })} />}
        </LabelledField>
        <LabelledField label="Speciality">
          {(control) => (
            <select {...control} value={filters.speciality ?? ''} onChange={(e) => change({ speciality: (e.target.value || null) as DoctorFilters['speciality'] })}>
              <option value="">All specialities</option>
              {SPECIALITIES.map((s) => (
                <option key={s} value={s}>
                  {SPECIALITY_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label="Language">
          {(control) => (
            <select {...control} value={filters.language ?? ''} onChange={(e) => change({ language: (e.target.value || null) as DoctorFilters['language'] })}>
              <option value="">Any language</option>
              {CONSULTATION_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label="Experience">
          {(control) => (
            <select {...control} value={filters.minExperienceYears ?? ''} onChange={(e) => change({ minExperienceYears: e.target.value ? Number(e.target.value) : null })}>
              <option value="">Any experience</option>
              {EXPERIENCE_FLOORS.map((years) => (
                <option key={years} value={years}>
                  {years}+ years
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label="Fee">
          {(control) => (
            <select {...control} value={filters.maxFeePaise === null ? '' : filters.maxFeePaise / 100} onChange={(e) => change({ maxFeePaise: e.target.value ? Number(e.target.value) * 100 : null })}>
              <option value="">Any fee</option>
              {FEE_CEILINGS_RUPEES.map((fee) => (
                <option key={fee} value={fee}>
                  Up to ₹{fee.toLocaleString('en-IN')}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label="Doctor’s gender">
          {(control) => (
            <select {...control} value={filters.gender ?? ''} onChange={(e) => change({ gender: (e.target.value || null) as DoctorFilters['gender'] })}>
              <option value="">Any</option>
              <option value="FEMALE">Female</option>
              <option value="MALE">Male</option>
            </select>
          )}
        </LabelledField>
        <Today>
          <input type="checkbox" checked={filters.availableToday} onChange={(e) => change({ availableToday: e.target.checked })} />
          Available today
        </Today>
        <Button type="submit" style={{ marginBottom: '1rem' }}>
          Search
        </Button>
      </Filters>
      {state.kind === 'loading' && <p role="status">Finding doctors…</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what="the doctors" retry={() => query.reload()} />}
      {state.kind === 'ready' && (
        <>
          <p role="status">
            {state.value.length === 0 ? 'No doctor matches these filters. Remove a filter to see more.' : `${state.value.length} ${state.value.length === 1 ? 'doctor' : 'doctors'} found`}
          </p>
          <DoctorList aria-label="Doctors">
            {state.value.map((doctor) => (
              <li key={doctor.id}>
                <DoctorSummary doctor={doctor} />
                <div>
                  {doctor.availableToday && <Tag $tone="success">Available today</Tag>}
                  <p>
                    <Link to={`${base}/doctorBio?doctorId=${encodeURIComponent(doctor.id)}`} aria-label={`View profile and book ${doctor.name}`}>
                      View profile and book
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
