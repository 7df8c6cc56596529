import { describe, expect, it } from 'vitest';
import { AADHAAR_MESSAGES, hasVerhoeffCheckDigit, maskAadhaar, parseAadhaar, verhoeffDigit } from './aadhaar';
import { ABHA_ADDRESS_MESSAGES, formatAbhaNumber, parseAbhaAddressName, parseAbhaNumber } from './abha-number';

describe('the Aadhaar number at the field', () => {
  it('computes and checks Verhoeff digits as the published example does (236 → 2363)', () => {
    expect(verhoeffDigit('236')).toBe('3');
    expect(hasVerhoeffCheckDigit('2363')).toBe(true);
    expect(hasVerhoeffCheckDigit('2364')).toBe(false);
  });

  it('takes 12 digits typed in groups or pasted with dashes', () => {
    expect(parseAadhaar('2345 6789 0124').unwrap()).toBe('234567890124');
    expect(parseAadhaar('2345-6789-0124').unwrap()).toBe('234567890124');
  });

  it('says what is wrong: empty, letters, length, a leading 0 or 1, a bad check digit', () => {
    expect(parseAadhaar(' ').unwrapErr()).toBe(AADHAAR_MESSAGES.empty);
    expect(parseAadhaar('2345 6789 012a').unwrapErr()).toBe(AADHAAR_MESSAGES.digitsOnly);
    expect(parseAadhaar('23456789012').unwrapErr()).toBe(AADHAAR_MESSAGES.length);
    expect(parseAadhaar(`12345678901${verhoeffDigit('12345678901')}`).unwrapErr()).toBe(AADHAAR_MESSAGES.firstDigit);
    expect(parseAadhaar(`02345678901${verhoeffDigit('02345678901')}`).unwrapErr()).toBe(AADHAAR_MESSAGES.firstDigit);
    expect(parseAadhaar('234567890125').unwrapErr()).toBe(AADHAAR_MESSAGES.checkDigit);
  });

  it('is shown only as XXXX-XXXX and its last four digits', () => {
    expect(maskAadhaar(parseAadhaar('234567890124').unwrap())).toBe('XXXX-XXXX-0124');
  });
});

describe('the ABHA number and address', () => {
  it('prints the 14-digit number as XX-XXXX-XXXX-XXXX and reads it back', () => {
    const number = parseAbhaNumber('91-4819-7073-1234').unwrap();
    expect(number).toBe('91481970731234');
    expect(formatAbhaNumber(number)).toBe('91-4819-7073-1234');
    expect(parseAbhaNumber('9148197073123').isErr()).toBe(true);
  });

  it('takes an address name of 8 to 18 letters and digits with one dot and one underscore inside, with or without @abdm', () => {
    expect(parseAbhaAddressName('Priya.Sharma_91@abdm').unwrap()).toBe('priya.sharma_91');
    expect(parseAbhaAddressName('').unwrapErr()).toBe(ABHA_ADDRESS_MESSAGES.empty);
    expect(parseAbhaAddressName('priya').unwrapErr()).toBe(ABHA_ADDRESS_MESSAGES.length);
    expect(parseAbhaAddressName('priya.s.sharma').unwrapErr()).toBe(ABHA_ADDRESS_MESSAGES.characters);
    expect(parseAbhaAddressName('priya sharma').unwrapErr()).toBe(ABHA_ADDRESS_MESSAGES.characters);
    expect(parseAbhaAddressName('.priyasharma').unwrapErr()).toBe(ABHA_ADDRESS_MESSAGES.edges);
    expect(parseAbhaAddressName('a'.repeat(19)).unwrapErr()).toBe(ABHA_ADDRESS_MESSAGES.length);
  });
});
