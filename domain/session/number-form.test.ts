import { describe, expect, it } from 'vitest';
import { MOBILE_NUMBER_MESSAGES } from '../shared/mobile-number';
import { validateNumberForm, validatePasswordForm } from './number-form';
import { SIGN_IN_MESSAGES } from './sign-in';

describe('validateNumberForm', () => {
  it('gives the ten digits of a number typed the way people type it', () => {
    expect(validateNumberForm({ mobile: '+91 98765-43210' }).unwrap()).toBe('9876543210');
  });

  it('puts the mobile number rule that failed at the field', () => {
    const empty = validateNumberForm({ mobile: '' });
    expect(empty.isErr() && empty.error).toEqual({ kind: 'invalid', fields: { mobile: MOBILE_NUMBER_MESSAGES.empty } });
    const short = validateNumberForm({ mobile: '12345' });
    expect(short.isErr() && short.error.fields).toEqual({ mobile: MOBILE_NUMBER_MESSAGES.length });
  });
});

describe('validatePasswordForm', () => {
  it('asks for the password when none was typed', () => {
    const empty = validatePasswordForm({ password: '' });
    expect(empty.isErr() && empty.error.fields).toEqual({ password: SIGN_IN_MESSAGES.passwordEmpty });
  });

  it('takes any password typed, as it was typed', () => {
    expect(validatePasswordForm({ password: ' secret ' }).unwrap()).toBe(' secret ');
  });
});
