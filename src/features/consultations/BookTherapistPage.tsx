import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { THERAPY_SPECIALITIES } from '../../../domain/consultations/model';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { Panel } from '../../ui/Panel';
import { rupees } from '../../ui/price';
import { useQuery } from '../../ui/use-query';
import { bookingQuery, DoctorSummary, SlotPicker, Titled } from './kit';

const Plans = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  label {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    margin-bottom: 0.5rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

/**
 * /bookTherapist/{id}: a therapist's single session or a package (therapist sessions), the first
 * session's time, then the usual reason, summary and payment. Therapy is booked for oneself only.
 */
export default function BookTherapistPage({ params }: PageProps) {
  const catalogue = useUseCase(CONSULTATIONS.ConsultationCatalogue);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const id = params.id ?? '';
  const name = useId();
  const bioQuery = catalogue.doctor(id);
  const plansQuery = catalogue.therapistSessions(id);
  const bio = useQuery(bioQuery);
  const plans = useQuery(plansQuery);
  const planId = search.get('planId') ?? 'single';
  const slotId = search.get('slotId');

  const update = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    setSearch(next, { replace: true });
  };

  if (bio.kind === 'loading' || plans.kind === 'loading') return (
      <Titled title={'Book a therapist'}>
        <p role="status">Loading the therapist…</p>
      </Titled>
    );
  if (bio.kind === 'failed') return (
      <Titled title={'Book a therapist'}>
        <LoadFailed error={bio.error} what="the therapist" retry={() => bioQuery.reload()} />
      </Titled>
    );
  const doctor = bio.value;
  if (!THERAPY_SPECIALITIES.includes(doctor.speciality)) {
    return (
      <Card>
        <PageTitle>Book a therapist</PageTitle>
        <p>
          {doctor.name} is not a therapist. <Link to="/mental-wellness/AllDoc">See all therapists</Link>
        </p>
      </Card>
    );
  }
  if (plans.kind === 'failed') return (
      <Titled title={'Book a therapist'}>
        <LoadFailed error={plans.error} what="the therapist’s sessions" retry={() => plansQuery.reload()} />
      </Titled>
    );
  const single = plans.value.find((plan) => plan.sessions === 1);

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>Book a session with {doctor.name}</PageTitle>
        <DoctorSummary doctor={doctor} />
        <p>{doctor.about}</p>
      </Card>
      <Panel aria-label="Sessions">
        <Plans>
          <legend>Sessions</legend>
          {plans.value.map((plan) => {
            const perSession = Math.round(plan.pricePaise / plan.sessions);
            const saving = single && plan.sessions > 1 ? Math.floor(100 - (perSession * 100) / single.pricePaise) : 0;
            return (
              <label key={plan.id}>
                <input type="radio" name={name} value={plan.id} checked={planId === plan.id} onChange={() => update('planId', plan.id)} />
                <span>
                  <strong>{plan.label}</strong> · {rupees(plan.pricePaise)}
                  {plan.sessions > 1 && (
                    <Hint as="span">
                      {' '}
                      ({rupees(perSession)} a session{saving > 0 ? `, save ${saving}%` : ''})
                    </Hint>
                  )}
                </span>
              </label>
            );
          })}
        </Plans>
        <Hint>A package is paid at once; book its other sessions from this page whenever you like, with nothing more to pay.</Hint>
      </Panel>
      <Panel aria-labelledby="therapy-slots">
        <h2 id="therapy-slots">Time of your first session</h2>
        <SlotPicker doctorId={doctor.id} chosen={slotId} onChoose={(slot) => update('slotId', slot.id)} />
      </Panel>
      <Button type="button" disabled={!slotId} onClick={() => slotId && navigate(`/book/consultation-information?${bookingQuery({ doctorId: doctor.id, slotId, famId: null, planId })}`)}>
        Continue
      </Button>
      {!slotId && <Hint>Choose a time to continue.</Hint>}
    </>
  );
}
