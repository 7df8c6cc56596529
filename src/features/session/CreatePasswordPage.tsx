import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import type { NewPasswordFieldErrors } from '../../../domain/session/password-recovery';
import { describeApiError } from '../../../domain/shared/errors';
import { formatMobileNumber, type MobileNumber } from '../../../domain/shared/mobile-number';
import { useUseCase } from '../../app/di';
import { AUTH } from '../../app/modules/auth/tokens';
import { Button, Card, PageTitle } from '../../ui/controls';
import { Actions, FormAlert, Success, TextField } from '../../ui/form';
import { PasswordRules } from '../../ui/PasswordRules';
import { type AuthNavigationState } from './auth-kit';
import { useThrottledSubmit } from '../../ui/throttled-submit';

export const RESET_EXPIRED_NOTICE = 'Your reset code is no longer valid (the page was reloaded or it was used). Ask for a new code.';

/** /auth/create-password: the new password, allowed by the verified reset code. */
export default function CreatePasswordPage() {
  const recovery = useUseCase(AUTH.PasswordRecovery);
  const [allowed] = useState(() => recovery.hasResetToken);
  const [mobile] = useState(() => recovery.mobileNumber);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordFieldErrors>({});
  const [formError, setFormError] = useState<{ message: string; restart: boolean } | null>(null);
  const [done, setDone] = useState<MobileNumber | null>(null);
  const { busy, run } = useThrottledSubmit();
  const rulesId = useId();
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      setFormError(null);
      const result = await recovery.createPassword(password, confirm);
      if (result.isOk()) {
        setDone(result.value);
        return;
      }
      const error = result.error;
      setErrors(error.kind === 'invalid-fields' ? error.fields : {});
      if (error.kind === 'invalid-fields') {
        (error.fields.password ? passwordInput : confirmInput).current?.focus();
        return 'not-sent';
      } else if (error.kind === 'no-reset-token') {
        setFormError({ message: RESET_EXPIRED_NOTICE, restart: true });
      } else {
        // A refusal here means the reset token is spent or expired: only a new code helps.
        setFormError({ message: describeApiError(error), restart: error.kind === 'rejected' });
      }
    });
  };

  return (
    <Card>
      <PageTitle>Create a new password</PageTitle>
      {mobile && <p>For the account of +91 {formatMobileNumber(mobile)}.</p>}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          ref={passwordInput}
          label="New password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          describedByExtra={rulesId}
        />
        <PasswordRules id={rulesId} password={password} />
        <TextField
          ref={confirmInput}
          label="Confirm new password"
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
        {formError && (
          <FormAlert role="alert">
            <p>
              {formError.message} {formError.restart && <Link to="/auth/forgot-password">Start again</Link>}
            </p>
          </FormAlert>
        )}
        <Actions>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save password'}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
