import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeReferTarget } from '../../../domain/navigation/refer-path';
import { homeOf } from '../../../domain/session/menus';
import { describeApiError } from '../../../domain/shared/errors';
import { formatMobileNumber, type MobileNumber } from '../../../domain/shared/mobile-number';
import type { RequestOtpError } from '../../../domain/session/session';
import { useUseCase } from '../../app/di';
import { BRAND_NAME } from '../../app/brand';
import { useMenuContext } from '../../app/shell/use-menu-context';
import { TOKENS } from '../../app/tokens';
import { useDemoInfo } from '../../app/use-demo-info';
import { Button, Card, Field, FieldError, Hint, PageTitle } from '../../ui/controls';

const RESEND_AFTER_SECONDS = 30;

function messageOf(error: RequestOtpError): string {
  return error.kind === 'invalid' ? error.message : describeApiError(error);
}

export default function LoginPage() {
  const session = useUseCase(TOKENS.Session);
  const demo = useDemoInfo();
  const context = useMenuContext();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [mobileInput, setMobileInput] = useState('');
  const [mobile, setMobile] = useState<MobileNumber | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const ids = { mobile: useId(), otp: useId(), error: useId(), hint: useId() };
  const otpInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  useEffect(() => {
    if (mobile !== null) otpInput.current?.focus();
  }, [mobile]);

  const requestOtp = async (input: string) => {
    setPending(true);
    setError(null);
    const result = await session.requestOtp(input);
    setPending(false);
    if (result.isErr()) {
      setError(messageOf(result.error));
      return;
    }
    setMobile(result.value);
    setResendIn(RESEND_AFTER_SECONDS);
  };

  const onMobileSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    void requestOtp(mobileInput);
  };

  const onOtpSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || mobile === null) return;
    setPending(true);
    setError(null);
    const result = await session.verifyOtp(mobile, otp);
    setPending(false);
    if (result.isErr()) {
      setError(messageOf(result.error));
      return;
    }
    const target = safeReferTarget(search.get('refer')) ?? homeOf({ ...context, loggedIn: true });
    void navigate(target, { replace: true });
  };

  return (
    <Card>
      <PageTitle>Log in to {BRAND_NAME}</PageTitle>
      {mobile === null ? (
        <form onSubmit={onMobileSubmit} noValidate>
          <Field>
            <label htmlFor={ids.mobile}>Mobile number</label>
            <input
              id={ids.mobile}
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={mobileInput}
              onChange={(e) => setMobileInput(e.target.value)}
              aria-invalid={error !== null}
              aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
            />
            <Hint id={ids.hint}>We will send a 6-digit code to this number by SMS.</Hint>
            {error && (
              <FieldError id={ids.error} role="alert">
                {error}
              </FieldError>
            )}
          </Field>
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending code…' : 'Get OTP'}
          </Button>
        </form>
      ) : (
        <form onSubmit={(e) => void onOtpSubmit(e)} noValidate>
          <p>
            Enter the code sent to <strong>+91 {formatMobileNumber(mobile)}</strong>.
          </p>
          {demo && <Hint>Demo: the code is {demo.demoOtp}.</Hint>}
          <Field>
            <label htmlFor={ids.otp}>One-time password (OTP)</label>
            <input
              ref={otpInput}
              id={ids.otp}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
              aria-invalid={error !== null}
              aria-describedby={error ? ids.error : undefined}
            />
            {error && (
              <FieldError id={ids.error} role="alert">
                {error}
              </FieldError>
            )}
          </Field>
          <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
            <Button type="submit" disabled={pending}>
              {pending ? 'Verifying…' : 'Verify and log in'}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={pending || resendIn > 0}
              onClick={() => void requestOtp(mobile)}
            >
              {resendIn > 0 ? `Resend code in ${resendIn} s` : 'Resend code'}
            </Button>
            <Button
              type="button"
              $variant="ghost"
              onClick={() => {
                setMobile(null);
                setOtp('');
                setError(null);
              }}
            >
              Change number
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
