import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CALL_TIMES, EMPTY_CALL_BACK_FORM, validateCallBack, type CallBackField, type CallBackForm, type CallBackKind, type CallBackReceipt } from '../../../domain/consultations/call-back';
import { SPECIALITIES, SPECIALITY_LABELS } from '../../../domain/consultations/model';
import type { RouteId } from '../../../domain/navigation/routes';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { Actions, FormAlert, LabelledField, Success } from '../../ui/form';
import { useCheckedSubmit } from '../../ui/use-form';
import { CallBackIcon } from '../../ui/icons';

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
  const requests = useUseCase(TOKENS.CallBackRequests);
  const kind = KIND_OF_ROUTE[route.id] ?? 'CALL_ME_BACK';
  const [form, setForm] = useState<CallBackForm>(EMPTY_CALL_BACK_FORM);
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<CallBackReceipt | null>(null);
  const {
    formRef,
    errors,
    setErrors,
    showErrors,
    busy: sending,
    onSubmit,
  } = useCheckedSubmit<CallBackField, unknown>({
    validate: () => validateCallBack(kind, form).mapErr((fields) => ({ kind: 'invalid' as const, fields })),
    onStart: () => setFailure(null),
    submit: async () => {
      const sent = await requests.submit(kind, form);
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

  const set = <K extends CallBackField>(field: K, value: CallBackForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

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
        <LabelledField label="Name" error={errors.name}>
          {(control) => <input {...control} autoComplete="name" value={form.name} onChange={(e) => set('name', e.target.value)} />}
        </LabelledField>
        <LabelledField label="Mobile number" error={errors.mobileNumber} hint="10 digits; we call this number">
          {(control) => <input {...control} type="tel" inputMode="numeric" autoComplete="tel-national" value={form.mobileNumber} onChange={(e) => set('mobileNumber', e.target.value)} />}
        </LabelledField>
        {kind === 'MEDICAL_FORM' && (
          <LabelledField label="Patient’s age in years" error={errors.age}>
            {(control) => <input {...control} inputMode="numeric" value={form.age} onChange={(e) => set('age', e.target.value)} />}
          </LabelledField>
        )}
        {kind !== 'CALL_ME_BACK' && (
          <LabelledField label="Speciality (optional)" error={errors.speciality}>
            {(control) => (
              <select {...control} value={form.speciality} onChange={(e) => set('speciality', e.target.value)}>
                <option value="">Not sure</option>
                {SPECIALITIES.map((s) => (
                  <option key={s} value={s}>
                    {SPECIALITY_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
        )}
        <LabelledField label={kind === 'CALL_ME_BACK' ? 'What can we help with? (optional)' : 'What is the problem?'} error={errors.concern} hint="Symptoms, since when, medicines taken. Up to 500 characters.">
          {(control) => <textarea {...control} value={form.concern} onChange={(e) => set('concern', e.target.value)} />}
        </LabelledField>
        <LabelledField label="When should we call?" error={errors.preferredTime}>
          {(control) => (
            <select {...control} value={form.preferredTime} onChange={(e) => set('preferredTime', e.target.value)}>
              {CALL_TIMES.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minHeight: '44px' }}>
          <input type="checkbox" checked={form.consent} aria-invalid={Boolean(errors.consent)} aria-describedby={errors.consent ? 'call-back-consent-error' : undefined} onChange={(e) => set('consent', e.target.checked)} />
          I agree to be called on this number about my request
        </label>
        {errors.consent && <FieldError id="call-back-consent-error">{errors.consent}</FieldError>}
        <Actions>
          <Button type="submit" disabled={sending}>
            <CallBackIcon />
            {sending ? 'Sending…' : 'Request a call back'}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
