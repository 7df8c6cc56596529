import type { ComponentProps, ReactNode } from 'react';
import { Err, Ok, type Result } from 'ts-results-es';
import type { InvalidForm } from '../../../domain/account/forms';
import type { StepError } from '../../../domain/abha/otp-steps';
import { describeApiError } from '../../../domain/shared/errors';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { Card, PageTitle } from '../../ui/controls';
import { Actions, SubmitButton, TextField } from '../../ui/form';
import { notSentIfInvalid } from '../../ui/throttled-submit';
import { useForm } from '../../ui/use-form';
import { OtpCodeForm } from '../../ui/OtpCodeForm';
import { SignInFirst } from '../../ui/SignInFirst';
import { useSignedIn } from '../../ui/use-signed-in';
import { abhaMessages } from './messages';

/** An ABHA page: the ABHA is linked to the account, so a signed-out visitor is asked to log in first. */
export function SignedInAbhaPage({ route, children }: { route: PageProps['route']; children: ReactNode }) {
  const title = usePageTitle(route);
  const t = abhaMessages.useT();
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={title} what={t('signIn.what')} />;
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {children}
    </Card>
  );
}

/** A field's own check as the form kit wants it: the value, or the message at that field. */
export function fieldCheck<F extends string, V>(field: F, parsed: Result<V, string>): Result<V, InvalidForm<F>> {
  return parsed.isOk() ? Ok(parsed.value) : Err({ kind: 'invalid', fields: { [field]: parsed.error } as InvalidForm<F>['fields'] });
}

/** What a failed step says at its field (a double click says nothing, so it is not here). */
export function useStepMessage(): (error: Exclude<StepError, { kind: 'busy' }>) => string {
  const t = abhaMessages.useT();
  return (error) => {
    if (error.kind === 'invalid') return error.message;
    if (error.kind === 'out-of-step') return t('startAgain');
    return describeApiError(error);
  };
}

/** An ABHA flow's OTP to a mobile, the number shown as people read it; the flow moves on by itself once the code is verified. */
export function MobileOtpForm({ mobile, ...form }: { mobile: string } & Omit<ComponentProps<typeof OtpCodeForm>, 'sentTo' | 'onVerified'>) {
  return <OtpCodeForm {...form} sentTo={`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`} onVerified={() => undefined} />;
}

/**
 * The Aadhaar number's field: digits and spaces only, and never offered to the browser's form
 * history (`autocomplete="off"`), as the number must not be kept anywhere.
 */
export function AadhaarField({ value, onChange, error }: { value: string; onChange: (typed: string) => void; error: string | undefined }) {
  const t = abhaMessages.useT();
  return (
    <TextField
      label={t('aadhaar.label')}
      name="aadhaar"
      inputMode="numeric"
      autoComplete="off"
      maxLength={14}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/[^\d\s]/g, ''))}
      error={error}
      hint={t('aadhaar.hint')}
      announce
    />
  );
}

/**
 * One number's step of an ABHA flow (the Aadhaar number, or a mobile): checked at the field before
 * anything is sent, the flow's refusal said at the same field, a double click sent once.
 */
export function NumberStepForm<F extends 'aadhaar' | 'mobile'>({
  field,
  parse,
  submit,
  intro,
  sendLabel,
  sendingLabel,
  children,
}: {
  field: F;
  parse: (typed: string) => Result<unknown, string>;
  submit: (typed: string) => Promise<Result<null, StepError>>;
  intro?: ReactNode;
  sendLabel: string;
  sendingLabel: string;
  /** The field, wired to the form's value and message. */
  children: (bound: { value: string; set: (typed: string) => void; error: string | undefined }) => ReactNode;
}) {
  const stepMessage = useStepMessage();
  const { formRef, values, set, errors, showErrors, busy, onSubmit } = useForm({
    initial: { [field]: '' } as Record<F, string>,
    validate: (form) => fieldCheck(field, parse(form[field]).map(() => form)),
    submit: async (form) => {
      const sent = await submit(form[field]);
      if (sent.isOk() || sent.error.kind === 'busy') return;
      showErrors({ [field]: stepMessage(sent.error) } as Partial<Record<F, string>>);
      return notSentIfInvalid(sent.error);
    },
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {intro}
      {children({ value: values[field], set: (typed) => set(field, typed), error: errors[field] })}
      <Actions>
        <SubmitButton busy={busy} busyLabel={sendingLabel}>
          {sendLabel}
        </SubmitButton>
      </Actions>
    </form>
  );
}
