import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { GENDERS } from '../../../domain/account/model';
import { POLICY_PAGES } from '../../../domain/navigation/routes';
import type { PendingVerification } from '../../../domain/session/pending-verification';
import { landingAfterSignUp, REGISTRATION_MESSAGES, type RegistrationInput, type RegistrationSource } from '../../../domain/session/registration';
import { encodeReferPath } from '../../../domain/navigation/refer-path';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { AUTH } from '../../app/modules/auth/tokens';
import { Actions, Aside, CheckboxField, FormAlert, MobileNumberField, Notice, SelectField, SubmitButton, TextField } from '../../ui/form';
import { useForm } from '../../ui/use-form';
import { useDomainText } from '../../i18n/domain-text';
import { richText } from '../../ui/rich-text';
import { useReferSuffix, useRouteNotice } from './auth-kit';
import { sessionMessages } from './messages';

const Columns = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: 480px) {
    /* minmax(0, …): an input's own minimum width must not push the second column out of the card. */
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What the form starts with: the details sent last (back from the OTP screen), else the number typed elsewhere. */
function initialValues(store: PendingVerification): RegistrationInput {
  const sent = store.currentFor(['REGISTER'])?.registration;
  if (sent) {
    return {
      firstName: sent.firstName,
      lastName: sent.lastName,
      mobileNumber: sent.mobileNumber,
      email: sent.email ?? '',
      gender: sent.gender ?? '',
      dateOfBirth: sent.dateOfBirth ?? '',
      acceptTerms: true,
    };
  }
  return { firstName: '', lastName: '', mobileNumber: store.draftNumber ?? '', email: '', gender: '', dateOfBirth: '', acceptTerms: false };
}

function NewTabLink({ href, children }: { href: string; children: string }) {
  const t = sessionMessages.useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{t('form.newTab')}</span>
    </a>
  );
}

/** The registration details, sent for a code to the mobile number; the OTP screen comes next. */
export function RegistrationForm({ source }: { source: RegistrationSource }) {
  const registration = useUseCase(AUTH.Registration);
  const pendingStore = useUseCase(AUTH.PendingVerification);
  const clock = useUseCase(TOKENS.Clock);
  const navigate = useNavigate();
  const location = useLocation();
  const refer = useReferSuffix();
  const notice = useRouteNotice();
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  /** A 429 for the number (too many codes, or locked): said at the number until it is changed. */
  const [numberRefused, setNumberRefused] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [today] = useState(() => clock.now());
  const t = sessionMessages.useT();
  const say = useDomainText();
  const { formRef, values, set, field, errors, showErrors, busy, onSubmit } = useForm({
    initial: () => initialValues(pendingStore),
    validate: (input: RegistrationInput) => registration.validate(input, source).mapErr((fields) => ({ kind: 'invalid' as const, fields })),
    onStart: () => {
      setFormError(null);
      setNumberRefused(null);
    },
    submit: async (_valid, input) => {
      const result = await registration.register(input, source, location.pathname);
      if (result.isOk()) {
        const landing = landingAfterSignUp(source);
        void navigate(`/auth/verify-otp-mobile${refer || (landing ? `?refer=${encodeReferPath(landing)}` : '')}`);
        return;
      }
      const error = result.error;
      if (error.kind === 'invalid-fields') {
        showErrors(error.fields);
        return 'not-sent';
      }
      const mobile = () => formRef.current?.querySelector<HTMLElement>('[name="mobile"]')?.focus();
      if (error.kind === 'already-registered') {
        setAlreadyRegistered(true);
        mobile();
        return;
      }
      if (error.kind === 'too-many-requests') {
        setNumberRefused(describeApiError(error));
        mobile();
        return;
      }
      setFormError(describeApiError(error));
    },
  });

  const oldest = new Date(today.getFullYear() - 120, today.getMonth(), today.getDate());
  const mobileError = alreadyRegistered ? (
    <>
      {say(REGISTRATION_MESSAGES.alreadyRegistered)} <Link to="/auth/login">{t('form.logInInstead')}</Link>
    </>
  ) : (
    (numberRefused ?? errors.mobileNumber)
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      {notice && <Notice role="status">{notice}</Notice>}
      <Columns>
        <TextField label={t('form.firstName')} {...field('firstName')} autoComplete="given-name" />
        <TextField label={t('form.lastName')} {...field('lastName')} autoComplete="family-name" />
      </Columns>
      <MobileNumberField
        value={values.mobileNumber}
        onChange={(e) => {
          setAlreadyRegistered(false);
          setNumberRefused(null);
          set('mobileNumber', e.target.value);
        }}
        error={mobileError}
        hint={t('form.mobileHint')}
        announce={alreadyRegistered}
      />
      <TextField label={t('form.email')} {...field('email')} type="email" autoComplete="email" />
      <Columns>
        <SelectField label={t('form.gender')} {...field('gender')}>
          <option value="">{t('form.choose')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`form.${gender}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('form.dateOfBirth')}
          {...field('dateOfBirth')}
          type="date"
          autoComplete="bday"
          min={isoDay(oldest)}
          max={isoDay(today)}
        />
      </Columns>
      <CheckboxField
        label={t('form.terms')}
        name="acceptTerms"
        checked={values.acceptTerms}
        onChange={(e) => set('acceptTerms', e.target.checked)}
        error={errors.acceptTerms}
        hint={richText((values) => t('form.readPolicies', values), {
          terms: <NewTabLink href={POLICY_PAGES.terms}>{t('form.termsLink')}</NewTabLink>,
          privacy: <NewTabLink href={POLICY_PAGES.privacy}>{t('form.privacyLink')}</NewTabLink>,
          refund: <NewTabLink href={POLICY_PAGES.refund}>{t('form.refundLink')}</NewTabLink>,
        })}
      />
      {formError && (
        <FormAlert role="alert">
          <p>{say(formError)}</p>
        </FormAlert>
      )}
      <Actions>
        <SubmitButton busy={busy} busyLabel={t('form.creating')}>
          {t('form.create')}
        </SubmitButton>
      </Actions>
      <Aside>{richText((values) => t('form.haveAccount', values), { logIn: <Link to={`/auth/login${refer}`}>{t('logIn')}</Link> })}</Aside>
    </form>
  );
}
