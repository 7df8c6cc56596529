import { useMemo } from 'react';
import type { Slot } from '../../../domain/consultations/model';
import { addDays, slotTimeLabel } from '../../../domain/consultations/slots';
import { useLocale } from '../../i18n/use-locale';
import { consultationsMessages } from './messages';

// Slot dates are IST calendar dates ('YYYY-MM-DD'): read at UTC midnight, no zone moves them a day.
const atMidnight = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * A slot's day and time in the language on screen: 'Today', 'Tomorrow', else 'Tue, 24 Nov'
 * ('मंगल, 24 नव॰'); a slot in one line, '22 Nov 2026, 6:30 PM'. The time keeps the spec's
 * 12-hour clock (§9) in both languages.
 */
export function useSlotLabels(): { dateLabel: (date: string, today: string) => string; slotLabel: (slot: Pick<Slot, 'date' | 'time'>) => string } {
  const t = consultationsMessages.useT();
  const locale = useLocale();
  return useMemo(() => {
    const weekdayDate = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    return {
      dateLabel: (date, today) => {
        if (date === today) return t('book.today');
        if (date === addDays(today, 1)) return t('book.tomorrow');
        return weekdayDate.format(atMidnight(date));
      },
      slotLabel: (slot) => `${day.format(atMidnight(slot.date))}, ${slotTimeLabel(slot)}`,
    };
  }, [t, locale]);
}
