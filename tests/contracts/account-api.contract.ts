import { describe, expect, it } from 'vitest';
import type { ProfileUpdate, Registration } from '../../domain/account/model';
import { DEMO_ACCOUNTS, DEMO_OTP, DEMO_PASSWORD, DEMO_TENANTS } from '../../fakes/seed';
import type { PortsSubject } from './subjects';
import { ok, err, freshSubjectEachCase } from './results';

/** What POST /user/sendOtp and friends carry as their signed request token; the fakes only need it non-empty. */
const ENCRYPTED_TOKEN = 'contract-test-encrypted-token';
/** Valid numbers that are not in the seed. */
const NEW_NUMBER = '9988776655';
const OTHER_NEW_NUMBER = '7012345678';
/** Anita, the SSO demo user: an account that never set a password. */
const SSO_USER_NUMBER = '9000012345';
const NEW_PASSWORD = 'Swasth#2026';
const MINUTE = 60 * 1000;

const MESSAGES = {
  alreadyRegistered: 'This mobile number is already registered. Please log in.',
  wrongPassword: 'The password you entered is incorrect',
  noAccount: 'No account found for this number',
  noPassword: 'You have not set a password yet. Log in with OTP or reset your password.',
  wrongOtp: 'The OTP you entered is incorrect',
  expiredOtp: 'This OTP has expired. Please request a new one.',
  noOtp: 'Please request a new OTP',
  resetExpired: 'This reset link has expired. Please start again.',
  invalidSso: 'Invalid or expired SSO token',
  notFound: 'Data Not Found',
} as const;

const rejected = (message: string) => ({ kind: 'rejected', message });
/** A 429 that asks for exactly this wait (the subjects' clocks move only when a test moves them). */
const tooMany = (retryAfterSeconds: number) => ({ kind: 'too-many-requests', message: expect.stringMatching(/\w/), retryAfterSeconds });
const anyRejection = { kind: 'rejected', message: expect.stringMatching(/\w/) };

function registration(overrides: Partial<Registration> = {}): Registration {
  return {
    firstName: 'Meera',
    lastName: 'Krishnan',
    mobileNumber: NEW_NUMBER,
    email: 'meera.krishnan@example.in',
    gender: 'FEMALE',
    dateOfBirth: '1990-08-15',
    partner: null,
    corporateId: null,
    ...overrides,
  };
}

/**
 * The cases every `AccountApi` must pass, with the `UserApi` of the same backend for the
 * OTP half of joining and for checking sessions: the in-memory fake and the HTTP adapter
 * over the local fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function accountApiContract(name: string, makeSubject: () => Promise<PortsSubject>): void {
  describe(name, () => {
    let subject: PortsSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    /** OTP sign-in; the token becomes the subject's bearer. */
    async function signInWithOtp(mobileNumber: string): Promise<string> {
      ok(await subject.user.sendOtp({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
      const { token } = ok(await subject.user.verifyOtp({ mobileNumber, otp: DEMO_OTP }));
      subject.setToken(token);
      return token;
    }

    async function signInWithPassword(mobileNumber: string, password: string): Promise<string> {
      const { token } = ok(await subject.account.signInWithPassword({ mobileNumber, password }));
      subject.setToken(token);
      return token;
    }

    /** register + the REGISTER OTP through UserApi.verifyOtp: the new account's session. */
    async function join(details: Registration): Promise<string> {
      ok(await subject.account.register(details, ENCRYPTED_TOKEN));
      const { token } = ok(await subject.user.verifyOtp({ mobileNumber: details.mobileNumber, otp: DEMO_OTP }));
      subject.setToken(token);
      return token;
    }

    async function resetToken(mobileNumber: string): Promise<string> {
      ok(await subject.account.forgetPassword({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
      return ok(await subject.account.verifyResetOtp({ mobileNumber, otp: DEMO_OTP })).resetToken;
    }

    describe('registration', () => {
      it('register sends the OTP; verifyOtp then creates the account, and headerDetail shows the registered first name', async () => {
        const sent = ok(await subject.account.register(registration(), ENCRYPTED_TOKEN));
        expect(sent.message).toMatch(/\w/);

        const { token } = ok(await subject.user.verifyOtp({ mobileNumber: NEW_NUMBER, otp: DEMO_OTP }));
        subject.setToken(token);
        const header = ok(await subject.user.headerDetail());
        expect(header).toMatchObject({ status: true, firstName: 'Meera', subscriptionStatus: null, createdById: null });
        expect(ok(await subject.user.userProfile())).toMatchObject({
          firstName: 'Meera',
          lastName: 'Krishnan',
          mobileNumber: NEW_NUMBER,
          email: 'meera.krishnan@example.in',
          gender: 'FEMALE',
          dateOfBirth: '1990-08-15',
        });
      });

      it('the account does not exist until the OTP confirms it', async () => {
        ok(await subject.account.register(registration(), ENCRYPTED_TOKEN));
        expect(ok(await subject.account.lookupMobile(NEW_NUMBER))).toEqual({ registered: false, hasPassword: false });

        await join(registration());
        expect(ok(await subject.account.lookupMobile(NEW_NUMBER))).toEqual({ registered: true, hasPassword: false });
      });

      it('optional details may be left out: no e-mail, gender, date of birth or last name', async () => {
        await join(registration({ lastName: '', email: null, gender: null, dateOfBirth: null }));
        expect(ok(await subject.user.userProfile())).toMatchObject({ firstName: 'Meera', lastName: '', email: null, gender: null, dateOfBirth: null });
      });

      it('a corporate registration ties the account to the corporate: its tenant and logo are on the header', async () => {
        const corporate = ok(await subject.account.corporateBySlug('tcs'));
        await join(registration({ corporateId: corporate.id }));

        const header = ok(await subject.user.headerDetail());
        expect(header.createdById).toBe(corporate.id);
        expect(header.corporateLogoUrl).toBe(corporate.logoUrl);
      });

      it('a partner registration (timesprime) creates an ordinary account', async () => {
        await join(registration({ partner: 'timesprime' }));
        expect(ok(await subject.user.headerDetail()).firstName).toBe('Meera');
      });

      it.each([DEMO_ACCOUNTS.subscriber.mobileNumber, DEMO_ACCOUNTS.patient.mobileNumber])(
        'registering the already registered number %s is a conflict that says to log in',
        async (mobileNumber) => {
          expect(err(await subject.account.register(registration({ mobileNumber }), ENCRYPTED_TOKEN))).toEqual({
            kind: 'conflict',
            message: MESSAGES.alreadyRegistered,
          });
        },
      );

      it('a number that signed up by OTP on the spot is registered too', async () => {
        await signInWithOtp(NEW_NUMBER);
        expect(err(await subject.account.register(registration(), ENCRYPTED_TOKEN)).kind).toBe('conflict');
      });

      it('a wrong OTP after register is rejected, and the right one still creates the account', async () => {
        ok(await subject.account.register(registration(), ENCRYPTED_TOKEN));
        expect(err(await subject.user.verifyOtp({ mobileNumber: NEW_NUMBER, otp: '000000' }))).toEqual(rejected(MESSAGES.wrongOtp));
        subject.setToken(ok(await subject.user.verifyOtp({ mobileNumber: NEW_NUMBER, otp: DEMO_OTP })).token);
        expect(ok(await subject.user.headerDetail()).firstName).toBe('Meera');
      });

      it.each<[string, Partial<Registration>]>([
        ['an invalid mobile number', { mobileNumber: '12345' }],
        ['an empty first name', { firstName: '  ' }],
        ['digits in the first name', { firstName: 'M3era' }],
        ['a malformed e-mail', { email: 'meera@' }],
        ['a date of birth in the future', { dateOfBirth: '2099-01-01' }],
        ['a date of birth over 120 years ago', { dateOfBirth: '1890-01-01' }],
        ['an unknown corporate', { corporateId: 'no-such-corporate' }],
      ])('register with %s is rejected with a message', async (_what, overrides) => {
        expect(err(await subject.account.register(registration(overrides), ENCRYPTED_TOKEN))).toEqual(anyRejection);
      });

      it('register without the encrypted request token is rejected', async () => {
        expect(err(await subject.account.register(registration(), ' '))).toEqual(anyRejection);
      });

      it('names as Indians write them are accepted: initials, dots, apostrophes', async () => {
        await join(registration({ firstName: 'A. R.', lastName: "D'Souza" }));
        expect(ok(await subject.user.userProfile())).toMatchObject({ firstName: 'A. R.', lastName: "D'Souza" });
      });
    });

    describe('lookupMobile', () => {
      it('a demo account is registered and has a password', async () => {
        expect(ok(await subject.account.lookupMobile(DEMO_ACCOUNTS.subscriber.mobileNumber))).toEqual({ registered: true, hasPassword: true });
      });

      it('the SSO user is registered without a password', async () => {
        expect(ok(await subject.account.lookupMobile(SSO_USER_NUMBER))).toEqual({ registered: true, hasPassword: false });
      });

      it('an unknown number is not registered', async () => {
        expect(ok(await subject.account.lookupMobile(NEW_NUMBER))).toEqual({ registered: false, hasPassword: false });
      });

      it('an invalid number is rejected with a message', async () => {
        expect(err(await subject.account.lookupMobile('98765'))).toEqual(anyRejection);
      });
    });

    describe('password sign-in', () => {
      it.each([DEMO_ACCOUNTS.subscriber, DEMO_ACCOUNTS.patient, DEMO_ACCOUNTS.corporate])(
        `the demo account $mobileNumber signs in with '${DEMO_PASSWORD}' and its token opens headerDetail`,
        async (account) => {
          await signInWithPassword(account.mobileNumber, DEMO_PASSWORD);
          expect(ok(await subject.user.headerDetail()).firstName).toBe(account.firstName);
        },
      );

      it('each password sign-in gets its own token', async () => {
        const first = await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
        const second = await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
        expect(first).not.toBe(second);
      });

      it('a wrong password is rejected', async () => {
        expect(err(await subject.account.signInWithPassword({ mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber, password: 'care@1234' }))).toEqual(
          rejected(MESSAGES.wrongPassword),
        );
      });

      it('an unknown number is not-found', async () => {
        expect(err(await subject.account.signInWithPassword({ mobileNumber: NEW_NUMBER, password: DEMO_PASSWORD }))).toEqual({
          kind: 'not-found',
          message: MESSAGES.noAccount,
        });
      });

      it('an account without a password is told to use OTP or reset', async () => {
        expect(err(await subject.account.signInWithPassword({ mobileNumber: SSO_USER_NUMBER, password: DEMO_PASSWORD }))).toEqual(
          rejected(MESSAGES.noPassword),
        );
      });

      it('an invalid number is rejected', async () => {
        expect(err(await subject.account.signInWithPassword({ mobileNumber: '5555', password: DEMO_PASSWORD }))).toEqual(anyRejection);
      });
    });

    describe('OTP expiry and attempts', () => {
      it('a sign-in OTP still works just before 10 minutes', async () => {
        ok(await subject.user.sendOtp({ mobileNumber: DEMO_ACCOUNTS.patient.mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
        subject.advanceClock(10 * MINUTE - 1000);
        expect(ok(await subject.user.verifyOtp({ mobileNumber: DEMO_ACCOUNTS.patient.mobileNumber, otp: DEMO_OTP })).token).toMatch(/\w/);
      });

      it('a sign-in OTP has expired after 10 minutes, and a new one works', async () => {
        const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
        ok(await subject.user.sendOtp({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
        subject.advanceClock(10 * MINUTE);
        expect(err(await subject.user.verifyOtp({ mobileNumber, otp: DEMO_OTP }))).toEqual(rejected(MESSAGES.expiredOtp));

        ok(await subject.user.sendOtp({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
        expect(ok(await subject.user.verifyOtp({ mobileNumber, otp: DEMO_OTP })).token).toMatch(/\w/);
      });

      it('a registration OTP expires after 10 minutes too', async () => {
        ok(await subject.account.register(registration(), ENCRYPTED_TOKEN));
        subject.advanceClock(11 * MINUTE);
        expect(err(await subject.user.verifyOtp({ mobileNumber: NEW_NUMBER, otp: DEMO_OTP }))).toEqual(rejected(MESSAGES.expiredOtp));
      });

      it('the reset OTP expires after 10 minutes too', async () => {
        const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
        ok(await subject.account.forgetPassword({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
        subject.advanceClock(10 * MINUTE);
        expect(err(await subject.account.verifyResetOtp({ mobileNumber, otp: DEMO_OTP }))).toEqual(rejected(MESSAGES.expiredOtp));
      });
    });

    describe('attempt limits (docs/decisions.md "Attempt limits")', () => {
      const sendSignInCode = async (mobileNumber: string) => subject.user.sendOtp({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN });

      it('four wrong codes are each incorrect; the fifth locks the number for 15 minutes, and even the right code is refused until the lock lapses', async () => {
        const mobileNumber = DEMO_ACCOUNTS.subscriber.mobileNumber;
        ok(await sendSignInCode(mobileNumber));
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          expect(err(await subject.user.verifyOtp({ mobileNumber, otp: '000000' }))).toEqual(rejected(MESSAGES.wrongOtp));
        }
        expect(err(await subject.user.verifyOtp({ mobileNumber, otp: '000000' }))).toEqual(tooMany(15 * 60));

        subject.advanceClock(MINUTE);
        expect(err(await subject.user.verifyOtp({ mobileNumber, otp: DEMO_OTP }))).toEqual(tooMany(14 * 60));
        subject.advanceClock(14 * MINUTE - 1000);
        expect(err(await subject.user.verifyOtp({ mobileNumber, otp: DEMO_OTP }))).toEqual(tooMany(1));

        // The lock took the code away: once it lapses, a new one is needed, and it works.
        subject.advanceClock(1000);
        expect(err(await subject.user.verifyOtp({ mobileNumber, otp: DEMO_OTP }))).toEqual(rejected(MESSAGES.noOtp));
        ok(await sendSignInCode(mobileNumber));
        subject.setToken(ok(await subject.user.verifyOtp({ mobileNumber, otp: DEMO_OTP })).token);
        expect(ok(await subject.user.headerDetail()).firstName).toBe('Priya');
      });

      it('sending a new code does not lift the lock: the send is refused with the time left', async () => {
        const mobileNumber = DEMO_ACCOUNTS.subscriber.mobileNumber;
        ok(await sendSignInCode(mobileNumber));
        for (let attempt = 1; attempt <= 5; attempt += 1) err(await subject.user.verifyOtp({ mobileNumber, otp: '000000' }));
        subject.advanceClock(5 * MINUTE);

        expect(err(await sendSignInCode(mobileNumber))).toEqual(tooMany(10 * 60));
        expect(err(await subject.account.forgetPassword({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }))).toEqual(tooMany(10 * 60));
      });

      it('a lock closes the password way in too, and leaves other numbers alone', async () => {
        const mobileNumber = DEMO_ACCOUNTS.subscriber.mobileNumber;
        ok(await sendSignInCode(mobileNumber));
        for (let attempt = 1; attempt <= 5; attempt += 1) err(await subject.user.verifyOtp({ mobileNumber, otp: '000000' }));

        expect(err(await subject.account.signInWithPassword({ mobileNumber, password: DEMO_PASSWORD }))).toEqual(tooMany(15 * 60));
        await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
      });

      it('five wrong passwords lock the number: the fifth and then the right one are refused until the lock lapses', async () => {
        const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          expect(err(await subject.account.signInWithPassword({ mobileNumber, password: 'Care@12345' }))).toEqual(rejected(MESSAGES.wrongPassword));
        }
        expect(err(await subject.account.signInWithPassword({ mobileNumber, password: 'Care@12345' }))).toEqual(tooMany(15 * 60));
        expect(err(await subject.account.signInWithPassword({ mobileNumber, password: DEMO_PASSWORD }))).toEqual(tooMany(15 * 60));
        expect(err(await sendSignInCode(mobileNumber))).toEqual(tooMany(15 * 60));

        subject.advanceClock(15 * MINUTE);
        await signInWithPassword(mobileNumber, DEMO_PASSWORD);
        expect(ok(await subject.user.headerDetail()).firstName).toBe(DEMO_ACCOUNTS.patient.firstName);
      });

      it('the right password forgets the wrong ones before it', async () => {
        const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
        for (let attempt = 1; attempt <= 4; attempt += 1) err(await subject.account.signInWithPassword({ mobileNumber, password: 'wrong' }));
        await signInWithPassword(mobileNumber, DEMO_PASSWORD);
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          expect(err(await subject.account.signInWithPassword({ mobileNumber, password: 'wrong' }))).toEqual(rejected(MESSAGES.wrongPassword));
        }
      });

      it('the reset code counts towards the same lock: its fifth wrong code locks the number', async () => {
        const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
        ok(await subject.account.forgetPassword({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          expect(err(await subject.account.verifyResetOtp({ mobileNumber, otp: '111111' }))).toEqual(rejected(MESSAGES.wrongOtp));
        }
        expect(err(await subject.account.verifyResetOtp({ mobileNumber, otp: '111111' }))).toEqual(tooMany(15 * 60));
        expect(err(await subject.account.verifyResetOtp({ mobileNumber, otp: DEMO_OTP }))).toEqual(tooMany(15 * 60));
      });

      it('the 4th code within 10 minutes is refused until the first leaves the window, whatever each was for', async () => {
        const mobileNumber = DEMO_ACCOUNTS.subscriber.mobileNumber;
        ok(await sendSignInCode(mobileNumber));
        subject.advanceClock(MINUTE);
        ok(await subject.account.forgetPassword({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
        subject.advanceClock(MINUTE);
        ok(await sendSignInCode(mobileNumber));
        subject.advanceClock(MINUTE);

        const refused = err(await sendSignInCode(mobileNumber));
        expect(refused).toEqual(tooMany(7 * 60));
        expect(err(await subject.account.forgetPassword({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }))).toEqual(tooMany(7 * 60));
        // The code already sent still works: only sending is refused.
        subject.setToken(ok(await subject.user.verifyOtp({ mobileNumber, otp: DEMO_OTP })).token);

        subject.advanceClock(7 * MINUTE);
        ok(await sendSignInCode(mobileNumber));
      });

      it('registering sends a code that counts too; a refused registration keeps no details', async () => {
        for (let send = 1; send <= 3; send += 1) ok(await subject.account.register(registration(), ENCRYPTED_TOKEN));
        expect(err(await subject.account.register(registration({ firstName: 'Meenakshi' }), ENCRYPTED_TOKEN))).toEqual(tooMany(10 * 60));

        subject.setToken(ok(await subject.user.verifyOtp({ mobileNumber: NEW_NUMBER, otp: DEMO_OTP })).token);
        expect(ok(await subject.user.userProfile()).firstName).toBe('Meera');
      });

      it('each number has its own three codes', async () => {
        for (let send = 1; send <= 3; send += 1) ok(await sendSignInCode(DEMO_ACCOUNTS.subscriber.mobileNumber));
        ok(await sendSignInCode(DEMO_ACCOUNTS.patient.mobileNumber));
      });
    });

    describe('forgotten password', () => {
      it('forget -> verifyResetOtp -> createPassword: the new password signs in, the old one no longer does', async () => {
        const mobileNumber = DEMO_ACCOUNTS.subscriber.mobileNumber;
        const sent = ok(await subject.account.forgetPassword({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
        expect(sent.message).toMatch(/\w/);
        const { resetToken } = ok(await subject.account.verifyResetOtp({ mobileNumber, otp: DEMO_OTP }));
        expect(resetToken).toMatch(/\w/);

        expect(ok(await subject.account.createPassword({ password: NEW_PASSWORD, token: resetToken }))).toBeNull();

        await signInWithPassword(mobileNumber, NEW_PASSWORD);
        expect(ok(await subject.user.headerDetail()).firstName).toBe('Priya');
        expect(err(await subject.account.signInWithPassword({ mobileNumber, password: DEMO_PASSWORD }))).toEqual(rejected(MESSAGES.wrongPassword));
      });

      it('an account without a password can set one by resetting', async () => {
        ok(await subject.account.createPassword({ password: NEW_PASSWORD, token: await resetToken(SSO_USER_NUMBER) }));
        expect(ok(await subject.account.lookupMobile(SSO_USER_NUMBER)).hasPassword).toBe(true);
        await signInWithPassword(SSO_USER_NUMBER, NEW_PASSWORD);
        expect(ok(await subject.user.headerDetail()).firstName).toBe(DEMO_ACCOUNTS.sso.firstName);
      });

      it('resetting ends the sessions the account had', async () => {
        const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
        const before = await signInWithPassword(mobileNumber, DEMO_PASSWORD);
        ok(await subject.account.createPassword({ password: NEW_PASSWORD, token: await resetToken(mobileNumber) }));
        subject.setToken(before);
        expect(err(await subject.user.headerDetail())).toEqual({ kind: 'unauthorized' });
      });

      it('a reset token works once: used again it has expired', async () => {
        const token = await resetToken(DEMO_ACCOUNTS.patient.mobileNumber);
        ok(await subject.account.createPassword({ password: NEW_PASSWORD, token }));
        expect(err(await subject.account.createPassword({ password: 'Another#2026', token }))).toEqual(rejected(MESSAGES.resetExpired));
      });

      it('a made-up reset token is refused', async () => {
        expect(err(await subject.account.createPassword({ password: NEW_PASSWORD, token: 'not-a-reset-token' }))).toEqual(
          rejected(MESSAGES.resetExpired),
        );
      });

      it('a reset token left for 15 minutes has expired', async () => {
        const token = await resetToken(DEMO_ACCOUNTS.patient.mobileNumber);
        subject.advanceClock(15 * MINUTE);
        expect(err(await subject.account.createPassword({ password: NEW_PASSWORD, token }))).toEqual(rejected(MESSAGES.resetExpired));
      });

      it('a reset token is no session: it does not open headerDetail', async () => {
        subject.setToken(await resetToken(DEMO_ACCOUNTS.patient.mobileNumber));
        expect(err(await subject.user.headerDetail())).toEqual({ kind: 'unauthorized' });
      });

      it('the reset OTP cannot be used to sign in', async () => {
        const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
        ok(await subject.account.forgetPassword({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
        expect(err(await subject.user.verifyOtp({ mobileNumber, otp: DEMO_OTP })).kind).toBe('rejected');
      });

      it('a weak new password is refused and the reset token still works afterwards', async () => {
        const token = await resetToken(DEMO_ACCOUNTS.patient.mobileNumber);
        expect(err(await subject.account.createPassword({ password: 'password', token }))).toEqual(anyRejection);
        expect(ok(await subject.account.createPassword({ password: NEW_PASSWORD, token }))).toBeNull();
      });

      it('forgetPassword for an unknown number is not-found', async () => {
        expect(err(await subject.account.forgetPassword({ mobileNumber: NEW_NUMBER, encryptedToken: ENCRYPTED_TOKEN }))).toEqual({
          kind: 'not-found',
          message: MESSAGES.noAccount,
        });
      });

      it('forgetPassword with an invalid number or without the request token is rejected', async () => {
        expect(err(await subject.account.forgetPassword({ mobileNumber: '123', encryptedToken: ENCRYPTED_TOKEN }))).toEqual(anyRejection);
        expect(err(await subject.account.forgetPassword({ mobileNumber: DEMO_ACCOUNTS.patient.mobileNumber, encryptedToken: '' }))).toEqual(anyRejection);
      });

      it('verifyResetOtp without a reset OTP sent is rejected', async () => {
        expect(err(await subject.account.verifyResetOtp({ mobileNumber: DEMO_ACCOUNTS.patient.mobileNumber, otp: DEMO_OTP }))).toEqual(anyRejection);
      });
    });

    describe('createPassword as the signed-in user', () => {
      it('a user who joined by OTP sets a password with the session alone, then signs in with it', async () => {
        await signInWithOtp(NEW_NUMBER);
        expect(ok(await subject.account.createPassword({ password: NEW_PASSWORD }))).toBeNull();
        expect(ok(await subject.account.lookupMobile(NEW_NUMBER))).toEqual({ registered: true, hasPassword: true });
        await signInWithPassword(NEW_NUMBER, NEW_PASSWORD);
      });

      it('without a reset token and signed out it is unauthorized', async () => {
        subject.setToken(null);
        expect(err(await subject.account.createPassword({ password: NEW_PASSWORD }))).toEqual({ kind: 'unauthorized' });
      });

      it.each(['Short#1', 'alllowercase#1', 'ALLUPPERCASE#1', 'NoDigits#here', 'NoSpecial123'])(
        'the weak password %j is refused with a message',
        async (password) => {
          await signInWithOtp(NEW_NUMBER);
          expect(err(await subject.account.createPassword({ password }))).toEqual(anyRejection);
        },
      );
    });

    describe('changePassword', () => {
      it('changes the password: the new one signs in, the old one no longer does', async () => {
        const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
        await signInWithPassword(mobileNumber, DEMO_PASSWORD);
        expect(ok(await subject.account.changePassword({ oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }))).toBeNull();

        await signInWithPassword(mobileNumber, NEW_PASSWORD);
        expect(err(await subject.account.signInWithPassword({ mobileNumber, password: DEMO_PASSWORD }))).toEqual(rejected(MESSAGES.wrongPassword));
      });

      it('a wrong current password is rejected and nothing changes', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
        expect(err(await subject.account.changePassword({ oldPassword: 'Wrong#1234', newPassword: NEW_PASSWORD }))).toEqual(anyRejection);
        await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
      });

      it('a weak new password is rejected', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
        expect(err(await subject.account.changePassword({ oldPassword: DEMO_PASSWORD, newPassword: 'weak' }))).toEqual(anyRejection);
      });

      it('the same password again is rejected', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
        expect(err(await subject.account.changePassword({ oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }))).toEqual(anyRejection);
      });

      it('an account without a password is told to set one first', async () => {
        await signInWithOtp(NEW_NUMBER);
        expect(err(await subject.account.changePassword({ oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }))).toEqual(rejected(MESSAGES.noPassword));
      });

      it('signed out it is unauthorized', async () => {
        expect(err(await subject.account.changePassword({ oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }))).toEqual({ kind: 'unauthorized' });
      });
    });

    describe('e-mail and mobile verification', () => {
      it('sendEmailOtp to a valid address answers with a message', async () => {
        expect(ok(await subject.account.sendEmailOtp({ email: 'meera@example.in' })).message).toMatch(/\w/);
      });

      it('sendEmailOtp to a malformed address is rejected', async () => {
        expect(err(await subject.account.sendEmailOtp({ email: 'meera.example.in' }))).toEqual(anyRejection);
      });

      it('the mobile verification OTP verifies with the demo code', async () => {
        expect(ok(await subject.account.sendMobileVerificationOtp({ mobileNumber: OTHER_NEW_NUMBER })).message).toMatch(/\w/);
        expect(ok(await subject.account.verifyMobileOtp({ mobileNumber: OTHER_NEW_NUMBER, otp: DEMO_OTP }))).toBeNull();
      });

      it('a wrong mobile verification code is incorrect, a second verify of a used one needs a new code', async () => {
        ok(await subject.account.sendMobileVerificationOtp({ mobileNumber: OTHER_NEW_NUMBER }));
        expect(err(await subject.account.verifyMobileOtp({ mobileNumber: OTHER_NEW_NUMBER, otp: '999999' }))).toEqual(rejected(MESSAGES.wrongOtp));
        ok(await subject.account.verifyMobileOtp({ mobileNumber: OTHER_NEW_NUMBER, otp: DEMO_OTP }));
        expect(err(await subject.account.verifyMobileOtp({ mobileNumber: OTHER_NEW_NUMBER, otp: DEMO_OTP }))).toEqual(anyRejection);
      });

      it('the mobile verification code expires after 10 minutes', async () => {
        ok(await subject.account.sendMobileVerificationOtp({ mobileNumber: OTHER_NEW_NUMBER }));
        subject.advanceClock(10 * MINUTE);
        expect(err(await subject.account.verifyMobileOtp({ mobileNumber: OTHER_NEW_NUMBER, otp: DEMO_OTP }))).toEqual(rejected(MESSAGES.expiredOtp));
      });

      it('a mobile verification code does not sign anyone in', async () => {
        ok(await subject.account.sendMobileVerificationOtp({ mobileNumber: OTHER_NEW_NUMBER }));
        expect(err(await subject.user.verifyOtp({ mobileNumber: OTHER_NEW_NUMBER, otp: DEMO_OTP })).kind).toBe('rejected');
      });

      it('sending a mobile verification code to an invalid number is rejected', async () => {
        expect(err(await subject.account.sendMobileVerificationOtp({ mobileNumber: '0123456789' }))).toEqual(anyRejection);
      });

      it('the e-mail code marks the profile’s address verified, once, under the OTP rules', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
        const profile = ok(await subject.user.userProfile());
        const email = profile.email ?? '';
        expect(profile.emailVerified).toBe(false);
        ok(await subject.account.sendEmailOtp({ email }));
        expect(err(await subject.account.verifyEmailOtp({ email, otp: '999999' }))).toEqual(rejected(MESSAGES.wrongOtp));
        expect(ok(await subject.user.userProfile()).emailVerified).toBe(false);
        expect(ok(await subject.account.verifyEmailOtp({ email, otp: DEMO_OTP }))).toBeNull();
        expect(ok(await subject.user.userProfile()).emailVerified).toBe(true);
        expect(err(await subject.account.verifyEmailOtp({ email, otp: DEMO_OTP }))).toEqual(anyRejection);
      });

      it('an e-mail code expires after 10 minutes, and the 5th wrong code locks the address for 15 minutes', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
        const email = ok(await subject.user.userProfile()).email ?? '';
        ok(await subject.account.sendEmailOtp({ email }));
        subject.advanceClock(10 * MINUTE);
        expect(err(await subject.account.verifyEmailOtp({ email, otp: DEMO_OTP }))).toEqual(rejected(MESSAGES.expiredOtp));
        ok(await subject.account.sendEmailOtp({ email }));
        for (let i = 0; i < 4; i += 1) expect(err(await subject.account.verifyEmailOtp({ email, otp: '999999' }))).toEqual(rejected(MESSAGES.wrongOtp));
        expect(err(await subject.account.verifyEmailOtp({ email, otp: '999999' }))).toEqual(tooMany(15 * 60));
        expect(err(await subject.account.verifyEmailOtp({ email, otp: DEMO_OTP }))).toEqual(tooMany(15 * 60));
        expect(err(await subject.account.sendEmailOtp({ email }))).toEqual(tooMany(15 * 60));
      });

      it('only the address saved on the profile can be verified, only signed in, and a new address is unverified again', async () => {
        ok(await subject.account.sendEmailOtp({ email: 'meera@example.in' }));
        expect(err(await subject.account.verifyEmailOtp({ email: 'meera@example.in', otp: DEMO_OTP }))).toEqual({ kind: 'unauthorized' });
        await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
        expect(err(await subject.account.verifyEmailOtp({ email: 'meera@example.in', otp: DEMO_OTP }))).toEqual(
          rejected('Save this e-mail address on your profile before verifying it'),
        );
        const profile = ok(await subject.user.userProfile());
        const email = profile.email ?? '';
        ok(await subject.account.sendEmailOtp({ email }));
        ok(await subject.account.verifyEmailOtp({ email, otp: DEMO_OTP }));
        const update = {
          firstName: profile.firstName,
          lastName: profile.lastName,
          gender: profile.gender,
          dateOfBirth: profile.dateOfBirth,
          pincode: profile.pincode,
          city: profile.city,
          state: profile.state,
          profileUrl: profile.profileUrl,
          notificationPreferences: { sms: true, email: true, whatsapp: false },
        };
        expect(ok(await subject.account.editProfile({ ...update, email })).emailVerified).toBe(true);
        expect(ok(await subject.account.editProfile({ ...update, email: 'rahul.new@example.in' })).emailVerified).toBe(false);
      });

      it('signed in, a verified number becomes the account’s mobile number, for signing in too', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
        ok(await subject.account.sendMobileVerificationOtp({ mobileNumber: OTHER_NEW_NUMBER }));
        ok(await subject.account.verifyMobileOtp({ mobileNumber: OTHER_NEW_NUMBER, otp: DEMO_OTP }));
        expect(ok(await subject.user.userProfile()).mobileNumber).toBe(OTHER_NEW_NUMBER);
        expect(ok(await subject.account.lookupMobile(DEMO_ACCOUNTS.patient.mobileNumber)).registered).toBe(false);
        await signInWithPassword(OTHER_NEW_NUMBER, DEMO_PASSWORD);
        expect(ok(await subject.user.userProfile()).firstName).toBe(DEMO_ACCOUNTS.patient.firstName);
      });

      it('signed in, a number of another account is refused as taken', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
        const taken = { kind: 'conflict', message: 'This mobile number belongs to another account' };
        expect(err(await subject.account.sendMobileVerificationOtp({ mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber }))).toEqual(taken);
        expect(err(await subject.account.verifyMobileOtp({ mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber, otp: DEMO_OTP }))).toEqual(taken);
        expect(ok(await subject.user.userProfile()).mobileNumber).toBe(DEMO_ACCOUNTS.patient.mobileNumber);
      });
    });

    describe('corporates', () => {
      it.each([
        ['infosys', 'Infosys'],
        ['tcs', 'Tata Consultancy Services'],
        ['wipro', 'Wipro'],
      ])("corporateBySlug('%s') is %s with an inline logo", async (slug, name) => {
        const corporate = ok(await subject.account.corporateBySlug(slug));
        expect(corporate).toMatchObject({ slug, name });
        expect(corporate.id).toMatch(/\w/);
        expect(corporate.logoUrl).toMatch(/^data:image\/svg\+xml,/);
      });

      it("infosys is the tenant of the seeded corporate employee, so their header and the slug agree", async () => {
        expect(ok(await subject.account.corporateBySlug('infosys')).id).toBe(DEMO_TENANTS.corporate);
      });

      it('a slug is matched without regard to case', async () => {
        expect(ok(await subject.account.corporateBySlug('Infosys')).slug).toBe('infosys');
      });

      it.each(['acme', '', 'infosys-care', 'a/b'])("corporateBySlug(%j) is not-found 'Data Not Found'", async (slug) => {
        expect(err(await subject.account.corporateBySlug(slug))).toEqual({ kind: 'not-found', message: MESSAGES.notFound });
      });

      it('needs no sign-in', async () => {
        subject.setToken(null);
        expect(ok(await subject.account.corporateBySlug('wipro')).name).toBe('Wipro');
      });
    });

    describe('SSO', () => {
      it('validateSso(demo-sso-token) gives a new session for Anita of PharmEasy', async () => {
        const session = ok(await subject.account.validateSso(DEMO_ACCOUNTS.sso.token));
        expect(session.tenantId).toBe(DEMO_TENANTS.pharmeasy);
        expect(session.token).not.toBe(DEMO_ACCOUNTS.sso.token);

        subject.setToken(session.token);
        const header = ok(await subject.user.headerDetail());
        expect(header.firstName).toBe(DEMO_ACCOUNTS.sso.firstName);
        expect(header.createdById).toBe(DEMO_TENANTS.pharmeasy);
      });

      it('the SSO token can be validated again (a partner may send the user back)', async () => {
        const first = ok(await subject.account.validateSso(DEMO_ACCOUNTS.sso.token));
        const second = ok(await subject.account.validateSso(DEMO_ACCOUNTS.sso.token));
        expect(second.token).not.toBe(first.token);
      });

      it('validateSso ignores the stored session: only the SSO token counts', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.subscriber.mobileNumber, DEMO_PASSWORD);
        subject.setToken((ok(await subject.account.validateSso(DEMO_ACCOUNTS.sso.token))).token);
        expect(ok(await subject.user.headerDetail()).firstName).toBe(DEMO_ACCOUNTS.sso.firstName);
      });

      it.each(['not-a-partner-token', 'demo-sso-token-2'])(
        "an unknown SSO token %j is rejected (400, not 401) with 'Invalid or expired SSO token'",
        async (token) => {
          expect(err(await subject.account.validateSso(token))).toEqual(rejected(MESSAGES.invalidSso));
        },
      );

      it('a session token is not an SSO token', async () => {
        const session = await signInWithPassword(DEMO_ACCOUNTS.patient.mobileNumber, DEMO_PASSWORD);
        expect(err(await subject.account.validateSso(session))).toEqual(rejected(MESSAGES.invalidSso));
      });
    });

    describe('profile', () => {
      const update: ProfileUpdate = {
        firstName: 'Priya',
        lastName: 'Sharma-Rao',
        email: 'priya.rao@example.in',
        gender: 'FEMALE',
        dateOfBirth: '1991-04-12',
        pincode: '560001',
        city: 'Bengaluru',
        state: 'Karnataka',
        profileUrl: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        notificationPreferences: { sms: false, email: true, whatsapp: true },
      };

      it('userProfileById with the own id is the same profile as userProfile', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.subscriber.mobileNumber, DEMO_PASSWORD);
        const own = ok(await subject.user.userProfile());
        expect(ok(await subject.account.userProfileById(own.id))).toEqual(own);
      });

      it("userProfileById with someone else's id is not-found", async () => {
        await signInWithPassword(DEMO_ACCOUNTS.subscriber.mobileNumber, DEMO_PASSWORD);
        expect(err(await subject.account.userProfileById('u-2'))).toEqual({ kind: 'not-found', message: MESSAGES.notFound });
      });

      it('userProfileById signed out is unauthorized', async () => {
        expect(err(await subject.account.userProfileById('u-1'))).toEqual({ kind: 'unauthorized' });
      });

      it('editProfile saves every field, answers the new profile, and later reads agree', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.subscriber.mobileNumber, DEMO_PASSWORD);
        const saved = ok(await subject.account.editProfile(update));
        const { notificationPreferences, ...fields } = update;
        expect(saved).toMatchObject({ ...fields, mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber });
        expect(ok(await subject.user.userProfile())).toEqual(saved);
        expect(ok(await subject.account.notificationPreferences())).toEqual(notificationPreferences);
        expect(ok(await subject.user.headerDetail()).profileUrl).toBe(update.profileUrl);
      });

      it('editProfile may clear the optional fields', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.subscriber.mobileNumber, DEMO_PASSWORD);
        const saved = ok(
          await subject.account.editProfile({ ...update, email: null, gender: null, dateOfBirth: null, pincode: null, city: null, state: null, profileUrl: null }),
        );
        expect(saved).toMatchObject({ email: null, gender: null, dateOfBirth: null, pincode: null, city: null, state: null, profileUrl: null });
      });

      it.each<[string, Partial<ProfileUpdate>]>([
        ['an empty first name', { firstName: '' }],
        ['a malformed e-mail', { email: 'priya@@example.in' }],
        ['a date of birth in the future', { dateOfBirth: '2999-12-31' }],
        ['a pincode starting with 0', { pincode: '012345' }],
        ['a photo that is not a JPEG or PNG', { profileUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }],
      ])('editProfile with %s is rejected and changes nothing', async (_what, overrides) => {
        await signInWithPassword(DEMO_ACCOUNTS.subscriber.mobileNumber, DEMO_PASSWORD);
        const before = ok(await subject.user.userProfile());
        expect(err(await subject.account.editProfile({ ...update, ...overrides }))).toEqual(anyRejection);
        expect(ok(await subject.user.userProfile())).toEqual(before);
      });

      it('editProfile signed out is unauthorized', async () => {
        expect(err(await subject.account.editProfile(update))).toEqual({ kind: 'unauthorized' });
      });

      it('a new account starts with SMS and e-mail notifications on and WhatsApp off', async () => {
        await signInWithOtp(NEW_NUMBER);
        expect(ok(await subject.account.notificationPreferences())).toEqual({ sms: true, email: true, whatsapp: false });
      });

      it('notificationPreferences signed out is unauthorized', async () => {
        expect(err(await subject.account.notificationPreferences())).toEqual({ kind: 'unauthorized' });
      });
    });

    describe('pincode look-up', () => {
      it.each([
        ['110001', { city: 'New Delhi', district: 'New Delhi', state: 'Delhi' }],
        ['400001', { city: 'Mumbai', district: 'Mumbai', state: 'Maharashtra' }],
        ['560001', { city: 'Bengaluru', district: 'Bengaluru Urban', state: 'Karnataka' }],
        ['411030', { city: 'Pune', district: 'Pune', state: 'Maharashtra' }],
        ['201301', { city: 'Noida', district: 'Gautam Buddha Nagar', state: 'Uttar Pradesh' }],
      ])('searchPincode(%s) finds its city, district and state', async (pincode, place) => {
        expect(ok(await subject.account.searchPincode(pincode))).toEqual({ pincode, ...place });
      });

      it("a pincode in no directory is not-found 'Data Not Found'", async () => {
        expect(err(await subject.account.searchPincode('999999'))).toEqual({ kind: 'not-found', message: MESSAGES.notFound });
      });

      it.each(['12345', '1100011', '11000a', '012345'])('a malformed pincode %j is rejected with a message', async (pincode) => {
        expect(err(await subject.account.searchPincode(pincode))).toEqual(anyRejection);
      });

      it('needs no sign-in', async () => {
        subject.setToken(null);
        expect(ok(await subject.account.searchPincode('110001')).city).toBe('New Delhi');
      });
    });

    describe('profile completion', () => {
      it('a user who signed up on the spot has only a name: 2 of 7 fields, 29%, the rest missing in order', async () => {
        await signInWithOtp(NEW_NUMBER);
        expect(ok(await subject.account.profileCompletion())).toEqual({
          percent: 29,
          missing: ['email', 'gender', 'dateOfBirth', 'pincode', 'profileUrl'],
        });
      });

      it('a registered user with e-mail, gender and birth date is at 71%', async () => {
        await join(registration());
        expect(ok(await subject.account.profileCompletion())).toEqual({ percent: 71, missing: ['pincode', 'profileUrl'] });
      });

      it('a seeded demo account lacks only the photo (86%), and a photo makes it 100%', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.subscriber.mobileNumber, DEMO_PASSWORD);
        expect(ok(await subject.account.profileCompletion())).toEqual({ percent: 86, missing: ['profileUrl'] });

        const profile = ok(await subject.user.userProfile());
        ok(
          await subject.account.editProfile({
            ...profile,
            profileUrl: 'https://images.example.in/priya.jpg',
            notificationPreferences: ok(await subject.account.notificationPreferences()),
          }),
        );
        expect(ok(await subject.account.profileCompletion())).toEqual({ percent: 100, missing: [] });
      });

      it('signed out it is unauthorized', async () => {
        expect(err(await subject.account.profileCompletion())).toEqual({ kind: 'unauthorized' });
      });
    });

    describe('deactivation', () => {
      it('deactivate ends every session of the account: old tokens are unauthorized', async () => {
        const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
        const laptop = await signInWithPassword(mobileNumber, DEMO_PASSWORD);
        const phone = await signInWithOtp(mobileNumber);
        const { id } = ok(await subject.user.userProfile());

        expect(ok(await subject.account.deactivate(id))).toBeNull();

        for (const token of [laptop, phone]) {
          subject.setToken(token);
          expect(err(await subject.user.headerDetail())).toEqual({ kind: 'unauthorized' });
        }
      });

      it('a deactivated account cannot sign in with its password, and its number is free to join again', async () => {
        const mobileNumber = DEMO_ACCOUNTS.patient.mobileNumber;
        await signInWithPassword(mobileNumber, DEMO_PASSWORD);
        const { id } = ok(await subject.user.userProfile());
        ok(await subject.account.deactivate(id));

        expect(err(await subject.account.signInWithPassword({ mobileNumber, password: DEMO_PASSWORD }))).toEqual({
          kind: 'not-found',
          message: MESSAGES.noAccount,
        });
        expect(ok(await subject.account.lookupMobile(mobileNumber))).toEqual({ registered: false, hasPassword: false });

        await join(registration({ mobileNumber, firstName: 'Rohan' }));
        const fresh = ok(await subject.user.userProfile());
        expect(fresh.id).not.toBe(id);
        expect(fresh.firstName).toBe('Rohan');
      });

      it('deactivating the SSO user makes its SSO token invalid', async () => {
        subject.setToken(ok(await subject.account.validateSso(DEMO_ACCOUNTS.sso.token)).token);
        ok(await subject.account.deactivate(ok(await subject.user.userProfile()).id));
        expect(err(await subject.account.validateSso(DEMO_ACCOUNTS.sso.token))).toEqual(rejected(MESSAGES.invalidSso));
      });

      it("deactivating someone else's account is rejected, and they stay active", async () => {
        await signInWithPassword(DEMO_ACCOUNTS.subscriber.mobileNumber, DEMO_PASSWORD);
        expect(err(await subject.account.deactivate('u-2'))).toEqual(anyRejection);
        expect(ok(await subject.account.lookupMobile(DEMO_ACCOUNTS.patient.mobileNumber)).registered).toBe(true);
      });

      it('signed out it is unauthorized', async () => {
        expect(err(await subject.account.deactivate('u-1'))).toEqual({ kind: 'unauthorized' });
      });
    });

    describe('contact us', () => {
      const message = {
        name: 'Suresh Menon',
        email: 'suresh.menon@example.in',
        mobileNumber: '9845012345',
        message: 'My lab report from last week is not showing in my records.',
      };

      it('a valid message is accepted signed out', async () => {
        expect(ok(await subject.account.contactUs(message))).toBeNull();
      });

      it('a valid message is accepted signed in', async () => {
        await signInWithPassword(DEMO_ACCOUNTS.subscriber.mobileNumber, DEMO_PASSWORD);
        expect(ok(await subject.account.contactUs(message))).toBeNull();
      });

      it.each<[string, Partial<typeof message>]>([
        ['no name', { name: '' }],
        ['a malformed e-mail', { email: 'suresh@' }],
        ['an invalid mobile number', { mobileNumber: '12345' }],
        ['a message under 10 characters', { message: 'Help' }],
        ['a message over 2000 characters', { message: 'a'.repeat(2001) }],
      ])('a message with %s is rejected', async (_what, overrides) => {
        expect(err(await subject.account.contactUs({ ...message, ...overrides }))).toEqual(anyRejection);
      });
    });

    describe('injected faults', () => {
      it('a 500 fault fails the next account call, and the call after succeeds', async () => {
        await subject.injectFault('500');
        expect(err(await subject.account.corporateBySlug('infosys'))).toEqual({ kind: 'server', status: 500, message: expect.any(String) });
        expect(ok(await subject.account.corporateBySlug('infosys')).slug).toBe('infosys');
      });

      it('a fault on register stores nothing: the number is still free and no OTP was sent', async () => {
        await subject.injectFault('500');
        err(await subject.account.register(registration(), ENCRYPTED_TOKEN));
        expect(err(await subject.user.verifyOtp({ mobileNumber: NEW_NUMBER, otp: DEMO_OTP })).kind).toBe('rejected');
      });

      it('a 401 fault on an account call is unauthorized', async () => {
        await subject.injectFault('401');
        expect(err(await subject.account.lookupMobile(DEMO_ACCOUNTS.patient.mobileNumber))).toEqual({ kind: 'unauthorized' });
      });
    });
  });
}
