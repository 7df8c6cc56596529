import { BehaviorSubject } from 'rxjs';
import { AADHAAR_MESSAGES, type Aadhaar } from './aadhaar';
import { Err, Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../shared/test-doubles';
import type { AbhaApi } from './ports';
import { AbhaRetrieval } from './retrieval';

const PRIYA_ACCOUNT = { maskedAbhaNumber: '91-4819-7073-XXXX', name: 'Priya Sharma', abhaAddress: 'priya.sharma@abdm' };

const AADHAAR = '234567890124';

function api(sentAadhaar: Aadhaar[] = []): AbhaApi {
  const unexpected = () => {
    throw new Error('not in the forgot flow');
  };
  return {
    requestAadhaarOtp: unexpected,
    verifyAadhaarOtp: unexpected,
    linkMobile: unexpected,
    verifyMobileOtp: unexpected,
    addressSuggestions: unexpected,
    addressAvailable: unexpected,
    createAbha: unexpected,
    myAbha: unexpected,
    linkedRecords: unexpected,
    requestLicenceOtp: unexpected,
    verifyLicenceOtp: unexpected,
    states: unexpected,
    districts: unexpected,
    enrolByLicence: unexpected,
    requestRetrieveOtp: async () => Ok({ txnId: 'txn-r' }),
    requestRetrieveAadhaarOtp: async (aadhaar) => {
      sentAadhaar.push(aadhaar);
      return Ok({ txnId: 'txn-r', maskedMobile: '******3210' });
    },
    verifyRetrieveOtp: async (txnId, otp) => (txnId === 'txn-r' && otp === '123456' ? Ok([PRIYA_ACCOUNT]) : Err({ kind: 'rejected', message: 'Invalid OTP' })),
  };
}

describe('finding a forgotten ABHA number', () => {
  it('goes mobile → OTP → the accounts it holds, the numbers masked', async () => {
    const flow = new AbhaRetrieval(api(), new ManualClock(), new BehaviorSubject(true));
    expect((await flow.submitMobile('98765')).unwrapErr()).toMatchObject({ kind: 'invalid' });
    (await flow.submitMobile('98765 43210')).unwrap();
    expect((await flow.verifyOtp('000000')).unwrapErr()).toEqual({ kind: 'wrong-code', message: 'Invalid OTP', attemptsLeft: 4 });
    (await flow.verifyOtp('123456')).unwrap();
    expect(flow.current).toEqual({ step: 'found', target: { way: 'mobile', mobile: '9876543210' }, accounts: [PRIYA_ACCOUNT] });
  });

  it('goes Aadhaar → OTP to Aadhaar’s mobile → the accounts, showing Aadhaar and that mobile only masked', async () => {
    const sent: Aadhaar[] = [];
    const flow = new AbhaRetrieval(api(sent), new ManualClock(), new BehaviorSubject(true));
    flow.chooseWay('aadhaar');
    expect((await flow.submitAadhaar('2345 6789 0125')).unwrapErr()).toEqual({ kind: 'invalid', message: AADHAAR_MESSAGES.checkDigit });
    expect(sent).toEqual([]);
    (await flow.submitAadhaar('2345 6789 0124')).unwrap();
    expect(flow.current).toMatchObject({ step: 'otp', target: { way: 'aadhaar', maskedAadhaar: 'XXXX-XXXX-0124', maskedMobile: '******3210' } });
    expect(JSON.stringify(flow.current)).not.toContain(AADHAAR);
    (await flow.verifyOtp('123456')).unwrap();
    expect(flow.current).toEqual({ step: 'found', target: { way: 'aadhaar', maskedAadhaar: 'XXXX-XXXX-0124', maskedMobile: '******3210' }, accounts: [PRIYA_ACCOUNT] });
    expect(sent).toEqual([AADHAAR]);
  });

  it('sends the Aadhaar OTP again to the same Aadhaar after the wait, and no more once it is verified', async () => {
    const sent: Aadhaar[] = [];
    const clock = new ManualClock();
    const flow = new AbhaRetrieval(api(sent), clock, new BehaviorSubject(true));
    flow.chooseWay('aadhaar');
    (await flow.submitAadhaar(AADHAAR)).unwrap();
    expect((await flow.resendOtp()).unwrapErr()).toMatchObject({ kind: 'too-soon' });
    clock.advanceSeconds(60);
    (await flow.resendOtp()).unwrap();
    expect(sent).toEqual([AADHAAR, AADHAAR]);
    (await flow.verifyOtp('123456')).unwrap();
    expect((await flow.resendOtp()).unwrapErr()).toEqual({ kind: 'no-pending' });
  });

  it('keeps the way chosen when the patient starts again, and takes a number only on its own way', async () => {
    const flow = new AbhaRetrieval(api(), new ManualClock(), new BehaviorSubject(true));
    expect((await flow.submitAadhaar(AADHAAR)).unwrapErr()).toEqual({ kind: 'out-of-step' });
    flow.chooseWay('aadhaar');
    expect((await flow.submitMobile('9876543210')).unwrapErr()).toEqual({ kind: 'out-of-step' });
    (await flow.submitAadhaar(AADHAAR)).unwrap();
    flow.restart();
    expect(flow.current).toEqual({ step: 'start', way: 'aadhaar' });
    expect((await flow.verifyOtp('123456')).unwrapErr()).toEqual({ kind: 'no-pending' });
  });

  it('starts again at sign-out', async () => {
    const signedIn = new BehaviorSubject(true);
    const flow = new AbhaRetrieval(api(), new ManualClock(), signedIn);
    await flow.submitMobile('9876543210');
    signedIn.next(false);
    expect(flow.current).toEqual({ step: 'start', way: 'mobile' });
    expect((await flow.verifyOtp('123456')).unwrapErr()).toEqual({ kind: 'no-pending' });
  });
});
