import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { isSubscriptionWidgetCode, PARTNER_PLANS_PATH } from './menus';
import { GENDERS, type Corporate, type Registration, type RegistrationPartner } from '../account/model';
import type { AccountApi } from '../account/ports';
import { parseDateOfBirth } from '../shared/age';
import { parseEmail } from '../shared/email';
import type { ApiError } from '../shared/errors';
import type { MobileNumber } from '../shared/mobile-number';
import { MobileNumberSchema } from '../shared/mobile-number-schema';
import { parsePersonName, PERSON_NAME_MESSAGES } from '../shared/person-name';
import type { Clock } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import { fieldMessages, schemaFromParser } from '../shared/schema';
import type { PendingVerification } from './pending-verification';
import type { OtpTokenSigner } from './ports';

/** How each partner of /auth/register/{partner} is named on the page. */
export const PARTNER_NAMES: Readonly<Record<RegistrationPartner, string>> = {
  timesprime: 'Times Prime',
  icicibank: 'ICICI Bank',
  flipkarthealth: 'Flipkart Health+',
  fkh: 'Flipkart Health+',
};

export const REGISTRATION_MESSAGES = {
  firstNameEmpty: 'Enter your first name',
  gender: 'Choose your gender',
  terms: 'Accept the Terms and Conditions and the Privacy Policy to continue',
  alreadyRegistered: 'This mobile number is already registered.',
} as const;

/** The registration form as typed: every field a string, the terms a tick. */
export interface RegistrationInput {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string;
  gender: string;
  /** YYYY-MM-DD from a date input, or '' */
  dateOfBirth: string;
  acceptTerms: boolean;
}

export type RegistrationField = keyof RegistrationInput;
export type RegistrationFieldErrors = Partial<Record<RegistrationField, string>>;

/** Where the registration comes from: a partner page or a corporate's page, or neither. */
export interface RegistrationSource {
  partner: RegistrationPartner | null;
  corporate: Corporate | null;
}

/**
 * Where a new account goes once made, when the sign-up page named no `refer`: a MD000/MD001
 * partner's sign-up lands on the partner's plans (spec §3); null for the usual way on.
 */
export function landingAfterSignUp(source: RegistrationSource): string | null {
  return source.corporate !== null && isSubscriptionWidgetCode(source.corporate.partnerCode) ? PARTNER_PLANS_PATH : null;
}

export type RegisterError =
  | { kind: 'invalid-fields'; fields: RegistrationFieldErrors }
  /** The number has an account: the user should log in instead. */
  | { kind: 'already-registered'; mobileNumber: MobileNumber }
  | ApiError;

export type CorporateError = { kind: 'unknown-corporate' } | ApiError;

// The person-name parser says 'Enter your name'; a form with two name fields says which.
const nameSchema = (emptyMessage: string) =>
  schemaFromParser(
    (input: string) => parsePersonName(input).mapErr((message) => (message === PERSON_NAME_MESSAGES.empty ? emptyMessage : message)),
    emptyMessage,
  );

/** An optional field: blank means "not given" (null), anything else must parse. */
function optional<T>(parse: (input: string) => Result<T, string>) {
  return schemaFromParser<T | null>((input) => (input.trim() === '' ? Ok(null) : parse(input)), 'Enter text');
}

/**
 * The registration form's rules, from the domain's value objects. Built per call because
 * "not in the future" depends on today.
 */
export function registrationSchema(today: Date) {
  return v.object({
    firstName: nameSchema(REGISTRATION_MESSAGES.firstNameEmpty),
    // Optional: many people in India go by one name (the backend and the profile form agree).
    lastName: schemaFromParser((input: string) => (input.trim() === '' ? Ok('') : parsePersonName(input)), PERSON_NAME_MESSAGES.empty),
    mobileNumber: MobileNumberSchema,
    email: optional(parseEmail),
    gender: v.picklist(GENDERS, REGISTRATION_MESSAGES.gender),
    dateOfBirth: optional((input) => parseDateOfBirth(input, today).map(isoDay)),
    acceptTerms: v.literal(true, REGISTRATION_MESSAGES.terms),
  });
}

/** The local calendar day of a date as YYYY-MM-DD. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface RegistrationDeps {
  accountApi: AccountApi;
  signer: OtpTokenSigner;
  pending: PendingVerification;
  clock: Clock;
  queries: QueryCache;
}

/** Where the visit keeps the companies looked up for their registration page. */
export const REGISTRATION_QUERIES = {
  corporate: (slug: string) => ['registration', 'corporate', slug],
} as const;

/** Joining: POST /user/register/patient sends the OTP that /auth/verify-otp confirms. */
export class PatientRegistration {
  constructor(private readonly deps: RegistrationDeps) {}

  /** Checks the whole form; the details as the server wants them, or a message per field. */
  validate(input: RegistrationInput, source: RegistrationSource): Result<Registration, RegistrationFieldErrors> {
    const parsed = v.safeParse(registrationSchema(this.deps.clock.now()), input);
    if (!parsed.success) return Err(fieldMessages(parsed.issues) as RegistrationFieldErrors);
    const value = parsed.output;
    return Ok({
      firstName: value.firstName,
      lastName: value.lastName,
      mobileNumber: value.mobileNumber,
      email: value.email,
      gender: value.gender,
      dateOfBirth: value.dateOfBirth,
      partner: source.partner,
      corporateId: source.corporate?.id ?? null,
    });
  }

  /**
   * Registers and sends the confirming OTP. A number that already has an account is
   * caught before anything is sent, and again if the server says so (409). `origin` is the
   * page of the form, where 'Change number' on the OTP screen leads back to.
   */
  async register(input: RegistrationInput, source: RegistrationSource, origin: string | null = null): Promise<Result<MobileNumber, RegisterError>> {
    const checked = this.validate(input, source);
    if (checked.isErr()) return Err({ kind: 'invalid-fields', fields: checked.error });
    const registration = checked.value;
    const mobileNumber = registration.mobileNumber as MobileNumber;
    this.deps.pending.remember(mobileNumber);

    const lookup = await this.deps.accountApi.lookupMobile(mobileNumber);
    if (lookup.isErr()) return lookup;
    if (lookup.value.registered) return Err({ kind: 'already-registered', mobileNumber });

    const sent = await this.send(registration);
    if (sent.isErr()) return sent.error.kind === 'conflict' ? Err({ kind: 'already-registered', mobileNumber }) : sent;
    this.deps.pending.start(mobileNumber, 'REGISTER', this.deps.clock.now(), { registration, origin });
    return Ok(mobileNumber);
  }

  /** Sends the registration (again): a second one before the OTP replaces the first. */
  async send(registration: Registration): Promise<Result<null, ApiError>> {
    const encryptedToken = await this.deps.signer.create();
    const sent = await this.deps.accountApi.register(registration, encryptedToken);
    return sent.map(() => null);
  }

  /** The company behind /auth/register/corporate/{slug}, as its page reads it. */
  corporateQuery(slug: string): Query<Corporate, CorporateError> {
    return this.deps.queries.query(REGISTRATION_QUERIES.corporate(slug), () => this.corporate(slug));
  }

  /** GET /admin/corporate/bySlug: the company behind /auth/register/corporate/{slug}. */
  async corporate(slug: string): Promise<Result<Corporate, CorporateError>> {
    if (slug.trim() === '') return Err({ kind: 'unknown-corporate' });
    const found = await this.deps.accountApi.corporateBySlug(slug);
    if (found.isErr()) return found.error.kind === 'not-found' ? Err({ kind: 'unknown-corporate' }) : found;
    return found;
  }
}
