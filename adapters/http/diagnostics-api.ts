import * as v from 'valibot';
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
import type { HttpClient } from './client';
import { fileBody, IDEMPOTENCY_HEADER, paymentBody } from './commerce-wire';
import {
  BookingSchema,
  CartSchema,
  CitySchema,
  CreatedOrderSchema,
  CustomPackageSchema,
  LabBranchDetailSchema,
  LabBranchSchema,
  LabTestDetailSchema,
  LabTestPageSchema,
  LabTestSchema,
  OrderSchema,
  PatientSchema,
  PreferredOptionsSchema,
  ReportSchema,
  ServiceabilitySchema,
  SlotSchema,
  updateBody,
} from './diagnostics-wire';

/** The diagnostics area over HTTP (docs/api.md, "Lab tests"). */
export class HttpDiagnosticsApi implements DiagnosticsApi {
  constructor(private readonly http: HttpClient) {}

  search(query: { q: string; page: number; limit: number; zipcode: string | null }): ApiResult<LabTestPage> {
    return this.http.get('/diagnostics/lab-test/search', {
      query: { page: query.page, limit: query.limit, q: query.q, zipcode: query.zipcode ?? undefined },
      data: LabTestPageSchema,
    });
  }

  packages(cityId: string | null): ApiResult<LabTestSummary[]> {
    return this.http.get('/diagnostics/packages', { query: { city_id: cityId ?? undefined }, data: v.array(LabTestSchema) });
  }

  partnerTests(query: { labId: string; cityId: string | null; page: number; limit: number }): ApiResult<LabTestPage> {
    return this.http.get(`/diagnostics/partner/${encodeURIComponent(query.labId)}/tests`, {
      query: { city_id: query.cityId ?? undefined, page: query.page, limit: query.limit },
      data: LabTestPageSchema,
    });
  }

  searchPartnerTests(query: { labId: string; q: string; cityId: string | null; page: number; limit: number }): ApiResult<LabTestPage> {
    return this.http.get(`/diagnostics/partner/${encodeURIComponent(query.labId)}/tests/search`, {
      query: { q: query.q, city_id: query.cityId ?? undefined, page: query.page, limit: query.limit },
      data: LabTestPageSchema,
    });
  }

  customPackage(query: { testIds: string[]; cityId: string }): ApiResult<CustomPackageQuote> {
    return this.http.get('/diagnostics/custom-packages', { query: { testIds: query.testIds.join(','), city_id: query.cityId }, data: CustomPackageSchema });
  }

  preferredOptions(testId: string, cityId: string | null): ApiResult<PreferredProductOptions> {
    return this.http.get(`/diagnostics/product/${encodeURIComponent(testId)}/preferred-options`, { query: { city_id: cityId ?? undefined }, data: PreferredOptionsSchema });
  }

  cities(): ApiResult<City[]> {
    return this.http.get('/diagnostics/cities', { data: v.array(CitySchema) });
  }

  test(id: string, zipcode: string | null): ApiResult<LabTestDetail> {
    return this.http.get(`/diagnostics/product/${encodeURIComponent(id)}`, { query: { zipcode: zipcode ?? undefined }, data: LabTestDetailSchema });
  }

  availability(query: { zipcode: string; lat: number | null; long: number | null }): ApiResult<Serviceability> {
    return this.http.get('/diagnostics/availability', {
      query: { zipcode: query.zipcode, lat: query.lat ?? undefined, long: query.long ?? undefined },
      data: ServiceabilitySchema,
    });
  }

  cart(query: { cityId: string | null; isComparisonNeeded: boolean }): ApiResult<DiagnosticCart> {
    return this.http.get('/diagnostics/cart', { query: { isComparisonNeeded: query.isComparisonNeeded, city_id: query.cityId ?? undefined }, data: CartSchema });
  }

  addToCart(item: { itemId: string; itemName: string; cityId: string; vendor: string | null; from: string | null }): ApiResult<DiagnosticCart> {
    return this.http.post('/diagnostics/cart/add', {
      body: { itemId: item.itemId, itemName: item.itemName, city_id: item.cityId, vendor: item.vendor, ...(item.from === null ? {} : { from: item.from }) },
      data: CartSchema,
    });
  }

  updateCart(update: DiagnosticCartUpdate): ApiResult<DiagnosticCart> {
    return this.http.post('/diagnostics/cart/update', { body: updateBody(update), data: CartSchema });
  }

  replacePreferred(request: { labId: string; cityId: string }): ApiResult<DiagnosticCart> {
    return this.http.post('/diagnostics/cart/replace-preferred', { body: { labId: request.labId, city_id: request.cityId }, data: CartSchema });
  }

  familyMembers(): ApiResult<DiagnosticPatient[]> {
    return this.http.get('/diagnostics/family-members', { data: v.array(PatientSchema) });
  }

  slots(query: { labId: string; pincode: string; date: string }): ApiResult<CollectionSlot[]> {
    return this.http.post('/diagnostics/home-collection/serviceability', {
      body: { partnerId: query.labId, pincode: query.pincode, date: query.date },
      data: v.array(SlotSchema),
    });
  }

  bookSlot(request: { labId: string; slotId: string; pincode: string }): ApiResult<SlotBooking> {
    return this.http.post('/diagnostics/slots/book', { body: { partnerId: request.labId, slotId: request.slotId, pincode: request.pincode }, data: BookingSchema });
  }

  createOrder(request: { bookingId: string; addressId: string; idempotencyKey: string }): ApiResult<{ order: DiagnosticOrder; paymentOrderId: string; totalPaise: number }> {
    return this.http.post('/diagnostics/order/create', {
      body: { bookingId: request.bookingId, addressId: request.addressId },
      headers: { [IDEMPOTENCY_HEADER]: request.idempotencyKey },
      data: CreatedOrderSchema,
    });
  }

  confirmPayment(orderId: string, payment: { paymentOrderId: string; paymentId: string; signature: string }): ApiResult<DiagnosticOrder> {
    return this.http.post(`/diagnostics/order/${encodeURIComponent(orderId)}/payment`, {
      body: paymentBody(payment),
      data: OrderSchema,
    });
  }

  order(id: string): ApiResult<DiagnosticOrder> {
    return this.http.get(`/diagnostics/order/${encodeURIComponent(id)}`, { data: OrderSchema });
  }

  orders(): ApiResult<DiagnosticOrder[]> {
    return this.http.get('/diagnostics/orders', { data: v.array(OrderSchema) });
  }

  checkStatus(id: string): ApiResult<DiagnosticOrder> {
    return this.http.post('/diagnostics/order/status', { body: { orderId: id }, data: OrderSchema });
  }

  reschedule(id: string, slotId: string): ApiResult<DiagnosticOrder> {
    return this.http.post(`/diagnostics/order/reschedule/${encodeURIComponent(id)}`, { body: { slotId }, data: OrderSchema });
  }

  cancel(id: string, reason: string): ApiResult<DiagnosticOrder> {
    return this.http.post('/diagnostics/order/cancel', { body: { orderId: id, reason }, data: OrderSchema });
  }

  nearbyLabs(query: { zipcode: string | null; lat: number | null; long: number | null }): ApiResult<LabBranch[]> {
    return this.http.post('/diagnostics/nearby-labs', { body: { zipcode: query.zipcode, lat: query.lat, long: query.long }, data: v.array(LabBranchSchema) });
  }

  searchLabs(query: { q: string; cityId: string | null }): ApiResult<LabBranch[]> {
    return this.http.post('/diagnostics/lab-search', { body: { q: query.q, city_id: query.cityId }, data: v.array(LabBranchSchema) });
  }

  labBranches(cityId: string): ApiResult<LabBranch[]> {
    return this.http.get('/diagnostics/lab-branches', { query: { city_id: cityId }, data: v.array(LabBranchSchema) });
  }

  labBranch(id: string): ApiResult<LabBranchDetail> {
    return this.http.get(`/diagnostics/lab-branch/${encodeURIComponent(id)}`, { data: LabBranchDetailSchema });
  }

  cancelWithPartner(id: string, reason: string): ApiResult<DiagnosticOrder> {
    return this.http.get(`/diagnostics/partner/order/${encodeURIComponent(id)}/cancel`, { query: { reason }, data: OrderSchema });
  }

  uploadReport(file: { name: string; contentType: string; bytes: Uint8Array }): ApiResult<DiagnosticReport> {
    return this.http.post('/diagnostics/upload', { body: fileBody(file), data: ReportSchema });
  }
}
