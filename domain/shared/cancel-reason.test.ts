import { describe, expect, it } from 'vitest';
import { CANCEL_REASON_MESSAGES, cancelReason, validateCancelReason } from './cancel-reason';

describe('validateCancelReason', () => {
  it('sends the reason chosen, or the patient’s own words for Other', () => {
    expect(validateCancelReason({ reason: 'Booked by mistake', other: 'ignored' }).unwrap()).toBe('Booked by mistake');
    expect(validateCancelReason({ reason: 'Other', other: '  Feeling better  ' }).unwrap()).toBe('Feeling better');
  });

  it('asks for a reason, at the reasons, when none is chosen', () => {
    const none = validateCancelReason({ reason: '', other: '' });
    expect(none.isErr() && none.error.fields).toEqual({ reason: CANCEL_REASON_MESSAGES.none });
  });

  it('asks for the words, at the words, when Other is chosen without them or with too many', () => {
    const blank = validateCancelReason({ reason: 'Other', other: '   ' });
    expect(blank.isErr() && blank.error.fields).toEqual({ other: CANCEL_REASON_MESSAGES.noWords });
    const long = validateCancelReason({ reason: 'Other', other: 'x'.repeat(11) }, 10);
    expect(long.isErr() && long.error.fields).toEqual({ other: CANCEL_REASON_MESSAGES.tooLong(10) });
  });
});

describe('cancelReason', () => {
  it('gives a use-case the one message to answer with', () => {
    const none = cancelReason('', '');
    expect(none.isErr() && none.error).toBe(CANCEL_REASON_MESSAGES.none);
    const noWords = cancelReason('Other', '');
    expect(noWords.isErr() && noWords.error).toBe(CANCEL_REASON_MESSAGES.noWords);
    expect(cancelReason('Other', 'Moved away').unwrap()).toBe('Moved away');
  });
});
