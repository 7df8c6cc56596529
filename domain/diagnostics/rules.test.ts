import { describe, expect, it } from 'vitest';
import { safeReferTarget } from '../navigation/refer-path';
import {
  canCancelDiagnostic,
  canReschedule,
  cheapestLab,
  collectionDays,
  compareLabs,
  diagnosticTimeline,
  offerableSlots,
  ordersFor,
  slotWindow,
  visitorAddToCartPath,
  wantsAddToCart,
} from './rules';
import { LAL, NOW, order, quote, REDCLIFFE, slot, THYROCARE } from './test-support';

describe("a family member's lab test orders", () => {
  it('are the ones whose sample is theirs, and none of the patient’s own or another member’s', () => {
    const member = (id: string | null) => ({ id, name: 'x', relation: 'MOTHER', age: 60, gender: 'FEMALE' as const });
    const orders = [order({ id: 'o1', patient: member('fm-3') }), order({ id: 'o2' }), order({ id: 'o3', patient: member('fm-1') }), order({ id: 'o4', patient: member('fm-3') })];
    expect(ordersFor(orders, 'fm-3').map((o) => o.id)).toEqual(['o1', 'o4']);
    expect(ordersFor(orders, 'fm-9')).toEqual([]);
  });
});

describe('lab comparison', () => {
  it('lists labs that do every test first, cheapest first, with what switching saves or costs', () => {
    const choices = compareLabs([quote(LAL, 45000), quote(REDCLIFFE, 30000, ['LT0003']), quote(THYROCARE, 39000)], 'lalpath');
    expect(choices.map((choice) => choice.quote.lab.id)).toEqual(['thyrocare', 'lalpath', 'redcliffe']);
    expect(choices[0]).toMatchObject({ cheapest: true, offersAll: true, current: false, differencePaise: 6000 });
    expect(choices[1]).toMatchObject({ cheapest: false, current: true, differencePaise: 0 });
    // A lab missing a test is never "cheapest", however low its price.
    expect(choices[2]).toMatchObject({ cheapest: false, offersAll: false });
  });

  it('shows a dearer lab as costing more than the current one', () => {
    const choices = compareLabs([quote(LAL, 45000), quote(THYROCARE, 39000)], 'thyrocare');
    expect(choices.find((choice) => choice.quote.lab.id === 'lalpath')?.differencePaise).toBe(-6000);
  });

  it('picks the cheapest complete lab for a new cart, and none when no lab does everything', () => {
    expect(cheapestLab([quote(LAL, 45000), quote(THYROCARE, 39000), quote(REDCLIFFE, 1000, ['x'])])).toBe('thyrocare');
    expect(cheapestLab([quote(REDCLIFFE, 1000, ['x'])])).toBeNull();
  });
});

describe('slot rules', () => {
  it('never offers a past slot, a slot starting within the hour, or a full one', () => {
    const past = slot({ id: 'past', startsAt: '2026-11-22T08:00:00+05:30', endsAt: '2026-11-22T09:00:00+05:30' });
    const tooSoon = slot({ id: 'soon', startsAt: '2026-11-22T10:30:00+05:30', endsAt: '2026-11-22T11:30:00+05:30' });
    const full = slot({ id: 'full', available: false });
    const later = slot({ id: 'later', startsAt: '2026-11-22T15:00:00+05:30', endsAt: '2026-11-22T16:00:00+05:30' });
    const inAnHour = slot({ id: 'hour', startsAt: '2026-11-22T11:00:00+05:30', endsAt: '2026-11-22T12:00:00+05:30' });
    expect(offerableSlots([later, past, tooSoon, full, inAnHour], NOW).map((s) => s.id)).toEqual(['hour', 'later']);
  });

  it('keeps a slot the server refused hidden', () => {
    expect(offerableSlots([slot({ id: 'a' }), slot({ id: 'b' })], NOW, new Set(['a'])).map((s) => s.id)).toEqual(['b']);
  });

  it('offers seven Indian days from today, even late at night in UTC', () => {
    expect(collectionDays(new Date('2026-11-22T20:00:00Z'))).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('shows a window in Indian time on the 12-hour clock', () => {
    expect(slotWindow(slot())).toBe('1:00 PM – 2:00 PM');
    expect(slotWindow({ startsAt: '2026-11-22T01:30:00Z', endsAt: '2026-11-22T02:30:00Z' })).toBe('7:00 AM – 8:00 AM');
  });
});

describe('order rules', () => {
  it('allows cancelling until the sample is collected', () => {
    expect(canCancelDiagnostic({ state: 'BOOKED' })).toBe(true);
    expect(canCancelDiagnostic({ state: 'PHLEBOTOMIST_ASSIGNED' })).toBe(true);
    expect(canCancelDiagnostic({ state: 'SAMPLE_COLLECTED' })).toBe(false);
    expect(canCancelDiagnostic({ state: 'CANCELLED' })).toBe(false);
  });

  it('allows rescheduling a paid visit only before its slot starts', () => {
    expect(canReschedule(order(), NOW)).toBe(true);
    expect(canReschedule(order({ state: 'PAYMENT_PENDING' }), NOW)).toBe(false);
    expect(canReschedule(order(), new Date('2026-11-22T13:00:00+05:30'))).toBe(false);
    expect(canReschedule(order({ state: 'SAMPLE_COLLECTED' }), NOW)).toBe(false);
  });

  it('shows reached states with their times, then the steps ahead', () => {
    const steps = diagnosticTimeline(order());
    expect(steps.map((step) => [step.label, step.status])).toEqual([
      ['Waiting for payment', 'done'],
      ['Booked', 'current'],
      ['Phlebotomist assigned', 'upcoming'],
      ['Sample collected', 'upcoming'],
      ['Sample at the lab', 'upcoming'],
      ['Report ready', 'upcoming'],
    ]);
    expect(steps[1]?.at).toBe('2026-11-22T04:01:00.000Z');
  });

  it('ends a cancelled order at Cancelled with nothing ahead', () => {
    const steps = diagnosticTimeline(order({ state: 'CANCELLED', history: [...order().history, { state: 'CANCELLED', at: '2026-11-22T05:00:00.000Z' }] }));
    expect(steps.map((step) => step.state)).toEqual(['PAYMENT_PENDING', 'BOOKED', 'CANCELLED']);
    expect(steps.every((step) => step.status === 'done')).toBe(true);
  });
});

describe('add to cart as a visitor', () => {
  it('sends the visitor to login with a refer that comes back to the same test, flagged to add it', () => {
    const login = visitorAddToCartPath('/healthcare/testDetails/LT0003');
    expect(login).toBe('/auth/login?refer=/healthcare/testDetails/LT0003_addToCart__true');
    const refer = new URLSearchParams(login.split('?')[1]).get('refer');
    const back = safeReferTarget(refer);
    expect(back).toBe('/healthcare/testDetails/LT0003?addToCart=true');
    expect(wantsAddToCart(back?.split('?')[1] ?? '')).toBe(true);
  });

  it('does not add on an ordinary visit to the test page', () => {
    expect(wantsAddToCart('')).toBe(false);
    expect(wantsAddToCart('?addToCart=false')).toBe(false);
  });
});
