import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  EMPTY_CONTACT_FORM,
  messageLength,
  type ContactField,
  type ContactForm,
} from '../../../domain/account/contact-us';
import { CUSTOMER_CARE_NUMBER } from '../../../domain/shared/constants';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { ACCOUNT } from '../../app/modules/account/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { CareNumberLink } from '../../ui/CareNumberLink';
import { richText } from '../../ui/rich-text';
import { CONTACT_EMAIL } from '../../app/brand';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { Actions, FormAlert, LabelledField, Success, TextField } from '../../ui/form';
import { textFieldsOf, useCheckedSubmit } from '../../ui/use-form';
import { useQuery } from '../../ui/use-query';
import { accountMessages } from './messages';

/** /contact-us: a message to customer care, filled from the profile when signed in. */
export default function ContactUsPage({ route }: PageProps) {
  const t = accountMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  const contact = useUseCase(ACCOUNT.ContactUs);
  const prefill = useQuery(contact.prefill());
  // What the user typed while the profile loaded wins over the profile.
  const [typed, setForm] = useState<ContactForm | null>(null);
  const form = typed ?? (prefill.kind === 'ready' ? prefill.value : EMPTY_CONTACT_FORM);
  /** Why the message was not sent, in the domain's words. */
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    formRef,
    errors,
    setErrors,
    showErrors,
    busy: sending,
    onSubmit,
  } = useCheckedSubmit<ContactField, unknown>({
    validate: () => contact.validate(form),
    onStart: () => setServerError(null),
    submit: async () => {
      const sent = await contact.send(form);
      if (sent.isOk()) {
        setSentTo(sent.value.email);
        return;
      }
      const error = sent.error;
      if (error.kind === 'in-progress') return;
      if (error.kind === 'invalid') {
        showErrors(error.fields);
        return;
      }
      setServerError(describeApiError(error));
    },
  });

  const update = (field: ContactField, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: contact.fieldError(next, field) ?? undefined }));
  };

  const checkField = (field: ContactField) => {
    // A field left empty on the way through is not yet a mistake; the submit says so.
    if (form[field].trim() === '') return;
    setErrors((e) => ({ ...e, [field]: contact.fieldError(form, field) ?? undefined }));
  };

  const field = textFieldsOf(form, errors, update, checkField);

  const length = messageLength(form.message);
  const careLine = richText((values) => t('contact.careLine', values), {
    phone: <CareNumberLink />,
    email: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>,
  });

  if (sentTo !== null) {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <Success role="status">
          <h2 style={{ marginTop: 0 }}>{t('contact.thanks')}</h2>
          <p>{t('contact.reply', { email: sentTo })}</p>
          <p>
            {t('contact.sooner')} {careLine}
          </p>
        </Success>
        <p>
          <Link to="/">{t('contact.home')}</Link>
        </p>
      </Card>
    );
  }

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Hint style={{ marginBottom: '1rem' }}>
        {t('contact.intro')} {careLine}
      </Hint>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('contact.form')}>
        {serverError && <FormAlert role="alert">{t('contact.notSent', { reason: say(serverError), phone: CUSTOMER_CARE_NUMBER })}</FormAlert>}
        <TextField
          label={t('field.name')}
          {...field('name')}
          autoComplete="name"
        />
        <TextField
          label={t('field.email')}
          {...field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          label={t('contact.mobile')}
          {...field('mobileNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
        />
        <LabelledField
          label={t('contact.message')}
          error={errors.message}
          hint={t('contact.length', { length, max: CONTACT_MESSAGE_MAX, min: CONTACT_MESSAGE_MIN })}
        >
          {(props) => (
            <textarea
              {...props}
              name="message"
              rows={6}
              value={form.message}
              onChange={(e) => update('message', e.target.value)}
              onBlur={() => checkField('message')}
            />
          )}
        </LabelledField>
        <Actions>
          <Button type="submit" disabled={sending}>
            {sending ? t('contact.sending') : t('contact.send')}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
