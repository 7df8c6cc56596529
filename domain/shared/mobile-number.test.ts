import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MOBILE_NUMBER_MESSAGES as M, formatMobileNumber, internationalMobile, parseMobileNumber, type MobileNumber } from './mobile-number';
import { MobileNumberSchema } from './mobile-number-schema';

const mobile = (input: string): MobileNumber => parseMobileNumber(input).unwrap();

const validMobile = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^[0-9]{9}$/))
  .map(([first, rest]) => first + rest);

/** Sprinkles spaces and hyphens between characters, as people do when they type. */
const withSeparators = (text: string) =>
  fc
    .array(fc.constantFrom('', '', '', ' ', '-', '  '), {
      minLength: text.length + 1,
      maxLength: text.length + 1,
    })
    .map((gaps) => gaps.map((gap, i) => gap + (text[i] ?? '')).join(''));

describe('parseMobileNumber', () => {
  it.each([
    ['9876543210'],
    ['98765 43210'],
    ['98765-43210'],
    [' 98765 43210 '],
    ['+919876543210'],
    ['+91 98765 43210'],
    ['+91-98765-43210'],
    ['919876543210'],
    ['91 98765 43210'],
    ['09876543210'],
    ['0 98765 43210'],
  ])('reads %j as 9876543210', (input) => {
    expect(parseMobileNumber(input).unwrap()).toBe('9876543210');
  });

  it('keeps a ten-digit number that itself starts with 91', () => {
    expect(parseMobileNumber('9123456789').unwrap()).toBe('9123456789');
  });

  it.each([
    ['', M.empty],
    ['   ', M.empty],
    [' - ', M.empty],
    ['98765', M.length],
    ['987654321012', M.length],
    ['+91 98765', M.length],
    ['+9198765432101', M.length],
    ['0987654321', M.firstDigit],
    ['5876543210', M.firstDigit],
    ['+91 5876543210', M.firstDigit],
    ['05876543210', M.firstDigit],
    ['98765o4321', M.digitsOnly],
    ['(987) 654 3210', M.digitsOnly],
    ['abc', M.digitsOnly],
    ['+91 98765 4321x', M.digitsOnly],
    ['+44 7911 123456', M.notIndian],
  ])('refuses %j with %j', (input, message) => {
    const parsed = parseMobileNumber(input);
    expect(parsed.isErr() ? parsed.error : `accepted as ${parsed.value}`).toBe(message);
  });

  it('gives back the same number whatever accepted prefix and spacing surround it', () => {
    fc.assert(
      fc.property(
        validMobile.chain((digits) =>
          fc
            .constantFrom('', '+91', '91', '0')
            .chain((prefix) => withSeparators(prefix + digits))
            .map((typed) => [digits, typed] as const),
        ),
        ([digits, typed]) => {
          expect(parseMobileNumber(typed).unwrap()).toBe(digits);
        },
      ),
    );
  });

  it('only ever yields ten digits starting 6 to 9, whatever is typed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[+0-9 -]{0,16}$/)), (typed) => {
        const parsed = parseMobileNumber(typed);
        if (parsed.isOk()) expect(parsed.value).toMatch(/^[6-9][0-9]{9}$/);
        else expect(Object.values(M)).toContain(parsed.error);
      }),
    );
  });
});

describe('formatting a mobile number', () => {
  it('groups the digits five and five', () => {
    expect(formatMobileNumber(mobile('9876543210'))).toBe('98765 43210');
  });

  it('prefixes 91 for the payment form', () => {
    expect(internationalMobile(mobile('9876543210'))).toBe('919876543210');
  });

  it('reads back both formatted forms as the same number', () => {
    fc.assert(
      fc.property(validMobile, (digits) => {
        const m = mobile(digits);
        expect(parseMobileNumber(formatMobileNumber(m)).unwrap()).toBe(m);
        expect(parseMobileNumber(internationalMobile(m)).unwrap()).toBe(m);
      }),
    );
  });
});

describe('MobileNumberSchema', () => {
  it('yields the parsed number for a form', () => {
    expect(v.parse(MobileNumberSchema, '+91 98765-43210')).toBe('9876543210');
  });

  it('reports the same message as parseMobileNumber, and only that one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[+0-9 -]{0,16}$/)), (typed) => {
        const fromSchema = v.safeParse(MobileNumberSchema, typed);
        const parsed = parseMobileNumber(typed);
        if (parsed.isOk()) {
          expect(fromSchema.success && fromSchema.output).toBe(parsed.value);
        } else {
          expect(fromSchema.issues?.map((issue) => issue.message)).toEqual([parsed.error]);
        }
      }),
    );
  });

  it('asks for a number when the field holds no string at all', () => {
    const result = v.safeParse(MobileNumberSchema, undefined);
    expect(result.issues?.map((issue) => issue.message)).toEqual([M.empty]);
  });
});
