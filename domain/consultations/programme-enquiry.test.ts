import { Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { Drafts } from '../shared/drafts';
import { ManualClock, MemoryStore } from '../shared/test-doubles';
import type { CallBackForm, CallBackKind } from './call-back';
import { EMPTY_ENQUIRY_FORM, ENQUIRY_DRAFT_LIFETIME_MS, ProgrammeEnquiries, enquiryConcernMax, type EnquiryForm } from './programme-enquiry';

const FORM: EnquiryForm = { name: 'Meera Iyer', mobileNumber: '98450 12345', preferredTime: 'Evening (5 PM to 9 PM)', concern: '  My mother had breast cancer. ', consent: true };

function enquiries(token: string | null = 'patient-token') {
  const sent: [CallBackKind, CallBackForm][] = [];
  const clock = new ManualClock(new Date('2026-11-26T10:00:00.000Z'));
  const drafts = new Drafts(new MemoryStore(), () => token, clock);
  const callBacks = {
    submit: (kind: CallBackKind, form: CallBackForm) => {
      sent.push([kind, form]);
      return Promise.resolve(Ok({ reference: 'CB57', callWithinMinutes: null }));
    },
  };
  return { enquiries: new ProgrammeEnquiries(callBacks, drafts), sent, clock };
}

describe('ProgrammeEnquiries.submit', () => {
  it('asks for a call back with the programme named first, and forgets the draft', async () => {
    const { enquiries: programme, sent } = enquiries();
    programme.keepDraft('GENOMIC_WELLNESS', FORM);
    expect((await programme.submit('GENOMIC_WELLNESS', FORM)).unwrap()).toEqual({ reference: 'CB57', callWithinMinutes: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[0]).toBe('CALL_ME_BACK');
    expect(sent[0]?.[1]).toMatchObject({ name: 'Meera Iyer', concern: 'Genomic wellness: My mother had breast cancer.', speciality: '', consent: true });
    expect(programme.draft('GENOMIC_WELLNESS')).toEqual(EMPTY_ENQUIRY_FORM);
  });

  it('names the programme alone when the patient wrote nothing', async () => {
    const { enquiries: programme, sent } = enquiries();
    await programme.submit('SURGERY_CARE', { ...FORM, concern: '' });
    expect(sent[0]?.[1].concern).toBe('Surgery care');
  });

  it('says what is wrong at each field, the length the patient may write included, and sends nothing', async () => {
    const { enquiries: programme, sent } = enquiries();
    const result = await programme.submit('SURGERY_CARE', { name: '', mobileNumber: '12345', preferredTime: 'Midnight', concern: 'x'.repeat(495), consent: false });
    const fields = result.isErr() && result.error.kind === 'invalid' ? result.error.fields : {};
    expect(Object.keys(fields).sort()).toEqual(['concern', 'consent', 'mobileNumber', 'name', 'preferredTime']);
    expect(fields.concern).toBe(`Keep it to ${enquiryConcernMax('SURGERY_CARE')} characters or fewer`);
    expect(sent).toEqual([]);
  });
});

describe('ProgrammeEnquiries drafts', () => {
  it('keeps each programme’s draft apart for a day', () => {
    const { enquiries: programme, clock } = enquiries();
    programme.keepDraft('GENOMIC_WELLNESS', FORM);
    programme.keepDraft('SURGERY_CARE', { ...FORM, name: 'Arjun Rao' });
    expect(programme.draft('GENOMIC_WELLNESS')).toEqual(FORM);
    expect(programme.draft('SURGERY_CARE').name).toBe('Arjun Rao');
    clock.advanceSeconds(ENQUIRY_DRAFT_LIFETIME_MS / 1000 + 1);
    expect(programme.draft('GENOMIC_WELLNESS')).toEqual(EMPTY_ENQUIRY_FORM);
  });

  it('keeps nothing for a visitor', () => {
    const { enquiries: programme } = enquiries(null);
    programme.keepDraft('GENOMIC_WELLNESS', FORM);
    expect(programme.draft('GENOMIC_WELLNESS')).toEqual(EMPTY_ENQUIRY_FORM);
  });
});
