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

  it('uploads the file as base64 JSON and reports 0 then 1 where there is no XMLHttpRequest', async () => {
    const { api, requests } = adapter({ id: 'rx-1', fileName: 'rx.jpg', contentType: 'image/jpeg', fileSize: 4, uploadedAt: '2026-03-02T04:00:00.000Z', fileUrl: 'data:image/jpeg;base64,/9j/4A==' });
    const progress: number[] = [];
    const uploaded = await api.uploadPrescription({ name: 'rx.jpg', contentType: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) }, (fraction) => progress.push(fraction));
    expect(uploaded.unwrap()).toMatchObject({ id: 'rx-1', sizeBytes: 4, url: 'data:image/jpeg;base64,/9j/4A==' });
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ fileName: 'rx.jpg', contentType: 'image/jpeg', data: '/9j/4A==' });
    expect(progress).toEqual([0, 1]);
  });

  describe('prescription upload over XMLHttpRequest', () => {
    const PRESCRIPTION = { id: 'rx-1', fileName: 'rx.jpg', contentType: 'image/jpeg', fileSize: 4, uploadedAt: '2026-03-02T04:00:00.000Z', fileUrl: 'data:image/jpeg;base64,/9j/4A==' };
    const FILE = { name: 'rx.jpg', contentType: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) };

    /** What the browser's XMLHttpRequest does, driven by the test: progress events, then an answer or a failure. */
    class ScriptedXhr {
      method = '';
      url = '';
      timeout = 0;
      status = 0;
      responseText = '';
      body: unknown = null;
      readonly headers: Record<string, string> = {};
      readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      constructor(private readonly script: (xhr: ScriptedXhr) => void) {}
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: unknown) {
        this.body = body;
        this.script(this);
      }
      progress(loaded: number, total: number) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total });
      }
      private responseHeaders: Record<string, string> = {};
      getResponseHeader(name: string): string | null {
        return this.responseHeaders[name.toLowerCase()] ?? null;
      }
      answer(status: number, body: string, headers: Record<string, string> = {}) {
        this.status = status;
        this.responseText = body;
        this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
        this.onload?.();
      }
    }

    function uploader(script: (xhr: ScriptedXhr) => void) {
      const sent: ScriptedXhr[] = [];
      const xhr = () => {
        const request = new ScriptedXhr(script);
        sent.push(request);
        return request as unknown as XMLHttpRequest;
      };
      const fetch = vi.fn() as unknown as typeof globalThis.fetch;
      const http = new HttpClient({ baseUrl: 'https://api.example.in/', token: () => 'tok', timeoutMs: 1000, fetch, xhr });
      return { api: new HttpPharmacyApi(http, { tenantId: 'tenant-7', origin: 'https://patient.example.in' }), sent, fetch };
    }

    const envelope = (data: unknown, status = true, message = 'Success') => JSON.stringify({ status, message, data });

    it('reports the share of the body sent as it goes, and 1 only once the server has stored the file', async () => {
      const { api, sent, fetch } = uploader((xhr) => {
        xhr.progress(0, 400);
        xhr.progress(100, 400);
        xhr.progress(400, 400);
        xhr.answer(200, envelope(PRESCRIPTION));
      });
      const progress: number[] = [];
      const uploaded = await api.uploadPrescription(FILE, (fraction) => progress.push(fraction));
      expect(uploaded.unwrap()).toMatchObject({ id: 'rx-1', sizeBytes: 4 });
      expect(progress).toEqual([0, 0, 0.25, 0.99, 1]);
      expect(fetch).not.toHaveBeenCalled();
      const request = sent[0] as ScriptedXhr;
      expect([request.method, request.url, request.timeout]).toEqual(['POST', 'https://api.example.in/prescription/upload', 1000]);
      expect(request.headers).toMatchObject({ Authorization: 'Bearer tok', source: 'PATIENT WEB', 'Content-Type': 'application/json', 'x-origin': 'https://patient.example.in' });
      expect(JSON.parse(String(request.body))).toEqual({ fileName: 'rx.jpg', contentType: 'image/jpeg', data: '/9j/4A==' });
    });

    it.each([
      ['a 400 with the reason as data text', 400, envelope('The file must be a JPEG, PNG or PDF', false, 'Bad Request'), { kind: 'rejected', message: 'The file must be a JPEG, PNG or PDF' }],
      ['a 401', 401, envelope(null, false), { kind: 'unauthorized' }],
      ['a 500', 500, envelope(null, false, 'Storage is down'), { kind: 'server', status: 500, message: 'Storage is down' }],
      ['a 200 refusal', 200, envelope(null, false, 'Not now'), { kind: 'rejected', message: 'Not now' }],
    ])('maps %s as every other call does', async (_case, status, body, error) => {
      const { api } = uploader((xhr) => xhr.answer(status, body));
      const progress: number[] = [];
      expect((await api.uploadPrescription(FILE, (fraction) => progress.push(fraction))).unwrapErr()).toEqual(error);
      expect(progress).not.toContain(1);
    });

    it('maps a 413 to too-large with the limit the server names, and a 429 to too-many-requests with its Retry-After', async () => {
      const tooLarge = uploader((xhr) => xhr.answer(413, envelope(null, false, 'This file is too large: uploads may be at most 10 MB.')));
      expect((await tooLarge.api.uploadPrescription(FILE)).unwrapErr()).toEqual({
        kind: 'too-large',
        message: 'This file is too large: uploads may be at most 10 MB.',
      });
      const tooMany = uploader((xhr) => xhr.answer(429, envelope(null, false, 'Too many uploads'), { 'Retry-After': '840' }));
      expect((await tooMany.api.uploadPrescription(FILE)).unwrapErr()).toEqual({ kind: 'too-many-requests', message: 'Too many uploads', retryAfterSeconds: 840 });
    });

    it('turns a body that is not the envelope, or a prescription that does not fit, into bad-response', async () => {
      const broken = uploader((xhr) => xhr.answer(200, '{"status":true,"data":'));
      expect((await broken.api.uploadPrescription(FILE)).unwrapErr()).toMatchObject({ kind: 'bad-response' });
      const misshapen = uploader((xhr) => xhr.answer(200, envelope({ ...PRESCRIPTION, fileSize: 'big' })));
      expect((await misshapen.api.uploadPrescription(FILE)).unwrapErr()).toMatchObject({ kind: 'bad-response' });
    });

    it('reports a dropped connection as network and no answer in time as timeout', async () => {
      const dropped = uploader((xhr) => xhr.onerror?.());
      expect((await dropped.api.uploadPrescription(FILE)).unwrapErr()).toEqual({ kind: 'network' });
      const slow = uploader((xhr) => xhr.ontimeout?.());
      expect((await slow.api.uploadPrescription(FILE)).unwrapErr()).toEqual({ kind: 'timeout' });
    });
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
