import { useRef, useState, type ReactNode } from 'react';
import { Ok } from 'ts-results-es';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { homeOf } from '../../../domain/session/menus';
import { validateNumberForm, validatePasswordForm, type PasswordForm } from '../../../domain/session/number-form';
import type { LookupError, PasswordSignInError } from '../../../domain/session/sign-in';
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
import { notSentIfInvalid } from '../../ui/throttled-submit';
import { useForm } from '../../ui/use-form';

/** What a sign-in button is pressed for: a code by SMS, or the password. */
type SignInWay = 'otp' | 'password';

function messageOf(error: RequestOtpError | LookupError | PasswordSignInError): string {
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
  const [failure, setFailure] = useState<ReactNode>(null);
  const [note, setNote] = useState<ReactNode>(null);
  // Both buttons send the number; the one pressed says what for (Enter presses Get OTP).
  const pressed = useRef<SignInWay>('otp');
  const [sending, setSending] = useState<SignInWay>('otp');
  const { formRef, values, set, errors, busy, onSubmit } = useForm({
    initial: { mobile: initial },
    validate: validateNumberForm,
    onStart: () => {
      setFailure(null);
      setNote(null);
    },
    submit: async (_valid, form) => {
      const way = pressed.current;
      pressed.current = 'otp';
      setSending(way);
      if (way === 'otp') {
        const result = await signIn.requestOtp(form.mobile);
        if (result.isErr()) {
          setFailure(messageOf(result.error));
          return notSentIfInvalid(result.error);
        }
        void navigate(`/auth/verify-otp${refer}`);
        return;
      }
      const result = await signIn.passwordOption(form.mobile);
      if (result.isErr()) {
        setFailure(messageOf(result.error));
        return notSentIfInvalid(result.error);
      }
      const { mobileNumber, option } = result.value;
      if (option === 'password') onPassword(mobileNumber);
      else if (option === 'unregistered') {
        setFailure(
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
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {notice && <Notice role="status">{notice}</Notice>}
      <MobileNumberField
        value={values.mobile}
        onChange={(e) => set('mobile', e.target.value)}
        error={failure ?? errors.mobile}
        announce
        hint="We will send a 6-digit code to this number by SMS."
      />
      {note && <Notice role="status">{note}</Notice>}
      <Actions>
        <Button type="submit" disabled={busy} onClick={() => (pressed.current = 'otp')}>
          {busy && sending === 'otp' ? 'Sending code…' : 'Get OTP'}
        </Button>
        <Button type="submit" $variant="secondary" disabled={busy} onClick={() => (pressed.current = 'password')}>
          {busy && sending === 'password' ? 'Checking your number…' : 'Log in with password'}
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
  const [failure, setFailure] = useState<string | null>(null);
  // Both buttons send; a code instead needs no password.
  const pressed = useRef<SignInWay>('password');
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(input);
  const { formRef, values, set, errors, busy, onSubmit } = useForm({
    initial: { password: '' },
    validate: (form: PasswordForm) => (pressed.current === 'otp' ? Ok(form.password) : validatePasswordForm(form)),
    onStart: () => setFailure(null),
    submit: async (_valid, form) => {
      const way = pressed.current;
      pressed.current = 'password';
      if (way === 'otp') {
        const result = await signIn.requestOtp(mobile);
        if (result.isErr()) {
          setFailure(messageOf(result.error));
          return notSentIfInvalid(result.error);
        }
        void navigate(`/auth/verify-otp${refer}`);
        return;
      }
      const result = await signIn.signInWithPassword(mobile, form.password);
      if (result.isErr()) {
        setFailure(messageOf(result.error));
        return notSentIfInvalid(result.error);
      }
      const home = homeOf({ ...context, loggedIn: true });
      void navigate(destinationAfterSignIn(search.get('refer'), result.value.newUser, home), { replace: true });
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <p>
        Logging in as <strong>+91 {formatMobileNumber(mobile)}</strong>.
      </p>
      <TextField
        ref={input}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        error={failure ?? errors.password}
        announce
      />
      <Hint>
        <Link to="/auth/forgot-password">Forgot your password?</Link>
      </Hint>
      <Actions>
        <Button type="submit" disabled={busy} onClick={() => (pressed.current = 'password')}>
          {busy ? 'Logging in…' : 'Log in'}
        </Button>
        <Button type="submit" $variant="secondary" disabled={busy} onClick={() => (pressed.current = 'otp')}>
          Log in with a code instead
        </Button>
        <Button type="button" $variant="ghost" onClick={onChangeNumber}>
          Change number
        </Button>
      </Actions>
    </form>
  );
}
