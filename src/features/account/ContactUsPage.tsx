import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  CONTACT_MESSAGE_MAX,
  EMPTY_CONTACT_FORM,
  messageLength,
  type ContactField,
  type ContactForm,
} from '../../../domain/account/contact-us';
import type { FieldErrors } from '../../../domain/account/forms';
import { CUSTOMER_CARE_NUMBER } from '../../../domain/shared/constants';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { CONTACT_EMAIL } from '../../app/brand';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { Actions, FormAlert, LabelledField, Success } from './form-kit';

const TEL = CUSTOMER_CARE_NUMBER.replace(/\s+/g, '');

/** /contact-us: a message to customer care, filled from the profile when signed in. */
export default function ContactUsPage() {
  const contact = useUseCase(TOKENS.ContactUs);
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const touched = useRef(false);

  useEffect(() => {
    let live = true;
    void contact.prefill().then((prefilled) => {
      // What the user typed while the profile loaded wins over the profile.
      if (!live || touched.current) return;
      setForm(prefilled);
    });
    return () => {
      live = false;
    };
  }, [contact]);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const update = (field: ContactField, value: string) => {
    touched.current = true;
    const next = { ...form, [field]: value };
    setForm(next);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: contact.fieldError(next, field) ?? undefined }));
  };

  const checkField = (field: ContactField) => {
    // A field left empty on the way through is not yet a mistake; the submit says so.
    if (form[field].trim() === '') return;
    setErrors((e) => ({ ...e, [field]: contact.fieldError(form, field) ?? undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    setServerError(null);
    const checked = contact.validate(form);
    if (checked.isErr()) {
      setErrors(checked.error.fields);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    sendingRef.current = true;
    setSending(true);
    const sent = await contact.send(form);
    sendingRef.current = false;
    setSending(false);
    if (sent.isOk()) {
      setSentTo(sent.value.email);
      return;
    }
    const error = sent.error;
    if (error.kind === 'in-progress') return;
    if (error.kind === 'invalid') {
      setErrors(error.fields);
      setFocusRequest((n) => n + 1);
      return;
    }
    setServerError(`Your message was not sent. ${describeApiError(error)} Your message is still here; try again, or call ${CUSTOMER_CARE_NUMBER}.`);
  };

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
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Contact us">
        {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
        <LabelledField label="Name" error={errors.name}>
          {(props) => (
            <input {...props} name="name" autoComplete="name" value={form.name} onChange={(e) => update('name', e.target.value)} onBlur={() => checkField('name')} />
          )}
        </LabelledField>
        <LabelledField label="E-mail address" error={errors.email}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={form.email}
              onChange={(e) => update('email', e.target.value)}
              onBlur={() => checkField('email')}
            />
          )}
        </LabelledField>
        <LabelledField label="Mobile number" error={errors.mobileNumber}>
          {(props) => (
            <input
              {...props}
              name="mobileNumber"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={form.mobileNumber}
              onChange={(e) => update('mobileNumber', e.target.value)}
              onBlur={() => checkField('mobileNumber')}
            />
          )}
        </LabelledField>
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
