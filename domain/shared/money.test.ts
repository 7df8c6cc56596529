import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money, discountPercent, formatMoney, paymentAmount } from './money';

const rupees = (n: number) => Money.fromRupees(n);

/** Reads '-₹1,23,456.50' back to paise with string arithmetic, so the check itself cannot drift. */
function paiseFromFormatted(text: string): number {
  const match = /^(-?)₹([0-9,]+)\.([0-9]{2})$/.exec(text);
  if (!match) throw new Error(`Not a formatted amount: ${text}`);
  const [, sign, whole = '', fraction = ''] = match;
  const paise = Number(whole.replaceAll(',', '') + fraction);
  return sign === '-' ? -paise : paise;
}

const safePaise = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

describe('Money', () => {
  it('holds exactly the paise it was made from', () => {
    expect(Money.fromPaise(12345).paise).toBe(12345);
    expect(Money.fromPaise(12345).rupees).toBe(123.45);
  });

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])(
    'refuses %s paise as a programming error',
    (paise) => {
      expect(() => Money.fromPaise(paise)).toThrow(RangeError);
    },
  );

  it.each([
    [499, 49900],
    [499.99, 49999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.004, 100],
    [19.999, 2000],
    [-1.005, -101],
    [-0.001, 0],
  ])('reads %s rupees as %s paise, rounding to the nearest paisa', (amount, paise) => {
    expect(rupees(amount).paise).toBe(paise);
  });

  it('refuses rupee amounts that are not numbers', () => {
    expect(() => Money.fromRupees(Number.NaN)).toThrow(RangeError);
  });

  it('adds and subtracts without the drift of floating-point rupees', () => {
    const total = rupees(0.1).add(rupees(0.2));
    expect(total.equals(rupees(0.3))).toBe(true);
    expect(rupees(10).subtract(rupees(10.01)).paise).toBe(-1);
  });

  it('prices a quantity of units and refuses a fractional quantity', () => {
    expect(rupees(12.5).multiply(3).paise).toBe(3750);
    expect(rupees(12.5).multiply(0).equals(Money.zero)).toBe(true);
    expect(() => rupees(12.5).multiply(1.5)).toThrow(RangeError);
  });

  it('sums a cart, and an empty cart to zero', () => {
    expect(Money.sum([rupees(10), rupees(20.5), rupees(0.25)]).paise).toBe(3075);
    expect(Money.sum([])).toBe(Money.zero);
  });

  it('cannot be altered after it is made', () => {
    const price = rupees(100);
    expect(() => {
      (price as unknown as { paise: number }).paise = 1;
    }).toThrow(TypeError);
    expect(price.paise).toBe(10000);
  });

  it('gives the same total whatever order amounts are added in', () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 }).map((p) => Money.fromPaise(p));
    fc.assert(
      fc.property(fc.array(amount), (amounts) => {
        expect(Money.sum([...amounts].reverse()).paise).toBe(Money.sum(amounts).paise);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [12345650, '₹1,23,456.50'],
    [50000, '₹500.00'],
    [0, '₹0.00'],
    [5, '₹0.05'],
    [99999, '₹999.99'],
    [100000, '₹1,000.00'],
    [1000000000, '₹1,00,00,000.00'],
    [-1230, '-₹12.30'],
  ])('prints %s paise as %j', (paise, text) => {
    expect(formatMoney(Money.fromPaise(paise))).toBe(text);
  });

  it('prints no minus sign for a zero that came from subtraction', () => {
    expect(formatMoney(rupees(5).subtract(rupees(5)))).toBe('₹0.00');
  });

  it('prints every whole number of paise exactly, with Indian grouping and two decimals', () => {
    fc.assert(
      fc.property(safePaise, (paise) => {
        const text = formatMoney(Money.fromPaise(paise));
        expect(text).toMatch(/^-?₹([0-9]{1,2},([0-9]{2},)*[0-9]{3}|[0-9]{1,3})\.[0-9]{2}$/);
        expect(paiseFromFormatted(text)).toBe(paise);
      }),
    );
  });
});

describe('discountPercent', () => {
  it.each([
    [100, 80, 20],
    [300, 200, 33],
    [100, 50.5, 49],
    [100, 0, 100],
    [100, 100, 0],
    [100, 120, 0],
    [0, 0, 0],
  ])('shows %s MRP sold at %s as %s%% off', (mrp, price, percent) => {
    expect(discountPercent(rupees(mrp), rupees(price))).toBe(percent);
  });

  it('never claims more saving than the customer gets, and stays within 0 to 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: -1e9, max: 2e9 }),
        (mrpPaise, pricePaise) => {
          const percent = discountPercent(Money.fromPaise(mrpPaise), Money.fromPaise(pricePaise));
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          expect((mrpPaise * percent) / 100).toBeLessThanOrEqual(
            Math.max(0, mrpPaise - pricePaise),
          );
        },
      ),
    );
  });
});

describe('paymentAmount', () => {
  it.each([
    [500, 50000],
    [499.99, 49999],
    [0.29, 29],
    [1.005, 101],
    [0, 0],
  ])('asks the payment provider for %s rupees as %s paise', (charges, paise) => {
    expect(paymentAmount(charges)).toBe(paise);
  });

  it('always yields a whole number of paise within half a paisa of charges × 100', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (charges) => {
        const amount = paymentAmount(charges);
        expect(Number.isInteger(amount)).toBe(true);
        expect(Math.abs(amount - charges * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});
