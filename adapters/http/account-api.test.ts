import { describe, expect, it, vi } from 'vitest';
import { HttpAccountApi } from './account-api';
import { HttpClient } from './client';
import { HttpCmsApi } from './cms-api';
import { HttpSubscriptionsApi } from './subscriptions-api';

interface SeenRequest {
  path: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

const BASE = 'https://api.example.in';

/** The account, cms and subscriptions adapters over a fake fetch that answers every call with `body`. */
function setup(body: unknown = { status: true, data: null }, status = 200) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input);
    seen.push({
      path: url.slice(BASE.length),
      method: init?.method,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(body), { status });
  });
  const http = new HttpClient({ baseUrl: BASE, token: () => 'session-token', timeoutMs: 5000, fetch });
  return { account: new HttpAccountApi(http), cms: new HttpCmsApi(http), subscriptions: new HttpSubscriptionsApi(http), seen };
}

const ok = (data: unknown) => ({ status: true, message: 'Success', data });

describe('HttpAccountApi requests', () => {
  it("register POSTs the details with country code '91' and the encrypted token", async () => {
    const { account, seen } = setup(ok('OTP sent'));
    const registration = {
      firstName: 'Meera',
      lastName: 'Krishnan',
      mobileNumber: '9988776655',
      email: null,
      gender: 'FEMALE' as const,
      dateOfBirth: '1990-08-15',
      partner: 'fkh' as const,
      corporateId: null,
    };
    expect((await account.register(registration, 'enc')).unwrap()).toEqual({ message: 'OTP sent' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/user/register/patient', body: { ...registration, countryCode: '91', encryptedToken: 'enc' } });
  });

  it('verifyResetOtp sends purpose RESET_PASSWORD to /user/verifyOtp and reads data.token as the reset token', async () => {
    const { account, seen } = setup(ok({ token: 'reset-1' }));
    expect((await account.verifyResetOtp({ mobileNumber: '9123456780', otp: '123456' })).unwrap()).toEqual({ resetToken: 'reset-1' });
    expect(seen[0]).toMatchObject({ path: '/user/verifyOtp', body: { mobileNumber: '9123456780', otp: '123456', purpose: 'RESET_PASSWORD' } });
  });

  it('createPassword carries the explicit token in the body only when there is one', async () => {
    const { account, seen } = setup();
    await account.createPassword({ password: 'Swasth#2026', token: 'reset-1' });
    await account.createPassword({ password: 'Swasth#2026' });
    expect(seen[0]?.body).toEqual({ password: 'Swasth#2026', token: 'reset-1' });
    expect(seen[1]?.body).toEqual({ password: 'Swasth#2026' });
  });

  it('validateSso sends the SSO token as the bearer instead of the session token', async () => {
    const { account, seen } = setup(ok({ token: 'session-2', tenantId: 'tenant-pharmeasy' }));
    expect((await account.validateSso('partner-token')).unwrap()).toEqual({ token: 'session-2', tenantId: 'tenant-pharmeasy' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/sso/validate', headers: { Authorization: 'Bearer partner-token' } });
  });

  it('path and query values are encoded', async () => {
    const { account, seen } = setup(ok(null));
    await account.deactivate('u/1');
    await account.corporateBySlug('a&b');
    expect(seen[0]).toMatchObject({ path: '/user/admin/changeActiveStatus/u%2F1', body: { status: false } });
    expect(seen[1]?.path).toBe('/admin/corporate/bySlug?slug=a%26b');
  });
});

describe('HttpAccountApi decoding', () => {
  it('lookupMobile: isPasswordSet left out means no password, and an unregistered number never has one', async () => {
    expect((await setup(ok({ isRegistered: true })).account.lookupMobile('9123456780')).unwrap()).toEqual({ registered: true, hasPassword: false });
    expect((await setup(ok({ isRegistered: false, isPasswordSet: true })).account.lookupMobile('9123456780')).unwrap()).toEqual({
      registered: false,
      hasPassword: false,
    });
  });

  it('corporate: an empty logo is no logo', async () => {
    const result = await setup(ok({ id: 'c-1', slug: 'acme', name: 'Acme', logo: '' })).account.corporateBySlug('acme');
    expect(result.unwrap()).toEqual({ id: 'c-1', slug: 'acme', name: 'Acme', logoUrl: null, partnerCode: null });
  });

  it('profile completion: rounds the percentage, keeps the app order and drops fields the app does not know', async () => {
    const result = await setup(ok({ percentage: 57.14, missingFields: ['profileUrl', 'bloodGroup', 'email'] })).account.profileCompletion();
    expect(result.unwrap()).toEqual({ percent: 57, missing: ['email', 'profileUrl'] });
  });

  it('profile completion over 100 is a bad-response', async () => {
    const result = await setup(ok({ percentage: 140, missingFields: [] })).account.profileCompletion();
    expect(result.isErr() && result.error.kind).toBe('bad-response');
  });

  it('notification preferences left out take the defaults of a new account', async () => {
    expect((await setup(ok({ whatsapp: true })).account.notificationPreferences()).unwrap()).toEqual({ sms: true, email: true, whatsapp: true });
  });

  it('a pincode answer without a district still decodes', async () => {
    const result = await setup(ok({ pincode: '110001', city: 'New Delhi', state: 'Delhi' })).account.searchPincode('110001');
    expect(result.unwrap()).toEqual({ pincode: '110001', city: 'New Delhi', district: '', state: 'Delhi' });
  });

  it('a 400 on signIn is rejected with the server message', async () => {
    const result = await setup({ status: false, message: 'The password you entered is incorrect', data: null }, 400).account.signInWithPassword({
      mobileNumber: '9123456780',
      password: 'x',
    });
    expect(result.isErr() && result.error).toEqual({ kind: 'rejected', message: 'The password you entered is incorrect' });
  });
});

describe('HttpCmsApi', () => {
  it('GETs /cms/policy?TYPE= and keeps the day of updatedAt', async () => {
    const { cms, seen } = setup(ok({ type: 'REFUND_POLICY', title: 'Refund Policy', content: '<p>x</p>', updatedAt: '2025-11-20T12:00:00.000Z' }));
    expect((await cms.policy('REFUND_POLICY')).unwrap()).toEqual({ type: 'REFUND_POLICY', title: 'Refund Policy', html: '<p>x</p>', updatedOn: '2025-11-20' });
    expect(seen[0]?.path).toBe('/cms/policy?TYPE=REFUND_POLICY');
  });

  it('a policy without a date is a bad-response', async () => {
    const result = await setup(ok({ title: 'Refund Policy', content: '<p>x</p>', updatedAt: 'last week' })).cms.policy('REFUND_POLICY');
    expect(result.isErr() && result.error.kind).toBe('bad-response');
  });
});

describe('HttpSubscriptionsApi', () => {
  const plan = { id: 'p-1', name: 'Care Plus Gold', packageType: 'Gold', durationInMonths: 6, price: 2099.5, mrp: 2398, benefits: ['a'], familyMembers: 3 };

  it('converts rupees to paise and the package type to a tier; a plan without consultations or discounts includes none', async () => {
    const result = await setup(ok([plan])).subscriptions.plans();
    expect(result.unwrap()).toEqual([
      {
        id: 'p-1',
        name: 'Care Plus Gold',
        tier: 'gold',
        months: 6,
        pricePaise: 209950,
        mrpPaise: 239800,
        benefits: ['a'],
        familyMembers: 3,
        consultations: [],
        medicineDiscountPercent: 0,
        labDiscountPercent: 0,
        partner: null,
      },
    ]);
  });

  it('reads the consultations a month with their visit fees in paise, and the discounts', async () => {
    const result = await setup(ok([{ ...plan, consultations: [{ type: 'SPECIALIST', perMonth: 1, visitFee: 899.5 }], medicineDiscount: 20, labDiscount: 10 }])).subscriptions.plans();
    expect(result.unwrap()[0]).toMatchObject({ consultations: [{ kind: 'specialist', perMonth: 1, visitFeePaise: 89950 }], medicineDiscountPercent: 20, labDiscountPercent: 10 });
  });

  it.each([
    ['an unknown tier', { packageType: 'DIAMOND' }],
    ['an unknown length', { durationInMonths: 9 }],
    ['a negative price', { price: -1 }],
    ['a discount over 100%', { medicineDiscount: 120 }],
    ['an unknown consultation type', { consultations: [{ type: 'DENTIST', perMonth: 1, visitFee: 1 }] }],
  ])('a plan with %s is a bad-response', async (_what, change) => {
    const result = await setup(ok([{ ...plan, ...change }])).subscriptions.plans();
    expect(result.isErr() && result.error.kind).toBe('bad-response');
  });
});
