import { useRef, useState } from 'react';
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
import { sessionMessages } from './messages';
import { richText } from '../../ui/rich-text';
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
  const t = sessionMessages.useT();

  return (
    <Card>
      <PageTitle>{t('login.title', { brand: BRAND_NAME })}</PageTitle>
      {step.kind === 'number' ? (
        <NumberStep initial={pendingStore.draftNumber ?? ''} onPassword={(mobile) => setStep({ kind: 'password', mobile })} />
      ) : (
        <PasswordStep mobile={step.mobile} onChangeNumber={() => setStep({ kind: 'number' })} />
      )}
    </Card>
  );
}

function NumberStep({ initial, onPassword }: { initial: string; onPassword: (mobile: MobileNumber) => void }) {
  const t = sessionMessages.useT();
  const signIn = useUseCase(AUTH.SignIn);
  const navigate = useNavigate();
  const refer = useReferSuffix();
  const notice = useRouteNotice();
  // Said at the number: the domain's or the server's words, or that the number has no account.
  const [failure, setFailure] = useState<{ kind: 'said'; message: string } | { kind: 'unregistered' } | null>(null);
  // The number has no password yet: said beside the field, with the way to set one.
  const [note, setNote] = useState(false);
  // Both buttons send the number; the one pressed says what for (Enter presses Get OTP).
  const pressed = useRef<SignInWay>('otp');
  const [sending, setSending] = useState<SignInWay>('otp');
  const { formRef, values, set, errors, busy, onSubmit } = useForm({
    initial: { mobile: initial },
    validate: validateNumberForm,
    onStart: () => {
      setFailure(null);
      setNote(false);
    },
    submit: async (_valid, form) => {
      const way = pressed.current;
      pressed.current = 'otp';
      setSending(way);
      if (way === 'otp') {
        const result = await signIn.requestOtp(form.mobile);
        if (result.isErr()) {
          setFailure({ kind: 'said', message: messageOf(result.error) });
          return notSentIfInvalid(result.error);
        }
        void navigate(`/auth/verify-otp${refer}`);
        return;
      }
      const result = await signIn.passwordOption(form.mobile);
      if (result.isErr()) {
        setFailure({ kind: 'said', message: messageOf(result.error) });
        return notSentIfInvalid(result.error);
      }
      const { mobileNumber, option } = result.value;
      if (option === 'password') onPassword(mobileNumber);
      else if (option === 'unregistered') {
        setFailure({ kind: 'unregistered' });
      } else {
        setNote(true);
      }
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {notice && <Notice role="status">{notice}</Notice>}
      <MobileNumberField
        value={values.mobile}
        onChange={(e) => set('mobile', e.target.value)}
        error={
          failure?.kind === 'unregistered'
            ? richText((values) => t('login.unregistered', { ...values, brand: BRAND_NAME }), {
                register: <Link to={`/auth/register${refer}`}>{t('registerWithNumber')}</Link>,
              })
            : (failure?.message ?? errors.mobile)
        }
        announce
        hint={t('login.numberHint')}
      />
      {note && (
        <Notice role="status">
          {richText((values) => t('login.noPassword', values), { setPassword: <Link to="/auth/forgot-password">{t('login.setPassword')}</Link> })}
        </Notice>
      )}
      <Actions>
        <Button type="submit" disabled={busy} onClick={() => (pressed.current = 'otp')}>
          {busy && sending === 'otp' ? t('sendingCode') : t('login.getOtp')}
        </Button>
        <Button type="submit" $variant="secondary" disabled={busy} onClick={() => (pressed.current = 'password')}>
          {busy && sending === 'password' ? t('login.checkingNumber') : t('login.withPassword')}
        </Button>
      </Actions>
      <Aside>
        {richText((values) => t('login.newHere', { ...values, brand: BRAND_NAME }), {
          createAccount: <Link to={`/auth/register${refer}`}>{t('login.createAccount')}</Link>,
        })}
      </Aside>
    </form>
  );
}

function PasswordStep({ mobile, onChangeNumber }: { mobile: MobileNumber; onChangeNumber: () => void }) {
  const t = sessionMessages.useT();
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
      <p>{richText((values) => t('login.loggingInAs', values), { number: <strong>+91 {formatMobileNumber(mobile)}</strong> })}</p>
      <TextField
        ref={input}
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        error={failure ?? errors.password}
        announce
      />
      <Hint>
        <Link to="/auth/forgot-password">{t('login.forgot')}</Link>
      </Hint>
      <Actions>
        <Button type="submit" disabled={busy} onClick={() => (pressed.current = 'password')}>
          {busy ? t('login.loggingIn') : t('logIn')}
        </Button>
        <Button type="submit" $variant="secondary" disabled={busy} onClick={() => (pressed.current = 'otp')}>
          {t('login.withCode')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onChangeNumber}>
          {t('changeNumber')}
        </Button>
      </Actions>
    </form>
  );
}
