import { describe, expect, it } from 'vitest';
import { OTP_MESSAGES as M, parseOtp, validateOtpForm } from './otp';

describe('parseOtp', () => {
  it('accepts six digits, also pasted with spaces or a dash', () => {
    expect(parseOtp('123456').unwrap()).toBe('123456');
    expect(parseOtp(' 123 456 ').unwrap()).toBe('123456');
    expect(parseOtp('123-456').unwrap()).toBe('123456');
  });

  it('asks for the code when empty and for six digits otherwise', () => {
    expect(parseOtp('').unwrapErr()).toBe(M.empty);
    expect(parseOtp('12345').unwrapErr()).toBe(M.shape);
    expect(parseOtp('12a456').unwrapErr()).toBe(M.shape);
    expect(parseOtp('1234567').unwrapErr()).toBe(M.shape);
  });
});

describe('validateOtpForm', () => {
  it('gives the code, or the message at the code field', () => {
    expect(validateOtpForm({ code: '123456' }).unwrap()).toBe('123456');
    expect(validateOtpForm({ code: '123' }).unwrapErr()).toEqual({ kind: 'invalid', fields: { code: M.shape } });
  });
});
