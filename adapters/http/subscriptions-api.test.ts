import { describe, expect, it, vi } from 'vitest';
import { HttpClient } from './client';
import { HttpSubscriptionsApi } from './subscriptions-api';

const BASE = 'https://api.example.in';

/** The adapter over a fake fetch that answers with `data` in the envelope, and the paths it asked for. */
function setup(data: unknown) {
  const paths: string[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    paths.push(String(input).slice(BASE.length));
    return new Response(JSON.stringify({ status: true, message: 'Success', data }), { status: 200 });
  });
  const api = new HttpSubscriptionsApi(new HttpClient({ baseUrl: BASE, token: () => 'session-token', timeoutMs: 5000, fetch }));
  return { api, paths };
}

const wire = {
  id: 'sub-9',
  planId: 'plan-silver-12m',
  name: 'Care Plus Silver',
  packageType: 'SILVER',
  durationInMonths: 12,
  startDate: '2026-07-15',
  endDate: '2027-07-14',
  status: 'ACTIVE',
  members: [
    { familyMemberId: null, name: 'Priya Sharma', relation: null },
    { familyMemberId: 'fm-3', name: 'Sunita Agarwal', relation: 'MOTHER' },
  ],
  familySlots: 1,
  consultations: [
    { type: 'FAMILY_PHYSICIAN', included: 48, used: 2 },
    { type: 'SPECIALIST', included: 0, used: 0 },
  ],
};

describe('HttpSubscriptionsApi.mySubscriptions', () => {
  it('GETs /subscription/user/list and reads tier, dates, who is covered and the consultations by kind', async () => {
    const { api, paths } = setup([wire]);
    const result = await api.mySubscriptions();
    expect(paths).toEqual(['/subscription/user/list']);
    expect(result.unwrap()).toEqual([
      {
        id: 'sub-9',
        planId: 'plan-silver-12m',
        name: 'Care Plus Silver',
        tier: 'silver',
        months: 12,
        startDate: '2026-07-15',
        endDate: '2027-07-14',
        status: 'ACTIVE',
        covered: [
          { familyMemberId: null, name: 'Priya Sharma', relation: null },
          { familyMemberId: 'fm-3', name: 'Sunita Agarwal', relation: 'MOTHER' },
        ],
        familySlots: 1,
        consultations: [
          { kind: 'family-physician', included: 48, used: 2 },
          { kind: 'specialist', included: 0, used: 0 },
        ],
      },
    ]);
  });

  it.each([
    ['a date that is not a calendar date', { endDate: '2027-02-30' }],
    ['an end before the start', { endDate: '2026-07-14' }],
    ['an unknown status', { status: 'PAUSED' }],
    ['an unknown consultation type', { consultations: [{ type: 'DENTIST', included: 2, used: 0 }] }],
    ['a negative count', { consultations: [{ type: 'SPECIALIST', included: 2, used: -1 }] }],
    ['a negative number of family slots', { familySlots: -1 }],
    ['more family members covered than family slots', { familySlots: 0 }],
    ['an unknown relation', { members: [{ familyMemberId: 'fm-9', name: 'Ravi', relation: 'NEIGHBOUR' }] }],
  ])('a subscription with %s is a bad-response', async (_what, change) => {
    const result = await setup([{ ...wire, ...change }]).api.mySubscriptions();
    expect(result.isErr() && result.error.kind).toBe('bad-response');
  });
});

describe('HttpSubscriptionsApi.invoice', () => {
  const invoice = {
    invoiceNumber: 'CW/SUB/U-1-1',
    subscriptionId: 'sub-u-1-1',
    issuedOn: '2025-10-23',
    billedTo: 'Priya Sharma',
    planName: 'Care Plus Silver',
    durationInMonths: 12,
    price: 2499,
    couponCode: null,
    couponDiscount: 0,
    taxableAmount: 2499,
    cgst: 224.91,
    sgst: 224.91,
    total: 2948.82,
    fileName: 'CW-SUB-U-1-1.pdf',
    fileUrl: 'https://files.example.in/invoices/CW-SUB-U-1-1.pdf',
  };

  it('GETs /subscription/invoice for the subscription and reads rupees as paise and the PDF address', async () => {
    const { api, paths } = setup(invoice);
    const result = (await api.invoice('sub-u-1-1')).unwrap();
    expect(paths).toEqual(['/subscription/invoice?subscriptionId=sub-u-1-1']);
    expect(result).toMatchObject({ pricePaise: 249_900, cgstPaise: 22_491, totalPaise: 294_882, months: 12, url: invoice.fileUrl });
  });

  it("reads an upgrade's credit as paise, and none when the server leaves it out", async () => {
    const upgraded = { ...invoice, upgradeCredit: 1608.95, taxableAmount: 890.05, cgst: 80.1, sgst: 80.1, total: 1050.25 };
    expect((await setup(upgraded).api.invoice('sub-u-1-2')).unwrap()).toMatchObject({ upgradeCreditPaise: 160_895, taxablePaise: 89_005 });
    expect((await setup(invoice).api.invoice('sub-u-1-1')).unwrap().upgradeCreditPaise).toBe(0);
  });

  it.each([
    ['a total that is not the taxable amount plus CGST and SGST', { total: 2948.83 }],
    ['a taxable amount that is not the price less the coupon', { couponDiscount: 100 }],
    ['a taxable amount that is not the price less the upgrade credit', { upgradeCredit: 100 }],
    ['no PDF', { fileUrl: '' }],
  ])('an invoice with %s is a bad-response', async (_what, change) => {
    const result = await setup({ ...invoice, ...change }).api.invoice('sub-u-1-1');
    expect(result.isErr() && result.error.kind).toBe('bad-response');
  });
});
