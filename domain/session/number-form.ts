import type { Result } from 'ts-results-es';
import * as v from 'valibot';
import { validateForm, type InvalidForm } from '../account/forms';
import type { MobileNumber } from '../shared/mobile-number';
import { MobileNumberSchema } from '../shared/mobile-number-schema';
import { SIGN_IN_MESSAGES } from './sign-in';

/** The form that asks only for a mobile number: log in, forgot password, verify a number. */
export interface NumberForm {
  mobile: string;
}

/** The log-in form's second step, once the number is known to have a password. */
export interface PasswordForm {
  password: string;
}

const NumberFormSchema = v.object({ mobile: MobileNumberSchema });

const PasswordFormSchema = v.object({
  password: v.pipe(v.string(SIGN_IN_MESSAGES.passwordEmpty), v.nonEmpty(SIGN_IN_MESSAGES.passwordEmpty)),
});

/** The number as the server wants it, or the field's message (the same one the use-cases give). */
export function validateNumberForm(form: NumberForm): Result<MobileNumber, InvalidForm<'mobile'>> {
  return validateForm(NumberFormSchema, form).map((valid) => valid.mobile);
}

/** The password as typed, or the field's message when it is empty. */
export function validatePasswordForm(form: PasswordForm): Result<string, InvalidForm<'password'>> {
  return validateForm(PasswordFormSchema, form).map((valid) => valid.password);
}
