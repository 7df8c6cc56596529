import { istDate } from '../shared/calendar-date';
import { loginPathFor } from '../navigation/refer-path';
import { to12Hour } from '../shared/time';
import type { CollectionSlot, DiagnosticOrder, DiagnosticOrderState, LabQuote } from './model';
import { byCodeUnits } from '../shared/order';

const MINUTE = 60 * 1000;

/** A phlebotomist needs this long to reach the patient: a slot starting sooner is not offered. */
export const SLOT_LEAD_MINUTES = 60;
/** Days ahead the home-collection calendar shows, today included. */
export const SLOT_DAYS_AHEAD = 7;
/** India has one time zone and no summer time. */
const IST_OFFSET_MINUTES = 330;

// Lab comparison

export interface LabChoice {
  quote: LabQuote;
  /** Whether the lab does every test of the cart in the city. */
  offersAll: boolean;
  /** The cheapest of the labs that offer everything. */
  cheapest: boolean;
  current: boolean;
  /** Against the current lab: positive saves money, negative costs more; 0 for the current lab. */
  differencePaise: number;
}

/**
 * The cart priced at every partner lab, side by side: labs that do every test first,
 * cheapest first (ties by name, so the order never shuffles), then labs missing a test.
 */
export function compareLabs(quotes: readonly LabQuote[], currentLabId: string | null): LabChoice[] {
  const current = quotes.find((quote) => quote.lab.id === currentLabId && quote.missingItemIds.length === 0);
  const complete = quotes.filter((quote) => quote.missingItemIds.length === 0);
  const cheapestPaise = complete.length === 0 ? null : Math.min(...complete.map((quote) => quote.pricePaise));
  const choices = quotes.map(
    (quote): LabChoice => ({
      quote,
      offersAll: quote.missingItemIds.length === 0,
      cheapest: quote.missingItemIds.length === 0 && quote.pricePaise === cheapestPaise,
      current: quote.lab.id === currentLabId,
      differencePaise: current && quote.missingItemIds.length === 0 ? current.pricePaise - quote.pricePaise : 0,
    }),
  );
  return choices.sort(
    (a, b) => Number(b.offersAll) - Number(a.offersAll) || a.quote.pricePaise - b.quote.pricePaise || a.quote.lab.name.localeCompare(b.quote.lab.name),
  );
}

/** The lab a new cart should use: the cheapest that does everything, or null when none does. */
export function cheapestLab(quotes: readonly LabQuote[]): string | null {
  return compareLabs(quotes, null).find((choice) => choice.offersAll)?.quote.lab.id ?? null;
}

// Slots

/** The Indian day (YYYY-MM-DD) of an instant. */
export const indianDay = istDate;

/** The next `count` Indian days from `now`, today first: the dates the calendar offers. */
export function collectionDays(now: Date, count = SLOT_DAYS_AHEAD): string[] {
  const today = Date.parse(`${indianDay(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(today + index * 24 * 60 * MINUTE).toISOString().slice(0, 10));
}

/** Whether a slot may be offered at `now`: free, and starting at least SLOT_LEAD_MINUTES ahead. */
export function isOfferable(slot: Pick<CollectionSlot, 'startsAt' | 'available'>, now: Date): boolean {
  return slot.available && Date.parse(slot.startsAt) - now.getTime() >= SLOT_LEAD_MINUTES * MINUTE;
}

/**
 * The slots the patient may pick: past and too-soon slots are never offered, whatever the
 * server sends; slots the server refused meanwhile (`refused`) stay hidden; earliest first.
 */
export function offerableSlots(slots: readonly CollectionSlot[], now: Date, refused: ReadonlySet<string> = new Set()): CollectionSlot[] {
  return slots
    .filter((slot) => isOfferable(slot, now) && !refused.has(slot.id))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** '7:00 AM – 8:00 AM', in Indian time whatever the device's zone. */
export function slotWindow(slot: Pick<CollectionSlot, 'startsAt' | 'endsAt'>): string {
  return `${indianClock(slot.startsAt)} – ${indianClock(slot.endsAt)}`;
}

function indianClock(iso: string): string {
  const shifted = new Date(Date.parse(iso) + IST_OFFSET_MINUTES * MINUTE);
  return to12Hour(`${shifted.getUTCHours()}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`);
}

// Orders

export const DIAGNOSTIC_STATE_LABELS: Record<DiagnosticOrderState, string> = {
  PAYMENT_PENDING: 'Waiting for payment',
  BOOKED: 'Booked',
  PHLEBOTOMIST_ASSIGNED: 'Phlebotomist assigned',
  SAMPLE_COLLECTED: 'Sample collected',
  SAMPLE_AT_LAB: 'Sample at the lab',
  REPORT_READY: 'Report ready',
  CANCELLED: 'Cancelled',
};

const MAIN_PATH: readonly DiagnosticOrderState[] = ['BOOKED', 'PHLEBOTOMIST_ASSIGNED', 'SAMPLE_COLLECTED', 'SAMPLE_AT_LAB', 'REPORT_READY'];

/** Until the sample is taken the visit can still be moved or called off. */
const BEFORE_COLLECTION: readonly DiagnosticOrderState[] = ['PAYMENT_PENDING', 'BOOKED', 'PHLEBOTOMIST_ASSIGNED'];

export const DIAGNOSTIC_CANCEL_REASONS = [
  'I booked by mistake',
  'I want a different date or time',
  'My doctor changed the tests',
  'I found it cheaper elsewhere',
  'Other',
] as const;

export const NOT_CANCELLABLE = 'The sample has been collected, so this order can no longer be cancelled';
export const NOT_RESCHEDULABLE = 'Only a booked visit whose slot has not started can be rescheduled';

/** Cancel while nothing has been collected yet. */
/** A family member's own lab test orders: what their details page leads to (`?member=` on the orders page). */
export function ordersFor(orders: readonly DiagnosticOrder[], familyMemberId: string): DiagnosticOrder[] {
  return orders.filter((order) => order.patient.id === familyMemberId);
}

export function canCancelDiagnostic(order: Pick<DiagnosticOrder, 'state'>): boolean {
  return BEFORE_COLLECTION.includes(order.state);
}

/** Reschedule a paid visit before its slot starts. */
export function canReschedule(order: Pick<DiagnosticOrder, 'state' | 'slot'>, now: Date): boolean {
  return (order.state === 'BOOKED' || order.state === 'PHLEBOTOMIST_ASSIGNED') && Date.parse(order.slot.startsAt) > now.getTime();
}

export interface DiagnosticTimelineStep {
  state: DiagnosticOrderState;
  label: string;
  at: string | null;
  status: 'done' | 'current' | 'upcoming';
}

/**
 * The order's status as a timeline: the states reached, with their times, then the steps
 * still ahead; a cancelled order ends at Cancelled and shows nothing ahead.
 */
export function diagnosticTimeline(order: Pick<DiagnosticOrder, 'state' | 'history'>): DiagnosticTimelineStep[] {
  const seen = new Map<DiagnosticOrderState, string>();
  for (const entry of [...order.history].sort((a, b) => byCodeUnits(a.at, b.at))) seen.set(entry.state, entry.at);
  const finished = order.state === 'CANCELLED' || order.state === 'REPORT_READY';
  const done = [...seen.entries()].map(
    ([state, at]): DiagnosticTimelineStep => ({ state, label: DIAGNOSTIC_STATE_LABELS[state], at, status: state === order.state && !finished ? 'current' : 'done' }),
  );
  if (order.state === 'CANCELLED') return done;
  const position = Math.max(-1, ...[...seen.keys()].map((state) => MAIN_PATH.indexOf(state)));
  const ahead = MAIN_PATH.slice(position + 1).map((state): DiagnosticTimelineStep => ({ state, label: DIAGNOSTIC_STATE_LABELS[state], at: null, status: 'upcoming' }));
  return [...done, ...ahead];
}

// Visitors

/** The query a visitor's "Add to cart" carries through login, so the test is added on return. */
export const ADD_TO_CART_QUERY = 'addToCart';

/**
 * Where a visitor's "Add to cart" on `testPath` leads (spec §4, §5): login, with a refer
 * back to the same test page flagged to add it. Lab test ids are tokens without '-' or
 * '_', so the lossy refer encoding gives the page back exactly.
 */
export function visitorAddToCartPath(testPath: string): string {
  return loginPathFor(`${testPath}?${ADD_TO_CART_QUERY}=true`);
}

/** Whether a page was opened by that return trip. */
export function wantsAddToCart(search: string): boolean {
  return new URLSearchParams(search).get(ADD_TO_CART_QUERY) === 'true';
}
