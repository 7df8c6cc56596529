import type { Pincode } from '../../../domain/shared/pincode';
import type { Accreditation, LabTestSummary } from '../../../domain/diagnostics/model';
import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { MessageValues } from '../../i18n/i18n';
import type { Translate } from '../../i18n/messages-of';
import { useLocale } from '../../i18n/use-locale';
import { useUseCase } from '../../app/di';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { PincodeChip } from '../../ui/PincodeChip';
import { diagnosticsMessages } from './messages';
import type en from './messages/en';
import { richText } from '../../ui/rich-text';

/** Shared pieces of the lab-test pages. */

type T = Translate<typeof en>;

// A character no message or server text holds: it marks where an element goes in a message.

/**
 * A message with elements in it (a price in bold, a link), kept whole so each language puts
 * them where its word order wants: `rich(t, 'test.inCart', {}, { name: <strong>…</strong> })`.
 */
export function rich(t: T, key: keyof typeof en, values: MessageValues, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return richText((slots) => t(key, { ...values, ...slots }), parts);
}

/** Where the sample is collected (local storage `zipcode`): prices and labs depend on it. */
export function ZipcodeChip({ onChange }: { onChange?: (zipcode: Pincode) => void }) {
  const zipcode = useUseCase(DIAGNOSTICS.CollectionZipcode);
  const t = diagnosticsMessages.useT();
  const words = { at: t('zipcode.at'), none: t('zipcode.none'), field: t('zipcode.field'), change: t('zipcode.change'), add: t('zipcode.add') };
  return <PincodeChip kept={{ pincode: zipcode, pincode$: zipcode.zipcode$ }} words={words} onChange={onChange} />;
}

export function sampleText(t: T, test: Pick<LabTestSummary, 'sampleType'>): string {
  return t(`sample.${test.sampleType}`);
}

export function fastingText(t: T, test: Pick<LabTestSummary, 'fastingHours'>): string {
  return test.fastingHours === 0 ? t('fasting.none') : t('fasting.hours', { hours: test.fastingHours });
}

export function turnaroundText(t: T, test: Pick<LabTestSummary, 'turnaroundHours'>): string {
  return test.turnaroundHours <= 24 ? t('turnaround.hours', { hours: test.turnaroundHours }) : t('turnaround.days', { days: Math.round(test.turnaroundHours / 24) });
}

const DAY = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** 'Mon, 23 Nov' (सोम, 23 नव॰) for a YYYY-MM-DD day, in the language on screen. */
export function useDayLabel(): (date: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, DAY);
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [locale]);
}

const Badges = styled.span`
  display: inline-flex;
  gap: 0.3rem;
  flex-wrap: wrap;
  abbr {
    text-decoration: none;
    font-size: 0.8rem;
    font-weight: 700;
    padding: 0.1rem 0.45rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colours.primarySoft};
    color: ${({ theme }) => theme.colours.primaryDark};
  }
`;

/** 'NABL CAP' badges, each spelled out for screen readers and on hover. */
export function AccreditationBadges({ accreditations }: { accreditations: readonly Accreditation[] }) {
  const t = diagnosticsMessages.useT();
  return (
    <Badges>
      {accreditations.map((mark: Accreditation) => (
        <abbr key={mark} title={t(`accreditation.${mark}`)}>
          {mark}
          <span className="visually-hidden"> {t('accreditation.hidden')}</span>
        </abbr>
      ))}
    </Badges>
  );
}

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colours.muted};
`;
