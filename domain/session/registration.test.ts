import { describe, expect, it, vi } from 'vitest';
import { DATE_OF_BIRTH_MESSAGES } from '../shared/age';
import { EMAIL_MESSAGES } from '../shared/email';
import { MOBILE_NUMBER_MESSAGES } from '../shared/mobile-number';
import { PERSON_NAME_MESSAGES } from '../shared/person-name';
import { authFixture } from './auth-test-doubles';
import { landingAfterSignUp, REGISTRATION_MESSAGES, type RegistrationInput, type RegistrationSource } from './registration';

const NONE: RegistrationSource = { partner: null, corporate: null };

function form(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    firstName: 'A. R.',
    lastName: "D'Souza",
    mobileNumber: '98765 43210',
    email: '',
    gender: 'FEMALE',
    dateOfBirth: '',
    acceptTerms: true,
    ...overrides,
  };
}

describe('PatientRegistration.validate', () => {
  it('accepts Indian names with initials, dots and apostrophes, and normalises mobile and e-mail', () => {
    const { registration } = authFixture();
    const result = registration.validate(form({ email: '  Priya.S@Example.IN ', dateOfBirth: '1990-03-12' }), NONE);
    expect(result.unwrap()).toEqual({
      firstName: 'A. R.',
      lastName: "D'Souza",
      mobileNumber: '9876543210',
      email: 'priya.s@example.in',
      gender: 'FEMALE',
      dateOfBirth: '1990-03-12',
      partner: null,
      corporateId: null,
    });
  });

  it('treats a blank e-mail and date of birth as not given', () => {
    const { registration } = authFixture();
    expect(registration.validate(form(), NONE).unwrap()).toMatchObject({ email: null, dateOfBirth: null });
  });

  it('says what is wrong at each field', () => {
    const { registration } = authFixture();
    const result = registration.validate(
      { firstName: '', lastName: 'R2D2', mobileNumber: '12345', email: 'priya@', gender: '', dateOfBirth: '2999-01-01', acceptTerms: false },
      NONE,
    );
    expect(result.isErr() && result.error).toEqual({
      firstName: REGISTRATION_MESSAGES.firstNameEmpty,
      lastName: PERSON_NAME_MESSAGES.characters,
      mobileNumber: MOBILE_NUMBER_MESSAGES.length,
      email: EMAIL_MESSAGES.shape,
      gender: REGISTRATION_MESSAGES.gender,
      dateOfBirth: DATE_OF_BIRTH_MESSAGES.future,
      acceptTerms: REGISTRATION_MESSAGES.terms,
    });
  });

  it('refuses a date of birth more than 120 years ago', () => {
    const { registration } = authFixture();
    const result = registration.validate(form({ dateOfBirth: '1901-01-01' }), NONE);
    expect(result.isErr() && result.error).toEqual({ dateOfBirth: DATE_OF_BIRTH_MESSAGES.tooOld });
  });

  it('takes one name: the last name may stay empty', () => {
    const { registration } = authFixture();
    expect(registration.validate(form({ lastName: '  ' }), NONE).unwrap().lastName).toBe('');
  });

  it('records the partner and the corporate in the registration', () => {
    const { registration, world } = authFixture();
    const corporate = world.corporates[0]!;
    expect(registration.validate(form(), { partner: 'timesprime', corporate: null }).unwrap().partner).toBe('timesprime');
    expect(registration.validate(form(), { partner: null, corporate }).unwrap().corporateId).toBe('c-1');
  });
});

describe('PatientRegistration.register', () => {
  it('registers, sends the confirming code and keeps the details pending for a resend', async () => {
    const { registration, world, pending } = authFixture();
    const result = await registration.register(form(), { partner: 'icicibank', corporate: null }, '/auth/register/icicibank');
    expect(result.unwrap()).toBe('9876543210');
    expect(pending.current?.origin).toBe('/auth/register/icicibank');
    expect(world.registrations).toHaveLength(1);
    expect(world.registrations[0]).toMatchObject({ firstName: 'A. R.', partner: 'icicibank' });
    expect(pending.current).toMatchObject({ purpose: 'REGISTER', mobileNumber: '9876543210' });
    expect(pending.current?.registration).toEqual(world.registrations[0]);
  });

  it('sends nothing for an invalid form and returns the field messages', async () => {
    const { registration, world } = authFixture();
    const result = await registration.register(form({ acceptTerms: false }), NONE);
    expect(result.isErr() && result.error).toEqual({ kind: 'invalid-fields', fields: { acceptTerms: REGISTRATION_MESSAGES.terms } });
    expect(world.calls).toEqual([]);
  });

  it('says a registered number is already registered, without registering it again', async () => {
    const { registration, world } = authFixture();
    world.addAccount('9876543210');
    const result = await registration.register(form(), NONE);
    expect(result.isErr() && result.error).toEqual({ kind: 'already-registered', mobileNumber: '9876543210' });
    expect(world.count('register')).toBe(0);
  });

  it('reads a 409 from the server as already registered too', async () => {
    const { registration, world } = authFixture();
    world.failNext.set('register', { kind: 'conflict', message: 'already registered' });
    const result = await registration.register(form(), NONE);
    expect(result.isErr() && result.error.kind).toBe('already-registered');
  });

  it('returns other failures as values and leaves nothing pending', async () => {
    const { registration, world, pending } = authFixture();
    world.failNext.set('register', { kind: 'network' });
    const result = await registration.register(form(), NONE);
    expect(result.isErr() && result.error).toEqual({ kind: 'network' });
    expect(pending.current).toBeNull();
  });
});

describe('PatientRegistration.corporate', () => {
  it('finds the corporate of a known slug', async () => {
    const { registration } = authFixture();
    expect((await registration.corporate('infosys')).unwrap()).toMatchObject({ name: 'Infosys', logoUrl: expect.any(String) });
  });

  it('calls an unknown or empty slug an unknown corporate', async () => {
    const { registration } = authFixture();
    const unknown = await registration.corporate('nobody');
    expect(unknown.isErr() && unknown.error).toEqual({ kind: 'unknown-corporate' });
    const empty = await registration.corporate(' ');
    expect(empty.isErr() && empty.error).toEqual({ kind: 'unknown-corporate' });
  });

  it('keeps a failure that is not "not found" apart from an unknown slug', async () => {
    const { registration, world } = authFixture();
    world.failNext.set('corporateBySlug', { kind: 'server', status: 503, message: 'down' });
    const result = await registration.corporate('infosys');
    expect(result.isErr() && result.error.kind).toBe('server');
  });
});

describe('PatientRegistration.corporateQuery', () => {
  it('loads the company once its page reads it, and keeps it for a page read again', async () => {
    const { registration } = authFixture();
    const query = registration.corporateQuery('infosys');
    const stop = query.subscribe(() => undefined);
    await vi.waitFor(() => expect(query.state.kind).toBe('ready'));
    expect(query.state.kind === 'ready' && query.state.value.name).toBe('Infosys');
    stop();
    expect(registration.corporateQuery('infosys')).toBe(query);
  });

  it('ends in the failure of the lookup, an unknown company included, which a reload asks again', async () => {
    const { registration, world } = authFixture();
    const unknown = registration.corporateQuery('nobody');
    unknown.subscribe(() => undefined);
    await vi.waitFor(() => expect(unknown.state).toEqual({ kind: 'failed', error: { kind: 'unknown-corporate' } }));

    world.failNext.set('corporateBySlug', { kind: 'server', status: 503, message: 'down' });
    const down = registration.corporateQuery('infosys');
    down.subscribe(() => undefined);
    await vi.waitFor(() => expect(down.state.kind === 'failed' && down.state.error.kind).toBe('server'));
    down.reload();
    await vi.waitFor(() => expect(down.state.kind).toBe('ready'));
  });
});

describe('landingAfterSignUp', () => {
  const corporate = { id: 'c-2', slug: 'infosys-care', name: 'Infosys Care', logoUrl: null };

  it("sends a MD000/MD001 partner's new user to the partner's plans, whatever the code's case", () => {
    expect(landingAfterSignUp({ partner: null, corporate: { ...corporate, partnerCode: 'MD001' } })).toBe('/auth/subscription-plans');
    expect(landingAfterSignUp({ partner: null, corporate: { ...corporate, partnerCode: 'md000' } })).toBe('/auth/subscription-plans');
  });

  it('leaves every other sign-up on its usual way', () => {
    expect(landingAfterSignUp(NONE)).toBeNull();
    expect(landingAfterSignUp({ partner: 'timesprime', corporate: null })).toBeNull();
    expect(landingAfterSignUp({ partner: null, corporate: { ...corporate, partnerCode: 'TCS_CORP' } })).toBeNull();
    expect(landingAfterSignUp({ partner: null, corporate: { ...corporate, partnerCode: null } })).toBeNull();
  });
});
