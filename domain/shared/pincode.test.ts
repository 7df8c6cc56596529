import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PINCODE_MESSAGES as M, PincodeSchema, parsePincode } from './pincode';

const validPincode = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^[0-9]{5}$/))
  .map(([first, rest]) => `${first}${rest}`);

describe('parsePincode', () => {
  it.each([['110001'], [' 110001 '], ['110 001'], ['\t560 034\n']])(
    'accepts %j as the six digits typed',
    (input) => {
      expect(parsePincode(input).unwrap()).toBe(input.replace(/\s/g, ''));
    },
  );

  it.each([
    ['', M.empty],
    ['   ', M.empty],
    ['11000', M.shape],
    ['1100011', M.shape],
    ['11000a', M.shape],
    ['110-001', M.shape],
    ['-11000', M.shape],
    ['012345', M.leadingZero],
    ['000000', M.leadingZero],
  ])('refuses %j with %j', (input, message) => {
    const parsed = parsePincode(input);
    expect(parsed.isErr() ? parsed.error : `accepted as ${parsed.value}`).toBe(message);
  });

  it('accepts every six-digit code not starting with 0, unchanged', () => {
    fc.assert(
      fc.property(validPincode, (code) => {
        expect(parsePincode(code).unwrap()).toBe(code);
      }),
    );
  });

  it('only ever yields six digits starting 1 to 9, whatever is typed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9 ]{0,8}$/)), (typed) => {
        const parsed = parsePincode(typed);
        if (parsed.isOk()) expect(parsed.value).toMatch(/^[1-9][0-9]{5}$/);
        else expect(Object.values(M)).toContain(parsed.error);
      }),
    );
  });
});

describe('PincodeSchema', () => {
  it('yields the pincode without spaces for a form', () => {
    expect(v.parse(PincodeSchema, ' 400 001 ')).toBe('400001');
  });

  it('reports the same message as parsePincode, and only that one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9 ]{0,8}$/)), (typed) => {
        const fromSchema = v.safeParse(PincodeSchema, typed);
        const parsed = parsePincode(typed);
        if (parsed.isOk()) expect(fromSchema.success && fromSchema.output).toBe(parsed.value);
        else expect(fromSchema.issues?.map((issue) => issue.message)).toEqual([parsed.error]);
      }),
    );
  });

  it('asks for a pincode when the field holds no string at all', () => {
    const result = v.safeParse(PincodeSchema, null);
    expect(result.issues?.map((issue) => issue.message)).toEqual([M.empty]);
  });
});
