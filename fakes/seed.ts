import { faker } from './faker';
import type { NotificationPreferences } from '../domain/account/model';
import { emptyLimits } from './attempt-limits';
import { CITIES } from './cities';
import { emptyConsultations } from './consultations/state';
import { seedFamilies } from './family/demo-data';
import { seedPharmacy } from './pharmacy/demo-data';
import { FAKE_STATE_VERSION, type FakeCorporate, type FakeState, type FakeTenant, type FakeUser } from './state';

/** The seed behind every demo: the same believable data on every machine and reload. */
export const FAKE_SEED = 20261122;

/** The OTP every mobile number accepts on the fake backend (shown on the OTP screen). */
export const DEMO_OTP = '123456';

/** Accounts a demo can rely on; any other valid mobile number signs up on the spot. */
export const DEMO_ACCOUNTS = {
  subscriber: { mobileNumber: '9876543210', firstName: 'Priya', lastName: 'Sharma' },
  patient: { mobileNumber: '9123456780', firstName: 'Rahul', lastName: 'Verma' },
  corporate: { mobileNumber: '9812345678', firstName: 'Kavya', lastName: 'Iyer' },
  sso: { token: 'demo-sso-token', firstName: 'Anita', lastName: 'Desai' },
  /** Has an account of their own and no family: a patient links him by this number with his OTP (docs/decisions.md). */
  linkable: { mobileNumber: '9811122233', firstName: 'Arjun', lastName: 'Mehta' },
} as const;

export const DEMO_TENANTS = {
  pharmeasy: 'tenant-pharmeasy',
  corporate: 'tenant-infosys-care',
  tcs: 'tenant-tcs-care',
  wipro: 'tenant-wipro-care',
} as const;

/** The password of the subscriber, patient and corporate demo accounts (docs/decisions.md). */
export const DEMO_PASSWORD = 'Care@1234';

/**
 * DEMO_PASSWORD as the store keeps it (fakes/passwords.ts), made once so seeding costs no
 * hashing; backend.test.ts holds it to DEMO_PASSWORD. The three demo accounts share it.
 */
export const DEMO_PASSWORD_HASH =
  'pbkdf2-sha256$10000$db29d4b8ba5ee2f56a9cb73a2fd2edcf$1ff946826fc5ed8d1e5b3f807a495b32feb9941674364410a4e6323d0854f316';

/** Slugs of /auth/register/corporate/{corporate}; without '-' so refer paths keep them whole. */
export const DEMO_CORPORATE_SLUGS = ['infosys', 'tcs', 'wipro'] as const;

/** What a new account gets until the user changes it: texts and mails on, WhatsApp opt-in. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { sms: true, email: true, whatsapp: false };

/** A small inline logo, so the demo needs no image host. */
export function logoDataUrl(text: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32"><rect width="96" height="32" rx="6" fill="${colour}"/><text x="48" y="21" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function blankUser(id: string, mobileNumber: string, firstName: string, lastName: string): FakeUser {
  return {
    id,
    firstName,
    lastName,
    mobileNumber,
    email: null,
    gender: null,
    dateOfBirth: null,
    profileUrl: null,
    pincode: null,
    city: null,
    state: null,
    active: true,
    subscriptionStatus: null,
    isSubscribedUser: false,
    isHideMedicine: false,
    isHideDiagnostic: false,
    createdById: null,
    addressId: null,
    corporateLogoUrl: null,
    medicineCart: { items: [], couponCode: null },
    passwordHash: null,
    notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES },
    registrationPartner: null,
  };
}

function person(id: string, mobileNumber: string, firstName: string, lastName: string): FakeUser {
  const user = blankUser(id, mobileNumber, firstName, lastName);
  const gender = faker.helpers.arrayElement(['MALE', 'FEMALE'] as const);
  return {
    ...user,
    email: faker.internet.email({ firstName, lastName, provider: 'example.in' }).toLowerCase(),
    gender,
    dateOfBirth: faker.date.birthdate({ min: 22, max: 70, mode: 'age', refDate: '2026-01-01' }).toISOString().slice(0, 10),
    ...place(),
  };
}

function place(): { pincode: string; city: string; state: string } {
  const where = faker.helpers.arrayElement(CITIES);
  return {
    pincode: String(faker.number.int({ min: where.pincodes[0], max: where.pincodes[1] })),
    city: where.city,
    state: where.state,
  };
}

/** Builds the whole fake world from the fixed seed. */
export function seedState(): FakeState {
  faker.seed(FAKE_SEED);
  const tenants: Record<string, FakeTenant> = {
    [DEMO_TENANTS.pharmeasy]: {
      id: DEMO_TENANTS.pharmeasy,
      name: 'PharmEasy',
      ssoPartnerLogo: logoDataUrl('PharmEasy', '#10847e'),
      partnerCode: 'Pharmeasy_SSO',
    },
    [DEMO_TENANTS.corporate]: {
      id: DEMO_TENANTS.corporate,
      name: 'Infosys Care',
      ssoPartnerLogo: null,
      partnerCode: 'MD001',
    },
    [DEMO_TENANTS.tcs]: { id: DEMO_TENANTS.tcs, name: 'TCS Care', ssoPartnerLogo: null, partnerCode: 'TCS_CORP' },
    [DEMO_TENANTS.wipro]: { id: DEMO_TENANTS.wipro, name: 'Wipro Care', ssoPartnerLogo: null, partnerCode: 'WIPRO_CORP' },
  };

  // A corporate's id is its tenant's id: the users it registers carry it as createdById.
  const corporateList: FakeCorporate[] = [
    { id: DEMO_TENANTS.corporate, slug: 'infosys', name: 'Infosys', logoUrl: logoDataUrl('Infosys', '#007cc3') },
    { id: DEMO_TENANTS.tcs, slug: 'tcs', name: 'Tata Consultancy Services', logoUrl: logoDataUrl('TCS', '#4e2a84') },
    { id: DEMO_TENANTS.wipro, slug: 'wipro', name: 'Wipro', logoUrl: logoDataUrl('Wipro', '#17488c') },
  ];
  const corporates = Object.fromEntries(corporateList.map((c) => [c.id, c]));

  const users: Record<string, FakeUser> = {};
  const tokens: Record<string, string> = {};

  const subscriber = person('u-1', DEMO_ACCOUNTS.subscriber.mobileNumber, DEMO_ACCOUNTS.subscriber.firstName, DEMO_ACCOUNTS.subscriber.lastName);
  // Genders are set after the draw, so the random sequence (and all other seeded data) stays as it was.
  users[subscriber.id] = { ...subscriber, gender: 'FEMALE', subscriptionStatus: 'ACTIVE', isSubscribedUser: true, passwordHash: DEMO_PASSWORD_HASH };

  const patient = person('u-2', DEMO_ACCOUNTS.patient.mobileNumber, DEMO_ACCOUNTS.patient.firstName, DEMO_ACCOUNTS.patient.lastName);
  users[patient.id] = { ...patient, gender: 'MALE', passwordHash: DEMO_PASSWORD_HASH };

  const corporate = person('u-3', DEMO_ACCOUNTS.corporate.mobileNumber, DEMO_ACCOUNTS.corporate.firstName, DEMO_ACCOUNTS.corporate.lastName);
  users[corporate.id] = {
    ...corporate,
    gender: 'FEMALE',
    createdById: DEMO_TENANTS.corporate,
    corporateLogoUrl: corporates[DEMO_TENANTS.corporate]?.logoUrl ?? null,
    passwordHash: DEMO_PASSWORD_HASH,
  };

  const ssoUser = person('u-4', '9000012345', DEMO_ACCOUNTS.sso.firstName, DEMO_ACCOUNTS.sso.lastName);
  users[ssoUser.id] = { ...ssoUser, gender: 'FEMALE', createdById: DEMO_TENANTS.pharmeasy };
  // Kept as a session token too (demos and tests open the app with it directly), and as the
  // partner's SSO token that POST /sso/validate exchanges for a fresh session.
  tokens[DEMO_ACCOUNTS.sso.token] = ssoUser.id;
  const ssoTokens = { [DEMO_ACCOUNTS.sso.token]: { userId: ssoUser.id, tenantId: DEMO_TENANTS.pharmeasy } };

  for (let n = 5; n <= 40; n += 1) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const mobile = `${faker.helpers.arrayElement(['6', '7', '8', '9'])}${faker.string.numeric(9)}`;
    const user = person(`u-${n}`, mobile, firstName, lastName);
    const subscribed = faker.datatype.boolean({ probability: 0.3 });
    users[user.id] = { ...user, subscriptionStatus: subscribed ? 'ACTIVE' : null, isSubscribedUser: subscribed };
  }

  // Drawn without the faker, after everyone else, so the seeded data before it stays as it was.
  const linkable = blankUser('u-41', DEMO_ACCOUNTS.linkable.mobileNumber, DEMO_ACCOUNTS.linkable.firstName, DEMO_ACCOUNTS.linkable.lastName);
  users[linkable.id] = { ...linkable, gender: 'MALE', dateOfBirth: '1995-04-12', pincode: '560034', city: 'Bengaluru', state: 'Karnataka' };

  return {
    version: FAKE_STATE_VERSION,
    users,
    tokens,
    tenants,
    pendingOtps: {},
    pendingRegistrations: {},
    limits: emptyLimits(),
    resetTokens: {},
    corporates,
    ssoTokens,
    contactMessages: [],
    pharmacy: seedPharmacy(users),
    family: seedFamilies(users),
    consultations: emptyConsultations(),
    nextId: 42,
  };
}

/** A believable name for a number that signs up on the spot, the same for the same number. */
export function nameForNewNumber(mobileNumber: string): { firstName: string; lastName: string } {
  faker.seed(Number(mobileNumber.slice(-9)));
  return { firstName: faker.person.firstName(), lastName: faker.person.lastName() };
}
