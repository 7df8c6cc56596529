import type { Result } from 'ts-results-es';
import * as v from 'valibot';
import { validateForm, type InvalidForm } from '../account/forms';

/** The reason whose choice asks for the patient's own words. */
export const OTHER_REASON = 'Other';

export const CANCEL_REASON_MESSAGES = {
  none: 'Choose a reason',
  noWords: 'Tell us why you are cancelling',
  tooLong: (maxLength: number) => `Keep it to ${maxLength} characters or fewer`,
} as const;

/** A cancel form as the patient filled it: one of the reasons, and the words for Other. */
export interface CancelReasonForm {
  reason: string;
  other: string;
}

function cancelReasonSchema(maxLength: number) {
  return v.pipe(
    v.object({
      reason: v.pipe(v.string(CANCEL_REASON_MESSAGES.none), v.trim(), v.nonEmpty(CANCEL_REASON_MESSAGES.none)),
      other: v.pipe(v.string(CANCEL_REASON_MESSAGES.noWords), v.trim()),
    }),
    v.forward(
      v.partialCheck([['reason'], ['other']], (form) => form.reason !== OTHER_REASON || form.other !== '', CANCEL_REASON_MESSAGES.noWords),
      ['other'],
    ),
    v.forward(
      v.partialCheck([['reason'], ['other']], (form) => form.reason !== OTHER_REASON || [...form.other].length <= maxLength, CANCEL_REASON_MESSAGES.tooLong(maxLength)),
      ['other'],
    ),
    v.transform((form) => (form.reason === OTHER_REASON ? form.other : form.reason)),
  );
}

/** The reason to send (the patient's words for Other), or the message at the field that is wrong. */
export function validateCancelReason(form: CancelReasonForm, maxLength = Number.POSITIVE_INFINITY): Result<string, InvalidForm<keyof CancelReasonForm>> {
  return validateForm(cancelReasonSchema(maxLength), form);
}

/** The same check for a use-case, which answers with one message. */
export function cancelReason(reason: string, other: string, maxLength?: number): Result<string, string> {
  return validateCancelReason({ reason, other }, maxLength).mapErr((invalid) => invalid.fields.reason ?? invalid.fields.other ?? CANCEL_REASON_MESSAGES.none);
}
