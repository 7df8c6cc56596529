import { BehaviorSubject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock, testQueries } from '../shared/test-doubles';
import type { AbhaCard } from './model';
import { ABHA_ADDRESS_TAKEN, AbhaEnrolment } from './enrolment';
import { MyAbha } from './my-abha';
import type { AbhaApi } from './ports';
import type { AbhaNumber } from './abha-number';

const AADHAAR = '234567890124';
const CARD: AbhaCard = {
  abhaNumber: '91481970731234' as AbhaNumber,
  abhaAddress: 'priya.sharma@abdm',
  name: 'Priya Sharma',
  gender: 'F',
  dateOfBirth: '1990-04-12',
  mobile: '******3210',
};

/** An ABDM that knows one Aadhaar (linked to 98765 43210), the OTP 123456, and one taken address. */
function abdm(calls: string[] = []): AbhaApi {
  const otp = (code: string) => (code === '123456' ? Ok(null) : Err({ kind: 'rejected' as const, message: 'Invalid OTP' }));
  return {
    requestAadhaarOtp: async (aadhaar) => (calls.push(`otp:${aadhaar}`), Ok({ txnId: `txn-${calls.length}`, maskedMobile: '******3210' })),
    verifyAadhaarOtp: async (txnId, code) => (calls.push(`verify:${txnId}`), otp(code).map(() => ({ name: 'Priya Sharma' }))),
    linkMobile: async (_txnId, mobile) => Ok({ otpSent: mobile !== '9876543210' }),
    verifyMobileOtp: async (_txnId, code) => otp(code),
    addressSuggestions: async () => Ok(['priya.sharma', 'priyasharma90', 'sharma_priya']),
    addressAvailable: async (_txnId, name) => Ok(name !== 'priyasharma'),
    createAbha: async (_txnId, name) => (name === 'priyasharma' ? Err({ kind: 'conflict', message: 'taken' }) : Ok({ ...CARD, abhaAddress: `${name}@abdm` })),
    myAbha: async () => Ok(null),
    linkedRecords: async () => Ok([]),
    requestRetrieveOtp: async () => Ok({ txnId: 'r' }),
    requestRetrieveAadhaarOtp: async () => Err({ kind: 'rejected', message: 'not in the enrolment' }),
    verifyRetrieveOtp: async () => Ok([]),
    requestLicenceOtp: async () => Err({ kind: 'rejected', message: 'not in the Aadhaar flow' }),
    verifyLicenceOtp: async () => Err({ kind: 'rejected', message: 'not in the Aadhaar flow' }),
    states: async () => Ok([]),
    districts: async () => Ok([]),
    enrolByLicence: async () => Err({ kind: 'rejected', message: 'not in the Aadhaar flow' }),
  };
}

function enrolment(api = abdm(), signedIn = new BehaviorSubject(true), scheduler?: TestScheduler) {
  const clock = new ManualClock();
  const mine = new MyAbha(api, testQueries(clock));
  return { flow: new AbhaEnrolment(api, clock, mine, signedIn, scheduler), clock, mine, signedIn };
}

async function atAddress(flow: AbhaEnrolment) {
  flow.consent();
  (await flow.submitAadhaar(AADHAAR)).unwrap();
  (await flow.verifyAadhaarOtp('123456')).unwrap();
  (await flow.submitMobile('98765 43210')).unwrap();
}

describe('creating an ABHA with Aadhaar', () => {
  it('goes consent → Aadhaar → OTP → mobile → address → card, showing Aadhaar only masked', async () => {
    const { flow, mine } = enrolment();
    expect(flow.current.step).toBe('consent');
    expect((await flow.submitAadhaar(AADHAAR)).unwrapErr()).toEqual({ kind: 'out-of-step' });
    flow.consent();
    (await flow.submitAadhaar('2345 6789 0124')).unwrap();
    expect(flow.current).toMatchObject({ step: 'aadhaar-otp', maskedAadhaar: 'XXXX-XXXX-0124', maskedMobile: '******3210' });
    (await flow.verifyAadhaarOtp('123456')).unwrap();
    expect(flow.current).toMatchObject({ step: 'mobile', name: 'Priya Sharma' });
    (await flow.submitMobile('9876543210')).unwrap();
    expect(flow.current).toMatchObject({ step: 'address', suggestions: ['priya.sharma@abdm', 'priyasharma90@abdm', 'sharma_priya@abdm'] });
    const card = (await flow.createAbha('priya.sharma')).unwrap();
    expect(flow.current).toEqual({ step: 'done', card });
    expect(mine.card().state).toMatchObject({ kind: 'ready', value: card });
    expect(JSON.stringify(flow.current)).not.toContain(AADHAAR);
  });

  it('refuses a bad Aadhaar at the field without calling the service', async () => {
    const calls: string[] = [];
    const { flow } = enrolment(abdm(calls));
    flow.consent();
    expect((await flow.submitAadhaar('234567890125')).unwrapErr()).toMatchObject({ kind: 'invalid' });
    expect(calls).toEqual([]);
  });

  it('counts a wrong OTP and says how many tries are left; the right one still works', async () => {
    const { flow } = enrolment();
    flow.consent();
    await flow.submitAadhaar(AADHAAR);
    expect((await flow.verifyAadhaarOtp('111111')).unwrapErr()).toEqual({ kind: 'wrong-code', message: 'Invalid OTP', attemptsLeft: 4 });
    expect(flow.current).toMatchObject({ step: 'aadhaar-otp', code: { wrongAttempts: 1 } });
    (await flow.verifyAadhaarOtp('123 456')).unwrap();
    expect(flow.current.step).toBe('mobile');
  });

  it('resends only after the 30-second countdown, with a new transaction', async () => {
    const calls: string[] = [];
    const { flow, clock } = enrolment(abdm(calls));
    flow.consent();
    await flow.submitAadhaar(AADHAAR);
    expect((await flow.resendAadhaarOtp()).unwrapErr()).toEqual({ kind: 'too-soon', seconds: 30 });
    clock.advanceSeconds(30);
    (await flow.resendAadhaarOtp()).unwrap();
    (await flow.verifyAadhaarOtp('123456')).unwrap();
    expect(calls).toEqual([`otp:${AADHAAR}`, `otp:${AADHAAR}`, 'verify:txn-2']);
  });

  it('asks for an OTP of its own when the mobile to link is not Aadhaar’s', async () => {
    const { flow } = enrolment();
    flow.consent();
    await flow.submitAadhaar(AADHAAR);
    await flow.verifyAadhaarOtp('123456');
    (await flow.submitMobile('91234 56780')).unwrap();
    expect(flow.current).toMatchObject({ step: 'mobile-otp', mobile: '9123456780' });
    (await flow.verifyMobileOtp('123456')).unwrap();
    expect(flow.current.step).toBe('address');
  });

  it('checks the address after a pause in typing, and says at once when its shape is wrong', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ flush }) => {
      const { flow } = enrolment(abdm(), new BehaviorSubject(true), scheduler);
      const seen: string[] = [];
      flow.addressCheck$.subscribe((check) => seen.push(check.kind));
      flow.typeAddress('priya');
      expect(seen.at(-1)).toBe('invalid');
      flow.typeAddress('priyasharma');
      expect(seen.at(-1)).toBe('checking');
      flush();
    });
  });

  it('drops an address check still waiting when the address is submitted: the answer to the submit is the one that counts', async () => {
    const checked: string[] = [];
    const api = abdm();
    const { flow } = enrolment({ ...api, addressAvailable: async (txnId, name) => (checked.push(name), api.addressAvailable(txnId, name)) });
    await atAddress(flow);
    vi.useFakeTimers();
    try {
      flow.typeAddress('priyasharma');
      await flow.createAbha('priyasharma');
      await vi.advanceTimersByTimeAsync(2000);
    } finally {
      vi.useRealTimers();
    }
    expect(checked).toEqual([]);
  });

  it('says a taken address at the field and keeps the patient at the address step', async () => {
    const { flow } = enrolment();
    await atAddress(flow);
    expect((await flow.createAbha('priyasharma')).unwrapErr()).toEqual({ kind: 'invalid', message: ABHA_ADDRESS_TAKEN });
    expect(flow.current.step).toBe('address');
  });

  it('forgets the transaction at sign-out: the next step has nothing to continue', async () => {
    const { flow, signedIn } = enrolment();
    flow.consent();
    await flow.submitAadhaar(AADHAAR);
    signedIn.next(false);
    expect(flow.current.step).toBe('consent');
    expect((await flow.verifyAadhaarOtp('123456')).unwrapErr()).toEqual({ kind: 'no-pending' });
  });
});
