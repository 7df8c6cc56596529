import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CONTACT_MESSAGE_MAX,
  EMPTY_CONTACT_FORM,
  messageLength,
  type ContactField,
  type ContactForm,
} from '../../../domain/account/contact-us';
import { CUSTOMER_CARE_NUMBER } from '../../../domain/shared/constants';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { CONTACT_EMAIL } from '../../app/brand';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { Actions, FormAlert, LabelledField, Success, TextField } from '../../ui/form';
import { textFieldsOf, useCheckedSubmit } from '../../ui/use-form';
import { useQuery } from '../../ui/use-query';

const TEL = CUSTOMER_CARE_NUMBER.replace(/\s+/g, '');

/** /contact-us: a message to customer care, filled from the profile when signed in. */
export default function ContactUsPage() {
  const contact = useUseCase(ACCOUNT.ContactUs);
  const prefill = useQuery(contact.prefill());
  // What the user typed while the profile loaded wins over the profile.
  const [typed, setForm] = useState<ContactForm | null>(null);
  const form = typed ?? (prefill.kind === 'ready' ? prefill.value : EMPTY_CONTACT_FORM);
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
      setServerError(`Your message was not sent. ${describeApiError(error)} Your message is still here; try again, or call ${CUSTOMER_CARE_NUMBER}.`);
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
  const careLine = (
    <>
      Call us on <a href={`tel:${TEL}`}>{CUSTOMER_CARE_NUMBER}</a> (toll-free) or write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
    </>
  );

  if (sentTo !== null) {
    return (
      <Card>
        <PageTitle>Contact us</PageTitle>
        <Success role="status">
          <h2 style={{ marginTop: 0 }}>Thank you, we have your message</h2>
          <p>Our care team will reply to {sentTo} soon.</p>
          <p>Need help sooner? {careLine}</p>
        </Success>
        <p>
          <Link to="/">Back to home</Link>
        </p>
      </Card>
    );
  }

  return (
    <Card>
      <PageTitle>Contact us</PageTitle>
      <Hint style={{ marginBottom: '1rem' }}>
        Questions about a consultation, an order or your account? Write to us. {careLine}
      </Hint>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Contact us">
        {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
        <TextField
          label="Name"
          {...field('name')}
          autoComplete="name"
        />
        <TextField
          label="E-mail address"
          {...field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          label="Mobile number"
          {...field('mobileNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
        />
        <LabelledField
          label="Your message"
          error={errors.message}
          hint={`${length} of ${CONTACT_MESSAGE_MAX} characters (at least 10)`}
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
            {sending ? 'Sending…' : 'Send message'}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
