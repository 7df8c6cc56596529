import type { Result } from 'ts-results-es';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../../domain/shared/errors';
import { FakeBackend } from '../../fakes/backend';
import { DEMO_ACCOUNTS, DEMO_OTP } from '../../fakes/seed';
import { startLocalServer, type LocalServer } from './local-server';
import { CONTRACT_ORIGIN, httpPharmacy, inMemoryPharmacy, type PharmacySubject } from './pharmacy-subjects';

/** Wire-level checks of the pharmacy area of the local fake server: what docs/api.md promises. */

let local: LocalServer;

beforeEach(async () => {
  local = await startLocalServer(new FakeBackend());
});

afterEach(async () => {
  await local.close();
});

async function call(method: string, path: string, init: { headers?: Record<string, string>; body?: object } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', source: 'PATIENT WEB', ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${local.baseUrl}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(3000),
  });
  const text = await response.text();
  // A preflight answers with no body.
  const json = (text === '' ? null : JSON.parse(text)) as { status: boolean; message: string; data: unknown };
  return { status: response.status, headers: response.headers, json };
}

const ORIGIN = { 'x-origin': CONTRACT_ORIGIN };

async function signIn(mobileNumber: string): Promise<Record<string, string>> {
  await call('POST', '/user/sendOtp', { body: { mobileNumber, countryCode: '91', encryptedToken: 'wire-test' } });
  const verified = await call('POST', '/user/verifyOtp', { body: { mobileNumber, otp: DEMO_OTP } });
  return { Authorization: `Bearer ${(verified.json.data as { token: string }).token}` };
}

describe('the origin header of pharmacy calls', () => {
  it.each([
    ['GET', '/pharmacy/medicine/search?page=1&size=30&search=dolo&isPharmese=true&source=TENANT&tenantId=t'],
    ['GET', '/pharmacy/product/med-1'],
    ['GET', '/pharmacy/coupons'],
    ['GET', '/pharmacy/cart'],
  ])('%s %s without x-origin is 400 and names the header', async (method, path) => {
    const response = await call(method, path);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ status: false, message: 'The x-origin header is required on pharmacy calls', data: null });
  });

  it('lets the same call through with the header', async () => {
    const response = await call('GET', '/pharmacy/medicine/search?page=1&size=30&search=dolo&isPharmese=true&source=TENANT&tenantId=t', { headers: ORIGIN });
    expect(response.status).toBe(200);
  });

  it('is allowed by CORS, with the Idempotency-Key header', async () => {
    const response = await call('OPTIONS', '/pharmacy/order/create', { headers: { Origin: 'http://localhost:5173' } });
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['x-origin', 'idempotency-key', 'authorization', 'content-type', 'source']));
  });
});

describe('pharmacy wire shapes', () => {
  it('search needs the tenant id and answers a page of medicines with rupee amounts and is_rx_required', async () => {
    expect((await call('GET', '/pharmacy/medicine/search?page=1&size=30&search=dolo', { headers: ORIGIN })).status).toBe(400);
    const response = await call('GET', '/pharmacy/medicine/search?page=1&size=1&search=dolo%20650&isPharmese=true&source=TENANT&tenantId=t&pincode=560001', { headers: ORIGIN });
    expect(response.json).toEqual({
      status: true,
      message: 'Success',
      data: {
        content: [
          {
            id: 'med-1',
            name: 'Dolo 650 Tablet',
            manufacturer: 'Micro Labs Ltd',
            saltComposition: [{ salt: 'Paracetamol', strength: '650 mg' }],
            dosageForm: 'TABLET',
            packSize: 15,
            packUnit: 'tablet',
            packLabel: 'Strip of 15 tablets',
            mrp: 33,
            sellingPrice: expect.any(Number),
            is_rx_required: false,
            isAvailable: true,
            imageUrl: null,
          },
        ],
        page: 1,
        size: 1,
        totalElements: 1,
      },
    });
  });

  it('alternative-medicine needs the tenant id in the body', async () => {
    expect((await call('POST', '/pharmacy/alternative-medicine', { headers: ORIGIN, body: { drugId: 'med-1', pincode: null } })).status).toBe(400);
    const response = await call('POST', '/pharmacy/alternative-medicine', { headers: ORIGIN, body: { drugId: 'med-1', pincode: '560001', tenantId: 't' } });
    expect(response.status).toBe(200);
    expect((response.json.data as unknown[]).length).toBeGreaterThan(0);
  });

  it('cart items carry productId, quantity and product.is_rx_required (spec §3)', async () => {
    const auth = await signIn(DEMO_ACCOUNTS.patient.mobileNumber);
    const response = await call('POST', '/pharmacy/cart/add', { headers: { ...ORIGIN, ...auth }, body: { productId: 'med-60', quantity: 1 } });
    const data = response.json.data as { items: { productId: string; quantity: number; product: { is_rx_required: boolean } }[]; couponCode: null };
    expect(data.items[0]).toMatchObject({ productId: 'med-60', quantity: 1, product: { is_rx_required: true } });
    expect(data.couponCode).toBeNull();
    const header = await call('GET', '/user/userIcon', { headers: auth });
    expect((header.json.data as { medicineCart: unknown }).medicineCart).toEqual({ items: [{ productId: 'med-60', quantity: 1, product: { is_rx_required: true } }], couponCode: null });
  });

  it('create order needs an Idempotency-Key header', async () => {
    const auth = await signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
    await call('POST', '/pharmacy/cart/add', { headers: { ...ORIGIN, ...auth }, body: { productId: 'med-1', quantity: 1 } });
    const response = await call('POST', '/pharmacy/order/create', { headers: { ...ORIGIN, ...auth }, body: { addressId: 'addr-1', prescriptionIds: [] } });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('An Idempotency-Key is required to place an order');
  });

  it('prescription upload takes base64 JSON and refuses anything else', async () => {
    const auth = await signIn(DEMO_ACCOUNTS.patient.mobileNumber);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');
    const uploaded = await call('POST', '/prescription/upload', { headers: auth, body: { fileName: 'rx.jpg', contentType: 'image/jpeg', data: jpeg } });
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.data).toMatchObject({ fileName: 'rx.jpg', contentType: 'image/jpeg', fileSize: 6, fileUrl: `data:image/jpeg;base64,${jpeg}` });
    const broken = await call('POST', '/prescription/upload', { headers: auth, body: { fileName: 'rx.jpg', data: 'not base64!' } });
    expect(broken.status).toBe(400);
  });

  it('GET /payment/config gives the checkout key', async () => {
    const response = await call('GET', '/payment/config');
    expect(response.json.data).toEqual({ razorpayKeyId: expect.stringMatching(/^rzp_test_\w+$/) });
  });

  it('GET /maps/reverse-geocode refuses coordinates that are not numbers', async () => {
    expect((await call('GET', '/maps/reverse-geocode?lat=abc&lng=77.6')).status).toBe(400);
    const found = await call('GET', '/maps/reverse-geocode?lat=19.07&lng=72.87');
    expect(found.json.data).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', addressLine1: expect.any(String), pincode: expect.stringMatching(/^4\d{5}$/) });
  });
});

function value<T>(result: Result<T, ApiError>): T {
  if (result.isErr()) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The reads of the demo data a pharmacy page makes, as domain values. */
async function demoValues(subject: PharmacySubject): Promise<unknown[]> {
  const api = subject.pharmacy;
  const values: unknown[] = [];
  for (const text of ['paracetamol', 'pan 40', 'vitamin d3', 'clotrimazole cream']) values.push(value(await api.search({ text, page: 1, size: 30, pincode: '560001' })));
  for (const id of ['med-1', 'med-60', 'med-109', 'med-121']) {
    values.push(value(await api.medicine(id, '400001')));
    values.push(value(await api.substitutes(id, '400001')));
  }
  values.push(value(await api.coupons()));
  await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
  values.push(value(await api.mostOrdered()));
  values.push(value(await api.addresses()));
  values.push(value(await api.orders()));
  values.push(value(await api.updateCart({ lines: [{ productId: 'med-1', quantity: 3 }, { productId: 'med-47', quantity: 2 }], couponCode: 'HEALTH20' })));
  return values;
}

describe('the two implementations agree', () => {
  it('the HTTP adapter decodes searches, medicine pages, substitutes, coupons, orders and carts to exactly the values of the in-memory fake', async () => {
    const memory = await inMemoryPharmacy();
    const http = await httpPharmacy();
    try {
      expect(await demoValues(http)).toStrictEqual(await demoValues(memory));
    } finally {
      await memory.dispose();
      await http.dispose();
    }
  });
});
