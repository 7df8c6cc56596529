import { Ok, type Result } from 'ts-results-es';
import type { CartLine, MedicineOrder, OrderLine } from '../../domain/pharmacy/model';
import { canCancel } from '../../domain/pharmacy/ordering';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import type { PharmacyAccounts } from './accounts';
import { cartTotals, type MedicineCartPricing } from './cart-pricing';
import { conflict, notFound, PHARMACY_ERRORS, rejected } from './errors';
import { MINUTE, ORDER_PACE, orderNumber, publicOrder, type MedicineOrderTimeline } from './order-timeline';
import { fakePaymentSignature } from './payment-signature';
import type { FakeMedicineOrder } from './state';

function orderLine(line: CartLine): OrderLine {
  return { productId: line.productId, name: line.medicine.name, quantity: line.quantity, pricePaise: line.medicine.pricePaise, mrpPaise: line.medicine.mrpPaise };
}

/** Medicine orders: from the cart or by prescription, approved, paid, cancelled, and read as they move on. */
export class FakeMedicineOrders {
  constructor(
    private readonly backend: FakeBackend,
    private readonly accounts: PharmacyAccounts,
    private readonly pricing: MedicineCartPricing,
    private readonly timeline: MedicineOrderTimeline,
  ) {}

  /** An order with no lines yet: the pharmacist reads the prescription and builds them. */
  orderByPrescription(token: string | null, request: { prescriptionIds: readonly string[]; addressId: string }): Result<MedicineOrder, ApiError> {
    return this.accounts.signedIn(token, (_user, account) => {
      const address = account.addresses.find((candidate) => candidate.id === request.addressId);
      if (!address) return rejected(PHARMACY_ERRORS.noAddress);
      if (request.prescriptionIds.length === 0) return rejected(PHARMACY_ERRORS.noPrescription);
      if (!request.prescriptionIds.every((id) => account.prescriptions.some((prescription) => prescription.id === id))) {
        return rejected(PHARMACY_ERRORS.unknownPrescription);
      }
      const now = this.backend.now();
      const at = new Date(now).toISOString();
      const order: FakeMedicineOrder = {
        id: this.backend.newId('order'),
        state: 'AWAITING_PRESCRIPTION_CHECK',
        history: [
          { state: 'PLACED', at },
          { state: 'AWAITING_PRESCRIPTION_CHECK', at },
        ],
        lines: [],
        totals: cartTotals([], 0),
        address: { ...address },
        prescriptionIds: [...new Set(request.prescriptionIds)],
        paymentOrderId: null,
        paid: false,
        placedAt: at,
        cancelReason: null,
        source: 'PRESCRIPTION',
        needsPrescriptionCheck: true,
        paymentId: null,
        schedule: [{ state: 'AWAITING_APPROVAL', at: now + ORDER_PACE.pharmacistBuildsOrder * MINUTE }],
      };
      account.orders.push(order);
      return Ok(publicOrder(order));
    });
  }

  /**
   * The cart becomes an order awaiting payment. The same Idempotency-Key gives back the
   * order it created, whatever else the request says: a retried or doubled request after a
   * lost answer must never make a second order.
   */
  createOrder(
    token: string | null,
    request: { addressId: string; prescriptionIds: readonly string[]; idempotencyKey: string },
  ): Result<{ order: MedicineOrder; paymentOrderId: string; totalPaise: number }, ApiError> {
    return this.accounts.signedIn(token, (user, account) => {
      const key = request.idempotencyKey.trim();
      if (key === '') return rejected(PHARMACY_ERRORS.idempotencyKey);
      const earlier = account.orderKeys[key];
      const existing = earlier ? account.orders.find((order) => order.id === earlier) : undefined;
      if (existing) {
        this.timeline.advance(existing, account);
        return Ok({ order: publicOrder(existing), paymentOrderId: existing.paymentOrderId ?? '', totalPaise: existing.totals.payablePaise });
      }

      const address = account.addresses.find((candidate) => candidate.id === request.addressId);
      if (!address) return rejected(PHARMACY_ERRORS.noAddress);
      const cart = this.pricing.cartOf(user, account, address.pincode);
      const lines = cart.lines.filter((line) => line.quantity > 0);
      if (lines.length === 0) return rejected(PHARMACY_ERRORS.emptyCart);
      const prescriptionIds = [...new Set(request.prescriptionIds)];
      if (!prescriptionIds.every((id) => account.prescriptions.some((prescription) => prescription.id === id))) {
        return rejected(PHARMACY_ERRORS.unknownPrescription);
      }
      const needsPrescription = lines.some((line) => line.isRxRequired);
      if (needsPrescription && prescriptionIds.length === 0) return rejected(PHARMACY_ERRORS.prescriptionNeeded);
      const unavailable = lines.filter((line) => !line.medicine.available);
      if (unavailable.length > 0) {
        return rejected(`We cannot deliver ${unavailable.map((line) => line.medicine.name).join(', ')} to ${address.pincode}. Remove it or choose a substitute.`);
      }

      const now = this.backend.now();
      const at = new Date(now).toISOString();
      const id = this.backend.newId('order');
      const paymentOrderId = this.timeline.newPaymentOrderId();
      const order: FakeMedicineOrder = {
        id,
        state: 'PLACED',
        history: [{ state: 'PLACED', at }],
        lines: lines.map(orderLine),
        totals: cart.totals,
        address: { ...address },
        prescriptionIds,
        paymentOrderId,
        paid: false,
        placedAt: at,
        cancelReason: null,
        source: 'CART',
        needsPrescriptionCheck: needsPrescription,
        paymentId: null,
        schedule: [],
      };
      account.orders.push(order);
      account.orderKeys[key] = id;
      account.payments[paymentOrderId] = { orderId: id, amountPaise: order.totals.payablePaise, status: 'CREATED', paymentId: null };
      // The cart has become the order; the next cart starts empty.
      user.medicineCart = { items: [], couponCode: null };
      account.couponReason = null;
      return Ok({ order: publicOrder(order), paymentOrderId, totalPaise: order.totals.payablePaise });
    });
  }

  order(token: string | null, id: string): Result<MedicineOrder, ApiError> {
    return this.accounts.withOrder(token, id, (order) => Ok(publicOrder(order)));
  }

  /** Newest first. */
  orders(token: string | null): Result<MedicineOrder[], ApiError> {
    return this.accounts.signedIn(token, (_user, account) => {
      for (const order of account.orders) this.timeline.advance(order, account);
      return Ok(
        [...account.orders]
          .sort((a, b) => b.placedAt.localeCompare(a.placedAt) || orderNumber(b.id) - orderNumber(a.id))
          .map(publicOrder),
      );
    });
  }

  approveOrder(token: string | null, id: string): Result<MedicineOrder, ApiError> {
    return this.accounts.withOrder(token, id, (order) => {
      if (order.state !== 'AWAITING_APPROVAL') return conflict(PHARMACY_ERRORS.nothingToApprove);
      this.timeline.enter(order, 'APPROVED', this.backend.now());
      return Ok(publicOrder(order));
    });
  }

  cancelOrder(token: string | null, id: string, reason: string): Result<MedicineOrder, ApiError> {
    return this.accounts.withOrder(token, id, (order) => {
      const why = reason.trim();
      if (why === '') return rejected(PHARMACY_ERRORS.cancelReason);
      if (order.state === 'CANCELLED') return conflict(PHARMACY_ERRORS.alreadyCancelled);
      if (!canCancel(order)) return conflict(PHARMACY_ERRORS.notCancellable);
      order.schedule = [];
      order.cancelReason = why.slice(0, 500);
      this.timeline.enter(order, 'CANCELLED', this.backend.now());
      return Ok(publicOrder(order));
    });
  }

  /** Marks the order paid once the checkout's signature checks out; the same payment again is a no-op. */
  confirmPayment(token: string | null, orderId: string, payment: { paymentOrderId: string; paymentId: string; signature: string }): Result<MedicineOrder, ApiError> {
    return this.accounts.signedIn(token, (_user, account) => {
      const order = account.orders.find((candidate) => candidate.id === orderId);
      if (!order) return notFound();
      this.timeline.advance(order, account);
      if (order.paymentOrderId === null || payment.paymentOrderId !== order.paymentOrderId) return rejected(PHARMACY_ERRORS.wrongPaymentOrder);
      if (payment.signature !== fakePaymentSignature(payment.paymentOrderId, payment.paymentId)) return rejected(PHARMACY_ERRORS.badSignature);
      if (order.paid) return order.paymentId === payment.paymentId ? Ok(publicOrder(order)) : conflict(PHARMACY_ERRORS.alreadyPaid);
      if (order.state === 'CANCELLED') return conflict(PHARMACY_ERRORS.cancelledUnpaid);
      if (order.state === 'AWAITING_APPROVAL') return conflict(PHARMACY_ERRORS.approveFirst);

      const now = this.backend.now();
      order.paid = true;
      order.paymentId = payment.paymentId;
      const record = account.payments[payment.paymentOrderId];
      if (record) Object.assign(record, { status: 'PAID', paymentId: payment.paymentId });
      const after = (minutes: number) => now + minutes * MINUTE;
      if (order.source === 'PRESCRIPTION') {
        // The prescription was checked and the patient approved the lines before paying.
        order.schedule = [
          { state: 'PACKED', at: after(ORDER_PACE.packed) },
          { state: 'SHIPPED', at: after(ORDER_PACE.shipped) },
          { state: 'DELIVERED', at: after(ORDER_PACE.delivered) },
        ];
      } else {
        const check = order.needsPrescriptionCheck ? ORDER_PACE.prescriptionCheck : 0;
        order.schedule = [
          ...(order.needsPrescriptionCheck ? [{ state: 'AWAITING_PRESCRIPTION_CHECK' as const, at: now }] : []),
          { state: 'APPROVED', at: after(check) },
          { state: 'PACKED', at: after(check + ORDER_PACE.packed) },
          { state: 'SHIPPED', at: after(check + ORDER_PACE.shipped) },
          { state: 'DELIVERED', at: after(check + ORDER_PACE.delivered) },
        ];
      }
      this.timeline.advance(order, account);
      return Ok(publicOrder(order));
    });
  }
}
