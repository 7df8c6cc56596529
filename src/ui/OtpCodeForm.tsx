import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import type { Result } from 'ts-results-es';
import type { ResendError, VerifyCodeError } from '../../domain/session/otp-verification';
import { attemptsLeft, attemptsLeftMessage, lockSeconds, sendWaitSeconds, type CodeState } from '../../domain/session/pending-verification';
import { describeApiError } from '../../domain/shared/errors';
import { shortWait, tooManyAttemptsMessage } from '../../domain/shared/retry-after';
import { OTP_LENGTH, validateOtpForm } from '../../domain/shared/otp';
import { useUseCase } from '../app/di';
import { TOKENS } from '../app/tokens';
import { useDemoInfo } from '../app/use-demo-info';
import { Actions, TextField } from './form';
import { Button, Hint } from './controls';
import { notSentIfInvalid, useThrottledSubmit } from './throttled-submit';
import { useFocusOnMount } from './use-focus-on-mount';
import { useForm } from './use-form';
import { useDomainText } from '../i18n/domain-text';
import type { Translate } from '../i18n/messages-of';
import { kitMessages } from './kit/messages';
import type kit from './kit/messages/en';
import { richText } from './rich-text';

type Say = (text: string) => string;

/** What the server said about the last code or resend, kept as it came so that it is said in the language on screen. */
type Failure =
  | { of: 'verify'; error: Exclude<VerifyCodeError, { kind: 'busy' }> }
  | { of: 'resend'; error: Exclude<ResendError, { kind: 'busy' }> };

/** The server's sentence ('The OTP you entered is incorrect') ends with a stop before the next one follows it. */
function withStop(sentence: string): string {
  const lead = sentence.trim();
  return /[.!?]$/.test(lead) ? lead : `${lead}.`;
}

function verifyMessage(error: Exclude<VerifyCodeError, { kind: 'busy' }>, t: Translate<typeof kit>, say: Say): string {
  switch (error.kind) {
    case 'invalid':
      return error.message;
    case 'no-pending':
      return t('otp.noPending');
    case 'locked':
      return tooManyAttemptsMessage(error.retryAfterSeconds);
    case 'wrong-code':
      return t(error.attemptsLeft > 0 ? 'otp.wrongCode' : 'otp.wrongCodeNoneLeft', {
        message: withStop(error.message),
        attempts: say(attemptsLeftMessage(error.attemptsLeft)),
      });
    default:
      return describeApiError(error);
  }
}

function resendMessage(error: Exclude<ResendError, { kind: 'busy' }>, t: Translate<typeof kit>, say: Say): string {
  switch (error.kind) {
    case 'no-pending':
      return t('otp.noPending');
    case 'too-soon':
      return t('otp.resendLater', { wait: say(shortWait(error.seconds)) });
    case 'invalid':
      return error.message;
    default:
      return describeApiError(error);
  }
}

export interface OtpCodeFormProps<T> {
  /** The code on its way: when it was sent, the wrong codes typed, and any lock the server set. */
  code: CodeState;
  /** Where the code went, as the user knows it: '+91 91234 56780', 'meera@example.in'. */
  sentTo: string;
  verify: (code: string) => Promise<Result<T, VerifyCodeError>>;
  resend: () => Promise<Result<null, ResendError>>;
  submitLabel: string;
  onVerified: (outcome: T) => void;
  /** The way back to the step that asked for the number or address. */
  changeLabel: string;
  onChange: () => void;
}

/**
 * The one OTP step every flow uses: six digits (typed or pasted whole, spaces and all), a
 * resend after a visible 30-second countdown, and the 5 attempts before the number is locked,
 * which the user is told about. While a lock lasts the field says how long, and neither Verify
 * nor Resend is offered; what was typed stays.
 */
export function OtpCodeForm<T>({ code: sent, sentTo, verify, resend, submitLabel, onVerified, changeLabel, onChange }: OtpCodeFormProps<T>) {
  const clock = useUseCase(TOKENS.Clock);
  const demo = useDemoInfo();
  const t = kitMessages.useT();
  const say = useDomainText();
  // What the server said about the last code or resend, at the field until the next try.
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sentAgain, setSentAgain] = useState(false);
  const [now, setNow] = useState(() => clock.now());
  const { formRef, values, set, errors, reset, busy: verifying, onSubmit } = useForm({
    initial: { code: '' },
    validate: validateOtpForm,
    onStart: () => {
      setSentAgain(false);
      setFailure(null);
    },
    submit: async (_valid, form) => {
      const result = await verify(form.code);
      if (result.isOk()) {
        onVerified(result.value);
        return;
      }
      setNow(clock.now());
      if (result.error.kind === 'busy') return;
      // A lock is said from the time it has left, below, and goes when it ends.
      if (result.error.kind !== 'locked') setFailure({ of: 'verify', error: result.error });
      return notSentIfInvalid(result.error);
    },
  });
  const resending = useThrottledSubmit();
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(input);

  const wait = sendWaitSeconds(sent, now);
  const locked = lockSeconds(sent, now);
  const left = attemptsLeft(sent);
  const counting = wait > 0;

  // The countdown (and the time a lock has left) ticks from the Clock port once a second while it runs.
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(clock.now()), 1000);
    return () => clearInterval(timer);
  }, [counting, clock, sent.sentAt, sent.lockedUntil, sent.sendsBlockedUntil]);

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // The whole code pasted from an SMS or mail, however it is grouped ('123 456', '123-456').
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits.length !== OTP_LENGTH) return;
    event.preventDefault();
    setFailure(null);
    set('code', digits);
  };

  const onResend = () => {
    resending.run(async () => {
      setSentAgain(false);
      const result = await resend();
      setNow(clock.now());
      if (result.isErr()) {
        if (result.error.kind !== 'busy') setFailure({ of: 'resend', error: result.error });
        return;
      }
      reset({ code: '' });
      setFailure(null);
      setSentAgain(true);
      input.current?.focus();
    });
  };

  const busy = verifying || resending.busy;
  const hint =
    locked > 0 ? t('otp.digits', { count: OTP_LENGTH }) : t('otp.digitsAndAttempts', { count: OTP_LENGTH, attempts: say(attemptsLeftMessage(left)) });
  const said = failure && (failure.of === 'verify' ? verifyMessage(failure.error, t, say) : resendMessage(failure.error, t, say));

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <p>{richText((values) => t('otp.enterCode', values), { sentTo: <strong>{sentTo}</strong> })}</p>
      {demo && <Hint>{t('otp.demo', { code: demo.demoOtp })}</Hint>}
      <TextField
        ref={input}
        label={t('otp.label')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        value={values.code}
        onChange={(e) => set('code', e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        onPaste={onPaste}
        error={locked > 0 ? tooManyAttemptsMessage(locked) : (said ?? errors.code)}
        hint={hint}
        announce
      />
      {sentAgain && <p role="status">{t('otp.sentAgain', { sentTo })}</p>}
      <Actions>
        <Button type="submit" disabled={busy || locked > 0}>
          {verifying ? t('otp.verifying') : submitLabel}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy || counting} onClick={onResend}>
          {resending.busy ? t('otp.sending') : counting ? t('otp.resendIn', { wait: say(shortWait(wait)) }) : t('otp.resend')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onChange}>
          {changeLabel}
        </Button>
      </Actions>
    </form>
  );
}
