import { describe, expect, it } from 'vitest';
import { managerMaySee } from './privacy';

const linked = { linked: true };
const managed = { linked: false };
const plain = { private: false, therapy: false };

describe('what the patient managing a family sees of a member', () => {
  it('sees a linked member’s record they did not mark private', () => {
    expect(managerMaySee(plain, linked)).toBe(true);
  });

  it('never sees a record a linked member marked private', () => {
    expect(managerMaySee({ ...plain, private: true }, linked)).toBe(false);
  });

  it('never sees a linked member’s therapy session or its prescription, even unmarked', () => {
    expect(managerMaySee({ ...plain, therapy: true }, linked)).toBe(false);
  });

  it('sees everything of a managed member, who has no account to keep anything in', () => {
    expect(managerMaySee(plain, managed)).toBe(true);
    expect(managerMaySee({ private: true, therapy: true }, managed)).toBe(true);
  });
});
