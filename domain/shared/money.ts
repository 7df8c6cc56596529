import { PAYMENT_MULTIPLIER } from './constants';
import { groupIndian } from './indian-formats';

const PAISE_PER_RUPEE = 100;

/**
 * An amount in Indian rupees, held as whole paise so sums of prices never drift
 * the way binary fractions of a rupee do. Immutable; may be negative (a refund,
 * a discount line).
 */
export class Money {
  static readonly zero = new Money(0);

  private constructor(readonly paise: number) {
    Object.freeze(this);
  }

  /** Throws on a fraction of a paisa: that is a bug in the caller, not user input. */
  static fromPaise(paise: number): Money {
    if (!Number.isSafeInteger(paise)) {
      throw new RangeError(`Money needs a whole number of paise, got ${paise}`);
    }
    // -0 would print as '-₹0.00'.
    return paise === 0 ? Money.zero : new Money(paise);
  }

  /** Rounds to the nearest paisa, halves away from zero, as a person would. */
  static fromRupees(rupees: number): Money {
    return Money.fromPaise(scaleAndRound(rupees, PAISE_PER_RUPEE));
  }

  static sum(amounts: Iterable<Money>): Money {
    let total = Money.zero;
    for (const amount of amounts) total = total.add(amount);
    return total;
  }

  /** For display arithmetic only; keep sums in paise. */
  get rupees(): number {
    return this.paise / PAISE_PER_RUPEE;
  }

  add(other: Money): Money {
    return Money.fromPaise(this.paise + other.paise);
  }

  subtract(other: Money): Money {
    return Money.fromPaise(this.paise - other.paise);
  }

  /** Price of `quantity` units. A fractional quantity is a caller bug and throws. */
  multiply(quantity: number): Money {
    if (!Number.isInteger(quantity)) {
      throw new RangeError(`Quantity must be a whole number, got ${quantity}`);
    }
    return Money.fromPaise(this.paise * quantity);
  }

  equals(other: Money): boolean {
    return this.paise === other.paise;
  }
}

/**
 * `value * factor` rounded to an integer, halves away from zero. Reading the product
 * back at 15 significant digits undoes binary noise first, so 1.005 rupees is 101 paise
 * (not 100, as 1.005 * 100 = 100.49999999999999 would give).
 */
function scaleAndRound(value: number, factor: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.sign(value) * Math.round(scaled);
  return rounded === 0 ? 0 : rounded;
}

/**
 * Whole percent off the MRP, rounded down so a label never promises more than the
 * customer saves. 0 when there is no saving or no MRP to compare with.
 */
export function discountPercent(mrp: Money, price: Money): number {
  if (mrp.paise <= 0 || price.paise >= mrp.paise) return 0;
  const percent = Math.floor(((mrp.paise - price.paise) * 100) / mrp.paise);
  return Math.min(percent, 100);
}

/** '₹1,23,456.50': Indian digit grouping, always two decimals (as Intl's en-IN rupee writes it). */
export function formatMoney(money: Money): string {
  const abs = Math.abs(money.paise);
  const sign = money.paise < 0 ? '-' : '';
  // Digits from the whole paise, not paise / 100, so large amounts print exactly.
  const whole = (abs - (abs % PAISE_PER_RUPEE)) / PAISE_PER_RUPEE;
  const fraction = String(abs % PAISE_PER_RUPEE).padStart(2, '0');
  return `${sign}₹${groupIndian(String(whole))}.${fraction}`;
}

/** The payment provider's amount: the backend's rupee charges in paise (spec §7, §9). */
export function paymentAmount(charges: number): number {
  return scaleAndRound(charges, PAYMENT_MULTIPLIER);
}
