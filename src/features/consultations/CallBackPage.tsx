import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CALL_TIMES, CONCERN_MAX, EMPTY_CALL_BACK_FORM, validateCallBack, type CallBackForm, type CallBackKind, type CallBackReceipt } from '../../../domain/consultations/call-back';
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
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { richText } from '../../ui/rich-text';
import { consultationsMessages } from './messages';

const KIND_OF_ROUTE: Partial<Record<RouteId, CallBackKind>> = {
  'rx-gen-call-me-back': 'CALL_ME_BACK',
  'rx-flash-form': 'QUICK_CONSULT',
  'medical-form': 'MEDICAL_FORM',
};

/**
 * /rx-gen/callMeBack, /RXFlashForm and /medicalForm: the call-back and quick-consult forms.
 * Each field says what is wrong where it is; nothing typed is lost on an error or a failed send.
 */
export default function CallBackPage({ route }: PageProps) {
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  const requests = useUseCase(CONSULTATIONS.CallBackRequests);
  const kind = KIND_OF_ROUTE[route.id] ?? 'CALL_ME_BACK';
  // The reason, in the domain's words: the sentence around it is put together where it is shown.
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
      if (sent.error.kind !== 'in-progress') setFailure(describeApiError(sent.error));
    },
  });

  if (receipt) {
    const mobile = form.mobileNumber.replace(/\D/g, '').slice(-10);
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <Success role="status">
          <p>{richText((values) => t('callBack.thanks', values), { reference: <strong>{receipt.reference}</strong> })}</p>
          <p>
            {receipt.callWithinMinutes !== null
              ? t('callBack.callWithin', { mobile, minutes: receipt.callWithinMinutes })
              : t('callBack.callAt', { mobile, time: say(form.preferredTime).toLowerCase() })}
          </p>
        </Success>
        <p>
          <Link to="/book/bookSpecialist">{t('callBack.bookNow')}</Link>
        </p>
      </Card>
    );
  }

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Hint style={{ marginBottom: '1rem' }}>{t(`callBack.intro.${kind}`)}</Hint>
      {failure && <FormAlert role="alert">{t('callBack.failed', { reason: say(failure) })}</FormAlert>}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={title}>
        <TextField label={t('callBack.name')} {...field('name')} autoComplete="name" />
        <TextField label={t('callBack.mobile')} {...field('mobileNumber')} hint={t('callBack.mobileHint')} type="tel" inputMode="numeric" autoComplete="tel-national" />
        {kind === 'MEDICAL_FORM' && <TextField label={t('callBack.age')} {...field('age')} inputMode="numeric" />}
        {kind !== 'CALL_ME_BACK' && (
          <SelectField label={t('callBack.speciality')} {...field('speciality')}>
            <option value="">{t('callBack.notSure')}</option>
            {SPECIALITIES.map((s) => (
              <option key={s} value={s}>
                {say(SPECIALITY_LABELS[s])}
              </option>
            ))}
          </SelectField>
        )}
        <TextAreaField
          label={kind === 'CALL_ME_BACK' ? t('callBack.concernHelp') : t('callBack.concernProblem')}
          {...field('concern')}
          hint={t('callBack.concernHint', { max: CONCERN_MAX })}
        />
        <SelectField label={t('callBack.when')} {...field('preferredTime')}>
          {CALL_TIMES.map((time) => (
            <option key={time} value={time}>
              {say(time)}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={t('callBack.consent')}
          checked={form.consent}
          onChange={(e) => set('consent', e.target.checked)}
          error={errors.consent}
        />
        <Actions>
          <SubmitButton busy={sending} busyLabel={t('callBack.sending')} icon={<CallBackIcon />}>
            {t('callBack.submit')}
          </SubmitButton>
        </Actions>
      </form>
    </Card>
  );
}
