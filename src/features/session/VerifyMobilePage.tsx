import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { validateNumberForm } from '../../../domain/session/number-form';
import { destinationAfterSignIn } from '../../../domain/session/sign-in';
import { describeApiError } from '../../../domain/shared/errors';
import { formatMobileNumber, type MobileNumber } from '../../../domain/shared/mobile-number';
import { useObservable, useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { AUTH } from '../../app/modules/auth/tokens';
import { Card, PageTitle } from '../../ui/controls';
import { Actions, MobileNumberField, SubmitButton, Success } from '../../ui/form';
import { useForm } from '../../ui/use-form';
import { usePending, type AuthNavigationState } from './auth-kit';
import { OtpForm } from './OtpForm';
import { notSentIfInvalid } from '../../ui/throttled-submit';
import { sessionMessages } from './messages';

const PROFILE_PATH = '/patient/my-profile';

/**
 * /auth/verify-otp-mobile: proving a mobile number is yours. It confirms a registration
 * (purpose REGISTER), and lets a signed-in user verify a number (purpose VERIFY_MOBILE).
 */
export default function VerifyMobilePage() {
  const store = useUseCase(AUTH.PendingVerification);
  const session = useUseCase(TOKENS.Session);
  const loggedIn = useObservable(session.loggedIn$, session.currentToken !== null);
  const pending = usePending(store, ['REGISTER', 'VERIFY_MOBILE']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [verified, setVerified] = useState<{ mobileNumber: MobileNumber; returnTo: string | null } | null>(null);
  const t = sessionMessages.useT();

  if (verified !== null) {
    return (
      <Card>
        <PageTitle>{t('verifyMobile.doneTitle')}</PageTitle>
        <Success role="status">
          <p>{t('verifyMobile.done', { number: `+91 ${formatMobileNumber(verified.mobileNumber)}` })}</p>
          <p>{t('verifyMobile.nowYours')}</p>
          <Link to={verified.returnTo ?? PROFILE_PATH}>{t('verifyMobile.continue')}</Link>
        </Success>
      </Card>
    );
  }

  if (pending === null) {
    if (!loggedIn) return <Navigate to="/auth/register" replace state={{ notice: 'notice.registerAgain' } satisfies AuthNavigationState} />;
    return <StartVerification />;
  }

  const registering = pending.purpose === 'REGISTER';
  return (
    <Card>
      <PageTitle>{t('verifyMobile.title')}</PageTitle>
      <OtpForm
        key={pending.purpose}
        pending={pending}
        submitLabel={registering ? t('verifyMobile.submitRegistration') : t('verifyMobile.submitNumber')}
        onVerified={(outcome) => {
          if (outcome.purpose === 'VERIFY_MOBILE') {
            setVerified({ mobileNumber: outcome.mobileNumber, returnTo: outcome.returnTo });
            return;
          }
          // The new patient is signed in; the profile comes next.
          void navigate(destinationAfterSignIn(search.get('refer'), true, '/'), { replace: true });
        }}
        onChangeNumber={() => {
          if (registering) void navigate(pending.origin ?? '/auth/register', { replace: true });
          else store.clear();
        }}
      />
    </Card>
  );
}

/** A signed-in user with no code on its way: the number to verify. */
function StartVerification() {
  const verification = useUseCase(AUTH.MobileVerification);
  const store = useUseCase(AUTH.PendingVerification);
  const [failure, setFailure] = useState<string | null>(null);
  const t = sessionMessages.useT();
  const { formRef, values, set, errors, busy, onSubmit } = useForm({
    initial: { mobile: store.draftNumber ?? '' },
    validate: validateNumberForm,
    onStart: () => setFailure(null),
    submit: async (_valid, form) => {
      const result = await verification.start(form.mobile, PROFILE_PATH);
      if (result.isErr()) {
        setFailure(result.error.kind === 'invalid' ? result.error.message : describeApiError(result.error));
        return notSentIfInvalid(result.error);
      }
    },
  });

  return (
    <Card>
      <PageTitle>{t('verifyMobile.title')}</PageTitle>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <MobileNumberField
          value={values.mobile}
          onChange={(e) => set('mobile', e.target.value)}
          error={failure ?? errors.mobile}
          announce
          hint={t('verifyMobile.hint')}
        />
        <Actions>
          <SubmitButton busy={busy} busyLabel={t('sendingCode')}>
            {t('sendCode')}
          </SubmitButton>
        </Actions>
      </form>
    </Card>
  );
}
