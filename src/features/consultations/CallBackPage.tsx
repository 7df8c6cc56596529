import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CALL_TIMES, EMPTY_CALL_BACK_FORM, validateCallBack, type CallBackForm, type CallBackKind, type CallBackReceipt } from '../../../domain/consultations/call-back';
import { SPECIALITIES, SPECIALITY_LABELS } from '../../../domain/consultations/model';
import type { RouteId } from '../../../domain/navigation/routes';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { Actions, CheckboxField, FormAlert, SelectField, SubmitButton, Success, TextAreaField, TextField } from '../../ui/form';
import { useForm } from '../../ui/use-form';
import { CallBackIcon } from '../../ui/icons';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';

const KIND_OF_ROUTE: Partial<Record<RouteId, CallBackKind>> = {
  'rx-gen-call-me-back': 'CALL_ME_BACK',
  'rx-flash-form': 'QUICK_CONSULT',
  'medical-form': 'MEDICAL_FORM',
};

const INTRO: Record<CallBackKind, string> = {
  CALL_ME_BACK: 'Leave your number and our care team calls you back to help you book a doctor, a test or your medicines.',
  QUICK_CONSULT: 'Tell us what you need and a doctor calls you back to advise you and write or renew your prescription.',
  MEDICAL_FORM: 'Describe the patient’s problem and a doctor calls back after reading it.',
};

/**
 * /rx-gen/callMeBack, /RXFlashForm and /medicalForm: the call-back and quick-consult forms.
 * Each field says what is wrong where it is; nothing typed is lost on an error or a failed send.
 */
export default function CallBackPage({ route }: PageProps) {
  const requests = useUseCase(CONSULTATIONS.CallBackRequests);
  const kind = KIND_OF_ROUTE[route.id] ?? 'CALL_ME_BACK';
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<CallBackReceipt | null>(null);
  const { formRef, values: form, set, field, errors, showErrors, busy: sending, onSubmit } = useForm({
    initial: EMPTY_CALL_BACK_FORM,
    validate: (values: CallBackForm) => validateCallBack(kind, values).mapErr((fields) => ({ kind: 'invalid' as const, fields })),
    onStart: () => setFailure(null),
    submit: async (_valid, values) => {
      const sent = await requests.submit(kind, values);
      if (sent.isOk()) {
        setReceipt(sent.value);
        return;
      }
      if (sent.error.kind === 'invalid') {
        showErrors(sent.error.fields);
        return;
      }
      if (sent.error.kind !== 'in-progress') setFailure(`We could not send your request. ${describeApiError(sent.error)}`);
    },
  });

  if (receipt) {
    return (
      <Card>
        <PageTitle>{route.title}</PageTitle>
        <Success role="status">
          <p>
            Thank you. Your request number is <strong>{receipt.reference}</strong>.
          </p>
          <p>
            {receipt.callWithinMinutes !== null
              ? `We will call you on +91 ${form.mobileNumber.replace(/\D/g, '').slice(-10)} within ${receipt.callWithinMinutes} minutes (8 AM to 10 PM).`
              : `We will call you on +91 ${form.mobileNumber.replace(/\D/g, '').slice(-10)} at the time you chose: ${form.preferredTime.toLowerCase()}.`}
          </p>
        </Success>
        <p>
          <Link to="/book/bookSpecialist">Or book a video consultation now</Link>
        </p>
      </Card>
    );
  }

  return (
    <Card>
      <PageTitle>{route.title}</PageTitle>
      <Hint style={{ marginBottom: '1rem' }}>{INTRO[kind]}</Hint>
      {failure && <FormAlert role="alert">{failure}</FormAlert>}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={route.title}>
        <TextField label="Name" {...field('name')} autoComplete="name" />
        <TextField label="Mobile number" {...field('mobileNumber')} hint="10 digits; we call this number" type="tel" inputMode="numeric" autoComplete="tel-national" />
        {kind === 'MEDICAL_FORM' && <TextField label="Patient’s age in years" {...field('age')} inputMode="numeric" />}
        {kind !== 'CALL_ME_BACK' && (
          <SelectField label="Speciality (optional)" {...field('speciality')}>
            <option value="">Not sure</option>
            {SPECIALITIES.map((s) => (
              <option key={s} value={s}>
                {SPECIALITY_LABELS[s]}
              </option>
            ))}
          </SelectField>
        )}
        <TextAreaField
          label={kind === 'CALL_ME_BACK' ? 'What can we help with? (optional)' : 'What is the problem?'}
          {...field('concern')}
          hint="Symptoms, since when, medicines taken. Up to 500 characters."
        />
        <SelectField label="When should we call?" {...field('preferredTime')}>
          {CALL_TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label="I agree to be called on this number about my request"
          checked={form.consent}
          onChange={(e) => set('consent', e.target.checked)}
          error={errors.consent}
        />
        <Actions>
          <SubmitButton busy={sending} busyLabel="Sending…" icon={<CallBackIcon />}>
            Request a call back
          </SubmitButton>
        </Actions>
      </form>
    </Card>
  );
}
