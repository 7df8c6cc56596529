import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { GENDERS, type Corporate, type Gender, type RegistrationPartner } from '../../../domain/account/model';
import { POLICY_PAGES, type RouteId } from '../../../domain/navigation/routes';
import type { PendingVerification } from '../../../domain/session/pending-verification';
import {
  PARTNER_NAMES,
  REGISTRATION_MESSAGES,
  type CorporateError,
  type RegistrationField,
  type RegistrationFieldErrors,
  type RegistrationInput,
  type RegistrationSource,
} from '../../../domain/session/registration';
import { CUSTOMER_CARE_NUMBER } from '../../../domain/shared/constants';
import { describeApiError } from '../../../domain/shared/errors';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { Actions, Aside, FormAlert, MobileNumberField, Notice, SelectField, TextField } from '../../ui/form';
import { useReferSuffix, useRouteNotice } from './auth-kit';
import { useThrottledSubmit } from '../../ui/throttled-submit';

const PARTNER_BY_ROUTE: Readonly<Partial<Record<RouteId, RegistrationPartner>>> = {
  'auth-register-timesprime': 'timesprime',
  'auth-register-icicibank': 'icicibank',
  'auth-register-flipkarthealth': 'flipkarthealth',
  'auth-register-fkh': 'fkh',
};

const GENDER_LABELS: Readonly<Record<Gender, string>> = { FEMALE: 'Female', MALE: 'Male', OTHER: 'Other' };

/** The order fields appear in: the first one with a problem takes the focus. */
const FIELD_ORDER: readonly RegistrationField[] = ['firstName', 'lastName', 'mobileNumber', 'email', 'gender', 'dateOfBirth', 'acceptTerms'];

const Lead = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colours.muted};
`;

const CorporateBrand = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
  img {
    height: 40px;
    width: auto;
  }
`;

const Check = styled.div`
  margin-bottom: 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  .row {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }
  input {
    width: 22px;
    height: 22px;
    margin: 0.1rem 0 0;
    flex: none;
  }
  label {
    font-weight: 600;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: 480px) {
    grid-template-columns: 1fr 1fr;
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

/**
 * /auth/register, its partner variants (/timesprime, /icicibank, /flipkarthealth, /fkh) and
 * /auth/register/corporate/{corporate}.
 */
export default function RegisterPage({ route, params }: PageProps) {
  if (route.id === 'auth-register-corporate') return <CorporateRegistration slug={params.corporate ?? ''} />;
  const partner = PARTNER_BY_ROUTE[route.id] ?? null;
  return (
    <Card>
      <PageTitle>{partner ? `Register with ${PARTNER_NAMES[partner]}` : `Create your ${BRAND_NAME} account`}</PageTitle>
      {partner && (
        <Lead>
          You are registering through our partner {PARTNER_NAMES[partner]}; your account will be linked to {PARTNER_NAMES[partner]}.
        </Lead>
      )}
      <RegistrationForm source={{ partner, corporate: null }} />
    </Card>
  );
}

type CorporateState =
  | { kind: 'loading' }
  | { kind: 'ready'; corporate: Corporate }
  | { kind: 'failed'; error: Exclude<CorporateError, { kind: 'unknown-corporate' }> }
  | { kind: 'unknown' };

function CorporateRegistration({ slug }: { slug: string }) {
  const registration = useUseCase(TOKENS.Registration);
  const [state, setState] = useState<CorporateState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void registration.corporate(slug).then((result) => {
      if (!live) return;
      if (result.isOk()) setState({ kind: 'ready', corporate: result.value });
      else if (result.error.kind === 'unknown-corporate') setState({ kind: 'unknown' });
      else setState({ kind: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [registration, slug, attempt]);

  if (state.kind === 'loading') {
    return (
      <Card>
        <PageTitle>Corporate registration</PageTitle>
        <p role="status">Loading your company's page…</p>
      </Card>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Card>
        <PageTitle>Corporate registration</PageTitle>
        <FormAlert role="alert">
          <p>{describeApiError(state.error)}</p>
        </FormAlert>
        <Button
          type="button"
          onClick={() => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </Card>
    );
  }
  if (state.kind === 'unknown') {
    return (
      <Card>
        <PageTitle>We could not find this company</PageTitle>
        <p>
          The link you followed does not match any company that offers {BRAND_NAME} to its employees. Check the link your employer sent
          you, or register on your own; you can link your company later.
        </p>
        <Actions>
          <Link to="/auth/register">Register without a company</Link>
        </Actions>
        <Aside>
          Need help? Call customer care on <a href={`tel:${CUSTOMER_CARE_NUMBER.replace(/\s/g, '')}`}>{CUSTOMER_CARE_NUMBER}</a>.
        </Aside>
      </Card>
    );
  }
  const { corporate } = state;
  return (
    <Card>
      <CorporateBrand>{corporate.logoUrl && <img src={corporate.logoUrl} alt={`${corporate.name} logo`} />}</CorporateBrand>
      <PageTitle>Register with {corporate.name}</PageTitle>
      <Lead>
        {corporate.name} offers you {BRAND_NAME} as an employee benefit. Register to use it.
      </Lead>
      <RegistrationForm source={{ partner: null, corporate }} />
    </Card>
  );
}

function RegistrationForm({ source }: { source: RegistrationSource }) {
  const registration = useUseCase(TOKENS.Registration);
  const pendingStore = useUseCase(TOKENS.PendingVerification);
  const clock = useUseCase(TOKENS.Clock);
  const navigate = useNavigate();
  const location = useLocation();
  const refer = useReferSuffix();
  const notice = useRouteNotice();
  const [values, setValues] = useState<RegistrationInput>(() => initialValues(pendingStore));
  const [errors, setErrors] = useState<RegistrationFieldErrors>({});
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  /** A 429 for the number (too many codes, or locked): said at the number until it is changed. */
  const [numberRefused, setNumberRefused] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { busy, run } = useThrottledSubmit();
  const controls = useRef<Partial<Record<RegistrationField, HTMLElement | null>>>({});
  const termsId = useId();
  const [today] = useState(() => clock.now());

  const update = <K extends RegistrationField>(field: K, value: RegistrationInput[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field === 'mobileNumber') {
      setAlreadyRegistered(false);
      setNumberRefused(null);
    }
    // After the first submit, messages follow the typing, so a fixed field clears at once.
    if (checking) {
      const checked = registration.validate(next, source);
      setErrors(checked.isErr() ? checked.error : {});
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      setFormError(null);
      setNumberRefused(null);
      setChecking(true);
      const result = await registration.register(values, source, location.pathname);
      if (result.isOk()) {
        void navigate(`/auth/verify-otp-mobile${refer}`);
        return;
      }
      const error = result.error;
      if (error.kind === 'invalid-fields') {
        setErrors(error.fields);
        const first = FIELD_ORDER.find((field) => error.fields[field] !== undefined);
        if (first) controls.current[first]?.focus();
        return 'not-sent';
      }
      setErrors({});
      if (error.kind === 'already-registered') {
        setAlreadyRegistered(true);
        controls.current.mobileNumber?.focus();
        return;
      }
      if (error.kind === 'too-many-requests') {
        setNumberRefused(describeApiError(error));
        controls.current.mobileNumber?.focus();
        return;
      }
      setFormError(describeApiError(error));
    });
  };

  const oldest = new Date(today.getFullYear() - 120, today.getMonth(), today.getDate());
  const mobileError = alreadyRegistered ? (
    <>
      {REGISTRATION_MESSAGES.alreadyRegistered} <Link to="/auth/login">Log in instead</Link>
    </>
  ) : (
    (numberRefused ?? errors.mobileNumber)
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      {notice && <Notice role="status">{notice}</Notice>}
      <Columns>
        <TextField
          ref={(el) => {
            controls.current.firstName = el;
          }}
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => update('firstName', e.target.value)}
          error={errors.firstName}
          announce={false}
        />
        <TextField
          ref={(el) => {
            controls.current.lastName = el;
          }}
          label="Last name (optional)"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => update('lastName', e.target.value)}
          error={errors.lastName}
          announce={false}
        />
      </Columns>
      <MobileNumberField
        ref={(el) => {
          controls.current.mobileNumber = el;
        }}
        value={values.mobileNumber}
        onChange={(e) => update('mobileNumber', e.target.value)}
        error={mobileError}
        hint="We will send a 6-digit code to confirm it."
        announce={alreadyRegistered}
      />
      <TextField
        ref={(el) => {
          controls.current.email = el;
        }}
        label="E-mail (optional)"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => update('email', e.target.value)}
        error={errors.email}
        announce={false}
      />
      <Columns>
        <SelectField
          ref={(el) => {
            controls.current.gender = el;
          }}
          label="Gender"
          name="gender"
          value={values.gender}
          onChange={(e) => update('gender', e.target.value)}
          error={errors.gender}
        >
          <option value="">Choose…</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {GENDER_LABELS[gender]}
            </option>
          ))}
        </SelectField>
        <TextField
          ref={(el) => {
            controls.current.dateOfBirth = el;
          }}
          label="Date of birth (optional)"
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          min={isoDay(oldest)}
          max={isoDay(today)}
          value={values.dateOfBirth}
          onChange={(e) => update('dateOfBirth', e.target.value)}
          error={errors.dateOfBirth}
          announce={false}
        />
      </Columns>
      <Check>
        <div className="row">
          <input
            ref={(el) => {
              controls.current.acceptTerms = el;
            }}
            id={`${termsId}-box`}
            type="checkbox"
            name="acceptTerms"
            checked={values.acceptTerms}
            onChange={(e) => update('acceptTerms', e.target.checked)}
            aria-invalid={errors.acceptTerms !== undefined}
            aria-describedby={`${termsId}-links${errors.acceptTerms ? ` ${termsId}-error` : ''}`}
          />
          <label htmlFor={`${termsId}-box`}>I accept the Terms and Conditions and the Privacy Policy</label>
        </div>
        <Hint id={`${termsId}-links`}>
          Read the{' '}
          <a href={POLICY_PAGES.terms} target="_blank" rel="noopener noreferrer">
            Terms and Conditions <span className="visually-hidden">(opens in a new tab)</span>
          </a>
          , the{' '}
          <a href={POLICY_PAGES.privacy} target="_blank" rel="noopener noreferrer">
            Privacy Policy <span className="visually-hidden">(opens in a new tab)</span>
          </a>{' '}
          and the{' '}
          <a href={POLICY_PAGES.refund} target="_blank" rel="noopener noreferrer">
            Refund Policy <span className="visually-hidden">(opens in a new tab)</span>
          </a>
          .
        </Hint>
        {errors.acceptTerms && <FieldError id={`${termsId}-error`}>{errors.acceptTerms}</FieldError>}
      </Check>
      {formError && (
        <FormAlert role="alert">
          <p>{formError}</p>
        </FormAlert>
      )}
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </Button>
      </Actions>
      <Aside>
        Already have an account? <Link to={`/auth/login${refer}`}>Log in</Link>
      </Aside>
    </form>
  );
}
