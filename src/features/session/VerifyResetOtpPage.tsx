import { Navigate, useNavigate } from 'react-router-dom';
import { useUseCase } from '../../app/di';
import { AUTH } from '../../app/modules/auth/tokens';
import { Card, PageTitle } from '../../ui/controls';
import { usePending, type AuthNavigationState } from './auth-kit';
import { sessionMessages } from './messages';
import { OtpForm } from './OtpForm';

/** /auth/verify-otp-password-reset: the code that allows a new password. */
export default function VerifyResetOtpPage() {
  const store = useUseCase(AUTH.PendingVerification);
  const pending = usePending(store, ['RESET_PASSWORD']);
  const navigate = useNavigate();
  const t = sessionMessages.useT();

  if (pending === null) {
    return <Navigate to="/auth/forgot-password" replace state={{ notice: 'notice.numberAgain' } satisfies AuthNavigationState} />;
  }

  return (
    <Card>
      <PageTitle>{t('resetOtp.title')}</PageTitle>
      <OtpForm
        pending={pending}
        submitLabel={t('resetOtp.submit')}
        onVerified={() => void navigate('/auth/create-password', { replace: true })}
        onChangeNumber={() => void navigate('/auth/forgot-password', { replace: true })}
      />
    </Card>
  );
}
