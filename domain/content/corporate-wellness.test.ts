import { Err, Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { Drafts } from '../shared/drafts';
import { ManualClock, MemoryStore, testQueries } from '../shared/test-doubles';
import {
  CORPORATE_ENQUIRY_MESSAGES,
  corporateRegistrationPath,
  corporateWellnessStructuredData,
  CorporateWellness,
  EMPTY_CORPORATE_ENQUIRY,
  isWorkEmail,
  type CorporateEnquiryForm,
} from './corporate-wellness';
import type { CorporateEnquiryRequest } from './model';
import type { CorporateWellnessApi } from './ports';

const FILLED: CorporateEnquiryForm = {
  companyName: '  Sundaram Textiles Pvt Ltd ',
  contactPerson: 'Kavita Menon',
  workEmail: 'Kavita.Menon@SundaramTextiles.in',
  mobileNumber: '+91 98450 12345',
  city: 'Coimbatore',
  employees: '201-1000',
  message: 'Annual health checks for our mill staff.',
};

function corporate(api: Partial<CorporateWellnessApi> = {}) {
  const clock = new ManualClock(new Date('2026-11-26T05:00:00Z'));
  const sent: CorporateEnquiryRequest[] = [];
  const port: CorporateWellnessApi = {
    offer: () => Promise.resolve(Ok({ services: [], steps: [], partners: [] })),
    enquire: (request) => {
      sent.push(request);
      return Promise.resolve(Ok({ reference: 'CE-1042' }));
    },
    ...api,
  };
  const store = new MemoryStore();
  const drafts = new Drafts(store, () => null, clock);
  return { wellness: new CorporateWellness(port, testQueries(clock), drafts), sent, store, clock };
}

describe('an employer’s enquiry', () => {
  it('is sent tidied: the company trimmed, the e-mail lower-cased, the mobile number as 10 digits', async () => {
    const { wellness, sent } = corporate();
    expect((await wellness.enquire(FILLED)).unwrap()).toEqual({ reference: 'CE-1042' });
    expect(sent).toEqual([
      {
        companyName: 'Sundaram Textiles Pvt Ltd',
        contactPerson: 'Kavita Menon',
        workEmail: 'kavita.menon@sundaramtextiles.in',
        mobileNumber: '9845012345',
        city: 'Coimbatore',
        employees: '201-1000',
        message: 'Annual health checks for our mill staff.',
      },
    ]);
  });

  it('says what is wrong at each field and sends nothing', async () => {
    const { wellness, sent } = corporate();
    const refused = await wellness.enquire({ ...EMPTY_CORPORATE_ENQUIRY, workEmail: 'kavita@gmail.com', mobileNumber: '12345', message: 'x'.repeat(1001) });
    expect(refused.isErr() && refused.error).toMatchObject({
      kind: 'invalid',
      fields: {
        companyName: CORPORATE_ENQUIRY_MESSAGES.company,
        contactPerson: 'Enter your name',
        workEmail: CORPORATE_ENQUIRY_MESSAGES.workEmail,
        mobileNumber: expect.any(String),
        city: CORPORATE_ENQUIRY_MESSAGES.city,
        employees: CORPORATE_ENQUIRY_MESSAGES.employees,
        message: CORPORATE_ENQUIRY_MESSAGES.message,
      },
    });
    expect(sent).toEqual([]);
  });

  it('takes an address at a company’s own domain as a work e-mail, not one at a free mail service', () => {
    expect(isWorkEmail('hr@infosys.com')).toBe(true);
    expect(isWorkEmail('anil@rediffmail.com')).toBe(false);
    expect(isWorkEmail('Anil@Yahoo.co.in')).toBe(false);
  });

  it('goes once when pressed twice while it is on its way', async () => {
    let answer: (value: Awaited<ReturnType<CorporateWellnessApi['enquire']>>) => void = () => undefined;
    const { wellness, sent } = corporate({
      enquire: (request) => {
        sent.push(request);
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const first = wellness.enquire(FILLED);
    const second = await wellness.enquire(FILLED);
    answer(Ok({ reference: 'CE-7' }));
    expect((await first).unwrap()).toEqual({ reference: 'CE-7' });
    expect(second.isErr() && second.error).toEqual({ kind: 'in-progress' });
    expect(sent).toHaveLength(1);
  });

  it('is kept as a visitor’s draft until the server has it, and a failed send keeps it', async () => {
    const failing = corporate({ enquire: () => Promise.resolve(Err({ kind: 'network' as const })) });
    failing.wellness.keepDraft(FILLED);
    expect(failing.wellness.draft()).toEqual(FILLED);
    expect((await failing.wellness.enquire(FILLED)).isErr()).toBe(true);
    expect(failing.wellness.draft()).toEqual(FILLED);

    const { wellness } = corporate();
    wellness.keepDraft(FILLED);
    await wellness.enquire(FILLED);
    expect(wellness.draft()).toEqual(EMPTY_CORPORATE_ENQUIRY);
  });

  it('keeps no draft of an empty form, and drops a kept one after a week', () => {
    const { wellness, store, clock } = corporate();
    wellness.keepDraft({ ...EMPTY_CORPORATE_ENQUIRY, city: '  ' });
    expect(store.entries.size).toBe(0);
    wellness.keepDraft(FILLED);
    clock.advanceSeconds(7 * 24 * 60 * 60);
    expect(wellness.draft()).toEqual(EMPTY_CORPORATE_ENQUIRY);
  });
});

describe('the corporate wellness page', () => {
  it('sends an employee of a company with us to that company’s registration page', () => {
    expect(corporateRegistrationPath('infosys')).toBe('/auth/register/corporate/infosys');
  });

  it('describes the offer to search engines as a service with each of ours as an offer', () => {
    const data = corporateWellnessStructuredData(
      { services: [{ id: 'camps', title: 'Health check camps', description: 'At your office' }], steps: [], partners: [] },
      'https://carewell.in/corporate',
      'CareWell',
    );
    expect(data).toMatchObject({
      '@type': 'Service',
      provider: { '@type': 'MedicalOrganization', name: 'CareWell' },
      hasOfferCatalog: { itemListElement: [{ '@type': 'Offer', itemOffered: { name: 'Health check camps', description: 'At your office' } }] },
    });
  });
});
