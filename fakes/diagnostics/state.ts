import type { DiagnosticOrder, DiagnosticOrderState, DiagnosticReport } from '../../domain/diagnostics/model';
import type { FakeBackend } from '../backend';

/** The diagnostics part of the fake store: plain JSON, saved with the rest. */
export interface FakeDiagnosticsStore {
  accounts: Record<string, FakeDiagnosticsAccount>;
  /** Slot key -> how many visits are booked or held in it (beyond the seeded bookings). */
  taken: Record<string, number>;
  /** Booking id -> a slot held for a patient until `heldUntil` (epoch ms). */
  holds: Record<string, FakeSlotHold>;
}

export interface FakeSlotHold {
  userId: string;
  labId: string;
  cityId: string;
  slotKey: string;
  heldUntil: number;
  /** The order the hold became; a consumed hold is never released by time. */
  orderId: string | null;
}

export interface FakeDiagnosticCart {
  items: { itemId: string; from: string | null }[];
  cityId: string | null;
  labId: string | null;
  familyMemberId: string | null;
  addressId: string | null;
  pincode: string | null;
  isHomeCollection: boolean;
  couponCode: string | null;
  couponReason: string | null;
}

export interface FakeDiagnosticsAccount {
  cart: FakeDiagnosticCart;
  orders: FakeDiagnosticOrder[];
  /** Idempotency-Key -> the order it created. */
  orderKeys: Record<string, string>;
  /** Payment order id -> the order it pays. */
  payments: Record<string, { orderId: string; amountPaise: number; paymentId: string | null }>;
  uploads: DiagnosticReport[];
}

export interface FakeDiagnosticOrder extends DiagnosticOrder {
  cityId: string;
  /** The slot key the visit occupies. */
  slotKey: string;
  /** States still to come and when (epoch ms); each read applies what is due. */
  schedule: { state: DiagnosticOrderState; at: number }[];
}

export function emptyDiagnosticCart(): FakeDiagnosticCart {
  return { items: [], cityId: null, labId: null, familyMemberId: null, addressId: null, pincode: null, isHomeCollection: true, couponCode: null, couponReason: null };
}

/** The diagnostics store, made on first use. */
export function diagnosticsStore(backend: FakeBackend): FakeDiagnosticsStore {
  backend.state.diagnostics ??= { accounts: {}, taken: {}, holds: {} };
  return backend.state.diagnostics;
}
