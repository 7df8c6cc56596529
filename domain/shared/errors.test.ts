import { describe, expect, it } from 'vitest';
import { describeApiError, TOO_LARGE_FALLBACK } from './errors';

describe('describeApiError', () => {
  it('says a 429 as what happened and when to try again, from the wait rather than the server’s words', () => {
    expect(describeApiError({ kind: 'too-many-requests', message: 'Too many wrong attempts', retryAfterSeconds: 13 * 60 + 20 })).toBe(
      'Too many attempts. Try again in 14 minutes.',
    );
    expect(describeApiError({ kind: 'too-many-requests', message: '', retryAfterSeconds: 40 })).toBe('Too many attempts. Try again in 40 seconds.');
  });

  it("says a 413 with the server's sentence, which names the limit, or with one of our own when it gave none", () => {
    expect(describeApiError({ kind: 'too-large', message: 'This file is too large: uploads may be at most 10 MB.' })).toBe(
      'This file is too large: uploads may be at most 10 MB.',
    );
    expect(describeApiError({ kind: 'too-large', message: '' })).toBe(TOO_LARGE_FALLBACK);
  });
});
