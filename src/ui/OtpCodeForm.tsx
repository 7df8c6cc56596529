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

export const NO_PENDING_MESSAGE = 'This code is no longer waiting to be checked. Ask for a new one.';

/** 'The OTP you entered is incorrect' + 'You have 4 attempts left.' as one message. */
function joinSentences(first: string, second: string): string {
  const lead = first.trim();
  return `${lead}${/[.!?]$/.test(lead) ? '' : '.'} ${second}`;
}

function verifyMessage(error: Exclude<VerifyCodeError, { kind: 'busy' }>): string {
  switch (error.kind) {
    case 'invalid':
      return error.message;
    case 'no-pending':
      return NO_PENDING_MESSAGE;
    case 'locked':
      return tooManyAttemptsMessage(error.retryAfterSeconds);
    case 'wrong-code':
      return joinSentences(error.message, `${attemptsLeftMessage(error.attemptsLeft)}${error.attemptsLeft > 0 ? '.' : ''}`);
    default:
      return describeApiError(error);
  }
}

function resendMessage(error: Exclude<ResendError, { kind: 'busy' }>): string {
  switch (error.kind) {
    case 'no-pending':
      return NO_PENDING_MESSAGE;
    case 'too-soon':
      return `You can ask for a new code in ${shortWait(error.seconds)}.`;
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
  // What the server said about the last code or resend, at the field until the next try.
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [now, setNow] = useState(() => clock.now());
  const { formRef, values, set, errors, reset, busy: verifying, onSubmit } = useForm({
    initial: { code: '' },
    validate: validateOtpForm,
    onStart: () => {
      setStatus(null);
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
      if (result.error.kind !== 'locked') setFailure(verifyMessage(result.error));
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
      setStatus(null);
      const result = await resend();
      setNow(clock.now());
      if (result.isErr()) {
        if (result.error.kind !== 'busy') setFailure(resendMessage(result.error));
        return;
      }
      reset({ code: '' });
      setFailure(null);
      setStatus(`We sent a new code to ${sentTo}.`);
      input.current?.focus();
    });
  };

  const busy = verifying || resending.busy;
  const hint = locked > 0 ? `${OTP_LENGTH} digits.` : `${OTP_LENGTH} digits. ${attemptsLeftMessage(left)}.`;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <p>
        Enter the code sent to <strong>{sentTo}</strong>.
      </p>
      {demo && <Hint>Demo: the code is {demo.demoOtp}.</Hint>}
      <TextField
        ref={input}
        label="One-time password (OTP)"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        value={values.code}
        onChange={(e) => set('code', e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        onPaste={onPaste}
        error={locked > 0 ? tooManyAttemptsMessage(locked) : (failure ?? errors.code)}
        hint={hint}
        announce
      />
      {status && <p role="status">{status}</p>}
      <Actions>
        <Button type="submit" disabled={busy || locked > 0}>
          {verifying ? 'Verifying…' : submitLabel}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy || counting} onClick={onResend}>
          {resending.busy ? 'Sending…' : counting ? `Resend code in ${shortWait(wait)}` : 'Resend code'}
        </Button>
        <Button type="button" $variant="ghost" onClick={onChange}>
          {changeLabel}
        </Button>
      </Actions>
    </form>
  );
}
