import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches, PASSWORD_ITERATIONS } from './passwords';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './seed';

describe('demo passwords', () => {
  it('keeps a password as a salted hash that the password, and only it, matches', () => {
    const stored = hashPassword('Swasth#2026');
    expect(stored).toMatch(new RegExp(`^pbkdf2-sha256\\$${PASSWORD_ITERATIONS}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`));
    expect(stored).not.toContain('Swasth');
    expect(passwordMatches('Swasth#2026', stored)).toBe(true);
    expect(passwordMatches('swasth#2026', stored)).toBe(false);
    expect(passwordMatches('', stored)).toBe(false);
  });

  it('salts each password afresh: the same password twice is stored two ways, and both match it', () => {
    const first = hashPassword('Care@1234');
    const second = hashPassword('Care@1234');
    expect(first).not.toBe(second);
    expect(passwordMatches('Care@1234', first) && passwordMatches('Care@1234', second)).toBe(true);
  });

  it('the precomputed hash of the seed is the demo password’s', () => {
    expect(passwordMatches(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
  });

  it.each(['Care@1234', 'plain$text', 'pbkdf2-sha256$0$00$00', 'pbkdf2-sha256$10000$zz$zz', 'md5$1$00$00'])(
    'a stored value of another shape (%j) matches no password',
    (stored) => {
      expect(passwordMatches('Care@1234', stored)).toBe(false);
    },
  );
});
