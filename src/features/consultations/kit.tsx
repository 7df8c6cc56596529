import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SPECIALITY_LABELS, type Doctor, type Slot } from '../../../domain/consultations/model';
import { addDays, slotsByPartOfDay, slotTimeLabel } from '../../../domain/consultations/slots';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { useLocale } from '../../i18n/use-locale';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { Plain } from '../../ui/Plain';
import { rupees } from '../../ui/price';
import { richText } from '../../ui/rich-text';
import { useQuery } from '../../ui/use-query';
import { consultationsMessages } from './messages';

/** Shared pieces of the consultation pages. */

/** A page's title over what it says while loading or after a failure, so every state has its heading. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {children}
    </Card>
  );
}

/** '/book' or '/sso': the booking flow is mirrored for SSO partners (spec §2), and stays in its own group. */
export function bookingBase(route: PageProps['route']): '/book' | '/sso' {
  return route.pattern.startsWith('/sso/') ? '/sso' : '/book';
}

/** The query the booking steps pass on: doctor, slot and for whom (famId, as the family pages hand it back). */
export interface BookingChoice {
  doctorId: string;
  slotId: string;
  famId: string | null;
  /** A therapist's session plan being bought; null for other consultations. */
  planId?: string | null;
}

/** The query the booking steps pass on: doctor, slot, for whom (famId, as the family pages hand it back) and a therapy plan. */
export function bookingQuery(choice: BookingChoice): string {
  const query = new URLSearchParams({ doctorId: choice.doctorId, slotId: choice.slotId });
  if (choice.famId) query.set('famId', choice.famId);
  if (choice.planId) query.set('planId', choice.planId);
  return query.toString();
}

export function readBooking(search: URLSearchParams): BookingChoice | null {
  const doctorId = search.get('doctorId') ?? '';
  const slotId = search.get('slotId') ?? '';
  const famId = search.get('famId');
  if (doctorId === '' || slotId === '') return null;
  return { doctorId, slotId, famId: famId && famId !== 'self' ? famId : null, planId: search.get('planId') || null };
}

const UTC_DAY = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** A slot in one line in the language on screen: '22 Nov 2026, 6:30 PM', '22 नव॰ 2026, 6:30 PM' (the spec's 12-hour clock in both, §9). */
export function useSlotLabel(): (slot: Pick<Slot, 'date' | 'time'>) => string {
  const locale = useLocale();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    return (slot) => `${day.format(UTC_DAY(slot.date))}, ${slotTimeLabel(slot)}`;
  }, [locale]);
}

/** A date of the slot pickers' strip: 'Today', 'Tomorrow', else 'Tue, 24 Nov' ('मंगल, 24 नव॰'). */
export function useDateLabel(): (date: string, today: string) => string {
  const t = consultationsMessages.useT();
  const locale = useLocale();
  return useMemo(() => {
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    return (date, today) => {
      if (date === today) return t('kit.today');
      if (date === addDays(today, 1)) return t('kit.tomorrow');
      return weekday.format(UTC_DAY(date));
    };
  }, [locale, t]);
}

export const DoctorLine = styled.div`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  h2,
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0.15rem 0;
  }
`;

const Initials = styled.span`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colours.primarySoft};
  color: ${({ theme }) => theme.colours.primary};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-weight: 700;
  font-size: 1.2rem;
`;

/** A list of doctors (or therapists), one row each with their summary and what to do next. */
export const DoctorList = styled(Plain)`
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 1rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    /* A search lists up to a few dozen doctors: the browser lays out and paints only the ones
       on screen, so the list comes up at once (a card is about this tall until it has been drawn). */
    content-visibility: auto;
    contain-intrinsic-size: auto 10rem;
  }
`;

export function initialsOf(name: string): string {
  return name
    .replace(/^(Dr|Mr|Ms)\.?\s+/, '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

/** Name, speciality, qualifications, experience, languages, rating and fee. */
export function DoctorSummary({ doctor, heading = 'h2' }: { doctor: Doctor; heading?: 'h2' | 'h3' }) {
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const Heading = heading;
  return (
    <DoctorLine>
      <Initials aria-hidden="true">{initialsOf(doctor.name)}</Initials>
      <div>
        <Heading translate="no">{doctor.name}</Heading>
        <p>
          {say(SPECIALITY_LABELS[doctor.speciality])} · {doctor.qualifications.join(', ')}
        </p>
        <Hint>{t('kit.experience', { years: doctor.experienceYears, languages: doctor.languages.map(say).join(', ') })}</Hint>
        <Hint>
          <span aria-label={t('kit.rated', { rating: doctor.rating })}>★ {doctor.rating.toFixed(1)}</span>{' '}
          {richText((values) => t('kit.ratingsAndFee', { count: doctor.ratingCount, ...values }), { fee: <strong>{rupees(doctor.feePaise)}</strong> })}
        </Hint>
      </div>
    </DoctorLine>
  );
}

const Strip = styled.div`
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  padding-bottom: 0.25rem;
  margin-bottom: 0.75rem;
  button {
    flex: none;
  }
`;

const SlotGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.25rem 0 0.75rem;
`;

export const Chip = styled.button`
  min-height: 44px;
  min-width: 5.5rem;
  padding: 0.4rem 0.8rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colours.border};
  background: #fff;
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colours.primary};
    background: ${({ theme }) => theme.colours.primarySoft};
    color: ${({ theme }) => theme.colours.primaryDark};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.primaryDark};
    outline-offset: 2px;
  }
`;

/**
 * Slots by date: a week of dates, then the bookable times of the chosen date under Morning,
 * Afternoon and Evening, in 12-hour form. A slot taken meanwhile (a refused booking or move)
 * has the use-cases read them again.
 */
export function SlotPicker({
  doctorId,
  chosen,
  onChoose,
  initialDate,
}: {
  doctorId: string;
  chosen: string | null;
  onChoose: (slot: Slot) => void;
  initialDate?: string;
}) {
  const t = consultationsMessages.useT();
  const dateLabel = useDateLabel();
  const catalogue = useUseCase(CONSULTATIONS.ConsultationCatalogue);
  const dates = catalogue.dates();
  const today = catalogue.today();
  const [date, setDate] = useState(initialDate && dates.includes(initialDate) ? initialDate : (dates[0] ?? today));
  const query = catalogue.slots(doctorId, date);
  const state = useQuery(query);

  return (
    <div>
      <Strip role="group" aria-label={t('kit.dates')}>
        {dates.map((d) => (
          <Chip key={d} type="button" aria-pressed={d === date} onClick={() => setDate(d)}>
            {dateLabel(d, today)}
          </Chip>
        ))}
      </Strip>
      {state.kind === 'loading' && <p role="status">{t('kit.slots.loading')}</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what={t('kit.slots.loadFailed')} retry={() => query.reload()} />}
      {state.kind === 'ready' && state.value.length === 0 && <p>{date === today ? t('kit.slots.noneToday') : t('kit.slots.none', { day: dateLabel(date, today) })}</p>}
      {state.kind === 'ready' &&
        slotsByPartOfDay(state.value).map((part) => (
          <div key={part.part} role="group" aria-label={t('kit.slots.partGroup', { part: part.part })}>
            <Hint as="h3">{t('kit.slots.part', { part: part.part })}</Hint>
            <SlotGrid>
              {part.slots.map((slot) => (
                <Chip key={slot.id} type="button" aria-pressed={slot.id === chosen} onClick={() => onChoose(slot)}>
                  {slotTimeLabel(slot)}
                </Chip>
              ))}
            </SlotGrid>
          </div>
        ))}
    </div>
  );
}
