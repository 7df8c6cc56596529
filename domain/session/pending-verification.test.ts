import { describe, expect, it } from 'vitest';
import { parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import {
  attemptsLeft,
  attemptsLeftMessage,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  PendingVerification,
  resendWaitSeconds,
} from './pending-verification';

const mobile = parseMobileNumber('9876543210').unwrap() as MobileNumber;
const at = (seconds: number) => new Date(2026, 0, 15, 10, 0, seconds);

describe('PendingVerification', () => {
  it('holds the number, purpose and time a code was sent, and forgets the code but not the number when cleared', () => {
    const pending = new PendingVerification();
    const seen: unknown[] = [];
    pending.pending$.subscribe((p) => seen.push(p?.mobileNumber ?? null));

    pending.start(mobile, 'SIGN_IN', at(0));
    expect(pending.current).toMatchObject({ mobileNumber: mobile, purpose: 'SIGN_IN', sentAt: at(0), wrongAttempts: 0 });
    pending.clear();

    expect(pending.current).toBeNull();
    expect(pending.draftNumber).toBe(mobile);
    expect(seen).toEqual([null, mobile, null]);
  });

  it('serves only the screens of its purpose', () => {
    const pending = new PendingVerification();
    pending.start(mobile, 'RESET_PASSWORD', at(0));

    expect(pending.currentFor(['SIGN_IN', 'REGISTER'])).toBeNull();
    expect(pending.currentFor(['RESET_PASSWORD'])?.mobileNumber).toBe(mobile);
  });

  it('counts wrong codes down from 5 and starts again when a new code is sent', () => {
    const pending = new PendingVerification();
    pending.start(mobile, 'SIGN_IN', at(0));

    expect(pending.recordWrongCode()).toBe(4);
    for (let i = 0; i < 4; i += 1) pending.recordWrongCode();
    expect(attemptsLeft(pending.current!)).toBe(0);
    expect(pending.recordWrongCode()).toBe(0);

    pending.resent(at(40));
    expect(pending.current).toMatchObject({ wrongAttempts: 0, sentAt: at(40) });
    expect(attemptsLeft(pending.current!)).toBe(OTP_MAX_ATTEMPTS);
  });

  it('keeps registration details and a return path only in memory, with the pending code', () => {
    const pending = new PendingVerification();
    pending.start(mobile, 'VERIFY_MOBILE', at(0), { returnTo: '/patient/edit-profile' });
    expect(pending.current?.returnTo).toBe('/patient/edit-profile');
    expect(pending.current?.registration).toBeNull();
  });
});

describe('resendWaitSeconds', () => {
  it('counts down the 30 seconds after a code was sent, rounding up, and never below 0', () => {
    const sent = { sentAt: at(0) };
    expect(OTP_RESEND_SECONDS).toBe(30);
    expect(resendWaitSeconds(sent, at(0))).toBe(30);
    expect(resendWaitSeconds(sent, new Date(at(0).getTime() + 500))).toBe(30);
    expect(resendWaitSeconds(sent, at(1))).toBe(29);
    expect(resendWaitSeconds(sent, at(29))).toBe(1);
    expect(resendWaitSeconds(sent, at(30))).toBe(0);
    expect(resendWaitSeconds(sent, at(95))).toBe(0);
    expect(resendWaitSeconds(sent, at(-5))).toBe(30);
  });
});

describe('attemptsLeftMessage', () => {
  it('tells the user how many attempts are left, in the singular for one, and what to do at none', () => {
    expect(attemptsLeftMessage(4)).toBe('You have 4 attempts left');
    expect(attemptsLeftMessage(1)).toBe('You have 1 attempt left');
    expect(attemptsLeftMessage(0)).toBe('You have no attempts left for this code. Ask for a new code to try again.');
  });
});
