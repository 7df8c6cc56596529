import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { validateNumberForm } from '../../../domain/session/number-form';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { AUTH } from '../../app/modules/auth/tokens';
import { Card, PageTitle } from '../../ui/controls';
import { Actions, Aside, MobileNumberField, Notice, SubmitButton } from '../../ui/form';
import { useForm } from '../../ui/use-form';
import { useRouteNotice } from './auth-kit';

/** /auth/forgot-password: the number that gets the reset code. */
export default function ForgotPasswordPage() {
  const recovery = useUseCase(AUTH.PasswordRecovery);
  const store = useUseCase(AUTH.PendingVerification);
  const navigate = useNavigate();
  const notice = useRouteNotice();
  // A refusal the number's own rules do not cover (not registered, the server's word) is said at the field too.
  const [failure, setFailure] = useState<ReactNode>(null);
  const { formRef, values, set, errors, busy, onSubmit } = useForm({
    initial: { mobile: store.draftNumber ?? '' },
    validate: validateNumberForm,
    onStart: () => setFailure(null),
    submit: async (_valid, form) => {
      const result = await recovery.requestReset(form.mobile);
      if (result.isOk()) {
        void navigate('/auth/verify-otp-password-reset');
        return;
      }
      const refusal = result.error;
      if (refusal.kind === 'invalid') {
        setFailure(refusal.message);
        return 'not-sent';
      }
      if (refusal.kind === 'not-found') {
        setFailure(
          <>
            {refusal.message}. <Link to="/auth/register">Register with this number</Link>
          </>,
        );
      } else setFailure(describeApiError(refusal));
    },
  });

  return (
    <Card>
      <PageTitle>Forgot your password?</PageTitle>
      <p>Enter the mobile number of your account. We will send you a code to set a new password.</p>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        {notice && <Notice role="status">{notice}</Notice>}
        <MobileNumberField value={values.mobile} onChange={(e) => set('mobile', e.target.value)} error={failure ?? errors.mobile} announce />
        <Actions>
          <SubmitButton busy={busy} busyLabel="Sending code…">
            Send code
          </SubmitButton>
        </Actions>
      </form>
      <Aside>
        Remembered it? <Link to="/auth/login">Back to log in</Link>
      </Aside>
    </Card>
  );
}
