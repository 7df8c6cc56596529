import { describe, expect, it } from 'vitest';
import { secondsUntil, shortWait, tooManyAttemptsMessage, tryAgainIn } from './retry-after';

describe('tryAgainIn', () => {
  it.each([
    [14 * 60, 'Try again in 14 minutes.'],
    // 13 min 1 s is not yet 13 minutes away from the end: rounded up.
    [13 * 60 + 1, 'Try again in 14 minutes.'],
    [15 * 60, 'Try again in 15 minutes.'],
    [61, 'Try again in 2 minutes.'],
    [60, 'Try again in a minute.'],
    [40, 'Try again in 40 seconds.'],
    [39.2, 'Try again in 40 seconds.'],
    [1, 'Try again in 1 second.'],
    [0.3, 'Try again in 1 second.'],
    [2 * 3600, 'Try again in 120 minutes.'],
    [2 * 3600 + 1, 'Try again in 3 hours.'],
    [24 * 3600, 'Try again in 24 hours.'],
  ])('says %s seconds as "%s"', (seconds, sentence) => {
    expect(tryAgainIn(seconds)).toBe(sentence);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('says a wait of %s as "now"', (seconds) => {
    expect(tryAgainIn(seconds)).toBe('Try again now.');
  });
});

describe('tooManyAttemptsMessage', () => {
  it('is the sentence a 429 shows: what happened, then when to try again', () => {
    expect(tooManyAttemptsMessage(14 * 60 - 20)).toBe('Too many attempts. Try again in 14 minutes.');
  });
});

describe('shortWait', () => {
  it.each([
    [30, '30 s'],
    [59.2, '1 min'],
    [59, '59 s'],
    [60, '1 min'],
    [61, '2 min'],
    [900, '15 min'],
    [-3, '0 s'],
  ])('puts %s seconds on a button as "%s"', (seconds, label) => {
    expect(shortWait(seconds)).toBe(label);
  });
});

describe('secondsUntil', () => {
  const now = new Date(2026, 2, 2, 9, 30, 0);

  it('counts whole seconds up to a moment ahead, rounded up', () => {
    expect(secondsUntil(new Date(now.getTime() + 899_200), now)).toBe(900);
  });

  it('is 0 for a moment passed, and for none', () => {
    expect(secondsUntil(new Date(now.getTime() - 1000), now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
  });
});
