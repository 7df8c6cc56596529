import { formatMoney, Money } from '../../domain/shared/money';

/** An amount in paise as patients read it: rupees, the way formatMoney writes them. */
export function rupees(paise: number): string {
  return formatMoney(Money.fromPaise(paise));
}
