import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { FakePharmacyService } from '../pharmacy/service';
import { reverseGeocode } from '../places';
import type { RequestContext, Route } from './app';
import {
  addressFromWire,
  addressWire,
  cartWire,
  couponWire,
  createdOrderWire,
  medicineDetailWire,
  medicineWire,
  orderWire,
  prescriptionWire,
  reverseGeocodedWire,
  searchPageWire,
} from './pharmacy-wire';
import { BASE64, header, numberParam, rejected, str, strings } from './request-fields';

/** The fixed origin header every /pharmacy/* call must carry (spec §9); its value is configuration. */
export const ORIGIN_HEADER = 'x-origin';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Request headers the pharmacy calls add, for CORS preflights. */
export const PHARMACY_CORS_HEADERS = [ORIGIN_HEADER, IDEMPOTENCY_HEADER] as const;

/** The key the fake hands the checkout: Razorpay's test-key look; the fake checkout ignores it. */
export const FAKE_RAZORPAY_KEY_ID = 'rzp_test_CareWellDemo01';

/** Spec §9: medicine calls carry a fixed origin header; a call without it is refused. */
export const withOrigin =
  (handle: (context: RequestContext) => Result<unknown, ApiError>) =>
  (context: RequestContext): Result<unknown, ApiError> =>
    header(context, ORIGIN_HEADER) === '' ? rejected(`The ${ORIGIN_HEADER} header is required on pharmacy calls`) : handle(context);

/**
 * The pharmacy area of docs/api.md over the fake store, plus the two calls its pages need
 * from elsewhere: the checkout's key (GET /payment/config) and the maps service
 * (GET /maps/reverse-geocode). Registered by createFakeApi (fakes/server/app.ts).
 */
export function pharmacyRoutes(backend: FakeBackend): Route[] {
  const pharmacy = new FakePharmacyService(backend);

  const route = (method: string, path: RegExp, mutates: boolean, handle: (context: RequestContext) => Result<unknown, ApiError>): Route => ({
    method,
    path,
    mutates,
    handle: path.source.startsWith('^\\/pharmacy\\/') ? withOrigin(handle) : handle,
  });

  const pincodeOf = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());

  return [
    route('GET', /^\/pharmacy\/medicine\/search$/, false, (c) => {
      if (str(c.query.get('tenantId')) === '') return rejected('tenantId is required');
      return pharmacy.medicines
        .search({
          text: c.query.get('search') ?? '',
          page: numberParam(c.query, 'page', 1),
          size: numberParam(c.query, 'size', 30),
          pincode: pincodeOf(c.query.get('pincode')),
        })
        .map(searchPageWire);
    }),
    route('GET', /^\/pharmacy\/product\/([^/]+)$/, false, (c) => pharmacy.medicines.medicine(c.params[0] ?? '', pincodeOf(c.query.get('pincode'))).map(medicineDetailWire)),
    route('POST', /^\/pharmacy\/alternative-medicine$/, false, (c) => {
      if (str(c.body.tenantId) === '') return rejected('tenantId is required');
      return pharmacy.medicines.substitutes(str(c.body.drugId), pincodeOf(typeof c.body.pincode === 'string' ? c.body.pincode : null)).map((list) => list.map(medicineWire));
    }),
    route('GET', /^\/pharmacy\/most-ordered$/, false, (c) => pharmacy.medicines.mostOrdered(c.token).map((list) => list.map(medicineWire))),
    route('GET', /^\/pharmacy\/cart$/, true, (c) => pharmacy.carts.cart(c.token).map(cartWire)),
    route('POST', /^\/pharmacy\/cart\/add$/, true, (c) =>
      pharmacy.carts.addToCart(c.token, str(c.body.productId), typeof c.body.quantity === 'number' ? c.body.quantity : NaN).map(cartWire),
    ),
    route('POST', /^\/pharmacy\/cart\/update$/, true, (c) => {
      if (!Array.isArray(c.body.items)) return rejected('items must be a list of { productId, quantity }');
      const lines = (c.body.items as unknown[]).map((item) => {
        const line = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
        return { productId: str(line.productId), quantity: typeof line.quantity === 'number' ? line.quantity : NaN };
      });
      const couponCode = typeof c.body.couponCode === 'string' ? c.body.couponCode : null;
      return pharmacy.carts.updateCart(c.token, lines, couponCode).map(cartWire);
    }),
    route('POST', /^\/pharmacy\/cart\/address$/, true, (c) => pharmacy.carts.setCartAddress(c.token, str(c.body.addressId)).map(cartWire)),
    route('POST', /^\/pharmacy\/items-availability$/, false, (c) =>
      pharmacy.carts.checkAvailability(c.token, str(c.body.pincode)).map((result) => ({ unavailableProductIds: result.unavailable })),
    ),
    route('GET', /^\/pharmacy\/coupons$/, false, (c) => {
      const verticals = (c.query.get('verticals') ?? '').split(',').filter((vertical) => vertical.trim() !== '');
      return pharmacy.medicines.coupons(verticals).map((list) => list.map(couponWire));
    }),
    route('GET', /^\/pharmacy\/addresses$/, false, (c) => pharmacy.addresses.addresses(c.token).map((list) => list.map(addressWire))),
    route('POST', /^\/pharmacy\/address$/, true, (c) => pharmacy.addresses.addAddress(c.token, addressFromWire(c.body)).map(addressWire)),
    route('PUT', /^\/pharmacy\/address\/([^/]+)$/, true, (c) => pharmacy.addresses.updateAddress(c.token, c.params[0] ?? '', addressFromWire(c.body)).map(addressWire)),
    route('POST', /^\/pharmacy\/address\/delete\/([^/]+)$/, true, (c) => pharmacy.addresses.deleteAddress(c.token, c.params[0] ?? '')),
    route('GET', /^\/pharmacy\/prescriptions$/, false, (c) => pharmacy.prescriptions.prescriptions(c.token).map((list) => list.map(prescriptionWire))),
    route('POST', /^\/pharmacy\/prescription\/delete\/([^/]+)$/, true, (c) => pharmacy.prescriptions.deletePrescription(c.token, c.params[0] ?? '')),
    // The prescription area, not /pharmacy/: JSON with the file as base64 (docs/api.md).
    route('POST', /^\/prescription\/upload$/, true, (c) => {
      const data = str(c.body.data).replace(/\s+/g, '');
      if (data === '' || !BASE64.test(data)) return rejected('data must be the file as base64');
      const bytes = new Uint8Array(Buffer.from(data, 'base64'));
      return pharmacy.prescriptions.uploadPrescription(c.token, { name: str(c.body.fileName), bytes }).map(prescriptionWire);
    }),
    route('POST', /^\/pharmacy\/order\/upload-prescription$/, true, (c) =>
      pharmacy.orders.orderByPrescription(c.token, { prescriptionIds: strings(c.body.prescriptionIds), addressId: str(c.body.addressId) }).map(orderWire),
    ),
    route('POST', /^\/pharmacy\/order\/create$/, true, (c) =>
      pharmacy.orders
        .createOrder(c.token, { addressId: str(c.body.addressId), prescriptionIds: strings(c.body.prescriptionIds), idempotencyKey: header(c, IDEMPOTENCY_HEADER) })
        .map(createdOrderWire),
    ),
    route('POST', /^\/pharmacy\/additional-discount\/mail$/, true, (c) => pharmacy.carts.mailAdditionalDiscount(c.token)),
    route('POST', /^\/pharmacy\/order\/approve\/([^/]+)$/, true, (c) => pharmacy.orders.approveOrder(c.token, c.params[0] ?? '').map(orderWire)),
    route('POST', /^\/pharmacy\/order\/cancel$/, true, (c) => pharmacy.orders.cancelOrder(c.token, str(c.body.orderId), str(c.body.reason)).map(orderWire)),
    route('POST', /^\/pharmacy\/order\/([^/]+)\/payment$/, true, (c) =>
      pharmacy.orders
        .confirmPayment(c.token, c.params[0] ?? '', {
          paymentOrderId: str(c.body.razorpayOrderId),
          paymentId: str(c.body.razorpayPaymentId),
          signature: str(c.body.razorpaySignature),
        })
        .map(orderWire),
    ),
    // Reads that move orders on in time are saved like writes.
    route('GET', /^\/pharmacy\/order\/([^/]+)$/, true, (c) => pharmacy.orders.order(c.token, c.params[0] ?? '').map(orderWire)),
    route('GET', /^\/pharmacy\/orders$/, true, (c) => pharmacy.orders.orders(c.token).map((list) => list.map(orderWire))),

    route('GET', /^\/payment\/config$/, false, () => Ok({ razorpayKeyId: FAKE_RAZORPAY_KEY_ID })),
    route('GET', /^\/maps\/reverse-geocode$/, false, (c) => {
      const latitude = Number(c.query.get('lat') ?? NaN);
      const longitude = Number(c.query.get('lng') ?? NaN);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return rejected('lat and lng must be numbers');
      const place = reverseGeocode({ latitude, longitude });
      return place ? Ok(reverseGeocodedWire(place)) : Err({ kind: 'not-found', message: 'Data Not Found' });
    }),
  ];
}
