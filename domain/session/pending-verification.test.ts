import { describe, expect, it } from 'vitest';
import { parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import {
  attemptsLeft,
  attemptsLeftMessage,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  PendingVerification,
  resendWaitSeconds,
  sendWaitSeconds,
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

  it('counts wrong codes down from 5, and a new code does not give them back, as the server counts per number', () => {
    const pending = new PendingVerification();
    pending.start(mobile, 'SIGN_IN', at(0));

    expect(pending.recordWrongCode()).toBe(4);
    expect(pending.recordWrongCode()).toBe(3);
    pending.resent(at(40));
    expect(pending.current).toMatchObject({ wrongAttempts: 2, sentAt: at(40) });

    pending.start(mobile, 'RESET_PASSWORD', at(50));
    expect(attemptsLeft(pending.current!)).toBe(3);
    pending.start(parseMobileNumber('9123456780').unwrap() as MobileNumber, 'SIGN_IN', at(60));
    expect(attemptsLeft(pending.current!)).toBe(OTP_MAX_ATTEMPTS);
  });

  it('a lock gives the attempts back for after it, and holds every send until it ends; a send refused on its own holds only sends', () => {
    const pending = new PendingVerification();
    pending.start(mobile, 'SIGN_IN', at(0));
    pending.recordWrongCode();
    pending.lock(at(900));
    expect(pending.current).toMatchObject({ wrongAttempts: 0, lockedUntil: at(900) });
    expect(sendWaitSeconds(pending.current!, at(100))).toBe(800);

    pending.start(mobile, 'SIGN_IN', at(1000));
    pending.blockSends(at(1420));
    expect(pending.current?.lockedUntil).toBeNull();
    expect(sendWaitSeconds(pending.current!, at(1000))).toBe(420);
    pending.resent(at(1500));
    expect(pending.current?.sendsBlockedUntil).toBeNull();
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

describe('sendWaitSeconds', () => {
  const code = { sentAt: at(0), wrongAttempts: 0, lockedUntil: null, sendsBlockedUntil: null };

  it('is the 30 s countdown when nothing else holds a send back', () => {
    expect(sendWaitSeconds(code, at(10))).toBe(20);
    expect(sendWaitSeconds(code, at(31))).toBe(0);
  });

  it('is the longest of the countdown, a lock and a refusal to send', () => {
    expect(sendWaitSeconds({ ...code, lockedUntil: at(600) }, at(10))).toBe(590);
    expect(sendWaitSeconds({ ...code, sendsBlockedUntil: at(20) }, at(10))).toBe(20);
    expect(sendWaitSeconds({ ...code, lockedUntil: at(5), sendsBlockedUntil: at(420) }, at(40))).toBe(380);
  });
});

describe('attemptsLeftMessage', () => {
  it('tells the user how many attempts are left, in the singular for one, and what to do at none', () => {
    expect(attemptsLeftMessage(4)).toBe('You have 4 attempts left');
    expect(attemptsLeftMessage(1)).toBe('You have 1 attempt left');
    expect(attemptsLeftMessage(0)).toBe('You have no attempts left');
  });
});
