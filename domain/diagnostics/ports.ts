import type { ApiResult } from '../shared/errors';
import type {
  City,
  CollectionSlot,
  CustomPackageQuote,
  DiagnosticCart,
  DiagnosticCartUpdate,
  DiagnosticOrder,
  DiagnosticPatient,
  DiagnosticReport,
  LabBranch,
  LabBranchDetail,
  LabTestDetail,
  LabTestPage,
  LabTestSummary,
  PreferredProductOptions,
  Serviceability,
  SlotBooking,
} from './model';

/** The diagnostics area of the API (spec §7 Diagnostics service, Cart calls). */
export interface DiagnosticsApi {
  /** GET lab test search: page, limit, q and the zipcode kept in local storage. */
  search(query: { q: string; page: number; limit: number; zipcode: string | null }): ApiResult<LabTestPage>;
  /** GET packages: the health packages of a city. */
  packages(cityId: string | null): ApiResult<LabTestSummary[]>;
  /** GET partner tests: what one partner lab offers (in the city, when given), at that lab's price. */
  partnerTests(query: { labId: string; cityId: string | null; page: number; limit: number }): ApiResult<LabTestPage>;
  /** GET search partner tests: the lab test search within one partner lab's tests. */
  searchPartnerTests(query: { labId: string; q: string; cityId: string | null; page: number; limit: number }): ApiResult<LabTestPage>;
  /** GET custom packages: the chosen tests priced together at every partner lab of the city. */
  customPackage(query: { testIds: string[]; cityId: string }): ApiResult<CustomPackageQuote>;
  /** GET preferred product options of a test: the suggested lab and the packages holding it. */
  preferredOptions(testId: string, cityId: string | null): ApiResult<PreferredProductOptions>;
  /** GET cities */
  cities(): ApiResult<City[]>;
  /** GET product detail/{id}, priced in the zipcode's city. */
  test(id: string, zipcode: string | null): ApiResult<LabTestDetail>;
  /** GET availability check: zipcode, lat, long. */
  availability(query: { zipcode: string; lat: number | null; long: number | null }): ApiResult<Serviceability>;

  /** GET cart, with isComparisonNeeded=true and city_id for the lab comparison. */
  cart(query: { cityId: string | null; isComparisonNeeded: boolean }): ApiResult<DiagnosticCart>;
  /** POST add to the diagnostics cart. */
  addToCart(item: { itemId: string; itemName: string; cityId: string; vendor: string | null; from: string | null }): ApiResult<DiagnosticCart>;
  /** POST update the diagnostics cart. */
  updateCart(update: DiagnosticCartUpdate): ApiResult<DiagnosticCart>;
  /** POST replace preferred: the cart moves to another partner lab. */
  replacePreferred(request: { labId: string; cityId: string }): ApiResult<DiagnosticCart>;
  /** GET family members for diagnostics: the patient first, then the family. */
  familyMembers(): ApiResult<DiagnosticPatient[]>;

  /** POST serviceability for a home-collection partner on a date: the lab's slots that day. */
  slots(query: { labId: string; pincode: string; date: string }): ApiResult<CollectionSlot[]>;
  /** POST book slots: holds a slot; a slot taken meanwhile is a 409. */
  bookSlot(request: { labId: string; slotId: string; pincode: string }): ApiResult<SlotBooking>;
  /** POST create diagnostic order from the cart and a held slot; safe to retry with the same key. */
  createOrder(request: { bookingId: string; addressId: string; idempotencyKey: string }): ApiResult<{ order: DiagnosticOrder; paymentOrderId: string; totalPaise: number }>;
  /** Payment confirmation of an order, after the checkout reports success. */
  confirmPayment(orderId: string, payment: { paymentOrderId: string; paymentId: string; signature: string }): ApiResult<DiagnosticOrder>;
  /** GET order/{id} */
  order(id: string): ApiResult<DiagnosticOrder>;
  /** The patient's diagnostic orders (the diagnostics tab of My Orders). */
  orders(): ApiResult<DiagnosticOrder[]>;
  /** POST check order status: the order as the lab partner knows it now. */
  checkStatus(id: string): ApiResult<DiagnosticOrder>;
  /** POST reschedule slot/{id}: to another available slot of the same lab. */
  reschedule(id: string, slotId: string): ApiResult<DiagnosticOrder>;
  /** POST cancel order, with the patient's reason. */
  cancel(id: string, reason: string): ApiResult<DiagnosticOrder>;
  /** GET cancel order for that partner: an order booked in the partner lab's own system. */
  cancelWithPartner(id: string, reason: string): ApiResult<DiagnosticOrder>;
  /** POST nearby labs: collection centres nearest the place (coordinates, else the zipcode's area). */
  nearbyLabs(query: { zipcode: string | null; lat: number | null; long: number | null }): ApiResult<LabBranch[]>;
  /** POST lab search: centres whose lab, name, address or pincode match the words typed. */
  searchLabs(query: { q: string; cityId: string | null }): ApiResult<LabBranch[]>;
  /** GET lab branches: every centre of the partner labs in a city. */
  labBranches(cityId: string): ApiResult<LabBranch[]>;
  /** One centre and the tests offered there (/mdiagnostic/diagnosticIndivdual). */
  labBranch(id: string): ApiResult<LabBranchDetail>;
  /** POST upload diagnostics: a report of tests done elsewhere, for health records. */
  uploadReport(file: { name: string; contentType: string; bytes: Uint8Array }): ApiResult<DiagnosticReport>;
}
