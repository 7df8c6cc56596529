import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES as M, parseEmail } from './email';

describe('parseEmail', () => {
  it('normalises case and surrounding spaces so one address has one spelling', () => {
    expect(parseEmail('  Priya.Sharma@Example.IN ').unwrap()).toBe('priya.sharma@example.in');
  });

  it('accepts plus addressing and subdomains', () => {
    expect(parseEmail('ravi+care@mail.co.in').unwrap()).toBe('ravi+care@mail.co.in');
  });

  it.each(['priya', 'priya@', 'priya@example', 'pri ya@example.in', '@example.in', 'a@b.c'])('refuses %s with an example of the right shape', (input) => {
    expect(parseEmail(input).unwrapErr()).toBe(M.shape);
  });

  it('asks for an address when the field is empty', () => {
    expect(parseEmail('  ').unwrapErr()).toBe(M.empty);
  });
});
