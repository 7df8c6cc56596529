/** How a medicine is taken; substitutes must share it with the original. */
export const DOSAGE_FORMS = ['TABLET', 'CAPSULE', 'SYRUP', 'SUSPENSION', 'INJECTION', 'CREAM', 'OINTMENT', 'GEL', 'DROPS', 'INHALER', 'SACHET', 'SPRAY'] as const;
export type DosageForm = (typeof DOSAGE_FORMS)[number];

/** The unit a price per unit is quoted in: per tablet, per ml, per g, per dose. */
export type PackUnit = 'tablet' | 'capsule' | 'ml' | 'g' | 'dose' | 'sachet';

/** One active ingredient at its strength, e.g. paracetamol 650 mg. */
export interface SaltStrength {
  salt: string;
  /** As printed on the pack: '650 mg', '0.05% w/w', '5 mg/5 ml'. */
  strength: string;
}

/** A medicine as search results and the medicine page show it. */
export interface Medicine {
  id: string;
  name: string;
  manufacturer: string;
  composition: SaltStrength[];
  form: DosageForm;
  /** Units in one pack, in `packUnit`s: 15 tablets, 100 ml. */
  packSize: number;
  packUnit: PackUnit;
  /** As printed: 'Strip of 15 tablets', 'Bottle of 100 ml'. */
  packLabel: string;
  /** Integer paise per pack. */
  mrpPaise: number;
  /** Integer paise per pack, what the patient pays. */
  pricePaise: number;
  isRxRequired: boolean;
  /** Whether it can be delivered to the pincode the search or page was asked for. */
  available: boolean;
  imageUrl: string | null;
}

/** The medicine page adds what a search result leaves out. */
export interface MedicineDetail extends Medicine {
  /** HTML from the server: shown only through SafeHtml. */
  descriptionHtml: string;
  uses: string[];
  sideEffects: string[];
  storage: string;
}

export interface SearchPage<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

/** A line of the medicine cart (spec §3: productId, quantity, product.is_rx_required). */
export interface CartLine {
  productId: string;
  quantity: number;
  isRxRequired: boolean;
  medicine: Medicine;
}

export interface Cart {
  lines: CartLine[];
  couponCode: string | null;
  /** Set when the server refused the stored coupon: the reason the patient is shown. */
  couponReason: string | null;
  /** Integer paise: MRP total, discount on MRP, coupon discount, delivery, payable. */
  totals: CartTotals;
  addressId: string | null;
}

export interface CartTotals {
  mrpPaise: number;
  itemDiscountPaise: number;
  couponDiscountPaise: number;
  deliveryPaise: number;
  payablePaise: number;
}

export interface Coupon {
  code: string;
  title: string;
  description: string;
  /** Percent off the cart's selling price, capped by `maxDiscountPaise`; or a flat amount. */
  kind: 'PERCENT' | 'FLAT';
  value: number;
  maxDiscountPaise: number | null;
  minCartPaise: number;
  /** 'MEDICINE', 'DIAGNOSTICS', 'CONSULTATION', … (the verticals query). */
  verticals: string[];
  expiresOn: string;
}

export interface Address {
  id: string;
  name: string;
  mobileNumber: string;
  line1: string;
  line2: string;
  landmark: string;
  pincode: string;
  city: string;
  state: string;
  kind: 'HOME' | 'WORK' | 'OTHER';
  isPrimary: boolean;
}

export type AddressInput = Omit<Address, 'id' | 'isPrimary'>;

export interface Prescription {
  id: string;
  fileName: string;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  sizeBytes: number;
  uploadedOn: string;
  /** A URL the browser can open to view it. */
  url: string;
}

/** Medicine order states (not shown in the spec; written down in docs/decisions.md). */
export const MEDICINE_ORDER_STATES = [
  'PLACED',
  'AWAITING_PRESCRIPTION_CHECK',
  'AWAITING_APPROVAL',
  'APPROVED',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type MedicineOrderState = (typeof MEDICINE_ORDER_STATES)[number];

export interface OrderLine {
  productId: string;
  name: string;
  quantity: number;
  pricePaise: number;
  mrpPaise: number;
}

export interface MedicineOrder {
  id: string;
  state: MedicineOrderState;
  /** When each state was reached (ISO date-time), for the timeline. */
  history: { state: MedicineOrderState; at: string }[];
  lines: OrderLine[];
  totals: CartTotals;
  address: Address;
  prescriptionIds: string[];
  paymentOrderId: string | null;
  paid: boolean;
  placedAt: string;
  cancelReason: string | null;
}
