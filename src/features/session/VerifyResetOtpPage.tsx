import { Navigate, useNavigate } from 'react-router-dom';
import { useUseCase } from '../../app/di';
import { AUTH } from '../../app/modules/auth/tokens';
import { Card, PageTitle } from '../../ui/controls';
import { usePending, type AuthNavigationState } from './auth-kit';
import { OtpForm } from './OtpForm';

export const RESET_AGAIN_NOTICE = 'For your privacy we do not keep your number when the page reloads. Enter it again to get a new code.';

/** /auth/verify-otp-password-reset: the code that allows a new password. */
export default function VerifyResetOtpPage() {
  const store = useUseCase(AUTH.PendingVerification);
  const pending = usePending(store, ['RESET_PASSWORD']);
  const navigate = useNavigate();

  if (pending === null) {
    return <Navigate to="/auth/forgot-password" replace state={{ notice: RESET_AGAIN_NOTICE } satisfies AuthNavigationState} />;
  }

  return (
    <Card>
      <PageTitle>Reset your password</PageTitle>
      <OtpForm
        pending={pending}
        submitLabel="Verify code"
        onVerified={() => void navigate('/auth/create-password', { replace: true })}
        onChangeNumber={() => void navigate('/auth/forgot-password', { replace: true })}
      />
    </Card>
  );
}
