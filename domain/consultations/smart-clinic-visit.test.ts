import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { Drafts } from '../shared/drafts';
import { ManualClock, MemoryStore } from '../shared/test-doubles';
import type { CallBackError, CallBackForm, CallBackKind, CallBackReceipt } from './call-back';
import { CHOOSE_CLINIC, EMPTY_SMART_CLINIC_VISIT_FORM, SmartClinicVisits, visitConcernMax, type SmartClinicVisitForm } from './smart-clinic-visit';

const INDIRANAGAR = { id: 'SC-BLR-01', name: 'CareWell Smart Clinic Indiranagar', pincode: '560038' };
const CLINICS = [INDIRANAGAR, { id: 'SC-MUM-01', name: 'CareWell Smart Clinic Andheri East', pincode: '400069' }];

const FORM: SmartClinicVisitForm = {
  name: 'Ramesh Kulkarni',
  mobileNumber: '98450 12345',
  preferredTime: 'Morning (9 AM to 12 PM)',
  concern: ' BP check and a talk with the doctor ',
  consent: true,
  clinicId: 'SC-BLR-01',
};

function visits(answer: () => Promise<Result<CallBackReceipt, CallBackError>> = () => Promise.resolve(Ok({ reference: 'CB91', callWithinMinutes: null }))) {
  const sent: [CallBackKind, CallBackForm][] = [];
  const drafts = new Drafts(new MemoryStore(), () => 'patient-token', new ManualClock(new Date('2026-11-26T10:00:00.000Z')));
  const callBacks = {
    submit: (kind: CallBackKind, form: CallBackForm) => {
      sent.push([kind, form]);
      return answer();
    },
  };
  return { visits: new SmartClinicVisits(callBacks, drafts), sent };
}

describe('SmartClinicVisits.submit', () => {
  it('asks the care team to call back with the clinic named first, and forgets the draft', async () => {
    const { visits: clinicVisits, sent } = visits();
    clinicVisits.keepDraft(FORM);
    expect((await clinicVisits.submit(FORM, CLINICS)).unwrap()).toEqual({ reference: 'CB91', callWithinMinutes: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[0]).toBe('CALL_ME_BACK');
    expect(sent[0]?.[1]).toMatchObject({
      name: 'Ramesh Kulkarni',
      concern: 'Smart Clinic visit at CareWell Smart Clinic Indiranagar (560038): BP check and a talk with the doctor',
    });
    expect(clinicVisits.draft()).toEqual(EMPTY_SMART_CLINIC_VISIT_FORM);
  });

  it('says at the field that a clinic must be chosen, with the other fields’ messages, and sends nothing', async () => {
    const { visits: clinicVisits, sent } = visits();
    const result = await clinicVisits.submit({ ...FORM, clinicId: '', mobileNumber: '12345' }, CLINICS);
    expect(result.isErr() && result.error.kind === 'invalid' && result.error.fields).toMatchObject({ clinicId: CHOOSE_CLINIC, mobileNumber: expect.any(String) });
    expect(sent).toEqual([]);
  });

  it('counts the concern’s limit after the clinic’s name', async () => {
    const { visits: clinicVisits } = visits();
    const max = visitConcernMax(INDIRANAGAR);
    expect((await clinicVisits.submit({ ...FORM, concern: 'a'.repeat(max) }, CLINICS)).isOk()).toBe(true);
    const tooLong = await clinicVisits.submit({ ...FORM, concern: 'a'.repeat(max + 1) }, CLINICS);
    expect(tooLong.isErr() && tooLong.error.kind === 'invalid' && tooLong.error.fields.concern).toBe(`Keep it to ${max} characters or fewer`);
  });

  it('keeps the draft when the call fails, so nothing typed is lost', async () => {
    const { visits: clinicVisits } = visits(() => Promise.resolve(Err({ kind: 'network' })));
    clinicVisits.keepDraft(FORM);
    expect((await clinicVisits.submit(FORM, CLINICS)).isErr()).toBe(true);
    expect(clinicVisits.draft()).toEqual(FORM);
  });
});

describe('SmartClinicVisits drafts', () => {
  it('keeps what was typed, the clinic with it, and forgets a form emptied again', () => {
    const { visits: clinicVisits } = visits();
    clinicVisits.keepDraft(FORM);
    expect(clinicVisits.draft()).toEqual(FORM);
    clinicVisits.keepDraft({ ...EMPTY_SMART_CLINIC_VISIT_FORM, clinicId: 'SC-BLR-01' });
    expect(clinicVisits.draft()).toEqual(EMPTY_SMART_CLINIC_VISIT_FORM);
  });
});
