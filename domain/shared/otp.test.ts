import { describe, expect, it } from 'vitest';
import { OTP_MESSAGES as M, parseOtp } from './otp';

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
