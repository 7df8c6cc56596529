import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { homeOf } from '../../../domain/session/menus';
import type { LookupError } from '../../../domain/session/sign-in';
import { destinationAfterSignIn } from '../../../domain/session/sign-in';
import type { RequestOtpError } from '../../../domain/session/session';
import { describeApiError } from '../../../domain/shared/errors';
import { formatMobileNumber, type MobileNumber } from '../../../domain/shared/mobile-number';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import { useMenuContext } from '../../app/shell/use-menu-context';
import { AUTH } from '../../app/modules/auth/tokens';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { Actions, Aside, MobileNumberField, Notice, TextField } from '../../ui/form';
import { useFocusOnMount } from '../../ui/use-focus-on-mount';
import { useReferSuffix, useRouteNotice } from './auth-kit';
import { notSentIfInvalid, useThrottledSubmit } from '../../ui/throttled-submit';

function messageOf(error: RequestOtpError | LookupError): string {
  return error.kind === 'invalid' ? error.message : describeApiError(error);
}

/**
 * /auth/login: the number, then either the OTP screen (/auth/verify-otp) or, with 'Log in
 * with password', the password step here. The number comes back when the user returns.
 */
export default function LoginPage() {
  const pendingStore = useUseCase(AUTH.PendingVerification);
  const [step, setStep] = useState<{ kind: 'number' } | { kind: 'password'; mobile: MobileNumber }>({ kind: 'number' });

  return (
    <Card>
      <PageTitle>Log in to {BRAND_NAME}</PageTitle>
      {step.kind === 'number' ? (
        <NumberStep initial={pendingStore.draftNumber ?? ''} onPassword={(mobile) => setStep({ kind: 'password', mobile })} />
      ) : (
        <PasswordStep mobile={step.mobile} onChangeNumber={() => setStep({ kind: 'number' })} />
      )}
    </Card>
  );
}

function NumberStep({ initial, onPassword }: { initial: string; onPassword: (mobile: MobileNumber) => void }) {
  const signIn = useUseCase(AUTH.SignIn);
  const navigate = useNavigate();
  const refer = useReferSuffix();
  const notice = useRouteNotice();
  const [mobileInput, setMobileInput] = useState(initial);
  const [error, setError] = useState<ReactNode>(null);
  const [note, setNote] = useState<ReactNode>(null);
  const [choice, setChoice] = useState<'otp' | 'password' | null>(null);
  const { busy, run } = useThrottledSubmit();

  const onGetOtp = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      setChoice('otp');
      setError(null);
      setNote(null);
      const result = await signIn.requestOtp(mobileInput);
      if (result.isErr()) {
        setError(messageOf(result.error));
        return notSentIfInvalid(result.error);
      }
      void navigate(`/auth/verify-otp${refer}`);
    });
  };

  const onPasswordChoice = () => {
    run(async () => {
      setChoice('password');
      setError(null);
      setNote(null);
      const result = await signIn.passwordOption(mobileInput);
      if (result.isErr()) {
        setError(messageOf(result.error));
        return notSentIfInvalid(result.error);
      }
      const { mobileNumber, option } = result.value;
      if (option === 'password') onPassword(mobileNumber);
      else if (option === 'unregistered') {
        setError(
          <>
            This number is not registered with {BRAND_NAME} yet. <Link to={`/auth/register${refer}`}>Register with this number</Link>
          </>,
        );
      } else {
        setNote(
          <>
            You have not set a password for this number yet. Choose Get OTP to log in with a code, or{' '}
            <Link to="/auth/forgot-password">set a password</Link>.
          </>,
        );
      }
    });
  };

  return (
    <form onSubmit={onGetOtp} noValidate>
      {notice && <Notice role="status">{notice}</Notice>}
      <MobileNumberField
        value={mobileInput}
        onChange={(e) => setMobileInput(e.target.value)}
        error={error}
        announce
        hint="We will send a 6-digit code to this number by SMS."
      />
      {note && <Notice role="status">{note}</Notice>}
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy && choice === 'otp' ? 'Sending code…' : 'Get OTP'}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onPasswordChoice}>
          {busy && choice === 'password' ? 'Checking your number…' : 'Log in with password'}
        </Button>
      </Actions>
      <Aside>
        New to {BRAND_NAME}? <Link to={`/auth/register${refer}`}>Create an account</Link>
      </Aside>
    </form>
  );
}

function PasswordStep({ mobile, onChangeNumber }: { mobile: MobileNumber; onChangeNumber: () => void }) {
  const signIn = useUseCase(AUTH.SignIn);
  const context = useMenuContext();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const refer = useReferSuffix();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useThrottledSubmit();
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(input);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      setError(null);
      const result = await signIn.signInWithPassword(mobile, password);
      if (result.isErr()) {
        setError(result.error.kind === 'invalid' ? result.error.message : describeApiError(result.error));
        return notSentIfInvalid(result.error);
      }
      const home = homeOf({ ...context, loggedIn: true });
      void navigate(destinationAfterSignIn(search.get('refer'), result.value.newUser, home), { replace: true });
    });
  };

  const switchToOtp = () => {
    run(async () => {
      setError(null);
      const result = await signIn.requestOtp(mobile);
      if (result.isErr()) {
        setError(messageOf(result.error));
        return notSentIfInvalid(result.error);
      }
      void navigate(`/auth/verify-otp${refer}`);
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>
        Logging in as <strong>+91 {formatMobileNumber(mobile)}</strong>.
      </p>
      <TextField
        ref={input}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
        announce
      />
      <Hint>
        <Link to="/auth/forgot-password">Forgot your password?</Link>
      </Hint>
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={switchToOtp}>
          Log in with a code instead
        </Button>
        <Button type="button" $variant="ghost" onClick={onChangeNumber}>
          Change number
        </Button>
      </Actions>
    </form>
  );
}
