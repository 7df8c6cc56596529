import { describe, expect, it } from 'vitest';
import { MEET_CODE_MESSAGES, parseMeetCode } from './meet-code';

describe('a meeting code typed from the SMS', () => {
  it('is taken without spaces and in lower case', () => {
    expect(parseMeetCode(' cw41a0b ').unwrap()).toBe('cw41a0b');
    expect(parseMeetCode('CW41 A0B').unwrap()).toBe('cw41a0b');
  });

  it('asks for the code when nothing was typed', () => {
    expect(parseMeetCode('   ').unwrapErr()).toBe(MEET_CODE_MESSAGES.empty);
  });

  it('refuses anything but 4 to 32 letters and digits, saying what a code looks like', () => {
    for (const typed of ['cw4', 'cw41-a0b', 'cw41_a0b', 'https://carewell.in/x', 'a'.repeat(33)]) expect(parseMeetCode(typed).unwrapErr()).toBe(MEET_CODE_MESSAGES.invalid);
    expect(parseMeetCode('abcd').isOk()).toBe(true);
  });
});
