import { Err, Ok, type Result } from 'ts-results-es';
import { memberAge, RELATION_LABELS, activeMembers } from '../../domain/family/model';
import type {
  City,
  CollectionSlot,
  CustomPackageQuote,
  DiagnosticCart,
  DiagnosticCartUpdate,
  DiagnosticOrder,
  DiagnosticOrderState,
  DiagnosticPatient,
  DiagnosticReport,
  DiagnosticTotals,
  Lab,
  LabBranch,
  LabBranchDetail,
  LabQuote,
  LabTestDetail,
  LabTestPage,
  LabTestSummary,
  PreferredProductOptions,
  Serviceability,
  SlotBooking,
} from '../../domain/diagnostics/model';
import { CUSTOM_PACKAGE_MAX_TESTS, CUSTOM_PACKAGE_MIN_TESTS, LAB_SEARCH_MIN_LENGTH } from '../../domain/diagnostics/packages';
import { canCancelDiagnostic, canReschedule, cheapestLab, NOT_CANCELLABLE, NOT_RESCHEDULABLE, SLOT_LEAD_MINUTES } from '../../domain/diagnostics/rules';
import { checkCoupon } from '../../domain/pharmacy/coupons';
import type { Address } from '../../domain/pharmacy/model';
import { DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { ApiError } from '../../domain/shared/errors';
import { FILE_SIGNATURE_LENGTH, sniffFileType } from '../../domain/shared/file-type';
import type { FakeBackend } from '../backend';
import { demoCoupons } from '../pharmacy/coupons';
import { normaliseSearchText } from '../search-index';
import { fakePaymentSignature } from '../pharmacy/payment-signature';
import { indianDay } from '../pharmacy/service';
import type { FakeUser } from '../state';
import { cityForPincode, defaultLabCatalogue, type LabCatalogue, type LabCatalogueEntry } from './catalogue';
import { cityCentre, demoBranches, kmBetween, type FakeBranch } from './branches';
import { emptyDiagnosticCart, type FakeDiagnosticOrder, type FakeDiagnosticsAccount, type FakeDiagnosticsStore } from './state';
import { DEMO_CITIES, LABS, type FakeLab } from './tests';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Collection windows run from 6 AM to 6 PM, an hour each; fasting patients take the early ones. */
export const SLOT_HOURS = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
/** Phlebotomists per lab, city and window. */
export const SLOT_CAPACITY = 3;
export const SLOT_DAYS = 7;
export const HOLD_MINUTES = 10;
/** An order not paid within this long is cancelled and its slot freed. */
export const UNPAID_CANCEL_MINUTES = 30;
/** Home collection is charged below this selling total (before the coupon). */
export const FREE_COLLECTION_FROM_PAISE = 50000;
export const COLLECTION_CHARGE_PAISE = 9900;
export const MAX_LIMIT = 50;
export const MAX_REPORT_BYTES = 10 * 1024 * 1024;

/** The demo's pace, in minutes from the slot: quick enough to watch in a sales call. */
export const VISIT_PACE = { assignBeforeStart: 90, collectedAfterStart: 20, atLabAfterEnd: 120 } as const;

export const DIAGNOSTICS_ERRORS = {
  notFound: DATA_NOT_FOUND,
  page: 'page must be a whole number from 1',
  limit: `limit must be a whole number from 1 to ${MAX_LIMIT}`,
  zipcode: 'Please enter a valid 6-digit pincode',
  unknownCity: 'We do not collect samples in this city yet',
  unknownTest: 'This test is no longer offered',
  notInCity: 'This test is not offered in your city',
  cityChange: 'Your cart has tests priced for another city. Empty the cart to book in this one.',
  unknownLab: 'We do not work with this lab',
  labMissing: 'This lab does not do every test in your cart in this city',
  quantity: 'quantity must be 0 (remove) or 1: a test is booked once per visit',
  unknownMember: 'We could not find that family member',
  unknownAddress: 'Choose one of your saved addresses',
  addressCity: 'This address is in another city. Choose an address in the city of your cart.',
  invalidCoupon: 'This coupon code is not valid',
  notForLabTests: 'This coupon is not valid on lab tests',
  slotGone: 'This slot is no longer available. Please choose another one.',
  slotDate: 'Choose a date within the next seven days',
  holdExpired: 'Your slot was held for 10 minutes and has been released. Please choose a slot again.',
  holdLab: 'The slot is with another lab than your cart. Choose a slot of the cart’s lab.',
  emptyCart: 'Your cart is empty',
  idempotencyKey: 'An Idempotency-Key is required to place an order',
  notCancellable: NOT_CANCELLABLE,
  notReschedulable: NOT_RESCHEDULABLE,
  cancelReason: 'Tell us why you are cancelling',
  wrongPaymentOrder: 'This payment belongs to another order',
  badSignature: 'The payment could not be verified',
  alreadyPaid: 'This order is already paid',
  cancelledUnpaid: 'This order was cancelled and cannot be paid',
  fileName: 'The file needs a name',
  fileType: 'Upload a PDF or a photo (JPEG or PNG) of the report.',
  fileSize: 'The report must be 10 MB or smaller',
  coordinates: 'lat and long must be numbers within range',
  partnerOrder: 'This order was booked with the lab partner: cancel it through the partner',
  notPartnerOrder: 'This order was not booked with a lab partner',
  placeNeeded: 'Send a zipcode, or lat and long',
  customPackageSize: `Choose ${CUSTOM_PACKAGE_MIN_TESTS} to ${CUSTOM_PACKAGE_MAX_TESTS} tests for a custom package`,
  customPackagePackage: 'A custom package is made of tests; a package cannot go inside it',
  labSearchQuery: `Type at least ${LAB_SEARCH_MIN_LENGTH} letters of the lab, area or pincode`,
} as const;

/** How far "nearby" reaches, and how many centres it lists. */
export const NEARBY_KM = 15;
export const NEARBY_LIMIT = 20;
const BRANCHES = demoBranches();

function publicBranch(branch: FakeBranch, distanceKm: number | null): LabBranch {
  return {
    id: branch.id,
    lab: { ...branch.lab, accreditations: [...branch.lab.accreditations] },
    name: branch.name,
    address: branch.address,
    city: branch.city,
    pincode: branch.pincode,
    timings: branch.timings,
    distanceKm,
    homeCollection: branch.homeCollection,
  };
}

const rejected = (message: string): Err<ApiError> => Err({ kind: 'rejected', message });
const notFound = (): Err<ApiError> => Err({ kind: 'not-found', message: DIAGNOSTICS_ERRORS.notFound });
const conflict = (message: string): Err<ApiError> => Err({ kind: 'conflict', message });

const PHLEBOTOMISTS = ['Ramesh Kumar', 'Sunita Devi', 'Mohammed Irfan', 'Lakshmi Narayanan', 'Pooja Yadav', 'Anil Thomas'] as const;

function publicLab(lab: FakeLab): Lab {
  return { id: lab.id, name: lab.name, accreditations: [...lab.accreditations] };
}

function slotKey(labId: string, cityId: string, date: string, hour: number): string {
  return `${labId}:${cityId}:${date}:${String(hour).padStart(2, '0')}00`;
}

function parseSlotKey(key: string): { labId: string; cityId: string; date: string; hour: number } | null {
  const match = /^([a-z0-9]+):([a-z]+):(\d{4}-\d{2}-\d{2}):(\d{2})00$/.exec(key);
  if (!match) return null;
  const hour = Number(match[4]);
  if (!(SLOT_HOURS as readonly number[]).includes(hour)) return null;
  return { labId: match[1] as string, cityId: match[2] as string, date: match[3] as string, hour };
}

const iso = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00+05:30`;

function stableNumber(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * The fake backend's diagnostics (spec §7 Diagnostics service, Cart calls), written once for
 * the in-memory port and the local HTTP server so both answer alike.
 */
export class FakeDiagnosticsService {
  constructor(
    private readonly backend: FakeBackend,
    private readonly catalogueOf: () => LabCatalogue = defaultLabCatalogue,
  ) {}

  private get catalogue(): LabCatalogue {
    return this.catalogueOf();
  }

  private get store(): FakeDiagnosticsStore {
    this.backend.state.diagnostics ??= { accounts: {}, taken: {}, holds: {} };
    return this.backend.state.diagnostics;
  }

  // Finding tests

  search(query: { q: string; page: number; limit: number; zipcode: string | null }): Result<LabTestPage, ApiError> {
    if (!Number.isInteger(query.page) || query.page < 1) return rejected(DIAGNOSTICS_ERRORS.page);
    if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > MAX_LIMIT) return rejected(DIAGNOSTICS_ERRORS.limit);
    return Ok(this.catalogue.search(query.q, query.page, query.limit, cityForPincode(query.zipcode)?.id ?? null));
  }

  packages(cityId: string | null): Result<LabTestSummary[], ApiError> {
    if (cityId !== null && !DEMO_CITIES.some((city) => city.id === cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    return Ok(this.catalogue.packages(cityId));
  }

  partnerTests(query: { labId: string; q: string | null; cityId: string | null; page: number; limit: number }): Result<LabTestPage, ApiError> {
    if (!Number.isInteger(query.page) || query.page < 1) return rejected(DIAGNOSTICS_ERRORS.page);
    if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > MAX_LIMIT) return rejected(DIAGNOSTICS_ERRORS.limit);
    const lab = LABS.find((candidate) => candidate.id === query.labId);
    if (!lab) return rejected(DIAGNOSTICS_ERRORS.unknownLab);
    if (query.cityId !== null && !DEMO_CITIES.some((city) => city.id === query.cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    const cityId = query.cityId;
    if (cityId !== null && !lab.cities.includes(cityId)) return Ok({ items: [], page: query.page, limit: query.limit, total: 0 });
    // The search keeps its ranking; the whole ranked list is narrowed to the lab before paging.
    const entries =
      query.q === null
        ? this.catalogue.entries
        : this.catalogue.search(query.q, 1, this.catalogue.size, cityId).items.map((summary) => this.catalogue.entry(summary.id) as LabCatalogueEntry);
    const offered = entries.filter((entry) => entry.prices.has(lab.id));
    const start = (query.page - 1) * query.limit;
    const items = offered.slice(start, start + query.limit).map((entry) => {
      const price = entry.prices.get(lab.id) as { mrpPaise: number; pricePaise: number };
      return { ...this.catalogue.summary(entry, cityId), fromPricePaise: price.pricePaise, mrpPaise: price.mrpPaise, labCount: 1 };
    });
    return Ok({ items, page: query.page, limit: query.limit, total: offered.length });
  }

  customPackage(query: { testIds: string[]; cityId: string }): Result<CustomPackageQuote, ApiError> {
    if (!DEMO_CITIES.some((city) => city.id === query.cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    const ids = [...new Set(query.testIds)];
    if (ids.length < CUSTOM_PACKAGE_MIN_TESTS || ids.length > CUSTOM_PACKAGE_MAX_TESTS) return rejected(DIAGNOSTICS_ERRORS.customPackageSize);
    const entries: LabCatalogueEntry[] = [];
    for (const id of ids) {
      const entry = this.catalogue.entry(id);
      if (!entry) return rejected(DIAGNOSTICS_ERRORS.unknownTest);
      if (entry.kind === 'PACKAGE') return rejected(DIAGNOSTICS_ERRORS.customPackagePackage);
      if (this.catalogue.labsFor(entry, query.cityId).length === 0) return rejected(DIAGNOSTICS_ERRORS.notInCity);
      entries.push(entry);
    }
    const items = entries.map((entry) => ({ itemId: entry.id }));
    return Ok({ tests: entries.map((entry) => this.catalogue.summary(entry, query.cityId)), quotes: this.quotes(items, query.cityId) });
  }

  preferredOptions(testId: string, cityId: string | null): Result<PreferredProductOptions, ApiError> {
    const entry = this.catalogue.entry(testId);
    if (!entry) return notFound();
    if (cityId !== null && !DEMO_CITIES.some((city) => city.id === cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    const accredited = this.catalogue.detail(entry, cityId).prices.filter((price) => price.lab.accreditations.includes('NABL'));
    const packages = this.catalogue.entries
      .filter((candidate) => candidate.kind === 'PACKAGE' && candidate.testIds.includes(entry.id) && this.catalogue.labsFor(candidate, cityId).length > 0)
      .map((candidate) => this.catalogue.summary(candidate, cityId))
      .sort((a, b) => a.fromPricePaise - b.fromPricePaise || a.name.localeCompare(b.name));
    return Ok({ preferredLabId: accredited[0]?.lab.id ?? null, packages });
  }

  cities(): Result<City[], ApiError> {
    return Ok(DEMO_CITIES.map((city) => ({ id: city.id, name: city.name, state: city.state })));
  }

  test(id: string, zipcode: string | null): Result<LabTestDetail, ApiError> {
    const entry = this.catalogue.entry(id);
    if (!entry) return notFound();
    return Ok(this.catalogue.detail(entry, cityForPincode(zipcode)?.id ?? null));
  }

  availability(zipcode: string): Result<Serviceability, ApiError> {
    if (!/^[1-9]\d{5}$/.test(zipcode)) return rejected(DIAGNOSTICS_ERRORS.zipcode);
    const city = cityForPincode(zipcode);
    if (city === null) return Ok({ serviceable: false, city: null });
    return Ok({ serviceable: LABS.some((lab) => lab.cities.includes(city.id)), city: { id: city.id, name: city.name, state: city.state } });
  }

  // Cart

  cart(token: string | null, query: { cityId: string | null; isComparisonNeeded: boolean }): Result<DiagnosticCart, ApiError> {
    return this.signedIn(token, (user, account) => {
      if (query.cityId !== null && account.cart.items.length === 0 && DEMO_CITIES.some((city) => city.id === query.cityId)) account.cart.cityId = query.cityId;
      return Ok(this.cartOf(user, account, query.isComparisonNeeded));
    });
  }

  addToCart(token: string | null, item: { itemId: string; cityId: string; vendor: string | null; from: string | null }): Result<DiagnosticCart, ApiError> {
    return this.signedIn(token, (user, account) => {
      const entry = this.catalogue.entry(item.itemId);
      if (!entry) return rejected(DIAGNOSTICS_ERRORS.unknownTest);
      const city = DEMO_CITIES.find((candidate) => candidate.id === item.cityId);
      if (!city) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
      if (this.catalogue.labsFor(entry, city.id).length === 0) return rejected(DIAGNOSTICS_ERRORS.notInCity);
      const cart = account.cart;
      if (cart.items.length > 0 && cart.cityId !== city.id) return rejected(DIAGNOSTICS_ERRORS.cityChange);
      cart.cityId = city.id;
      if (!cart.items.some((line) => line.itemId === entry.id)) cart.items.push({ itemId: entry.id, from: item.from });
      const vendor = item.vendor ?? cart.labId;
      // A lab that cannot do the whole cart gives way to the cheapest that can.
      cart.labId = vendor !== null && this.labDoesAll(vendor, cart.items, city.id) ? vendor : cheapestLab(this.quotes(cart.items, city.id));
      this.recheckCoupon(user, account);
      return Ok(this.cartOf(user, account, false));
    });
  }

  updateCart(token: string | null, update: DiagnosticCartUpdate): Result<DiagnosticCart, ApiError> {
    return this.signedIn(token, (user, account) => {
      const cart = account.cart;
      if (update.itemId !== undefined) {
        if (update.quantity !== 0 && update.quantity !== 1) return rejected(DIAGNOSTICS_ERRORS.quantity);
        if (!this.catalogue.entry(update.itemId)) return rejected(DIAGNOSTICS_ERRORS.unknownTest);
        if (update.quantity === 0) cart.items = cart.items.filter((line) => line.itemId !== update.itemId);
        else if (!cart.items.some((line) => line.itemId === update.itemId)) cart.items.push({ itemId: update.itemId, from: null });
        if (cart.items.length === 0) {
          cart.labId = null;
          cart.couponCode = null;
        } else if (cart.cityId !== null && (cart.labId === null || !this.labDoesAll(cart.labId, cart.items, cart.cityId))) {
          cart.labId = cheapestLab(this.quotes(cart.items, cart.cityId));
        }
      }
      if (update.familyMemberId !== undefined) {
        if (update.familyMemberId !== null && !this.patientsOf(user).some((patient) => patient.id === update.familyMemberId)) return rejected(DIAGNOSTICS_ERRORS.unknownMember);
        cart.familyMemberId = update.familyMemberId;
      }
      if (update.addressId !== undefined) {
        const address = this.addressOf(user, update.addressId);
        if (!address) return rejected(DIAGNOSTICS_ERRORS.unknownAddress);
        const city = cityForPincode(address.pincode);
        if (cart.items.length > 0 && cart.cityId !== null && city?.id !== cart.cityId) return rejected(DIAGNOSTICS_ERRORS.addressCity);
        cart.addressId = address.id;
        cart.pincode = address.pincode;
      }
      if (update.isHomeCollection !== undefined) cart.isHomeCollection = update.isHomeCollection;
      if (update.cityId !== undefined && cart.items.length === 0) {
        if (!DEMO_CITIES.some((city) => city.id === update.cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
        cart.cityId = update.cityId;
      }
      if (update.selectedPartner !== undefined) {
        const switched = this.selectLab(cart.items, cart.cityId, update.selectedPartner);
        if (switched.isErr()) return switched;
        cart.labId = switched.value;
      }
      if (update.isRemoveCoupon === true) {
        cart.couponCode = null;
        cart.couponReason = null;
      } else if (update.couponCode !== undefined) {
        cart.couponCode = update.couponCode.trim().toUpperCase();
        this.recheckCoupon(user, account);
      }
      return Ok(this.cartOf(user, account, false));
    });
  }

  replacePreferred(token: string | null, request: { labId: string; cityId: string }): Result<DiagnosticCart, ApiError> {
    return this.signedIn(token, (user, account) => {
      const cart = account.cart;
      if (cart.items.length > 0 && cart.cityId !== request.cityId) return rejected(DIAGNOSTICS_ERRORS.cityChange);
      const switched = this.selectLab(cart.items, request.cityId, request.labId);
      if (switched.isErr()) return switched;
      cart.labId = switched.value;
      cart.cityId = request.cityId;
      this.recheckCoupon(user, account);
      return Ok(this.cartOf(user, account, false));
    });
  }

  familyMembers(token: string | null): Result<DiagnosticPatient[], ApiError> {
    return this.signedIn(token, (user) => Ok(this.patientsOf(user)));
  }

  // Home collection

  slots(token: string | null, query: { labId: string; pincode: string; date: string }): Result<CollectionSlot[], ApiError> {
    return this.signedIn(token, () => {
      const lab = LABS.find((candidate) => candidate.id === query.labId);
      if (!lab) return rejected(DIAGNOSTICS_ERRORS.unknownLab);
      const city = cityForPincode(query.pincode);
      if (city === null) return rejected(DIAGNOSTICS_ERRORS.zipcode);
      if (!lab.cities.includes(city.id)) return Ok([]);
      if (!this.bookableDates().includes(query.date)) return rejected(DIAGNOSTICS_ERRORS.slotDate);
      this.releaseLapsedHolds();
      return Ok(SLOT_HOURS.map((hour) => this.slotAt(slotKey(lab.id, city.id, query.date, hour))).filter((slot): slot is CollectionSlot => slot !== null));
    });
  }

  bookSlot(token: string | null, request: { labId: string; slotId: string; pincode: string }): Result<SlotBooking, ApiError> {
    return this.signedIn(token, (user) => {
      this.releaseLapsedHolds();
      const parsed = parseSlotKey(request.slotId);
      const city = cityForPincode(request.pincode);
      if (parsed === null || parsed.labId !== request.labId || city === null || parsed.cityId !== city.id) return rejected(DIAGNOSTICS_ERRORS.slotGone);
      const slot = this.slotAt(request.slotId);
      if (slot === null || !slot.available) return conflict(DIAGNOSTICS_ERRORS.slotGone);
      // One hold per patient: choosing again releases the slot chosen before.
      for (const [id, hold] of Object.entries(this.store.holds)) {
        if (hold.userId === user.id && hold.orderId === null) this.release(id);
      }
      const id = this.backend.newId('hold').replace('-', '');
      const heldUntil = this.backend.now() + HOLD_MINUTES * MINUTE;
      this.store.holds[id] = { userId: user.id, labId: parsed.labId, cityId: parsed.cityId, slotKey: request.slotId, heldUntil, orderId: null };
      this.store.taken[request.slotId] = (this.store.taken[request.slotId] ?? 0) + 1;
      return Ok({ id, slot: { ...slot, available: (this.slotAt(request.slotId)?.available ?? false) }, heldUntil: new Date(heldUntil).toISOString() });
    });
  }

  // Orders

  createOrder(token: string | null, request: { bookingId: string; addressId: string; idempotencyKey: string }): Result<{ order: DiagnosticOrder; paymentOrderId: string; totalPaise: number }, ApiError> {
    return this.signedIn(token, (user, account) => {
      if (request.idempotencyKey.trim() === '') return rejected(DIAGNOSTICS_ERRORS.idempotencyKey);
      const existingId = account.orderKeys[request.idempotencyKey];
      const existing = existingId ? account.orders.find((order) => order.id === existingId) : undefined;
      if (existing) {
        this.advance(existing);
        return Ok({ order: publicOrder(existing), paymentOrderId: existing.paymentOrderId ?? '', totalPaise: existing.totals.payablePaise });
      }
      this.releaseLapsedHolds();
      const hold = this.store.holds[request.bookingId];
      if (!hold || hold.userId !== user.id || hold.orderId !== null) return conflict(DIAGNOSTICS_ERRORS.holdExpired);
      const cart = account.cart;
      if (cart.items.length === 0) return rejected(DIAGNOSTICS_ERRORS.emptyCart);
      if (hold.labId !== cart.labId || hold.cityId !== cart.cityId) return rejected(DIAGNOSTICS_ERRORS.holdLab);
      const address = this.addressOf(user, request.addressId);
      if (!address) return rejected(DIAGNOSTICS_ERRORS.unknownAddress);
      if (cityForPincode(address.pincode)?.id !== cart.cityId) return rejected(DIAGNOSTICS_ERRORS.addressCity);
      const view = this.cartOf(user, account, false);
      const lab = LABS.find((candidate) => candidate.id === hold.labId) as FakeLab;
      const slot = this.slotAt(hold.slotKey) as CollectionSlot;
      const patient = this.patientsOf(user).find((candidate) => candidate.id === cart.familyMemberId) ?? (this.patientsOf(user)[0] as DiagnosticPatient);
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
    return this.withOrder(token, orderId, (order, account) => {
      if (order.paid) return rejected(DIAGNOSTICS_ERRORS.alreadyPaid);
      if (order.state === 'CANCELLED') return rejected(DIAGNOSTICS_ERRORS.cancelledUnpaid);
      if (order.paymentOrderId === null || payment.paymentOrderId !== order.paymentOrderId) return rejected(DIAGNOSTICS_ERRORS.wrongPaymentOrder);
      if (payment.signature !== fakePaymentSignature(payment.paymentOrderId, payment.paymentId)) return rejected(DIAGNOSTICS_ERRORS.badSignature);
      order.paid = true;
      const record = account.payments[payment.paymentOrderId];
      if (record) record.paymentId = payment.paymentId;
      this.enter(order, 'BOOKED', this.backend.now());
      order.schedule = this.visitSchedule(order, this.backend.now());
      this.advance(order);
      return Ok(publicOrder(order));
    });
  }

  order(token: string | null, id: string): Result<DiagnosticOrder, ApiError> {
    return this.withOrder(token, id, (order) => Ok(publicOrder(order)));
  }

  orders(token: string | null): Result<DiagnosticOrder[], ApiError> {
    return this.signedIn(token, (_user, account) => {
      for (const order of account.orders) this.advance(order);
      return Ok(account.orders.map(publicOrder));
    });
  }

  reschedule(token: string | null, id: string, slotId: string): Result<DiagnosticOrder, ApiError> {
    return this.withOrder(token, id, (order) => {
      if (!canReschedule(order, new Date(this.backend.now()))) return rejected(DIAGNOSTICS_ERRORS.notReschedulable);
      const parsed = parseSlotKey(slotId);
      if (parsed === null || parsed.labId !== order.lab.id || parsed.cityId !== order.cityId) return rejected(DIAGNOSTICS_ERRORS.slotGone);
      if (slotId === order.slotKey) return Ok(publicOrder(order));
      const slot = this.slotAt(slotId);
      if (slot === null || !slot.available) return conflict(DIAGNOSTICS_ERRORS.slotGone);
      this.free(order.slotKey);
      this.store.taken[slotId] = (this.store.taken[slotId] ?? 0) + 1;
      order.slotKey = slotId;
      order.slot = { ...slot, available: false };
      order.schedule = this.visitSchedule(order, this.backend.now());
      return Ok(publicOrder(order));
    });
  }

  /** POST cancel order for our own bookings; `viaPartner` is the partner's own call (GET cancel order for that partner). */
  cancel(token: string | null, id: string, reason: string, viaPartner = false): Result<DiagnosticOrder, ApiError> {
    return this.withOrder(token, id, (order) => {
      if (order.bookedWithPartner !== viaPartner) return rejected(viaPartner ? DIAGNOSTICS_ERRORS.notPartnerOrder : DIAGNOSTICS_ERRORS.partnerOrder);
      if (order.state === 'CANCELLED' || !canCancelDiagnostic(order)) return rejected(DIAGNOSTICS_ERRORS.notCancellable);
      const why = reason.trim();
      if (why === '') return rejected(DIAGNOSTICS_ERRORS.cancelReason);
      this.cancelNow(order, why.slice(0, 300));
      return Ok(publicOrder(order));
    });
  }

  // Labs lookup

  nearbyLabs(query: { zipcode: string | null; lat: number | null; long: number | null }): Result<LabBranch[], ApiError> {
    const hasPoint = query.lat !== null && query.long !== null;
    if (hasPoint && (!Number.isFinite(query.lat) || !Number.isFinite(query.long) || Math.abs(query.lat as number) > 90 || Math.abs(query.long as number) > 180)) {
      return rejected(DIAGNOSTICS_ERRORS.coordinates);
    }
    if (!hasPoint && query.zipcode === null) return rejected(DIAGNOSTICS_ERRORS.placeNeeded);
    if (!hasPoint && !/^[1-9]\d{5}$/.test(query.zipcode ?? '')) return rejected(DIAGNOSTICS_ERRORS.zipcode);
    const city = hasPoint ? null : cityForPincode(query.zipcode);
    const from = hasPoint ? { latitude: query.lat as number, longitude: query.long as number } : city === null ? null : cityCentre(city.name);
    if (from === null) return Ok([]);
    return Ok(
      BRANCHES.map((branch) => publicBranch(branch, kmBetween(from, branch.at)))
        .filter((branch) => (branch.distanceKm ?? Infinity) <= NEARBY_KM)
        .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.name.localeCompare(b.name))
        .slice(0, NEARBY_LIMIT),
    );
  }

  searchLabs(query: { q: string; cityId: string | null }): Result<LabBranch[], ApiError> {
    const words = normaliseSearchText(query.q).split(' ').filter((word) => word !== '');
    if (words.join(' ').length < LAB_SEARCH_MIN_LENGTH) return rejected(DIAGNOSTICS_ERRORS.labSearchQuery);
    if (query.cityId !== null && !DEMO_CITIES.some((city) => city.id === query.cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    return Ok(
      BRANCHES.filter((branch) => query.cityId === null || branch.cityId === query.cityId)
        .filter((branch) => {
          const tokens = normaliseSearchText(`${branch.lab.name} ${branch.name} ${branch.address} ${branch.city} ${branch.pincode}`).split(' ');
          return words.every((word) => tokens.some((token) => token.startsWith(word)));
        })
        .map((branch) => publicBranch(branch, null))
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, NEARBY_LIMIT),
    );
  }

  labBranches(cityId: string): Result<LabBranch[], ApiError> {
    if (!DEMO_CITIES.some((city) => city.id === cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    return Ok(BRANCHES.filter((branch) => branch.cityId === cityId).map((branch) => publicBranch(branch, null)));
  }

  labBranch(id: string): Result<LabBranchDetail, ApiError> {
    const branch = BRANCHES.find((candidate) => candidate.id === id);
    if (!branch) return notFound();
    // A centre lists the everyday tests and packages, not the specialised generated ones (LT1000 on).
    const tests = this.catalogue.entries
      .filter((entry) => !entry.id.startsWith('LT1') && entry.prices.has(branch.lab.id))
      .map((entry) => {
        const price = entry.prices.get(branch.lab.id) as { mrpPaise: number; pricePaise: number };
        return { ...this.catalogue.summary(entry, branch.cityId), fromPricePaise: price.pricePaise, mrpPaise: price.mrpPaise, labCount: 1 };
      });
    return Ok({ ...publicBranch(branch, null), tests });
  }

  uploadReport(token: string | null, file: { name: string; bytes: Uint8Array }): Result<DiagnosticReport, ApiError> {
    return this.signedIn(token, (_user, account) => {
      const fileName = file.name.trim();
      if (fileName === '') return rejected(DIAGNOSTICS_ERRORS.fileName);
      if (file.bytes.length > MAX_REPORT_BYTES) return Err({ kind: 'too-large', message: DIAGNOSTICS_ERRORS.fileSize });
      const type = sniffFileType(file.bytes.subarray(0, FILE_SIGNATURE_LENGTH));
      if (type === null) return rejected(DIAGNOSTICS_ERRORS.fileType);
      const report: DiagnosticReport = { fileName: fileName.slice(0, 120), contentType: type, url: `data:${type};base64,${toBase64(file.bytes)}` };
      account.uploads.push(report);
      return Ok({ ...report });
    });
  }

  // Internals

  private signedIn<T>(token: string | null, work: (user: FakeUser, account: FakeDiagnosticsAccount) => Result<T, ApiError>): Result<T, ApiError> {
    return this.backend.userByToken(token).andThen((user) => work(user, this.accountOf(user)));
  }

  private withOrder<T>(token: string | null, id: string, work: (order: FakeDiagnosticOrder, account: FakeDiagnosticsAccount) => Result<T, ApiError>): Result<T, ApiError> {
    return this.signedIn(token, (_user, account) => {
      const order = account.orders.find((candidate) => candidate.id === id);
      if (!order) return notFound();
      this.advance(order);
      return work(order, account);
    });
  }

  private accountOf(user: FakeUser): FakeDiagnosticsAccount {
    let account = this.store.accounts[user.id];
    if (!account) {
      account = { cart: emptyDiagnosticCart(), orders: [], orderKeys: {}, payments: {}, uploads: [] };
      this.store.accounts[user.id] = account;
      this.seedDemo(user, account);
    }
    return account;
  }

  /** The patient first, then their active family members (the family area's records). */
  private patientsOf(user: FakeUser): DiagnosticPatient[] {
    const today = new Date(this.backend.now());
    const self: DiagnosticPatient = {
      id: null,
      name: `${user.firstName} ${user.lastName}`.trim(),
      relation: 'Self',
      age: user.dateOfBirth ? memberAge({ dateOfBirth: user.dateOfBirth }, today) : null,
      gender: user.gender,
    };
    const members = activeMembers(this.backend.state.family?.[user.id]?.members ?? []);
    return [self, ...members.map((member) => ({ id: member.id, name: member.name, relation: RELATION_LABELS[member.relation], age: memberAge(member, today), gender: member.gender }))];
  }

  private addressOf(user: FakeUser, id: string): Address | undefined {
    return this.backend.state.pharmacy[user.id]?.addresses.find((address) => address.id === id);
  }

  private entriesOf(items: readonly { itemId: string }[]): LabCatalogueEntry[] {
    return items.map((item) => this.catalogue.entry(item.itemId)).filter((entry): entry is LabCatalogueEntry => entry !== undefined);
  }

  private quotes(items: readonly { itemId: string }[], cityId: string): LabQuote[] {
    const entries = this.entriesOf(items);
    return LABS.filter((lab) => lab.cities.includes(cityId)).map((lab) => {
      let mrpPaise = 0;
      let pricePaise = 0;
      const missingItemIds: string[] = [];
      for (const entry of entries) {
        const price = entry.prices.get(lab.id);
        if (price === undefined) missingItemIds.push(entry.id);
        else {
          mrpPaise += price.mrpPaise;
          pricePaise += price.pricePaise;
        }
      }
      return { lab: publicLab(lab), mrpPaise, pricePaise, missingItemIds };
    });
  }

  private labDoesAll(labId: string, items: readonly { itemId: string }[], cityId: string): boolean {
    const lab = LABS.find((candidate) => candidate.id === labId);
    return lab !== undefined && lab.cities.includes(cityId) && this.entriesOf(items).every((entry) => entry.prices.has(labId));
  }

  private selectLab(items: readonly { itemId: string }[], cityId: string | null, labId: string): Result<string, ApiError> {
    const lab = LABS.find((candidate) => candidate.id === labId);
    if (!lab) return rejected(DIAGNOSTICS_ERRORS.unknownLab);
    if (cityId === null || !DEMO_CITIES.some((city) => city.id === cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    if (!this.labDoesAll(labId, items, cityId)) return rejected(DIAGNOSTICS_ERRORS.labMissing);
    return Ok(labId);
  }

  private sellingPaise(account: FakeDiagnosticsAccount): number {
    const cart = account.cart;
    if (cart.labId === null) return 0;
    return this.entriesOf(cart.items).reduce((sum, entry) => sum + (entry.prices.get(cart.labId as string)?.pricePaise ?? 0), 0);
  }

  /** Applies the cart's coupon again (the cart changed); a coupon that no longer applies is dropped with its reason. */
  private recheckCoupon(_user: FakeUser, account: FakeDiagnosticsAccount): void {
    const code = account.cart.couponCode;
    if (code === null) return;
    const outcome = this.couponOutcome(code, this.sellingPaise(account));
    if (!outcome.applies) {
      account.cart.couponCode = null;
      account.cart.couponReason = outcome.reason;
    } else {
      account.cart.couponReason = null;
    }
  }

  private couponOutcome(code: string, sellingPaise: number): { applies: true; discountPaise: number } | { applies: false; reason: string } {
    const today = indianDay(this.backend.now());
    const coupon = demoCoupons(today).find((candidate) => candidate.code === code);
    if (!coupon) return { applies: false, reason: DIAGNOSTICS_ERRORS.invalidCoupon };
    if (coupon.verticals.length > 0 && !coupon.verticals.includes('DIAGNOSTICS')) return { applies: false, reason: DIAGNOSTICS_ERRORS.notForLabTests };
    return checkCoupon(coupon, sellingPaise, today, 'DIAGNOSTICS');
  }

  private cartOf(_user: FakeUser, account: FakeDiagnosticsAccount, compare: boolean): DiagnosticCart {
    const cart = account.cart;
    const city = DEMO_CITIES.find((candidate) => candidate.id === cart.cityId) ?? null;
    const lab = LABS.find((candidate) => candidate.id === cart.labId) ?? null;
    const items = this.entriesOf(cart.items).map((entry) => {
      const price = lab === null ? undefined : entry.prices.get(lab.id);
      return {
        itemId: entry.id,
        itemName: entry.name,
        cityId: cart.cityId ?? '',
        vendor: lab?.id ?? '',
        from: cart.items.find((line) => line.itemId === entry.id)?.from ?? null,
        labData: lab !== null && price !== undefined ? { labName: lab.name, mrpPaise: price.mrpPaise, pricePaise: price.pricePaise } : null,
      };
    });
    const mrpPaise = items.reduce((sum, item) => sum + (item.labData?.mrpPaise ?? 0), 0);
    const sellingPaise = items.reduce((sum, item) => sum + (item.labData?.pricePaise ?? 0), 0);
    const coupon = cart.couponCode === null ? null : this.couponOutcome(cart.couponCode, sellingPaise);
    const couponDiscountPaise = coupon?.applies ? coupon.discountPaise : 0;
    const homeCollectionPaise = items.length === 0 || sellingPaise >= FREE_COLLECTION_FROM_PAISE ? 0 : COLLECTION_CHARGE_PAISE;
    const totals: DiagnosticTotals = {
      mrpPaise,
      discountPaise: mrpPaise - sellingPaise,
      couponDiscountPaise,
      homeCollectionPaise,
      payablePaise: sellingPaise - couponDiscountPaise + homeCollectionPaise,
    };
    return {
      items,
      cityId: city?.id ?? null,
      cityName: city?.name ?? null,
      labId: lab?.id ?? null,
      familyMemberId: cart.familyMemberId,
      addressId: cart.addressId,
      pincode: cart.pincode,
      couponCode: coupon?.applies ? cart.couponCode : null,
      couponReason: cart.couponReason,
      totals,
      comparison: compare && city !== null && cart.items.length > 0 ? this.quotes(cart.items, city.id) : [],
    };
  }

  /** The seven Indian days from today. */
  private bookableDates(): string[] {
    const today = Date.parse(`${indianDay(this.backend.now())}T00:00:00Z`);
    return Array.from({ length: SLOT_DAYS }, (_, index) => new Date(today + index * 24 * HOUR).toISOString().slice(0, 10));
  }

  /**
   * A slot as it stands: other patients' visits (a fixed number per slot, more in the early
   * fasting hours) plus those booked through the fake, against SLOT_CAPACITY phlebotomists.
   * Past and too-soon slots are never available.
   */
  private slotAt(key: string): CollectionSlot | null {
    const parsed = parseSlotKey(key);
    if (parsed === null || !this.bookableDates().includes(parsed.date)) return null;
    const others = Math.min(SLOT_CAPACITY, (stableNumber(key) % 3) + (parsed.hour < 9 ? 1 : 0));
    const startsAt = iso(parsed.date, parsed.hour);
    const soonEnough = Date.parse(startsAt) - this.backend.now() >= SLOT_LEAD_MINUTES * MINUTE;
    return {
      id: key,
      labId: parsed.labId,
      date: parsed.date,
      startsAt,
      endsAt: iso(parsed.date, parsed.hour + 1),
      available: soonEnough && others + (this.store.taken[key] ?? 0) < SLOT_CAPACITY,
    };
  }

  private release(holdId: string): void {
    const hold = this.store.holds[holdId];
    if (!hold) return;
    delete this.store.holds[holdId];
    if (hold.orderId === null) this.free(hold.slotKey);
  }

  private free(key: string): void {
    const taken = (this.store.taken[key] ?? 0) - 1;
    if (taken > 0) this.store.taken[key] = taken;
    else delete this.store.taken[key];
  }

  private releaseLapsedHolds(): void {
    const now = this.backend.now();
    for (const [id, hold] of Object.entries(this.store.holds)) {
      if (hold.orderId === null && hold.heldUntil <= now) this.release(id);
    }
  }

  private visitSchedule(order: FakeDiagnosticOrder, now: number): { state: DiagnosticOrderState; at: number }[] {
    const start = Date.parse(order.slot.startsAt);
    const end = Date.parse(order.slot.endsAt);
    const turnaround = Math.max(12, ...order.items.map((item) => this.catalogue.entry(item.itemId)?.turnaroundHours ?? 24));
    const atLab = end + VISIT_PACE.atLabAfterEnd * MINUTE;
    const steps: { state: DiagnosticOrderState; at: number }[] = [
      { state: 'PHLEBOTOMIST_ASSIGNED', at: Math.max(now + 5 * MINUTE, start - VISIT_PACE.assignBeforeStart * MINUTE) },
      { state: 'SAMPLE_COLLECTED', at: start + VISIT_PACE.collectedAfterStart * MINUTE },
      { state: 'SAMPLE_AT_LAB', at: atLab },
      { state: 'REPORT_READY', at: atLab + turnaround * HOUR },
    ];
    const reached = new Set(order.history.map((entry) => entry.state));
    return steps.filter((step) => !(step.state === 'PHLEBOTOMIST_ASSIGNED' && reached.has(step.state)));
  }

  private enter(order: FakeDiagnosticOrder, state: DiagnosticOrderState, at: number): void {
    order.state = state;
    order.history.push({ state, at: new Date(at).toISOString() });
    if (state === 'PHLEBOTOMIST_ASSIGNED') order.phlebotomist = PHLEBOTOMISTS[stableNumber(order.id) % PHLEBOTOMISTS.length] as string;
    if (state === 'REPORT_READY') order.report = demoReport(order);
  }

  private cancelNow(order: FakeDiagnosticOrder, reason: string, at = this.backend.now()): void {
    this.enter(order, 'CANCELLED', at);
    order.cancelReason = reason;
    order.schedule = [];
    this.free(order.slotKey);
  }

  /** Moves the order through every scheduled state whose time has come on the backend's clock. */
  private advance(order: FakeDiagnosticOrder): void {
    const now = this.backend.now();
    while (order.schedule.length > 0 && (order.schedule[0]?.at ?? Infinity) <= now) {
      const step = order.schedule.shift() as { state: DiagnosticOrderState; at: number };
      if (step.state === 'CANCELLED') this.cancelNow(order, 'Payment was not received in time', step.at);
      else this.enter(order, step.state, step.at);
    }
  }

  /**
   * The demo accounts' lab history: Priya had the advanced full body checkup three weeks ago
   * (report ready) and has booked her mother's diabetes package for tomorrow morning, which
   * moves through its states as the demo's clock runs.
   */
  private seedDemo(user: FakeUser, account: FakeDiagnosticsAccount): void {
    if (user.id !== 'u-1') return;
    const address = this.backend.state.pharmacy[user.id]?.addresses.find((candidate) => candidate.isPrimary);
    const city = address ? cityForPincode(address.pincode) : null;
    if (!address || city === null) return;
    const now = this.backend.now();
    const today = indianDay(now);
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 24 * HOUR).toISOString().slice(0, 10);
    const patients = this.patientsOf(user);
    const mother = patients.find((patient) => patient.relation === RELATION_LABELS.MOTHER) ?? (patients[0] as DiagnosticPatient);
    const lab = LABS.find((candidate) => candidate.id === 'lalpath') as FakeLab;
    const make = (id: string, packageId: string, for_: DiagnosticPatient, date: string, hour: number, placedAt: number): FakeDiagnosticOrder => {
      const entry = this.catalogue.entry(packageId) as LabCatalogueEntry;
      const price = entry.prices.get(lab.id) ?? { mrpPaise: 0, pricePaise: 0 };
      const key = slotKey(lab.id, city.id, date, hour);
      return {
        id,
        state: 'PAYMENT_PENDING',
        history: [
          { state: 'PAYMENT_PENDING', at: new Date(placedAt).toISOString() },
          { state: 'BOOKED', at: new Date(placedAt + MINUTE).toISOString() },
        ],
        items: [{ itemId: entry.id, name: entry.name, mrpPaise: price.mrpPaise, pricePaise: price.pricePaise }],
        lab: publicLab(lab),
        patient: for_,
        address: { ...address },
        slot: { id: key, labId: lab.id, date, startsAt: iso(date, hour), endsAt: iso(date, hour + 1), available: false },
        totals: { mrpPaise: price.mrpPaise, discountPaise: price.mrpPaise - price.pricePaise, couponDiscountPaise: 0, homeCollectionPaise: 0, payablePaise: price.pricePaise },
        paymentOrderId: `order_DEMO${id}`,
        paid: true,
        placedAt: new Date(placedAt).toISOString(),
        cancelReason: null,
        phlebotomist: null,
        report: null,
        bookedWithPartner: false,
        cityId: city.id,
        slotKey: key,
        schedule: [],
      };
    };
    const past = make('DO9001', 'PK0002', patients[0] as DiagnosticPatient, day(-21), 7, now - 23 * 24 * HOUR);
    past.state = 'BOOKED';
    past.schedule = this.visitSchedule(past, now - 23 * 24 * HOUR);
    this.advance(past);
    const upcoming = make('DO9002', 'PK0003', mother, day(1), 7, now - 2 * HOUR);
    upcoming.state = 'BOOKED';
    upcoming.schedule = this.visitSchedule(upcoming, now);
    account.orders.push(past, upcoming);
  }
}

/** The stored order without the fake's bookkeeping. */
export function publicOrder(order: FakeDiagnosticOrder): DiagnosticOrder {
  return {
    id: order.id,
    state: order.state,
    history: order.history.map((entry) => ({ ...entry })),
    items: order.items.map((item) => ({ ...item })),
    lab: { ...order.lab, accreditations: [...order.lab.accreditations] },
    patient: { ...order.patient },
    address: { ...order.address },
    slot: { ...order.slot },
    totals: { ...order.totals },
    paymentOrderId: order.paymentOrderId,
    paid: order.paid,
    placedAt: order.placedAt,
    cancelReason: order.cancelReason,
    phlebotomist: order.phlebotomist,
    report: order.report === null ? null : { ...order.report },
    bookedWithPartner: order.bookedWithPartner,
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** A one-page PDF report of the order's tests: enough for "Open report" to show something real. */
function demoReport(order: FakeDiagnosticOrder): DiagnosticReport {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const lines = [`${order.lab.name} - Test report`, `Patient: ${order.patient.name}`, `Order ${order.id}, sample of ${order.slot.date}`, ...order.items.map((item) => `${item.name}: within reference range`)];
  const text = lines.map((line, index) => `BT /F1 12 Tf 50 ${780 - index * 20} Td (${escape(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { fileName: `${order.id}-report.pdf`, contentType: 'application/pdf', url: `data:application/pdf;base64,${btoa(pdf)}` };
}
