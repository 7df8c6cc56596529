import { Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { CallBackRequests, EMPTY_CALL_BACK_FORM, validateCallBack } from './call-back';
import { testApi } from './test-support';

const FILLED = { ...EMPTY_CALL_BACK_FORM, name: 'Meera Krishnan', mobileNumber: '98450 12345', concern: 'Fever and body ache since yesterday', consent: true };

describe('the call-back and quick-consult forms', () => {
  it('asks every form for a name, a valid mobile and the consent to be called, each at its field', () => {
    const checked = validateCallBack('CALL_ME_BACK', EMPTY_CALL_BACK_FORM);
    expect(checked.isErr() && Object.keys(checked.error).sort()).toEqual(['consent', 'mobileNumber', 'name']);
  });

  it('needs the problem in 10 to 500 characters for a quick consult, but not for a plain call back', () => {
    const short = { ...FILLED, concern: 'Fever' };
    expect(validateCallBack('CALL_ME_BACK', short).isOk()).toBe(true);
    const quick = validateCallBack('QUICK_CONSULT', short);
    expect(quick.isErr() && quick.error.concern).toBe('Tell the doctor what is wrong in at least 10 characters');
    expect(validateCallBack('QUICK_CONSULT', { ...FILLED, concern: 'x'.repeat(501) }).isErr()).toBe(true);
  });

  it('needs the patient’s age, 0 to 120, on the medical form', () => {
    expect(validateCallBack('MEDICAL_FORM', { ...FILLED, age: '' }).isErr()).toBe(true);
    expect(validateCallBack('MEDICAL_FORM', { ...FILLED, age: '130' }).isErr()).toBe(true);
    expect(validateCallBack('MEDICAL_FORM', { ...FILLED, age: '4' }).unwrap()).toMatchObject({ ageYears: 4, mobileNumber: '9845012345', name: 'Meera Krishnan' });
  });

  it('sends a valid request once however often Send is pressed, and nothing when invalid', async () => {
    let finish: () => void = () => undefined;
    const requestCallBack = vi.fn(() => new Promise<ReturnType<typeof Ok<{ reference: string; callWithinMinutes: number | null }>>>((resolve) => (finish = () => resolve(Ok({ reference: 'CB1', callWithinMinutes: 30 })))));
    const requests = new CallBackRequests(testApi({ requestCallBack }));
    expect((await requests.submit('QUICK_CONSULT', { ...FILLED, consent: false })).isErr()).toBe(true);
    const first = requests.submit('QUICK_CONSULT', FILLED);
    const second = await requests.submit('QUICK_CONSULT', FILLED);
    expect(second.isErr() && second.error.kind).toBe('in-progress');
    finish();
    expect((await first).unwrap()).toEqual({ reference: 'CB1', callWithinMinutes: 30 });
    expect(requestCallBack).toHaveBeenCalledTimes(1);
  });
});
