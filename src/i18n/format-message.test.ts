import { compileMessageOrThrow as compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage, type CompiledMessage, type MessageValues } from './format-message';

/** As the build compiles a catalogue's message (scripts/compiled-catalogues.ts). */
const say = (message: string, locale: string, values?: MessageValues) => formatMessage(compileMessage(message) as CompiledMessage, locale, values);

describe('formatMessage', () => {
  it('fills in values by name and leaves plain text as it is', () => {
    expect(say('Still stuck? Call {number}.', 'en-IN', { number: '1800 121 0099' })).toBe('Still stuck? Call 1800 121 0099.');
    expect(say('पेज नहीं मिला', 'hi-IN')).toBe('पेज नहीं मिला');
  });

  it("picks Hindi's plural forms, where both 0 and 1 are singular", () => {
    const medicines = '{count, plural, one {# दवा} other {# दवाइयाँ}}';
    expect(say(medicines, 'hi-IN', { count: 0 })).toBe('0 दवा');
    expect(say(medicines, 'hi-IN', { count: 1 })).toBe('1 दवा');
    expect(say(medicines, 'hi-IN', { count: 2 })).toBe('2 दवाइयाँ');
  });

  it("picks English's plural forms, an exact match first, and writes # with Indian grouping", () => {
    const items = '{count, plural, =0 {No items} one {# item} other {# items}}';
    expect(say(items, 'en-IN', { count: 0 })).toBe('No items');
    expect(say(items, 'en-IN', { count: 1 })).toBe('1 item');
    expect(say(items, 'en-IN', { count: 123456 })).toBe('1,23,456 items');
  });

  it('chooses a select branch by value, else its other branch', () => {
    const greeting = '{gender, select, female {Welcome, Mrs {name}} other {Welcome, {name}}}';
    expect(say(greeting, 'en-IN', { gender: 'female', name: 'Sharma' })).toBe('Welcome, Mrs Sharma');
    expect(say(greeting, 'en-IN', { gender: 'unknown', name: 'Priya' })).toBe('Welcome, Priya');
  });

  it('writes rupees and numbers in lakhs in both languages, and dates in the language of the page', () => {
    expect(say('Total {amount, number, currency}', 'en-IN', { amount: 123456.5 })).toBe('Total ₹1,23,456.50');
    expect(say('कुल {amount, number, currency}', 'hi-IN', { amount: 123456.5 })).toBe('कुल ₹1,23,456.50');
    expect(say('{when, date, long}', 'hi-IN', { when: new Date('2026-11-25T10:00:00+05:30') })).toBe('25 नवंबर 2026');
    expect(say('{when, date, long}', 'en-IN', { when: new Date('2026-11-25T10:00:00+05:30') })).toBe('25 November 2026');
  });
});
