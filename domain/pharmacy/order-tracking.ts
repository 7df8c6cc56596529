import { Err, Ok, type Result } from 'ts-results-es';
import { SingleFlight, type AlreadyInProgress } from '../account/forms';
import type { ApiError } from '../shared/errors';
import { amend, type Query, type QueryCache } from '../shared/query';
import type { MedicineOrder, MedicineOrderState } from './model';
import type { PharmacyApi } from './ports';
import { byCodeUnits } from '../shared/order';

export type ApproveError = { kind: 'not-awaiting-approval' } | AlreadyInProgress | ApiError;

/** What each state means to the patient (docs/decisions.md lists the states). */
export const ORDER_STATE_LABELS: Record<MedicineOrderState, string> = {
  PLACED: 'Order placed',
  AWAITING_PRESCRIPTION_CHECK: 'Pharmacist checking your prescription',
  AWAITING_APPROVAL: 'Waiting for you to approve changes',
  APPROVED: 'Confirmed by the pharmacy',
  PACKED: 'Packed',
  SHIPPED: 'On the way',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** The path every order takes; the prescription check and approval steps only when they happen. */
const MAIN_PATH: readonly MedicineOrderState[] = ['PLACED', 'APPROVED', 'PACKED', 'SHIPPED', 'DELIVERED'];

export interface TimelineStep {
  state: MedicineOrderState;
  label: string;
  /** When the order reached the step (ISO date-time), or null for a step still ahead. */
  at: string | null;
  status: 'done' | 'current' | 'upcoming';
}

/**
 * The order's status as a timeline: the steps it has reached, in order with their times,
 * then the steps still ahead on the main path. A cancelled order ends at Cancelled.
 */
export function orderTimeline(order: Pick<MedicineOrder, 'state' | 'history'>): TimelineStep[] {
  const reached = [...order.history].sort((a, b) => byCodeUnits(a.at, b.at));
  // A state reached twice (approval asked again) shows its latest time once.
  const seen = new Map<MedicineOrderState, string>();
  for (const entry of reached) seen.set(entry.state, entry.at);
  if (!seen.has(order.state)) seen.set(order.state, '');
  const done: TimelineStep[] = [...seen.entries()].map(([state, at]) => ({
    state,
    label: ORDER_STATE_LABELS[state],
    at: at === '' ? null : at,
    status: state === order.state ? 'current' : 'done',
  }));
  if (order.state === 'CANCELLED' || order.state === 'DELIVERED') {
    return done.map((step) => (step.state === order.state ? { ...step, status: 'done' } : step));
  }
  const position = Math.max(...[...seen.keys()].map((state) => MAIN_PATH.indexOf(state)));
  const ahead = MAIN_PATH.slice(position + 1).filter((state) => !seen.has(state));
  return [...done, ...ahead.map((state): TimelineStep => ({ state, label: ORDER_STATE_LABELS[state], at: null, status: 'upcoming' }))];
}

/** A short status for lists: 'On the way', 'Order placed · payment pending'. */
export function orderStatusText(order: Pick<MedicineOrder, 'state' | 'paid'>): string {
  const label = ORDER_STATE_LABELS[order.state];
  return !order.paid && order.state !== 'CANCELLED' ? `${label} · payment pending` : label;
}

/** Where the session keeps medicine orders; everything under `all` is invalidated when an order changes. */
export const ORDER_QUERIES = {
  all: ['pharmacy', 'orders'],
  list: ['pharmacy', 'orders', 'list'],
  awaitingApproval: ['pharmacy', 'orders', 'awaiting-approval'],
  one: (id: string) => ['pharmacy', 'orders', 'one', id],
} as const;

/** An order a command answered with: its page shows it at once, and the lists fetch again. */
export function orderChanged(queries: QueryCache, order: MedicineOrder): void {
  queries.invalidate(ORDER_QUERIES.all);
  queries.put(ORDER_QUERIES.one(order.id), order);
}

/**
 * Reading the patient's medicine orders (GET order/{id}, the orders list) and approving the
 * pharmacy's changes (POST approve order/{id}).
 */
export class MedicineOrders {
  private readonly approving = new SingleFlight();

  constructor(
    private readonly api: PharmacyApi,
    private readonly queries: QueryCache,
  ) {}

  order(id: string): Query<MedicineOrder> {
    return this.queries.query(ORDER_QUERIES.one(id), async () => {
      const order = await this.api.order(id);
      if (order.isErr()) return Err(order.error);
      return order;
    });
  }

  /** Newest first. */
  orders(): Query<MedicineOrder[]> {
    return this.queries.query(ORDER_QUERIES.list, () => this.fetchOrders());
  }

  /** Orders the pharmacy changed, waiting for the patient's yes (/{product}/medicine-update). */
  awaitingApproval(): Query<MedicineOrder[]> {
    return this.queries.query(ORDER_QUERIES.awaitingApproval, async () => {
      const orders = await this.fetchOrders();
      return orders.map((list) => list.filter((order) => order.state === 'AWAITING_APPROVAL'));
    });
  }

  async approve(order: Pick<MedicineOrder, 'id' | 'state'>): Promise<Result<MedicineOrder, ApproveError>> {
    if (order.state !== 'AWAITING_APPROVAL') return Err({ kind: 'not-awaiting-approval' });
    return this.approving.run(async () => {
      const approved = await this.api.approveOrder(order.id);
      if (approved.isErr()) return Err(approved.error);
      orderChanged(this.queries, approved.value);
      // It no longer waits: gone from the list at once, before the list's own refresh answers.
      amend(this.awaitingApproval(), (list) => list.filter((o) => o.id !== order.id));
      return approved;
    });
  }

  private async fetchOrders(): Promise<Result<MedicineOrder[], ApiError>> {
    const orders = await this.api.orders();
    if (orders.isErr()) return Err(orders.error);
    return Ok(newestFirst(orders.value));
  }
}

export function newestFirst(orders: readonly MedicineOrder[]): MedicineOrder[] {
  return [...orders].sort((a, b) => byCodeUnits(b.placedAt, a.placedAt));
}
