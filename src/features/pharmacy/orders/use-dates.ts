import { useMemo } from 'react';
import { format12Hour } from '../../../../domain/shared/time';
import { useLocale } from '../../../i18n/use-locale';

/**
 * ui/dates' day and dateTime in the language on screen: '22 Nov 2026, 3:05 PM', '22 नव॰ 2026,
 * 3:05 PM'. The time keeps the spec's 12-hour clock (§9) in both languages.
 */
export function useDates(): { day: (iso: string) => string; dateTime: (iso: string) => string } {
  const locale = useLocale();
  return useMemo(() => {
    const days = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    const valid = (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? null : date;
    };
    return {
      day: (iso) => {
        const date = valid(iso);
        return date === null ? iso : days.format(date);
      },
      dateTime: (iso) => {
        const date = valid(iso);
        return date === null ? iso : `${days.format(date)}, ${format12Hour(date)}`;
      },
    };
  }, [locale]);
}
