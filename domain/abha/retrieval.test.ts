import { BehaviorSubject } from 'rxjs';
import { Err, Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../shared/test-doubles';
import type { AbhaApi } from './ports';
import { AbhaRetrieval } from './retrieval';

const PRIYA_ACCOUNT = { maskedAbhaNumber: '91-4819-7073-XXXX', name: 'Priya Sharma', abhaAddress: 'priya.sharma@abdm' };

function api(): AbhaApi {
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
    requestLicenceOtp: unexpected,
    verifyLicenceOtp: unexpected,
    states: unexpected,
    districts: unexpected,
    enrolByLicence: unexpected,
    requestRetrieveOtp: async () => Ok({ txnId: 'txn-r' }),
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
    expect(flow.current).toEqual({ step: 'found', mobile: '9876543210', accounts: [PRIYA_ACCOUNT] });
  });

  it('starts again at sign-out', async () => {
    const signedIn = new BehaviorSubject(true);
    const flow = new AbhaRetrieval(api(), new ManualClock(), signedIn);
    await flow.submitMobile('9876543210');
    signedIn.next(false);
    expect(flow.current).toEqual({ step: 'mobile' });
    expect((await flow.verifyOtp('123456')).unwrapErr()).toEqual({ kind: 'no-pending' });
  });
});
