import { Ok, type Result } from 'ts-results-es';
import type { DiagnosticCartUpdate } from '../../domain/diagnostics/model';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { FakeDiagnosticsService } from '../diagnostics/service';
import type { RequestContext, Route } from './app';
import {
  customPackageWire,
  diagnosticCartWire,
  diagnosticOrderWire,
  labBranchDetailWire,
  labBranchWire,
  labTestDetailWire,
  labTestPageWire,
  labTestWire,
  patientWire,
  preferredOptionsWire,
  reportWire,
  slotBookingWire,
  slotWire,
} from './diagnostics-wire';
import { BASE64, header, nullableNumber, numberParam, optionalString, rejected, str, textParam } from './request-fields';

const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The update body of spec §3 back in the domain's names; fields not sent stay undefined. */
function cartUpdate(body: Record<string, unknown>): Result<DiagnosticCartUpdate, ApiError> {
  const update: DiagnosticCartUpdate = {};
  if (body.itemId !== undefined) {
    update.itemId = str(body.itemId);
    update.quantity = typeof body.quantity === 'number' ? body.quantity : NaN;
  }
  if (body.famId !== undefined) {
    if (body.famId !== null && typeof body.famId !== 'string') return rejected('famId must be a family member id or null');
    update.familyMemberId = body.famId;
  }
  if (body.addressId !== undefined) update.addressId = str(body.addressId);
  if (body.pincode !== undefined) update.pincode = str(body.pincode);
  if (typeof body.couponCode === 'string') update.couponCode = body.couponCode;
  if (body.isRemoveCoupon === true) update.isRemoveCoupon = true;
  if (typeof body.isHomeCollection === 'boolean') update.isHomeCollection = body.isHomeCollection;
  if (body.cityId !== undefined) update.cityId = str(body.cityId);
  if (body.cityName !== undefined) update.cityName = str(body.cityName);
  if (body.selectedPartner !== undefined) update.selectedPartner = str(body.selectedPartner);
  return Ok(update);
}

/** The diagnostics area of docs/api.md ("Lab tests") over the fake store. */
export function diagnosticsRoutes(backend: FakeBackend): Route[] {
  const diagnostics = new FakeDiagnosticsService(backend);
  const route = (method: string, path: RegExp, mutates: boolean, handle: (context: RequestContext) => Result<unknown, ApiError>): Route => ({ method, path, mutates, handle });

  return [
    route('GET', /^\/diagnostics\/lab-test\/search$/, false, (c) =>
      diagnostics.tests
        .search({ q: c.query.get('q') ?? '', page: numberParam(c.query, 'page', 1), limit: numberParam(c.query, 'limit', 10), zipcode: textParam(c.query, 'zipcode') })
        .map(labTestPageWire),
    ),
    route('GET', /^\/diagnostics\/packages$/, false, (c) => diagnostics.tests.packages(textParam(c.query, 'city_id')).map((list) => list.map(labTestWire))),
    route('GET', /^\/diagnostics\/partner\/([^/]+)\/tests(\/search)?$/, false, (c) =>
      diagnostics.tests
        .partnerTests({
          labId: c.params[0] ?? '',
          q: c.params[1] === '/search' ? (c.query.get('q') ?? '') : null,
          cityId: textParam(c.query, 'city_id'),
          page: numberParam(c.query, 'page', 1),
          limit: numberParam(c.query, 'limit', 10),
        })
        .map(labTestPageWire),
    ),
    route('GET', /^\/diagnostics\/custom-packages$/, false, (c) =>
      diagnostics.tests
        .customPackage({ testIds: (c.query.get('testIds') ?? '').split(',').map((id) => id.trim()).filter((id) => id !== ''), cityId: c.query.get('city_id') ?? '' })
        .map(customPackageWire),
    ),
    route('GET', /^\/diagnostics\/product\/([^/]+)\/preferred-options$/, false, (c) =>
      diagnostics.tests.preferredOptions(c.params[0] ?? '', textParam(c.query, 'city_id')).map(preferredOptionsWire),
    ),
    route('GET', /^\/diagnostics\/cities$/, false, () => diagnostics.tests.cities()),
    route('GET', /^\/diagnostics\/product\/([^/]+)$/, false, (c) => diagnostics.tests.test(c.params[0] ?? '', textParam(c.query, 'zipcode')).map(labTestDetailWire)),
    route('GET', /^\/diagnostics\/availability$/, false, (c) =>
      diagnostics.tests.availability(c.query.get('zipcode') ?? '').map((where) => ({ isServiceable: where.serviceable, city: where.city === null ? null : { id: where.city.id, name: where.city.name, state: where.city.state } })),
    ),
    route('GET', /^\/diagnostics\/cart$/, true, (c) =>
      diagnostics.carts.cart(c.token, { cityId: textParam(c.query, 'city_id'), isComparisonNeeded: c.query.get('isComparisonNeeded') === 'true' }).map(diagnosticCartWire),
    ),
    route('POST', /^\/diagnostics\/cart\/add$/, true, (c) =>
      diagnostics.carts
        .addToCart(c.token, { itemId: str(c.body.itemId), cityId: str(c.body.city_id), vendor: optionalString(c.body.vendor) ?? null, from: optionalString(c.body.from) ?? null })
        .map(diagnosticCartWire),
    ),
    route('POST', /^\/diagnostics\/cart\/update$/, true, (c) => {
      const update = cartUpdate(c.body);
      return update.isErr() ? update : diagnostics.carts.updateCart(c.token, update.value).map(diagnosticCartWire);
    }),
    route('POST', /^\/diagnostics\/cart\/replace-preferred$/, true, (c) =>
      diagnostics.carts.replacePreferred(c.token, { labId: str(c.body.labId), cityId: str(c.body.city_id) }).map(diagnosticCartWire),
    ),
    route('GET', /^\/diagnostics\/family-members$/, false, (c) => diagnostics.carts.familyMembers(c.token).map((list) => list.map(patientWire))),
    route('POST', /^\/diagnostics\/home-collection\/serviceability$/, true, (c) =>
      diagnostics.bookings.slots(c.token, { labId: str(c.body.partnerId), pincode: str(c.body.pincode), date: str(c.body.date) }).map((list) => list.map(slotWire)),
    ),
    route('POST', /^\/diagnostics\/slots\/book$/, true, (c) =>
      diagnostics.bookings.bookSlot(c.token, { labId: str(c.body.partnerId), slotId: str(c.body.slotId), pincode: str(c.body.pincode) }).map(slotBookingWire),
    ),
    route('POST', /^\/diagnostics\/order\/create$/, true, (c) =>
      diagnostics.bookings
        .createOrder(c.token, { bookingId: str(c.body.bookingId), addressId: str(c.body.addressId), idempotencyKey: header(c, IDEMPOTENCY_HEADER) })
        .map((created) => ({ order: diagnosticOrderWire(created.order), paymentOrderId: created.paymentOrderId, amount: created.totalPaise / 100 })),
    ),
    route('POST', /^\/diagnostics\/order\/status$/, true, (c) => diagnostics.bookings.order(c.token, str(c.body.orderId)).map(diagnosticOrderWire)),
    route('POST', /^\/diagnostics\/order\/cancel$/, true, (c) => diagnostics.bookings.cancel(c.token, str(c.body.orderId), str(c.body.reason)).map(diagnosticOrderWire)),
    route('GET', /^\/diagnostics\/partner\/order\/([^/]+)\/cancel$/, true, (c) =>
      diagnostics.bookings.cancel(c.token, c.params[0] ?? '', c.query.get('reason') ?? '', true).map(diagnosticOrderWire),
    ),
    route('POST', /^\/diagnostics\/order\/reschedule\/([^/]+)$/, true, (c) => diagnostics.bookings.reschedule(c.token, c.params[0] ?? '', str(c.body.slotId)).map(diagnosticOrderWire)),
    route('POST', /^\/diagnostics\/order\/([^/]+)\/payment$/, true, (c) =>
      diagnostics.bookings
        .confirmPayment(c.token, c.params[0] ?? '', { paymentOrderId: str(c.body.razorpayOrderId), paymentId: str(c.body.razorpayPaymentId), signature: str(c.body.razorpaySignature) })
        .map(diagnosticOrderWire),
    ),
    // Reads that move orders on in time are saved like writes.
    route('GET', /^\/diagnostics\/order\/([^/]+)$/, true, (c) => diagnostics.bookings.order(c.token, c.params[0] ?? '').map(diagnosticOrderWire)),
    route('GET', /^\/diagnostics\/orders$/, true, (c) => diagnostics.bookings.orders(c.token).map((list) => list.map(diagnosticOrderWire))),
    route('POST', /^\/diagnostics\/nearby-labs$/, false, (c) =>
      diagnostics.centres
        .nearbyLabs({ zipcode: optionalString(c.body.zipcode) ?? null, lat: nullableNumber(c.body.lat), long: nullableNumber(c.body.long) })
        .map((list) => list.map(labBranchWire)),
    ),
    route('POST', /^\/diagnostics\/lab-search$/, false, (c) =>
      diagnostics.centres.searchLabs({ q: str(c.body.q), cityId: optionalString(c.body.city_id) ?? null }).map((list) => list.map(labBranchWire)),
    ),
    route('GET', /^\/diagnostics\/lab-branches$/, false, (c) => diagnostics.centres.labBranches(c.query.get('city_id') ?? '').map((list) => list.map(labBranchWire))),
    route('GET', /^\/diagnostics\/lab-branch\/([^/]+)$/, false, (c) => diagnostics.centres.labBranch(c.params[0] ?? '').map(labBranchDetailWire)),
    route('POST', /^\/diagnostics\/upload$/, true, (c) => {
      const data = str(c.body.data).replace(/\s+/g, '');
      if (data === '' || !BASE64.test(data)) return rejected('data must be the file as base64');
      return diagnostics.reports.uploadReport(c.token, { name: str(c.body.fileName), bytes: new Uint8Array(Buffer.from(data, 'base64')) }).map(reportWire);
    }),
  ];
}
