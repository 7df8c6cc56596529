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
} from '../../domain/diagnostics/model';
import type { DiagnosticsApi } from '../../domain/diagnostics/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { defaultLabCatalogue, type LabCatalogue } from './catalogue';
import { FakeDiagnosticsService } from './service';

/** The diagnostics port on the in-memory fake backend. */
export class FakeDiagnosticsApi implements DiagnosticsApi {
  private readonly service: FakeDiagnosticsService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
    catalogue: () => LabCatalogue = defaultLabCatalogue,
  ) {
    this.service = new FakeDiagnosticsService(backend, catalogue);
  }

  search(query: { q: string; page: number; limit: number; zipcode: string | null }): ApiResult<LabTestPage> {
    return this.backend.call(() => this.service.tests.search(query));
  }

  packages(cityId: string | null): ApiResult<LabTestSummary[]> {
    return this.backend.call(() => this.service.tests.packages(cityId));
  }

  partnerTests(query: { labId: string; cityId: string | null; page: number; limit: number }): ApiResult<LabTestPage> {
    return this.backend.call(() => this.service.tests.partnerTests({ ...query, q: null }));
  }

  searchPartnerTests(query: { labId: string; q: string; cityId: string | null; page: number; limit: number }): ApiResult<LabTestPage> {
    return this.backend.call(() => this.service.tests.partnerTests(query));
  }

  customPackage(query: { testIds: string[]; cityId: string }): ApiResult<CustomPackageQuote> {
    return this.backend.call(() => this.service.tests.customPackage(query));
  }

  preferredOptions(testId: string, cityId: string | null): ApiResult<PreferredProductOptions> {
    return this.backend.call(() => this.service.tests.preferredOptions(testId, cityId));
  }

  cities(): ApiResult<City[]> {
    return this.backend.call(() => this.service.tests.cities());
  }

  test(id: string, zipcode: string | null): ApiResult<LabTestDetail> {
    return this.backend.call(() => this.service.tests.test(id, zipcode));
  }

  availability(query: { zipcode: string; lat: number | null; long: number | null }): ApiResult<Serviceability> {
    return this.backend.call(() => this.service.tests.availability(query.zipcode));
  }

  // Reads of the cart, slots and orders may change the store (a demo account's first visit,
  // a lapsed hold, an order moving on in time), so they are saved like writes.

  cart(query: { cityId: string | null; isComparisonNeeded: boolean }): ApiResult<DiagnosticCart> {
    return this.backend.call(() => this.service.carts.cart(this.token(), query), { mutates: true });
  }

  addToCart(item: { itemId: string; itemName: string; cityId: string; vendor: string | null; from: string | null }): ApiResult<DiagnosticCart> {
    return this.backend.call(() => this.service.carts.addToCart(this.token(), item), { mutates: true });
  }

  updateCart(update: DiagnosticCartUpdate): ApiResult<DiagnosticCart> {
    return this.backend.call(() => this.service.carts.updateCart(this.token(), update), { mutates: true });
  }

  replacePreferred(request: { labId: string; cityId: string }): ApiResult<DiagnosticCart> {
    return this.backend.call(() => this.service.carts.replacePreferred(this.token(), request), { mutates: true });
  }

  familyMembers(): ApiResult<DiagnosticPatient[]> {
    return this.backend.call(() => this.service.carts.familyMembers(this.token()));
  }

  slots(query: { labId: string; pincode: string; date: string }): ApiResult<CollectionSlot[]> {
    return this.backend.call(() => this.service.bookings.slots(this.token(), query), { mutates: true });
  }

  bookSlot(request: { labId: string; slotId: string; pincode: string }): ApiResult<SlotBooking> {
    return this.backend.call(() => this.service.bookings.bookSlot(this.token(), request), { mutates: true });
  }

  createOrder(request: { bookingId: string; addressId: string; idempotencyKey: string }): ApiResult<{ order: DiagnosticOrder; paymentOrderId: string; totalPaise: number }> {
    return this.backend.call(() => this.service.bookings.createOrder(this.token(), request), { mutates: true });
  }

  confirmPayment(orderId: string, payment: { paymentOrderId: string; paymentId: string; signature: string }): ApiResult<DiagnosticOrder> {
    return this.backend.call(() => this.service.bookings.confirmPayment(this.token(), orderId, payment), { mutates: true });
  }

  order(id: string): ApiResult<DiagnosticOrder> {
    return this.backend.call(() => this.service.bookings.order(this.token(), id), { mutates: true });
  }

  orders(): ApiResult<DiagnosticOrder[]> {
    return this.backend.call(() => this.service.bookings.orders(this.token()), { mutates: true });
  }

  checkStatus(id: string): ApiResult<DiagnosticOrder> {
    return this.backend.call(() => this.service.bookings.order(this.token(), id), { mutates: true });
  }

  reschedule(id: string, slotId: string): ApiResult<DiagnosticOrder> {
    return this.backend.call(() => this.service.bookings.reschedule(this.token(), id, slotId), { mutates: true });
  }

  cancel(id: string, reason: string): ApiResult<DiagnosticOrder> {
    return this.backend.call(() => this.service.bookings.cancel(this.token(), id, reason), { mutates: true });
  }

  nearbyLabs(query: { zipcode: string | null; lat: number | null; long: number | null }): ApiResult<LabBranch[]> {
    return this.backend.call(() => this.service.centres.nearbyLabs(query));
  }

  searchLabs(query: { q: string; cityId: string | null }): ApiResult<LabBranch[]> {
    return this.backend.call(() => this.service.centres.searchLabs(query));
  }

  labBranches(cityId: string): ApiResult<LabBranch[]> {
    return this.backend.call(() => this.service.centres.labBranches(cityId));
  }

  labBranch(id: string): ApiResult<LabBranchDetail> {
    return this.backend.call(() => this.service.centres.labBranch(id));
  }

  cancelWithPartner(id: string, reason: string): ApiResult<DiagnosticOrder> {
    return this.backend.call(() => this.service.bookings.cancel(this.token(), id, reason, true), { mutates: true });
  }

  uploadReport(file: { name: string; contentType: string; bytes: Uint8Array }): ApiResult<DiagnosticReport> {
    return this.backend.call(() => this.service.reports.uploadReport(this.token(), { name: file.name, bytes: file.bytes }), { mutates: true });
  }
}
