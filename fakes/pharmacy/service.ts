import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { AddressFormSchema } from '../../domain/pharmacy/address-form';
import { checkQuantity, MAX_QUANTITY_PER_LINE } from '../../domain/pharmacy/cart-rules';
import { checkCoupon } from '../../domain/pharmacy/coupons';
import type {
  Address,
  Cart,
  CartLine,
  CartTotals,
  Coupon,
  Medicine,
  MedicineDetail,
  MedicineOrder,
  MedicineOrderState,
  OrderLine,
  Prescription,
  SearchPage,
} from '../../domain/pharmacy/model';
import { canCancel } from '../../domain/pharmacy/ordering';
import { checkPrescriptionFile, describePrescriptionFileError } from '../../domain/pharmacy/prescription-file';
import { DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { ApiError } from '../../domain/shared/errors';
import { FILE_SIGNATURE_LENGTH } from '../../domain/shared/file-type';
import type { FakeBackend } from '../backend';
import type { FakeUser } from '../state';
import { defaultCatalogue, type Catalogue } from './catalogue';
import { demoCoupons, SUBSCRIBERS_ONLY_REASON, type FakeCoupon } from './coupons';
import { fakePaymentSignature } from './payment-signature';
import { emptyPharmacyAccount, type FakeMedicineOrder, type FakePharmacyAccount } from './state';

const MINUTE = 60 * 1000;

/** Delivery is charged below this selling total (before the coupon), and free from it. */
export const FREE_DELIVERY_FROM_PAISE = 50000;
export const DELIVERY_CHARGE_PAISE = 4000;
export const MAX_ADDRESSES = 10;
export const MAX_PRESCRIPTIONS = 20;
export const MAX_SEARCH_PAGE_SIZE = 100;
/** Images below this keep their bytes as a data URL, for the preview; bigger ones and PDFs get a placeholder. */
export const PREVIEW_LIMIT_BYTES = 1024 * 1024;

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

export const PHARMACY_ERRORS = {
  notFound: DATA_NOT_FOUND,
  page: 'page must be a whole number from 1',
  size: `size must be a whole number from 1 to ${MAX_SEARCH_PAGE_SIZE}`,
  pincode: 'Please enter a valid 6-digit pincode',
  unknownMedicine: 'This medicine is no longer sold',
  duplicateLine: 'Each medicine may appear once in the cart',
  quantityZeroOrMore: `Quantity must be a whole number from 0 to ${MAX_QUANTITY_PER_LINE}`,
  invalidCoupon: 'This coupon code is not valid',
  tooManyAddresses: `You can keep up to ${MAX_ADDRESSES} addresses. Delete one to add another.`,
  tooManyPrescriptions: `You can keep up to ${MAX_PRESCRIPTIONS} prescriptions. Delete one to upload another.`,
  fileName: 'The file needs a name',
  noAddress: 'Choose a delivery address',
  emptyCart: 'Your cart is empty',
  prescriptionNeeded: 'Upload a prescription for the medicines that need one',
  noPrescription: 'Upload a prescription to order with it',
  unknownPrescription: 'We could not find that prescription. Upload it again.',
  idempotencyKey: 'An Idempotency-Key is required to place an order',
  notCancellable: 'This order has left the pharmacy and can no longer be cancelled',
  alreadyCancelled: 'This order is already cancelled',
  cancelReason: 'Tell us why you are cancelling',
  nothingToApprove: 'There are no changes to approve on this order',
  approveFirst: 'Approve the pharmacy’s changes before paying',
  cancelledUnpaid: 'This order was cancelled and cannot be paid',
  wrongPaymentOrder: 'This payment belongs to another order',
  badSignature: 'The payment could not be verified',
  alreadyPaid: 'This order is already paid',
  discountNeedsEmail: 'Add your e-mail address to your profile to get the discount by e-mail',
  discountNeedsCart: 'Add medicines to your cart to get an additional discount on them',
  discountAlreadyMailed: 'We have already e-mailed you an additional discount today. Please check your inbox.',
} as const;

const rejected = (message: string): Err<ApiError> => Err({ kind: 'rejected', message });
const notFound = (): Err<ApiError> => Err({ kind: 'not-found', message: PHARMACY_ERRORS.notFound });
const conflict = (message: string): Err<ApiError> => Err({ kind: 'conflict', message });

const PINCODE = /^[1-9]\d{5}$/;

/** A pincode as reads take it: anything else means "not known", so a bad stored value cannot break search. */
function knownPincode(pincode: string | null | undefined): string | null {
  return pincode && PINCODE.test(pincode) ? pincode : null;
}

/** The day in India on the backend's clock: coupons expire at the end of an Indian day. */
export function indianDay(epochMs: number): string {
  return new Date(epochMs + 330 * MINUTE).toISOString().slice(0, 10);
}

/** Cart totals from lines with a quantity (quantity 0 lines count for nothing). */
export function cartTotals(lines: readonly { quantity: number; mrpPaise: number; pricePaise: number }[], couponDiscountPaise: number): CartTotals {
  let mrpPaise = 0;
  let sellingPaise = 0;
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    mrpPaise += line.mrpPaise * line.quantity;
    sellingPaise += line.pricePaise * line.quantity;
  }
  const couponDiscountCapped = Math.min(couponDiscountPaise, sellingPaise);
  // Free delivery is judged on the medicines' value, so applying a coupon never adds a charge.
  const deliveryPaise = sellingPaise === 0 || sellingPaise >= FREE_DELIVERY_FROM_PAISE ? 0 : DELIVERY_CHARGE_PAISE;
  return {
    mrpPaise,
    itemDiscountPaise: mrpPaise - sellingPaise,
    couponDiscountPaise: couponDiscountCapped,
    deliveryPaise,
    payablePaise: sellingPaise - couponDiscountCapped + deliveryPaise,
  };
}

export interface UploadInput {
  name: string;
  bytes: Uint8Array;
}

/**
 * The fake backend's pharmacy (spec §7 Medicine service, Cart calls), written once for the
 * in-memory port and the local HTTP server so both answer alike. Results are domain
 * values; the server maps them to its wire shapes (fakes/server/pharmacy-wire.ts).
 */
export class FakePharmacyService {
  constructor(
    private readonly backend: FakeBackend,
    private readonly catalogueOf: () => Catalogue = defaultCatalogue,
  ) {}

  private get catalogue(): Catalogue {
    return this.catalogueOf();
  }

  // Catalogue: no sign-in needed.

  search(query: { text: string; page: number; size: number; pincode: string | null }): Result<SearchPage<Medicine>, ApiError> {
    if (!Number.isInteger(query.page) || query.page < 1) return rejected(PHARMACY_ERRORS.page);
    if (!Number.isInteger(query.size) || query.size < 1 || query.size > MAX_SEARCH_PAGE_SIZE) return rejected(PHARMACY_ERRORS.size);
    return Ok(this.catalogue.search(query.text, query.page, query.size, knownPincode(query.pincode)));
  }

  medicine(id: string, pincode: string | null): Result<MedicineDetail, ApiError> {
    const detail = this.catalogue.detail(id, knownPincode(pincode));
    return detail ? Ok(detail) : notFound();
  }

  substitutes(drugId: string, pincode: string | null): Result<Medicine[], ApiError> {
    if (!this.catalogue.entry(drugId)) return notFound();
    return Ok(this.catalogue.substitutes(drugId, knownPincode(pincode)));
  }

  coupons(verticals: readonly string[]): Result<Coupon[], ApiError> {
    const today = indianDay(this.backend.now());
    const wanted = verticals.map((vertical) => vertical.trim().toUpperCase()).filter((vertical) => vertical !== '');
    return Ok(
      demoCoupons(today)
        // Expired coupons are not offered; typed in, they are refused with their date.
        .filter((coupon) => coupon.expiresOn >= today)
        .filter((coupon) => wanted.length === 0 || coupon.verticals.some((vertical) => wanted.includes(vertical)))
        .map(publicCoupon),
    );
  }

  // Signed in from here on.

  mostOrdered(token: string | null): Result<Medicine[], ApiError> {
    return this.signedIn(token, (user, account) => {
      const pincode = this.deliveryPincode(user, account);
      const counts = new Map<string, { quantity: number; last: string }>();
      for (const order of account.orders) {
        for (const line of order.lines) {
          const seen = counts.get(line.productId) ?? { quantity: 0, last: '' };
          counts.set(line.productId, { quantity: seen.quantity + line.quantity, last: order.placedAt > seen.last ? order.placedAt : seen.last });
        }
      }
      const ranked = [...counts.entries()]
        .sort(([, a], [, b]) => b.quantity - a.quantity || b.last.localeCompare(a.last))
        .map(([productId]) => this.catalogue.medicine(productId, pincode))
        .filter((medicine): medicine is Medicine => medicine !== undefined)
        .slice(0, 10);
      // A patient with no orders yet sees what most people buy.
      return Ok(ranked.length > 0 ? ranked : this.catalogue.popular(pincode));
    });
  }

  cart(token: string | null): Result<Cart, ApiError> {
    return this.signedIn(token, (user, account) => Ok(this.cartOf(user, account)));
  }

  addToCart(token: string | null, productId: string, quantity: number): Result<Cart, ApiError> {
    return this.signedIn(token, (user, account) => {
      const checked = checkQuantity(quantity);
      if (!checked.ok) return rejected(checked.message);
      const entry = this.catalogue.entry(productId);
      if (!entry) return rejected(PHARMACY_ERRORS.unknownMedicine);
      let line = user.medicineCart.items.find((item) => item.productId === productId);
      if (!line) {
        // Spec §3: a new line starts at quantity 0; the add below makes it what was asked.
        line = { productId, quantity: 0, isRxRequired: entry.isRxRequired };
        user.medicineCart.items.push(line);
      }
      const total = line.quantity + checked.quantity;
      const allowed = checkQuantity(total);
      if (!allowed.ok) {
        if (line.quantity === 0) user.medicineCart.items = user.medicineCart.items.filter((item) => item !== line);
        return rejected(allowed.message);
      }
      line.quantity = total;
      return Ok(this.cartOf(user, account));
    });
  }

  /** Replaces the lines and the coupon: what POST update cart sends is the whole cart. */
  updateCart(token: string | null, lines: readonly { productId: string; quantity: number }[], couponCode: string | null): Result<Cart, ApiError> {
    return this.signedIn(token, (user, account) => {
      const seen = new Set<string>();
      const items: FakeUser['medicineCart']['items'] = [];
      for (const line of lines) {
        if (seen.has(line.productId)) return rejected(PHARMACY_ERRORS.duplicateLine);
        seen.add(line.productId);
        const entry = this.catalogue.entry(line.productId);
        if (!entry) return rejected(PHARMACY_ERRORS.unknownMedicine);
        if (!Number.isInteger(line.quantity) || line.quantity < 0 || line.quantity > MAX_QUANTITY_PER_LINE) {
          return rejected(PHARMACY_ERRORS.quantityZeroOrMore);
        }
        items.push({ productId: line.productId, quantity: line.quantity, isRxRequired: entry.isRxRequired });
      }
      user.medicineCart.items = items;
      const code = couponCode?.trim().toUpperCase() ?? '';
      if (code === '') {
        user.medicineCart.couponCode = null;
        account.couponReason = null;
      } else {
        const outcome = this.couponOutcome(user, code);
        user.medicineCart.couponCode = outcome.applies ? code : null;
        account.couponReason = outcome.applies ? null : outcome.reason;
      }
      return Ok(this.cartOf(user, account));
    });
  }

  setCartAddress(token: string | null, addressId: string): Result<Cart, ApiError> {
    return this.signedIn(token, (user, account) => {
      if (!account.addresses.some((address) => address.id === addressId)) return notFound();
      // The spec's one "primary cart address": choosing where this cart goes makes it primary.
      for (const address of account.addresses) address.isPrimary = address.id === addressId;
      user.addressId = addressId;
      return Ok(this.cartOf(user, account));
    });
  }

  checkAvailability(token: string | null, pincode: string): Result<{ unavailable: string[] }, ApiError> {
    return this.signedIn(token, (user) => {
      if (!PINCODE.test(pincode)) return rejected(PHARMACY_ERRORS.pincode);
      const unavailable = user.medicineCart.items
        .filter((item) => item.quantity > 0)
        .filter((item) => this.catalogue.medicine(item.productId, pincode)?.available !== true)
        .map((item) => item.productId);
      return Ok({ unavailable });
    });
  }

  addresses(token: string | null): Result<Address[], ApiError> {
    return this.signedIn(token, (_user, account) => Ok(account.addresses.map((address) => ({ ...address }))));
  }

  addAddress(token: string | null, input: unknown): Result<Address, ApiError> {
    return this.signedIn(token, (_user, account) => {
      if (account.addresses.length >= MAX_ADDRESSES) return rejected(PHARMACY_ERRORS.tooManyAddresses);
      const parsed = parseAddress(input);
      if (parsed.isErr()) return parsed;
      const address: Address = { id: this.backend.newId('addr'), ...parsed.value, isPrimary: account.addresses.length === 0 };
      account.addresses.push(address);
      return Ok({ ...address });
    });
  }

  updateAddress(token: string | null, id: string, input: unknown): Result<Address, ApiError> {
    return this.signedIn(token, (_user, account) => {
      const index = account.addresses.findIndex((address) => address.id === id);
      const existing = account.addresses[index];
      if (!existing) return notFound();
      const parsed = parseAddress(input);
      if (parsed.isErr()) return parsed;
      const updated: Address = { id, ...parsed.value, isPrimary: existing.isPrimary };
      account.addresses[index] = updated;
      return Ok({ ...updated });
    });
  }

  deleteAddress(token: string | null, id: string): Result<null, ApiError> {
    return this.signedIn(token, (user, account) => {
      const existing = account.addresses.find((address) => address.id === id);
      if (!existing) return notFound();
      account.addresses = account.addresses.filter((address) => address.id !== id);
      // Orders keep their own copy of the address, so only the cart and the primary flag care.
      const next = account.addresses[0];
      if (existing.isPrimary && next) next.isPrimary = true;
      if (user.addressId === id) user.addressId = existing.isPrimary && next ? next.id : null;
      return Ok(null);
    });
  }

  prescriptions(token: string | null): Result<Prescription[], ApiError> {
    return this.signedIn(token, (_user, account) => Ok(account.prescriptions.map((prescription) => ({ ...prescription }))));
  }

  /** Checks the file by its content (never its name or declared type) and keeps a preview, not the file. */
  uploadPrescription(token: string | null, file: UploadInput): Result<Prescription, ApiError> {
    return this.signedIn(token, (_user, account) => {
      const fileName = file.name.trim();
      if (fileName === '') return rejected(PHARMACY_ERRORS.fileName);
      const checked = checkPrescriptionFile(file.bytes.subarray(0, FILE_SIGNATURE_LENGTH), file.bytes.length);
      if (checked.isErr()) {
        const message = describePrescriptionFileError(checked.error);
        // Too large is a 413, as the server's body limit would answer a file far over it.
        return checked.error.kind === 'file-too-large' ? Err({ kind: 'too-large', message }) : rejected(message);
      }
      if (account.prescriptions.length >= MAX_PRESCRIPTIONS) return rejected(PHARMACY_ERRORS.tooManyPrescriptions);
      const contentType = checked.value;
      const prescription: Prescription = {
        id: this.backend.newId('rx'),
        fileName: fileName.slice(0, 120),
        contentType,
        sizeBytes: file.bytes.length,
        uploadedOn: new Date(this.backend.now()).toISOString(),
        url:
          contentType !== 'application/pdf' && file.bytes.length < PREVIEW_LIMIT_BYTES
            ? `data:${contentType};base64,${toBase64(file.bytes)}`
            : placeholderUrl(fileName, contentType),
      };
      account.prescriptions.push(prescription);
      return Ok({ ...prescription });
    });
  }

  deletePrescription(token: string | null, id: string): Result<null, ApiError> {
    return this.signedIn(token, (_user, account) => {
      if (!account.prescriptions.some((prescription) => prescription.id === id)) return notFound();
      account.prescriptions = account.prescriptions.filter((prescription) => prescription.id !== id);
      return Ok(null);
    });
  }

  /** An order with no lines yet: the pharmacist reads the prescription and builds them. */
  orderByPrescription(token: string | null, request: { prescriptionIds: readonly string[]; addressId: string }): Result<MedicineOrder, ApiError> {
    return this.signedIn(token, (_user, account) => {
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
    return this.signedIn(token, (user, account) => {
      const key = request.idempotencyKey.trim();
      if (key === '') return rejected(PHARMACY_ERRORS.idempotencyKey);
      const earlier = account.orderKeys[key];
      const existing = earlier ? account.orders.find((order) => order.id === earlier) : undefined;
      if (existing) {
        this.advance(existing, account);
        return Ok({ order: publicOrder(existing), paymentOrderId: existing.paymentOrderId ?? '', totalPaise: existing.totals.payablePaise });
      }

      const address = account.addresses.find((candidate) => candidate.id === request.addressId);
      if (!address) return rejected(PHARMACY_ERRORS.noAddress);
      const cart = this.cartOf(user, account, address.pincode);
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
      const paymentOrderId = this.newPaymentOrderId();
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
    return this.withOrder(token, id, (order) => Ok(publicOrder(order)));
  }

  /** Newest first. */
  orders(token: string | null): Result<MedicineOrder[], ApiError> {
    return this.signedIn(token, (_user, account) => {
      for (const order of account.orders) this.advance(order, account);
      return Ok(
        [...account.orders]
          .sort((a, b) => b.placedAt.localeCompare(a.placedAt) || orderNumber(b.id) - orderNumber(a.id))
          .map(publicOrder),
      );
    });
  }

  approveOrder(token: string | null, id: string): Result<MedicineOrder, ApiError> {
    return this.withOrder(token, id, (order) => {
      if (order.state !== 'AWAITING_APPROVAL') return conflict(PHARMACY_ERRORS.nothingToApprove);
      this.enter(order, 'APPROVED', this.backend.now());
      return Ok(publicOrder(order));
    });
  }

  cancelOrder(token: string | null, id: string, reason: string): Result<MedicineOrder, ApiError> {
    return this.withOrder(token, id, (order) => {
      const why = reason.trim();
      if (why === '') return rejected(PHARMACY_ERRORS.cancelReason);
      if (order.state === 'CANCELLED') return conflict(PHARMACY_ERRORS.alreadyCancelled);
      if (!canCancel(order)) return conflict(PHARMACY_ERRORS.notCancellable);
      order.schedule = [];
      order.cancelReason = why.slice(0, 500);
      this.enter(order, 'CANCELLED', this.backend.now());
      return Ok(publicOrder(order));
    });
  }

  /** Marks the order paid once the checkout's signature checks out; the same payment again is a no-op. */
  confirmPayment(token: string | null, orderId: string, payment: { paymentOrderId: string; paymentId: string; signature: string }): Result<MedicineOrder, ApiError> {
    return this.signedIn(token, (_user, account) => {
      const order = account.orders.find((candidate) => candidate.id === orderId);
      if (!order) return notFound();
      this.advance(order, account);
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
      this.advance(order, account);
      return Ok(publicOrder(order));
    });
  }

  // Internals

  /**
   * POST additional-discount mail trigger: e-mails the patient an extra discount on the
   * medicines in their cart, at most once an Indian day, to the profile's e-mail address.
   */
  mailAdditionalDiscount(token: string | null): Result<{ email: string }, ApiError> {
    return this.signedIn(token, (user, account) => {
      const email = user.email?.trim() ?? '';
      if (email === '') return rejected(PHARMACY_ERRORS.discountNeedsEmail);
      if (!user.medicineCart.items.some((item) => item.quantity > 0)) return rejected(PHARMACY_ERRORS.discountNeedsCart);
      const today = indianDay(this.backend.now());
      if (account.discountMailedOn === today) return conflict(PHARMACY_ERRORS.discountAlreadyMailed);
      account.discountMailedOn = today;
      return Ok({ email });
    });
  }

  private signedIn<T>(token: string | null, work: (user: FakeUser, account: FakePharmacyAccount) => Result<T, ApiError>): Result<T, ApiError> {
    return this.backend.userByToken(token).andThen((user) => work(user, this.accountOf(user.id)));
  }

  private withOrder<T>(token: string | null, id: string, work: (order: FakeMedicineOrder) => Result<T, ApiError>): Result<T, ApiError> {
    return this.signedIn(token, (_user, account) => {
      const order = account.orders.find((candidate) => candidate.id === id);
      if (!order) return notFound();
      this.advance(order, account);
      return work(order);
    });
  }

  private accountOf(userId: string): FakePharmacyAccount {
    const accounts = this.backend.state.pharmacy;
    let account = accounts[userId];
    if (!account) {
      account = emptyPharmacyAccount();
      accounts[userId] = account;
    }
    return account;
  }

  /** Where the cart goes: its address, else the primary one, else the profile's pincode. */
  private deliveryPincode(user: FakeUser, account: FakePharmacyAccount): string | null {
    const address = account.addresses.find((candidate) => candidate.id === user.addressId) ?? account.addresses.find((candidate) => candidate.isPrimary);
    return knownPincode(address?.pincode ?? user.pincode);
  }

  /** Whether the coupon `code` applies to this patient's cart now, and what it takes off. */
  private couponOutcome(user: FakeUser, code: string): { applies: true; discountPaise: number } | { applies: false; reason: string } {
    const today = indianDay(this.backend.now());
    const coupon = demoCoupons(today).find((candidate) => candidate.code === code);
    if (!coupon) return { applies: false, reason: PHARMACY_ERRORS.invalidCoupon };
    const check = checkCoupon(coupon, this.sellingTotal(user), today);
    if (!check.applies) return check;
    if (coupon.subscribersOnly && !user.isSubscribedUser) return { applies: false, reason: SUBSCRIBERS_ONLY_REASON };
    return check;
  }

  private sellingTotal(user: FakeUser): number {
    return user.medicineCart.items.reduce((sum, item) => sum + (this.catalogue.entry(item.productId)?.pricePaise ?? 0) * Math.max(0, item.quantity), 0);
  }

  /**
   * The cart as the patient sees it. A stored coupon that no longer applies (the cart fell
   * below its minimum, it expired) is dropped here, with the reason kept for the patient.
   */
  private cartOf(user: FakeUser, account: FakePharmacyAccount, pincodeOverride?: string): Cart {
    const pincode = pincodeOverride ?? this.deliveryPincode(user, account);
    const lines: CartLine[] = [];
    for (const item of user.medicineCart.items) {
      const medicine = this.catalogue.medicine(item.productId, pincode);
      // A medicine the catalogue no longer has cannot be sold: it leaves the cart.
      if (medicine) lines.push({ productId: item.productId, quantity: item.quantity, isRxRequired: medicine.isRxRequired, medicine });
    }
    user.medicineCart.items = user.medicineCart.items.filter((item) => lines.some((line) => line.productId === item.productId));
    let discount = 0;
    const code = user.medicineCart.couponCode;
    if (code !== null) {
      const outcome = this.couponOutcome(user, code);
      if (outcome.applies) {
        discount = outcome.discountPaise;
      } else {
        user.medicineCart.couponCode = null;
        account.couponReason = outcome.reason;
      }
    }
    const totals = cartTotals(
      lines.map((line) => ({ quantity: line.quantity, mrpPaise: line.medicine.mrpPaise, pricePaise: line.medicine.pricePaise })),
      discount,
    );
    return {
      lines,
      couponCode: user.medicineCart.couponCode,
      couponReason: user.medicineCart.couponCode === null ? account.couponReason : null,
      totals,
      addressId: account.addresses.some((address) => address.id === user.addressId) ? user.addressId : null,
    };
  }

  private newPaymentOrderId(): string {
    // Razorpay's look: 'order_' and 14 characters.
    return `order_DEMO${this.backend.newId('p').slice(2).padStart(10, '0')}`;
  }

  private enter(order: FakeMedicineOrder, state: MedicineOrderState, at: number): void {
    order.state = state;
    order.history.push({ state, at: new Date(at).toISOString() });
  }

  /** Moves the order through every scheduled state whose time has come on the backend's clock. */
  private advance(order: FakeMedicineOrder, account: FakePharmacyAccount): void {
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
    const choices = this.catalogue.popular(knownPincode(order.address.pincode), 8);
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

function orderNumber(id: string): number {
  const digits = /(\d+)$/.exec(id);
  return digits ? Number(digits[1]) : 0;
}

function orderLine(line: CartLine): OrderLine {
  return { productId: line.productId, name: line.medicine.name, quantity: line.quantity, pricePaise: line.medicine.pricePaise, mrpPaise: line.medicine.mrpPaise };
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

function publicCoupon(coupon: FakeCoupon): Coupon {
  return {
    code: coupon.code,
    title: coupon.title,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.value,
    maxDiscountPaise: coupon.maxDiscountPaise,
    minCartPaise: coupon.minCartPaise,
    verticals: [...coupon.verticals],
    expiresOn: coupon.expiresOn,
  };
}

/** The address form's own rules (domain/pharmacy/address-form.ts): the server refuses what the form would. */
function parseAddress(input: unknown): Result<Omit<Address, 'id' | 'isPrimary'>, ApiError> {
  const parsed = v.safeParse(AddressFormSchema, input);
  if (!parsed.success) return rejected(parsed.issues[0]?.message ?? 'Check the address');
  return Ok({ ...parsed.output });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** A picture that says what the file is, for PDFs and large photos the demo does not keep. */
function placeholderUrl(fileName: string, contentType: Prescription['contentType']): string {
  const label = contentType === 'application/pdf' ? 'PDF prescription' : 'Prescription photo';
  const safeName = fileName.replace(/[<>&"']/g, '').slice(0, 40);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320">` +
    `<rect width="240" height="320" rx="12" fill="#eef2fb"/><rect x="70" y="60" width="100" height="130" rx="6" fill="#1A4BA1"/>` +
    `<text x="120" y="135" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">Rx</text>` +
    `<text x="120" y="230" font-family="sans-serif" font-size="15" fill="#1A4BA1" text-anchor="middle">${label}</text>` +
    `<text x="120" y="255" font-family="sans-serif" font-size="12" fill="#333" text-anchor="middle">${safeName}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
