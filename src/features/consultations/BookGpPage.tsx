import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Doctor, Slot } from '../../../domain/consultations/model';
import { slotTimeLabel } from '../../../domain/consultations/slots';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { Panel } from '../../ui/Panel';
import { rupees } from '../../ui/price';
import { useQuery } from '../../ui/use-query';
import { ForWhom } from './ForWhom';
import { bookingQuery, Chip, DoctorSummary } from './kit';
import { consultationsMessages } from './messages';
import { useDateLabel, useSlotLabel } from './kit';

const Times = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
`;

/**
 * /book/bookConsultationGP, /sso/bookConsultationGP and /{product}/book-consultation: the next
 * free family-physician slot (GET /appointment/nextSlot) to book in one tap, or any family
 * physician's slot by date.
 */
export default function BookGpPage({ route, params }: PageProps) {
  const t = consultationsMessages.useT();
  const dateLabel = useDateLabel();
  const slotLabel = useSlotLabel();
  const catalogue = useUseCase(CONSULTATIONS.ConsultationCatalogue);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const famId = search.get('famId');
  const forWhom = famId && famId !== 'self' ? famId : null;
  const nextQuery = catalogue.nextSlot();
  const next = useQuery(nextQuery);
  const dates = catalogue.dates();
  const today = catalogue.today();
  const [date, setDate] = useState(dates[0] ?? today);
  const dayQuery = catalogue.generalSlots(date);
  const day = useQuery(dayQuery);
  const base = route.pattern.startsWith('/sso/') ? '/sso' : '/book';
  const here = `${route.pattern.replace(':product', params.product ?? '')}?${search.toString()}`;

  const book = (doctor: Doctor, slot: Slot) => navigate(`${base}/consultation-information?${bookingQuery({ doctorId: doctor.id, slotId: slot.id, famId: forWhom })}`);
  const setFamId = (id: string | null) => {
    const query = new URLSearchParams(search);
    if (id === null) query.delete('famId');
    else query.set('famId', id);
    setSearch(query, { replace: true });
  };

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{t('book.gp.title')}</PageTitle>
        <Hint>{t('book.gp.intro')}</Hint>
      </Card>
      <Panel aria-label={t('forWhom.panel')}>
        <ForWhom famId={forWhom} onChange={setFamId} returnTo={here} {...(base === '/book' && params.product ? { product: params.product } : {})} />
      </Panel>
      <Panel aria-labelledby="next-heading">
        <h2 id="next-heading">{t('book.gp.next')}</h2>
        {next.kind === 'loading' && <p role="status">{t('book.gp.nextLoading')}</p>}
        {next.kind === 'failed' && <LoadFailed error={next.error} what={t('book.gp.nextWhat')} retry={() => nextQuery.reload()} />}
        {next.kind === 'ready' && (
          <>
            <DoctorSummary doctor={next.value.doctor} heading="h3" />
            <p>
              <strong>{slotLabel(next.value.slot)}</strong>
            </p>
            <Button type="button" onClick={() => next.kind === 'ready' && book(next.value.doctor, next.value.slot)}>
              {t('book.gp.bookWith', { time: slotTimeLabel(next.value.slot), doctor: next.value.doctor.name })}
            </Button>
          </>
        )}
      </Panel>
      <Panel aria-labelledby="day-heading">
        <h2 id="day-heading">{t('book.gp.orChoose')}</h2>
        <div role="group" aria-label={t('kit.dates')} style={{ display: 'flex', gap: '0.5rem', overflowX: 'auto', marginBottom: '0.75rem' }}>
          {dates.map((d) => (
            <Chip key={d} type="button" aria-pressed={d === date} onClick={() => setDate(d)}>
              {dateLabel(d, today)}
            </Chip>
          ))}
        </div>
        {day.kind === 'loading' && <p role="status">{t('book.gp.slotsLoading')}</p>}
        {day.kind === 'failed' && <LoadFailed error={day.error} what={t('book.gp.slotsWhat')} retry={() => dayQuery.reload()} />}
        {day.kind === 'ready' && day.value.length === 0 && <p>{t('book.gp.noSlots')}</p>}
        {day.kind === 'ready' && (
          <Times aria-label={t('book.gp.freeSlots')}>
            {day.value.slice(0, 40).map(({ doctor, slot }) => (
              <li key={slot.id}>
                <strong style={{ minWidth: '6rem' }}>{slotTimeLabel(slot)}</strong>
                <span>
                  <span translate="no">{doctor.name}</span> · {rupees(doctor.feePaise)}
                </span>
                <Button type="button" $variant="secondary" onClick={() => book(doctor, slot)} aria-label={t('book.gp.bookWith', { time: slotTimeLabel(slot), doctor: doctor.name })}>
                  {t('book.gp.book')}
                </Button>
              </li>
            ))}
          </Times>
        )}
      </Panel>
    </>
  );
}
