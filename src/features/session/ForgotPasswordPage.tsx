import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { AUTH } from '../../app/modules/auth/tokens';
import { Button, Card, PageTitle } from '../../ui/controls';
import { Actions, Aside, MobileNumberField, Notice } from '../../ui/form';
import { useRouteNotice } from './auth-kit';
import { useThrottledSubmit } from '../../ui/throttled-submit';

/** /auth/forgot-password: the number that gets the reset code. */
export default function ForgotPasswordPage() {
  const recovery = useUseCase(AUTH.PasswordRecovery);
  const store = useUseCase(AUTH.PendingVerification);
  const navigate = useNavigate();
  const notice = useRouteNotice();
  const [mobileInput, setMobileInput] = useState(store.draftNumber ?? '');
  const [error, setError] = useState<ReactNode>(null);
  const { busy, run } = useThrottledSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      setError(null);
      const result = await recovery.requestReset(mobileInput);
      if (result.isOk()) {
        void navigate('/auth/verify-otp-password-reset');
        return;
      }
      const failure = result.error;
      if (failure.kind === 'invalid') {
        setError(failure.message);
        return 'not-sent';
      }
      if (failure.kind === 'not-found') {
        setError(
          <>
            {failure.message}. <Link to="/auth/register">Register with this number</Link>
          </>,
        );
      } else setError(describeApiError(failure));
    });
  };

  return (
    <Card>
      <PageTitle>Forgot your password?</PageTitle>
      <p>Enter the mobile number of your account. We will send you a code to set a new password.</p>
      <form onSubmit={onSubmit} noValidate>
        {notice && <Notice role="status">{notice}</Notice>}
        <MobileNumberField
          value={mobileInput}
          onChange={(e) => setMobileInput(e.target.value)}
          error={error}
          announce
        />
        <Actions>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending code…' : 'Send code'}
          </Button>
        </Actions>
      </form>
      <Aside>
        Remembered it? <Link to="/auth/login">Back to log in</Link>
      </Aside>
    </Card>
  );
}
