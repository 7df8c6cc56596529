import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { homeOf } from '../../../domain/session/menus';
import { destinationAfterSignIn } from '../../../domain/session/sign-in';
import { useUseCase } from '../../app/di';
import { useMenuContext } from '../../app/shell/use-menu-context';
import { AUTH } from '../../app/modules/auth/tokens';
import { Card, PageTitle } from '../../ui/controls';
import { usePending, useReferSuffix, type AuthNavigationState } from './auth-kit';
import { sessionMessages } from './messages';
import { OtpForm } from './OtpForm';

/** /auth/verify-otp: the sign-in code. */
export default function VerifyOtpPage() {
  const store = useUseCase(AUTH.PendingVerification);
  const pending = usePending(store, ['SIGN_IN']);
  const context = useMenuContext();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const refer = useReferSuffix();
  const t = sessionMessages.useT();

  if (pending === null) {
    return <Navigate to={`/auth/login${refer}`} replace state={{ notice: 'notice.numberAgain' } satisfies AuthNavigationState} />;
  }

  return (
    <Card>
      <PageTitle>{t('verifyOtp.title')}</PageTitle>
      <OtpForm
        pending={pending}
        submitLabel={t('verifyOtp.submit')}
        onVerified={(outcome) => {
          const newUser = outcome.purpose === 'SIGN_IN' && outcome.newUser;
          void navigate(destinationAfterSignIn(search.get('refer'), newUser, homeOf({ ...context, loggedIn: true })), { replace: true });
        }}
        onChangeNumber={() => void navigate(`/auth/login${refer}`, { replace: true })}
      />
    </Card>
  );
}
