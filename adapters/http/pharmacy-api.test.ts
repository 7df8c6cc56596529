import { describe, expect, it, vi } from 'vitest';
import { HttpClient } from './client';
import { HttpPharmacyApi } from './pharmacy-api';

const MEDICINE = {
  id: 'med-1',
  name: 'Dolo 650 Tablet',
  manufacturer: 'Micro Labs Ltd',
  saltComposition: [{ salt: 'Paracetamol', strength: '650 mg' }],
  dosageForm: 'TABLET',
  packSize: 15,
  packUnit: 'tablet',
  packLabel: 'Strip of 15 tablets',
  mrp: 33,
  sellingPrice: 30.45,
  is_rx_required: false,
  isAvailable: true,
  imageUrl: null,
};

/** An adapter over a fetch that answers `data` and records each request. */
function adapter(data: unknown) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify({ status: true, message: 'Success', data }), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  const http = new HttpClient({ baseUrl: 'https://api.example.in', token: () => 'tok', timeoutMs: 1000, fetch });
  return { api: new HttpPharmacyApi(http, { tenantId: 'tenant-7', origin: 'https://patient.example.in' }), requests };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('HttpPharmacyApi', () => {
  it('searches with the spec’s query (isPharmese, source TENANT, the tenant id, the pincode) and the origin header', async () => {
    const { api, requests } = adapter({ content: [MEDICINE], page: 1, size: 30, totalElements: 1 });
    const page = (await api.search({ text: 'dolo 650', page: 1, size: 30, pincode: '560001' })).unwrap();
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/pharmacy/medicine/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', size: '30', search: 'dolo 650', isPharmese: 'true', source: 'TENANT', tenantId: 'tenant-7', pincode: '560001' });
    expect(headersOf(requests[0]?.init ?? {})['x-origin']).toBe('https://patient.example.in');
    expect(page).toEqual({ items: [expect.objectContaining({ id: 'med-1', mrpPaise: 3300, pricePaise: 3045, isRxRequired: false, available: true })], page: 1, size: 30, total: 1 });
  });

  it('leaves the pincode out when none is stored', async () => {
    const { api, requests } = adapter({ content: [], page: 1, size: 30, totalElements: 0 });
    await api.search({ text: 'dolo', page: 1, size: 30, pincode: null });
    expect(new URL(requests[0]?.url ?? '').searchParams.has('pincode')).toBe(false);
  });

  it('sends the tenant id with the drug id for substitutes', async () => {
    const { api, requests } = adapter([MEDICINE]);
    await api.substitutes('med-2', null);
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ drugId: 'med-2', pincode: null, tenantId: 'tenant-7' });
  });

  it.each([
    ['a pack of 0 units', { ...MEDICINE, packSize: 0 }],
    ['an unknown dosage form', { ...MEDICINE, dosageForm: 'LOZENGE' }],
    ['a price as text', { ...MEDICINE, sellingPrice: '30.45' }],
    ['a negative MRP', { ...MEDICINE, mrp: -1 }],
    ['no prescription flag', { ...MEDICINE, is_rx_required: undefined }],
  ])('turns a medicine with %s into bad-response, never a crash', async (_case, wire) => {
    const { api } = adapter(wire);
    expect((await api.medicine('med-1', null)).unwrapErr()).toMatchObject({ kind: 'bad-response' });
  });

  it('sends the idempotency key as a header when creating an order', async () => {
    const { api, requests } = adapter({});
    await api.createOrder({ addressId: 'addr-1', prescriptionIds: ['rx-1'], idempotencyKey: 'f1b7c3' });
    expect(headersOf(requests[0]?.init ?? {})['Idempotency-Key']).toBe('f1b7c3');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ addressId: 'addr-1', prescriptionIds: ['rx-1'] });
  });

  it('uploads the file as base64 JSON and reports 0 then 1', async () => {
    const { api, requests } = adapter({ id: 'rx-1', fileName: 'rx.jpg', contentType: 'image/jpeg', fileSize: 4, uploadedAt: '2026-03-02T04:00:00.000Z', fileUrl: 'data:image/jpeg;base64,/9j/4A==' });
    const progress: number[] = [];
    const uploaded = await api.uploadPrescription({ name: 'rx.jpg', contentType: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) }, (fraction) => progress.push(fraction));
    expect(uploaded.unwrap()).toMatchObject({ id: 'rx-1', sizeBytes: 4, url: 'data:image/jpeg;base64,/9j/4A==' });
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ fileName: 'rx.jpg', contentType: 'image/jpeg', data: '/9j/4A==' });
    expect(progress).toEqual([0, 1]);
  });

  it('reads a flat coupon’s rupees as paise and a percent coupon’s value as a percentage', async () => {
    const { api } = adapter([
      { couponCode: 'FLAT100', discountType: 'FLAT', discountValue: 100, maxDiscount: null, minCartValue: 999, verticals: ['MEDICINE'], expiryDate: '2027-03-31' },
      { couponCode: 'HEALTH20', discountType: 'PERCENT', discountValue: 20, maxDiscount: 150, minCartValue: 499, verticals: ['MEDICINE'], expiryDate: '2027-03-31' },
    ]);
    const coupons = (await api.coupons(['MEDICINE'])).unwrap();
    expect(coupons.map((coupon) => [coupon.code, coupon.value, coupon.maxDiscountPaise, coupon.minCartPaise])).toEqual([
      ['FLAT100', 10000, null, 99900],
      ['HEALTH20', 20, 15000, 49900],
    ]);
  });
});
