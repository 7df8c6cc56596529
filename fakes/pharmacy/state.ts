import type { Address, MedicineOrder, MedicineOrderState, Prescription } from '../../domain/pharmacy/model';

/** One patient's pharmacy records in the fake store: plain JSON, saved with the rest. */
export interface FakePharmacyAccount {
  /** Why the coupon last asked for was refused; cleared when one applies or is removed. */
  couponReason: string | null;
  addresses: Address[];
  prescriptions: Prescription[];
  orders: FakeMedicineOrder[];
  /** Idempotency-Key -> the order it created: the same key never creates a second order. */
  orderKeys: Record<string, string>;
  /** Payment order id -> what was asked and what came back. */
  payments: Record<string, FakePayment>;
  /** The Indian day the additional-discount mail last went out (absent in older saved demos). */
  discountMailedOn?: string | null;
}

export interface FakeMedicineOrder extends MedicineOrder {
  /** CART: built from the cart. PRESCRIPTION: the pharmacy builds the lines from the prescription. */
  source: 'CART' | 'PRESCRIPTION';
  /** Whether a pharmacist must check the prescription before the order moves on. */
  needsPrescriptionCheck: boolean;
  paymentId: string | null;
  /**
   * States still to come and when (epoch ms on the backend's clock), earliest first. Each
   * read moves the ones whose time has come into `history`: the order "advances on time"
   * with no background job, and a test moves the clock to see it happen.
   */
  schedule: { state: MedicineOrderState; at: number }[];
}

export interface FakePayment {
  orderId: string;
  amountPaise: number;
  status: 'CREATED' | 'PAID';
  paymentId: string | null;
}

export function emptyPharmacyAccount(): FakePharmacyAccount {
  return { couponReason: null, addresses: [], prescriptions: [], orders: [], orderKeys: {}, payments: {} };
}
