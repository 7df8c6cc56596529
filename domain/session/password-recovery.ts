import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { validateForm, type InvalidForm } from '../account/forms';
import type { AccountApi } from '../account/ports';
import type { ApiError } from '../shared/errors';
import { parseMobileNumber, type MobileNumber } from '../shared/mobile-number';
import { NewPasswordSchema, PASSWORD_MESSAGES } from '../shared/password';
import type { Clock } from '../shared/ports';
import type { PendingVerification } from './pending-verification';
import type { OtpTokenSigner } from './ports';
import type { InvalidInput } from './session';

export const CONFIRM_PASSWORD_MESSAGES = {
  empty: 'Enter the new password again',
} as const;

/** The new password and its confirmation, with the domain's password rules. */
export const NewPasswordFormSchema = v.pipe(
  v.object({
    password: NewPasswordSchema,
    confirm: v.pipe(v.string(CONFIRM_PASSWORD_MESSAGES.empty), v.nonEmpty(CONFIRM_PASSWORD_MESSAGES.empty)),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (input) => input.password === input.confirm, PASSWORD_MESSAGES.mismatch),
    ['confirm'],
  ),
);

/** The new-password form as typed. */
export interface NewPasswordForm {
  password: string;
  confirm: string;
}

export type NewPasswordField = keyof NewPasswordForm;
export type NewPasswordFieldErrors = Partial<Record<NewPasswordField, string>>;

export type ResetRequestError = InvalidInput | ApiError;
export type CreatePasswordError =
  | { kind: 'invalid-fields'; fields: NewPasswordFieldErrors }
  /** No verified reset code in this tab (a reload forgets it): start again. */
  | { kind: 'no-reset-token' }
  | ApiError;

export interface PasswordRecoveryDeps {
  accountApi: AccountApi;
  signer: OtpTokenSigner;
  pending: PendingVerification;
  clock: Clock;
}

/** Validates the new-password form: the password, or a message per field. */
export function checkNewPassword(form: NewPasswordForm): Result<string, InvalidForm<NewPasswordField>> {
  return validateForm(NewPasswordFormSchema, form).map((valid) => valid.password);
}

/**
 * Forgot password: the reset code goes to the number, the verified code gives a reset token
 * (kept in memory only), and that token sets the new password once.
 */
export class PasswordRecovery {
  private grant: { mobileNumber: MobileNumber; resetToken: string } | null = null;

  constructor(private readonly deps: PasswordRecoveryDeps) {}

  /** POST /user/forgetPassword: sends the reset code. */
  async requestReset(input: string): Promise<Result<MobileNumber, ResetRequestError>> {
    const mobile = parseMobileNumber(input);
    if (mobile.isErr()) return Err({ kind: 'invalid', message: mobile.error });
    this.deps.pending.remember(mobile.value);
    const sent = await this.sendCode(mobile.value);
    if (sent.isErr()) return sent;
    this.deps.pending.start(mobile.value, 'RESET_PASSWORD', this.deps.clock.now());
    return Ok(mobile.value);
  }

  /** Sends a reset code (first time or again); the OTP screen's resend uses it too. */
  async sendCode(mobileNumber: MobileNumber): Promise<Result<null, ApiError>> {
    const encryptedToken = await this.deps.signer.create();
    const sent = await this.deps.accountApi.forgetPassword({ mobileNumber, encryptedToken });
    return sent.map(() => null);
  }

  /** The verified reset code's token: /auth/create-password may now set a password. */
  acceptResetToken(mobileNumber: MobileNumber, resetToken: string): void {
    this.grant = { mobileNumber, resetToken };
  }

  get hasResetToken(): boolean {
    return this.grant !== null;
  }

  /** The number whose password is being reset, for the screen to say so. */
  get mobileNumber(): MobileNumber | null {
    return this.grant?.mobileNumber ?? null;
  }

  /** POST /user/createPassword with the reset token; the token is used up on success. */
  async createPassword(password: string, confirm: string): Promise<Result<MobileNumber, CreatePasswordError>> {
    const checked = checkNewPassword({ password, confirm });
    if (checked.isErr()) return Err({ kind: 'invalid-fields', fields: checked.error.fields });
    const grant = this.grant;
    if (grant === null) return Err({ kind: 'no-reset-token' });
    const created = await this.deps.accountApi.createPassword({ password: checked.value, token: grant.resetToken });
    if (created.isErr()) return created;
    this.grant = null;
    this.deps.pending.remember(grant.mobileNumber);
    return Ok(grant.mobileNumber);
  }
}
