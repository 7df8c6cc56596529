import styled from 'styled-components';
import type { DiagnosticCart } from '../../../domain/diagnostics/model';
import { compareLabs } from '../../../domain/diagnostics/rules';
import { Button, Hint } from '../../ui/controls';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { rupees } from '../../ui/price';
import { AccreditationBadges, Muted, rich } from './kit';
import { diagnosticsMessages } from './messages';
import type en from './messages/en';
import type { Translate } from '../../i18n/messages-of';

const Labs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const Lab = styled.li<{ $current: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.25rem 1rem;
  align-items: center;
  padding: 0.75rem;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $current }) => ($current ? theme.colours.primarySoft : theme.colours.surface)};
`;

const Tag = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  background: #e3f4e8;
  color: #1d6b34;
`;

function difference(t: Translate<typeof en>, paise: number): string | null {
  if (paise > 0) return t('compare.save', { amount: rupees(paise) });
  if (paise < 0) return t('compare.more', { amount: rupees(-paise) });
  return null;
}

/**
 * The cart priced at every partner lab of the city, side by side (GET cart with
 * isComparisonNeeded=true): the patient switches with one button; a lab missing a test says
 * which and cannot be chosen.
 */
export function LabComparison({ cart, busy, onChoose }: { cart: DiagnosticCart; busy: boolean; onChoose: (labId: string, labName: string) => Promise<void> }) {
  const { run } = useThrottledSubmit();
  const choices = compareLabs(cart.comparison, cart.labId);
  const names = new Map(cart.items.map((item) => [item.itemId, item.itemName]));
  const t = diagnosticsMessages.useT();
  if (choices.length === 0) return <Hint>{cart.cityName === null ? t('compare.noneNoCity') : t('compare.none', { city: cart.cityName })}</Hint>;
  return (
    <Labs aria-label={t('compare.labs')}>
      {choices.map((choice) => {
        const saving = difference(t, choice.differencePaise);
        return (
          <Lab key={choice.quote.lab.id} $current={choice.current} data-testid={`lab-${choice.quote.lab.id}`}>
            <div>
              <strong translate="no">{choice.quote.lab.name}</strong> <AccreditationBadges accreditations={choice.quote.lab.accreditations} />{' '}
              {choice.cheapest && <Tag>{t('compare.cheapest')}</Tag>}
              <br />
              {choice.offersAll ? (
                <>
                  <strong>{rupees(choice.quote.pricePaise)}</strong>{' '}
                  <Muted>
                    <s aria-label={t('mrp', { price: rupees(choice.quote.mrpPaise) })}>{rupees(choice.quote.mrpPaise)}</s>
                  </Muted>{' '}
                  {saving && <Muted>{saving}</Muted>}
                </>
              ) : (
                <Muted>{t('compare.missing', { tests: choice.quote.missingItemIds.map((id) => names.get(id) ?? id).join(', ') })}</Muted>
              )}
            </div>
            {choice.current ? (
              <strong aria-label={t('compare.yourLabName', { lab: choice.quote.lab.name })}>{t('compare.yourLab')}</strong>
            ) : (
              choice.offersAll && (
                <Button type="button" $variant="secondary" aria-disabled={busy || undefined} onClick={() => !busy && run(() => onChoose(choice.quote.lab.id, choice.quote.lab.name))}>
                  {rich(t, 'compare.choose', {}, { lab: <span className="visually-hidden">{choice.quote.lab.name}</span> })}
                </Button>
              )
            )}
          </Lab>
        );
      })}
    </Labs>
  );
}
