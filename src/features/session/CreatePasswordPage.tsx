import { useId, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { checkNewPassword } from '../../../domain/session/password-recovery';
import { describeApiError } from '../../../domain/shared/errors';
import { formatMobileNumber, type MobileNumber } from '../../../domain/shared/mobile-number';
import { useUseCase } from '../../app/di';
import { AUTH } from '../../app/modules/auth/tokens';
import { Card, PageTitle } from '../../ui/controls';
import { Actions, FormAlert, SubmitButton, Success, TextField } from '../../ui/form';
import { useForm } from '../../ui/use-form';
import { PasswordRules } from '../../ui/PasswordRules';
import { type AuthNavigationState } from './auth-kit';

export const RESET_EXPIRED_NOTICE = 'Your reset code is no longer valid (the page was reloaded or it was used). Ask for a new code.';

/** /auth/create-password: the new password, allowed by the verified reset code. */
export default function CreatePasswordPage() {
  const recovery = useUseCase(AUTH.PasswordRecovery);
  const [allowed] = useState(() => recovery.hasResetToken);
  const [mobile] = useState(() => recovery.mobileNumber);
  const [formError, setFormError] = useState<{ message: string; restart: boolean } | null>(null);
  const [done, setDone] = useState<MobileNumber | null>(null);
  const rulesId = useId();
  const { formRef, values, field, showErrors, busy, onSubmit } = useForm({
    initial: { password: '', confirm: '' },
    validate: checkNewPassword,
    onStart: () => setFormError(null),
    submit: async (_valid, form) => {
      const result = await recovery.createPassword(form.password, form.confirm);
      if (result.isOk()) {
        setDone(result.value);
        return;
      }
      const error = result.error;
      if (error.kind === 'invalid-fields') {
        showErrors(error.fields);
        return 'not-sent';
      } else if (error.kind === 'no-reset-token') {
        setFormError({ message: RESET_EXPIRED_NOTICE, restart: true });
      } else {
        // A refusal here means the reset token is spent or expired: only a new code helps.
        setFormError({ message: describeApiError(error), restart: error.kind === 'rejected' });
      }
    },
  });

  if (done !== null) {
    return (
      <Card>
        <PageTitle>Your new password is saved</PageTitle>
        <Success role="status">
          <p>You can now log in to +91 {formatMobileNumber(done)} with your new password. The old one no longer works.</p>
          <Link to="/auth/login">Log in with your new password</Link>
        </Success>
      </Card>
    );
  }
  if (!allowed) {
    return <Navigate to="/auth/forgot-password" replace state={{ notice: RESET_EXPIRED_NOTICE } satisfies AuthNavigationState} />;
  }

  return (
    <Card>
      <PageTitle>Create a new password</PageTitle>
      {mobile && <p>For the account of +91 {formatMobileNumber(mobile)}.</p>}
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <TextField
          label="New password"
          {...field('password')}
          name="new-password"
          type="password"
          autoComplete="new-password"
          describedByExtra={rulesId}
        />
        <PasswordRules id={rulesId} password={values.password} />
        <TextField label="Confirm new password" {...field('confirm')} name="confirm-password" type="password" autoComplete="new-password" />
        {formError && (
          <FormAlert role="alert">
            <p>
              {formError.message} {formError.restart && <Link to="/auth/forgot-password">Start again</Link>}
            </p>
          </FormAlert>
        )}
        <Actions>
          <SubmitButton busy={busy} busyLabel="Saving…">
            Save password
          </SubmitButton>
        </Actions>
      </form>
    </Card>
  );
}
