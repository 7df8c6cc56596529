import { Ok, type Result } from 'ts-results-es';
import type { CollectionSlot, DiagnosticOrder, DiagnosticPatient, SlotBooking } from '../../domain/diagnostics/model';
import { canCancelDiagnostic, canReschedule } from '../../domain/diagnostics/rules';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { fakePaymentSignature } from '../pharmacy/payment-signature';
import type { DiagnosticsAccounts } from './accounts';
import { cityForPincode } from './catalogue';
import { conflict, DIAGNOSTICS_ERRORS, rejected } from './errors';
import { publicLab, type LabPricing } from './pricing';
import { HOLD_MINUTES, MINUTE, parseSlotKey, SLOT_HOURS, slotKey, type CollectionSlots } from './slots';
import { diagnosticsStore, emptyDiagnosticCart, type FakeDiagnosticOrder } from './state';
import { LABS, type FakeLab } from './tests';
import { publicOrder, type VisitTimeline } from './visits';

/** An order not paid within this long is cancelled and its slot freed. */
export const UNPAID_CANCEL_MINUTES = 30;

/** Home collection booked and kept: slots, holds, orders and their payment, rescheduling and cancelling. */
export class FakeLabBookings {
  constructor(
    private readonly backend: FakeBackend,
    private readonly accounts: DiagnosticsAccounts,
    private readonly pricing: LabPricing,
    private readonly collectionSlots: CollectionSlots,
    private readonly visits: VisitTimeline,
  ) {}

  slots(token: string | null, query: { labId: string; pincode: string; date: string }): Result<CollectionSlot[], ApiError> {
    return this.accounts.signedIn(token, () => {
      const lab = LABS.find((candidate) => candidate.id === query.labId);
      if (!lab) return rejected(DIAGNOSTICS_ERRORS.unknownLab);
      const city = cityForPincode(query.pincode);
      if (city === null) return rejected(DIAGNOSTICS_ERRORS.zipcode);
      if (!lab.cities.includes(city.id)) return Ok([]);
      if (!this.collectionSlots.bookableDates().includes(query.date)) return rejected(DIAGNOSTICS_ERRORS.slotDate);
      this.collectionSlots.releaseLapsedHolds();
      return Ok(SLOT_HOURS.map((hour) => this.collectionSlots.slotAt(slotKey(lab.id, city.id, query.date, hour))).filter((slot): slot is CollectionSlot => slot !== null));
    });
  }

  bookSlot(token: string | null, request: { labId: string; slotId: string; pincode: string }): Result<SlotBooking, ApiError> {
    return this.accounts.signedIn(token, (user) => {
      this.collectionSlots.releaseLapsedHolds();
      const parsed = parseSlotKey(request.slotId);
      const city = cityForPincode(request.pincode);
      if (parsed === null || parsed.labId !== request.labId || city === null || parsed.cityId !== city.id) return rejected(DIAGNOSTICS_ERRORS.slotGone);
      const slot = this.collectionSlots.slotAt(request.slotId);
      if (slot === null || !slot.available) return conflict(DIAGNOSTICS_ERRORS.slotGone);
      const store = diagnosticsStore(this.backend);
      // One hold per patient: choosing again releases the slot chosen before.
      for (const [id, hold] of Object.entries(store.holds)) {
        if (hold.userId === user.id && hold.orderId === null) this.collectionSlots.release(id);
      }
      const id = this.backend.newId('hold').replace('-', '');
      const heldUntil = this.backend.now() + HOLD_MINUTES * MINUTE;
      store.holds[id] = { userId: user.id, labId: parsed.labId, cityId: parsed.cityId, slotKey: request.slotId, heldUntil, orderId: null };
      this.collectionSlots.take(request.slotId);
      return Ok({ id, slot: { ...slot, available: (this.collectionSlots.slotAt(request.slotId)?.available ?? false) }, heldUntil: new Date(heldUntil).toISOString() });
    });
  }

  createOrder(token: string | null, request: { bookingId: string; addressId: string; idempotencyKey: string }): Result<{ order: DiagnosticOrder; paymentOrderId: string; totalPaise: number }, ApiError> {
    return this.accounts.signedIn(token, (user, account) => {
      if (request.idempotencyKey.trim() === '') return rejected(DIAGNOSTICS_ERRORS.idempotencyKey);
      const existingId = account.orderKeys[request.idempotencyKey];
      const existing = existingId ? account.orders.find((order) => order.id === existingId) : undefined;
      if (existing) {
        this.visits.advance(existing);
        return Ok({ order: publicOrder(existing), paymentOrderId: existing.paymentOrderId ?? '', totalPaise: existing.totals.payablePaise });
      }
      this.collectionSlots.releaseLapsedHolds();
      const hold = diagnosticsStore(this.backend).holds[request.bookingId];
      if (!hold || hold.userId !== user.id || hold.orderId !== null) return conflict(DIAGNOSTICS_ERRORS.holdExpired);
      const cart = account.cart;
      if (cart.items.length === 0) return rejected(DIAGNOSTICS_ERRORS.emptyCart);
      if (hold.labId !== cart.labId || hold.cityId !== cart.cityId) return rejected(DIAGNOSTICS_ERRORS.holdLab);
      const address = this.accounts.addressOf(user, request.addressId);
      if (!address) return rejected(DIAGNOSTICS_ERRORS.unknownAddress);
      if (cityForPincode(address.pincode)?.id !== cart.cityId) return rejected(DIAGNOSTICS_ERRORS.addressCity);
      const view = this.pricing.cartOf(account, false);
      const lab = LABS.find((candidate) => candidate.id === hold.labId) as FakeLab;
      const slot = this.collectionSlots.slotAt(hold.slotKey) as CollectionSlot;
      const patients = this.accounts.patientsOf(user);
      const patient = patients.find((candidate) => candidate.id === cart.familyMemberId) ?? (patients[0] as DiagnosticPatient);
      const now = this.backend.now();
      const id = `DO${this.backend.newId('o').slice(2)}`;
      const paymentOrderId = `order_DEMO${this.backend.newId('p').slice(2).padStart(10, '0')}`;
      const order: FakeDiagnosticOrder = {
        id,
        state: 'PAYMENT_PENDING',
        history: [{ state: 'PAYMENT_PENDING', at: new Date(now).toISOString() }],
        items: view.items.map((item) => ({ itemId: item.itemId, name: item.itemName, mrpPaise: item.labData?.mrpPaise ?? 0, pricePaise: item.labData?.pricePaise ?? 0 })),
        lab: publicLab(lab),
        patient,
        address: { ...address },
        slot: { ...slot, available: false },
        totals: view.totals,
        paymentOrderId,
        paid: false,
        placedAt: new Date(now).toISOString(),
        cancelReason: null,
        phlebotomist: null,
        report: null,
        bookedWithPartner: lab.ownBookingSystem === true,
        cityId: hold.cityId,
        slotKey: hold.slotKey,
        schedule: [{ state: 'CANCELLED', at: now + UNPAID_CANCEL_MINUTES * MINUTE }],
      };
      hold.orderId = id;
      account.orders.push(order);
      account.orderKeys[request.idempotencyKey] = id;
      account.payments[paymentOrderId] = { orderId: id, amountPaise: order.totals.payablePaise, paymentId: null };
      account.cart = { ...emptyDiagnosticCart(), cityId: cart.cityId, addressId: cart.addressId, pincode: cart.pincode };
      return Ok({ order: publicOrder(order), paymentOrderId, totalPaise: order.totals.payablePaise });
    });
  }

  confirmPayment(token: string | null, orderId: string, payment: { paymentOrderId: string; paymentId: string; signature: string }): Result<DiagnosticOrder, ApiError> {
    return this.accounts.withOrder(token, orderId, (order, account) => {
      if (order.paid) return rejected(DIAGNOSTICS_ERRORS.alreadyPaid);
      if (order.state === 'CANCELLED') return rejected(DIAGNOSTICS_ERRORS.cancelledUnpaid);
      if (order.paymentOrderId === null || payment.paymentOrderId !== order.paymentOrderId) return rejected(DIAGNOSTICS_ERRORS.wrongPaymentOrder);
      if (payment.signature !== fakePaymentSignature(payment.paymentOrderId, payment.paymentId)) return rejected(DIAGNOSTICS_ERRORS.badSignature);
      order.paid = true;
      const record = account.payments[payment.paymentOrderId];
      if (record) record.paymentId = payment.paymentId;
      this.visits.enter(order, 'BOOKED', this.backend.now());
      order.schedule = this.visits.schedule(order, this.backend.now());
      this.visits.advance(order);
      return Ok(publicOrder(order));
    });
  }

  order(token: string | null, id: string): Result<DiagnosticOrder, ApiError> {
    return this.accounts.withOrder(token, id, (order) => Ok(publicOrder(order)));
  }

  orders(token: string | null): Result<DiagnosticOrder[], ApiError> {
    return this.accounts.signedIn(token, (_user, account) => {
      for (const order of account.orders) this.visits.advance(order);
      return Ok(account.orders.map(publicOrder));
    });
  }

  reschedule(token: string | null, id: string, slotId: string): Result<DiagnosticOrder, ApiError> {
    return this.accounts.withOrder(token, id, (order) => {
      if (!canReschedule(order, new Date(this.backend.now()))) return rejected(DIAGNOSTICS_ERRORS.notReschedulable);
      const parsed = parseSlotKey(slotId);
      if (parsed === null || parsed.labId !== order.lab.id || parsed.cityId !== order.cityId) return rejected(DIAGNOSTICS_ERRORS.slotGone);
      if (slotId === order.slotKey) return Ok(publicOrder(order));
      const slot = this.collectionSlots.slotAt(slotId);
      if (slot === null || !slot.available) return conflict(DIAGNOSTICS_ERRORS.slotGone);
      this.collectionSlots.free(order.slotKey);
      this.collectionSlots.take(slotId);
      order.slotKey = slotId;
      order.slot = { ...slot, available: false };
      order.schedule = this.visits.schedule(order, this.backend.now());
      return Ok(publicOrder(order));
    });
  }

  /** POST cancel order for our own bookings; `viaPartner` is the partner's own call (GET cancel order for that partner). */
  cancel(token: string | null, id: string, reason: string, viaPartner = false): Result<DiagnosticOrder, ApiError> {
    return this.accounts.withOrder(token, id, (order) => {
      if (order.bookedWithPartner !== viaPartner) return rejected(viaPartner ? DIAGNOSTICS_ERRORS.notPartnerOrder : DIAGNOSTICS_ERRORS.partnerOrder);
      if (order.state === 'CANCELLED' || !canCancelDiagnostic(order)) return rejected(DIAGNOSTICS_ERRORS.notCancellable);
      const why = reason.trim();
      if (why === '') return rejected(DIAGNOSTICS_ERRORS.cancelReason);
      this.visits.cancelNow(order, why.slice(0, 300));
      return Ok(publicOrder(order));
    });
  }
}
