import { useMemo } from 'react';
import type { Slot } from '../../../domain/consultations/model';
import { addDays, slotTimeLabel } from '../../../domain/consultations/slots';
import { useLocale } from '../../i18n/use-locale';
import { consultationsMessages } from './messages';

// Slot dates are IST calendar dates ('YYYY-MM-DD'): read at UTC midnight, no zone moves them a day.
const UTC_DAY = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** A slot in one line, '22 Nov 2026, 6:30 PM' ('22 नव॰ 2026, 6:30 PM'): the time keeps the spec's 12-hour clock (§9). */
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
      if (date === today) return t('book.today');
      if (date === addDays(today, 1)) return t('book.tomorrow');
      return weekday.format(UTC_DAY(date));
    };
  }, [locale, t]);
}
