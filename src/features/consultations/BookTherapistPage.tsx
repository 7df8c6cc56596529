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
import { richText } from '../../ui/rich-text';
import { usePageTitle } from '../../i18n/page-titles';
import { bookingQuery, DoctorSummary, SlotPicker, Titled } from './kit';
import { consultationsMessages } from './messages';

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
export default function BookTherapistPage({ route, params }: PageProps) {
  const t = consultationsMessages.useT();
  const title = usePageTitle(route);
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
      <Titled title={title}>
        <p role="status">{t('therapists.loading')}</p>
      </Titled>
    );
  if (bio.kind === 'failed') return (
      <Titled title={title}>
        <LoadFailed error={bio.error} what={t('therapists.what')} retry={() => bioQuery.reload()} />
      </Titled>
    );
  const doctor = bio.value;
  if (!THERAPY_SPECIALITIES.includes(doctor.speciality)) {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p>{richText((values) => t('therapists.notTherapist', { ...values, name: doctor.name }), { link: <Link to="/mental-wellness/AllDoc">{t('therapists.seeAll')}</Link> })}</p>
      </Card>
    );
  }
  if (plans.kind === 'failed') return (
      <Titled title={title}>
        <LoadFailed error={plans.error} what={t('therapists.sessionsWhat')} retry={() => plansQuery.reload()} />
      </Titled>
    );
  const single = plans.value.find((plan) => plan.sessions === 1);

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{t('therapists.sessionWith', { name: doctor.name })}</PageTitle>
        <DoctorSummary doctor={doctor} />
        <p>{doctor.about}</p>
      </Card>
      <Panel aria-label={t('therapists.sessions')}>
        <Plans>
          <legend>{t('therapists.sessions')}</legend>
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
                      {saving > 0 ? t('therapists.perSessionSaving', { price: rupees(perSession), saving }) : t('therapists.perSession', { price: rupees(perSession) })}
                    </Hint>
                  )}
                </span>
              </label>
            );
          })}
        </Plans>
        <Hint>{t('therapists.packageHint')}</Hint>
      </Panel>
      <Panel aria-labelledby="therapy-slots">
        <h2 id="therapy-slots">{t('therapists.firstSession')}</h2>
        <SlotPicker doctorId={doctor.id} chosen={slotId} onChoose={(slot) => update('slotId', slot.id)} />
      </Panel>
      <Button type="button" disabled={!slotId} onClick={() => slotId && navigate(`/book/consultation-information?${bookingQuery({ doctorId: doctor.id, slotId, famId: null, planId })}`)}>
        {t('book.continue')}
      </Button>
      {!slotId && <Hint>{t('book.chooseToContinue')}</Hint>}
    </>
  );
}
