import type { Medicine, MedicineOrder, MedicineOrderState } from '../../domain/pharmacy/model';
import type { FakeBackend } from '../backend';
import { cartTotals } from './cart-pricing';
import type { Catalogue } from './catalogue';
import { knownPincode } from './errors';
import type { FakeMedicineOrder, FakePharmacyAccount } from './state';

export const MINUTE = 60 * 1000;

/**
 * When an order moves on after payment, in minutes: the pharmacy's pace in the demo, quick
 * enough to watch a timeline fill during a sales call (docs/decisions.md).
 */
export const ORDER_PACE = {
  prescriptionCheck: 5,
  packed: 10,
  shipped: 30,
  delivered: 120,
  /** An order by prescription: the pharmacist builds the lines this long after it is placed. */
  pharmacistBuildsOrder: 5,
} as const;

export function orderNumber(id: string): number {
  const digits = /(\d+)$/.exec(id);
  return digits ? Number(digits[1]) : 0;
}

/** A medicine order as time passes on the backend's clock, and the demo pharmacist who builds orders by prescription. */
export class MedicineOrderTimeline {
  constructor(
    private readonly backend: FakeBackend,
    private readonly catalogueOf: () => Catalogue,
  ) {}

  newPaymentOrderId(): string {
    // Razorpay's look: 'order_' and 14 characters.
    return `order_DEMO${this.backend.newId('p').slice(2).padStart(10, '0')}`;
  }

  enter(order: FakeMedicineOrder, state: MedicineOrderState, at: number): void {
    order.state = state;
    order.history.push({ state, at: new Date(at).toISOString() });
  }

  /** Moves the order through every scheduled state whose time has come on the backend's clock. */
  advance(order: FakeMedicineOrder, account: FakePharmacyAccount): void {
    const now = this.backend.now();
    while (order.schedule.length > 0 && (order.schedule[0]?.at ?? Infinity) <= now) {
      const step = order.schedule.shift() as { state: MedicineOrderState; at: number };
      if (step.state === 'AWAITING_APPROVAL' && order.source === 'PRESCRIPTION') this.pharmacistBuildsLines(order, account);
      this.enter(order, step.state, step.at);
    }
  }

  /**
   * The demo pharmacist "reads" the prescription: two or three everyday medicines picked by
   * the order id, so the same order always gets the same lines. The patient approves them
   * (AWAITING_APPROVAL) and then pays.
   */
  private pharmacistBuildsLines(order: FakeMedicineOrder, account: FakePharmacyAccount): void {
    const choices = this.catalogueOf().popular(knownPincode(order.address.pincode), 8);
    const seed = orderNumber(order.id);
    const picked = [choices[seed % choices.length], choices[(seed + 3) % choices.length]].filter(
      (medicine, index, all): medicine is Medicine => medicine !== undefined && all.findIndex((other) => other?.id === medicine.id) === index,
    );
    order.lines = picked.map((medicine, index) => ({
      productId: medicine.id,
      name: medicine.name,
      quantity: index === 0 ? 2 : 1,
      pricePaise: medicine.pricePaise,
      mrpPaise: medicine.mrpPaise,
    }));
    order.totals = cartTotals(order.lines, 0);
    order.paymentOrderId = this.newPaymentOrderId();
    account.payments[order.paymentOrderId] = { orderId: order.id, amountPaise: order.totals.payablePaise, status: 'CREATED', paymentId: null };
  }
}

/** The stored order without the fake's bookkeeping: what the port returns. */
export function publicOrder(order: FakeMedicineOrder): MedicineOrder {
  return {
    id: order.id,
    state: order.state,
    history: order.history.map((entry) => ({ ...entry })),
    lines: order.lines.map((line) => ({ ...line })),
    totals: { ...order.totals },
    address: { ...order.address },
    prescriptionIds: [...order.prescriptionIds],
    paymentOrderId: order.paymentOrderId,
    paid: order.paid,
    placedAt: order.placedAt,
    cancelReason: order.cancelReason,
  };
}
