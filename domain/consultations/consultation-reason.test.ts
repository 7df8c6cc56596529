import { describe, expect, it } from 'vitest';
import { ConsultationReasonCookie } from './consultation-reason';
import { memoryCookies } from './test-support';

describe('the consultation reason cookie', () => {
  it('keeps the symptoms and reason for 10 minutes, then forgets them', () => {
    let now = 0;
    const cookies = memoryCookies(() => now);
    const reasons = new ConsultationReasonCookie(cookies);
    reasons.save({ symptoms: ['Fever', 'Fever', ' Headache '], reason: '  Fever since two days  ' });
    expect(reasons.read()).toEqual({ symptoms: ['Fever', 'Headache'], reason: 'Fever since two days' });
    now = 10 * 60 * 1000 - 1;
    expect(reasons.read()).not.toBeNull();
    now = 10 * 60 * 1000;
    expect(reasons.read()).toBeNull();
  });

  it('asks for a symptom or a few words before saving anything', () => {
    const cookies = memoryCookies();
    const saved = new ConsultationReasonCookie(cookies).save({ symptoms: [], reason: ' a ' });
    expect(saved.isErr() && saved.error.message).toBe('Choose a symptom or tell the doctor in a few words why you are consulting.');
    expect(cookies.names()).toEqual([]);
  });

  it('refuses a reason over 500 characters', () => {
    const saved = new ConsultationReasonCookie(memoryCookies()).save({ symptoms: ['Fever'], reason: 'x'.repeat(501) });
    expect(saved.isErr() && saved.error.kind).toBe('too-long');
  });

  it('ignores a cookie it cannot read rather than failing', () => {
    const cookies = memoryCookies();
    cookies.set('reason', 'not json', 1000);
    expect(new ConsultationReasonCookie(cookies).read()).toBeNull();
  });
});
