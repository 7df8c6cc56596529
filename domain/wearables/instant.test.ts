import { describe, expect, it } from 'vitest';
import { readingInstants } from './instant';

const instantsOf = (texts: string[]) => [...readingInstants(texts.map((at) => ({ at, value: 1 })))];

describe('readingInstants', () => {
  it('reads each reading’s instant as Date.parse does, in UTC or with its zone, day after day', () => {
    const texts = [
      '2026-11-25T23:45:00.000Z',
      '2026-11-26T00:00:00.000Z',
      '2026-11-26T09:15:00.250Z',
      '2026-11-26T09:15:00Z',
      '2026-11-26T09:15:00+05:30',
      '2026-11-26T00:05:00+05:30',
      '2026-11-27T00:10:00+05:30',
      '2026-11-27T00:10:00-04:00',
      '2026-11-27T23:59:59.5-04:00',
      '2026-11-27T09:15:07.123456+05:30',
      '2024-02-29T18:30:00.000Z',
    ];
    expect(instantsOf(texts)).toEqual(texts.map((text) => Date.parse(text)));
  });

  it('puts a reading just after midnight in India on that Indian day', () => {
    expect(instantsOf(['2026-11-27T00:10:00+05:30'])).toEqual([Date.parse('2026-11-26T18:40:00Z')]);
  });

  it('leaves any other form to Date.parse, and a text that is no time is no instant', () => {
    const [date, spaced, badMonth, words, badHour] = instantsOf(['2026-11-26', '2026-11-26T09:15:00.000 Z', '2026-13-26T09:15:00Z', 'yesterday at nine', '2026-11-26T25:15:00Z']);
    expect(date).toBe(Date.parse('2026-11-26'));
    expect(spaced).toBe(Date.parse('2026-11-26T09:15:00.000 Z'));
    expect(badMonth).toBeNaN();
    expect(words).toBeNaN();
    expect(badHour).toBeNaN();
  });
});
