import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { Panel } from '../../ui/Panel';
import { Plain } from '../../ui/Plain';
import { rupees } from '../../ui/price';
import { useQuery } from '../../ui/use-query';
import { ForWhom } from './ForWhom';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { bookingBase, bookingQuery, DoctorSummary, SlotPicker, Titled, useSlotLabel } from './kit';
import { consultationsMessages } from './messages';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/**
 * /book/doctorBio?doctorId=…: who the doctor is (qualifications, registration, languages, fee,
 * reviews), a time from their slots, and for whom. The choice is kept in the address.
 */
export default function DoctorBioPage({ route }: PageProps) {
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  const slotLabel = useSlotLabel();
  const catalogue = useUseCase(CONSULTATIONS.ConsultationCatalogue);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const doctorId = search.get('doctorId') ?? '';
  const slotId = search.get('slotId');
  const famId = search.get('famId');
  const query = doctorId === '' ? null : catalogue.doctor(doctorId);
  const state = useQuery(query);
  const base = bookingBase(route);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };

  if (doctorId === '') {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p>{t('doctor.noId')}</p>
        <Link to={`${base}/bookSpecialist`}>{t('book.findDoctor')}</Link>
      </Card>
    );
  }
  if (state.kind === 'loading') return (
      <Titled title={title}>
        <p role="status">{t('doctor.loading')}</p>
      </Titled>
    );
  if (state.kind === 'failed') return (
      <Titled title={title}>
        <LoadFailed error={state.error} what={t('doctor.what')} retry={() => query?.reload()} />
      </Titled>
    );
  const doctor = state.value;
  const here = `${base}/doctorBio?${search.toString()}`;

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle translate="no">{doctor.name}</PageTitle>
        <DoctorSummary doctor={doctor} heading="h2" />
        <p>{doctor.about}</p>
        <Facts>
          <dt>{t('doctor.qualifications')}</dt>
          <dd>{doctor.qualifications.join(', ')}</dd>
          <dt>{t('doctor.registration')}</dt>
          <dd>{doctor.registrationNumber}</dd>
          <dt>{t('doctor.languages')}</dt>
          <dd>{doctor.languages.map(say).join(', ')}</dd>
          <dt>{t('book.consultationFee')}</dt>
          <dd>{rupees(doctor.feePaise)}</dd>
        </Facts>
      </Card>
      <Panel aria-labelledby="slots-heading">
        <h2 id="slots-heading">{t('doctor.chooseTime')}</h2>
        <SlotPicker doctorId={doctor.id} chosen={slotId} onChoose={(slot) => update({ slotId: slot.id, slotAt: `${slot.date}T${slot.time}` })} />
        {slotId && search.get('slotAt') && <Hint role="status">{t('doctor.chosen', { slot: slotLabel({ date: (search.get('slotAt') ?? '').slice(0, 10), time: (search.get('slotAt') ?? '').slice(11, 16) }) })}</Hint>}
      </Panel>
      <Panel aria-label={t('forWhom.panel')}>
        <ForWhom famId={famId && famId !== 'self' ? famId : null} onChange={(id) => update({ famId: id })} returnTo={here} />
      </Panel>
      <Button
        type="button"
        disabled={!slotId}
        onClick={() => slotId && navigate(`${base}/consultation-information?${bookingQuery({ doctorId: doctor.id, slotId, famId: famId && famId !== 'self' ? famId : null })}`)}
      >
        {t('book.continue')}
      </Button>
      {!slotId && <Hint>{t('book.chooseToContinue')}</Hint>}
      <Panel aria-labelledby="reviews-heading" style={{ marginTop: '1rem' }}>
        <h2 id="reviews-heading">{t('doctor.reviews')}</h2>
        <Plain>
          {doctor.reviews.map((review) => (
            <li key={`${review.author}-${review.date}`} style={{ marginBottom: '0.75rem' }}>
              <strong>{review.author}</strong> <span aria-label={t('doctor.rating', { rating: review.rating })}>{'★'.repeat(review.rating)}</span>
              <p style={{ margin: '0.2rem 0' }}>{review.text}</p>
            </li>
          ))}
        </Plain>
      </Panel>
    </>
  );
}
