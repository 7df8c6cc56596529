import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language';

describe('chooseLanguage', () => {
  it("keeps the patient's own choice over what the browser prefers", () => {
    expect(chooseLanguage('en', ['hi-IN', 'hi'])).toBe('en');
    expect(chooseLanguage('hi', ['en-US'])).toBe('hi');
  });

  it('picks Hindi on a first visit when the browser prefers it, in any region or case', () => {
    expect(chooseLanguage(null, ['hi-IN'])).toBe('hi');
    expect(chooseLanguage(null, ['HI'])).toBe('hi');
    expect(chooseLanguage(null, ['fr-FR', 'hi'])).toBe('hi');
  });

  it('falls back to English for a language the app does not speak, or a stored value it does not know', () => {
    expect(chooseLanguage(null, ['ta-IN', 'fr'])).toBe('en');
    expect(chooseLanguage('xx', [])).toBe('en');
  });
});
