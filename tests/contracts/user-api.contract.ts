import { describe, expect, it } from 'vitest';
import type { UserApi } from '../../domain/session/ports';
import type { ApiError } from '../../domain/shared/errors';
import { DEMO_ACCOUNTS, DEMO_OTP, DEMO_TENANTS } from '../../fakes/seed';
import { ok, err, freshSubjectEachCase } from './results';

export type ContractFault = '401' | '409' | '413' | '429' | '500' | 'timeout' | 'malformed';

/** One implementation of the user port, on a fresh seeded backend of its own. */
export interface UserApiSubject {
  api: UserApi;
  /** The bearer the implementation sends from now on (null: signed out). */
  setToken(token: string | null): void;
  /** The next `count` port calls (default 1) fail with `kind`; the calls after succeed. */
  injectFault(kind: ContractFault, count?: number): Promise<void>;
  dispose(): Promise<void>;
}

/** What POST /user/sendOtp carries as its signed request token; the fakes only need it non-empty. */
const ENCRYPTED_TOKEN = 'contract-test-encrypted-token';
/** A valid number that is not in the seed, so it signs up on the spot. */
const NEW_NUMBER = '9988776655';

/**
 * The cases every `UserApi` must pass: the in-memory fake and the HTTP adapter over the
 * local fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function userApiContract(name: string, makeSubject: () => Promise<UserApiSubject>): void {
  describe(name, () => {
    let subject: UserApiSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    /** sendOtp + verifyOtp with the demo OTP; the token becomes the subject's bearer. */
    async function signIn(mobileNumber: string): Promise<string> {
      ok(await subject.api.sendOtp({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
      const { token } = ok(await subject.api.verifyOtp({ mobileNumber, otp: DEMO_OTP }));
      subject.setToken(token);
      return token;
    }

    describe('OTP sign-in', () => {
      it('sendOtp for a valid mobile number succeeds with a message', async () => {
        const sent = ok(await subject.api.sendOtp({ mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
        expect(sent.message).toEqual(expect.any(String));
        expect(sent.message.length).toBeGreaterThan(0);
      });

      it('the demo OTP yields a token that opens headerDetail for the subscriber Priya with an ACTIVE subscription', async () => {
        const token = await signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        expect(token.length).toBeGreaterThan(0);

        const header = ok(await subject.api.headerDetail());
        expect(header.firstName).toBe('Priya');
        expect(header.subscriptionStatus).toBe('ACTIVE');
        expect(header.isSubscribedUser).toBe(true);
        expect(header.status).toBe(true);
        expect(header.createdById).toBeNull();
        expect(header.medicineCartCount).toBe(0);
      });

      it('the plain patient 9123456780 is signed in but not subscribed', async () => {
        await signIn(DEMO_ACCOUNTS.patient.mobileNumber);

        const header = ok(await subject.api.headerDetail());
        expect(header.firstName).toBe(DEMO_ACCOUNTS.patient.firstName);
        expect(header.subscriptionStatus).toBeNull();
        expect(header.isSubscribedUser).toBe(false);
      });

      it('the corporate user carries the creating tenant and its logo', async () => {
        await signIn(DEMO_ACCOUNTS.corporate.mobileNumber);

        const header = ok(await subject.api.headerDetail());
        expect(header.firstName).toBe(DEMO_ACCOUNTS.corporate.firstName);
        expect(header.createdById).toBe(DEMO_TENANTS.corporate);
        expect(header.corporateLogoUrl).toMatch(/^data:image\/svg\+xml,/);
      });

      it('a number not in the seed signs up on the spot, unsubscribed, and its profile has that number', async () => {
        await signIn(NEW_NUMBER);

        const header = ok(await subject.api.headerDetail());
        expect(header.firstName.length).toBeGreaterThan(0);
        expect(header.subscriptionStatus).toBeNull();
        expect(ok(await subject.api.userProfile()).mobileNumber).toBe(NEW_NUMBER);
      });

      it('a wrong OTP is rejected with a message', async () => {
        const mobileNumber = DEMO_ACCOUNTS.subscriber.mobileNumber;
        ok(await subject.api.sendOtp({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));

        const error = err(await subject.api.verifyOtp({ mobileNumber, otp: '000000' }));
        expect(error).toEqual({ kind: 'rejected', message: expect.any(String) });
        expect(error.kind === 'rejected' && error.message.length).toBeGreaterThan(0);
      });

      it('the right OTP still works after a wrong attempt', async () => {
        const mobileNumber = DEMO_ACCOUNTS.subscriber.mobileNumber;
        ok(await subject.api.sendOtp({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
        err(await subject.api.verifyOtp({ mobileNumber, otp: '000000' }));

        const { token } = ok(await subject.api.verifyOtp({ mobileNumber, otp: DEMO_OTP }));
        subject.setToken(token);
        expect(ok(await subject.api.headerDetail()).firstName).toBe('Priya');
      });

      it('verifyOtp without a prior sendOtp is rejected with a message', async () => {
        const error = err(await subject.api.verifyOtp({ mobileNumber: DEMO_ACCOUNTS.subscriber.mobileNumber, otp: DEMO_OTP }));
        expect(error).toEqual({ kind: 'rejected', message: expect.any(String) });
      });

      it('an OTP is single-use: verifying it a second time is rejected', async () => {
        const mobileNumber = DEMO_ACCOUNTS.subscriber.mobileNumber;
        await signIn(mobileNumber);

        const error = err(await subject.api.verifyOtp({ mobileNumber, otp: DEMO_OTP }));
        expect(error.kind).toBe('rejected');
      });

      it.each([
        ['too short', '98765'],
        ['too long', '98765432101'],
        ['not starting with 6-9', '5876543210'],
        ['with letters', '98765abcde'],
        ['empty', ''],
      ])('sendOtp with an invalid mobile number (%s) is rejected with a message', async (_label, mobileNumber) => {
        const error = err(await subject.api.sendOtp({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
        expect(error).toEqual({ kind: 'rejected', message: expect.any(String) });
      });
    });

    describe('session', () => {
      it('headerDetail with no token is unauthorized', async () => {
        subject.setToken(null);
        expect(err(await subject.api.headerDetail())).toEqual({ kind: 'unauthorized' });
      });

      it('headerDetail with an unknown token is unauthorized', async () => {
        subject.setToken('not-a-real-token');
        expect(err(await subject.api.headerDetail())).toEqual({ kind: 'unauthorized' });
      });

      it('userProfile with no token is unauthorized', async () => {
        subject.setToken(null);
        expect(err(await subject.api.userProfile())).toEqual({ kind: 'unauthorized' });
      });

      it("userProfile returns the signed-in user's mobile number and name", async () => {
        await signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);

        const profile = ok(await subject.api.userProfile());
        expect(profile.mobileNumber).toBe(DEMO_ACCOUNTS.subscriber.mobileNumber);
        expect(profile.firstName).toBe(DEMO_ACCOUNTS.subscriber.firstName);
        expect(profile.lastName).toBe(DEMO_ACCOUNTS.subscriber.lastName);
        expect(profile.id.length).toBeGreaterThan(0);
      });

      it('logout succeeds, and the same token is unauthorized afterwards', async () => {
        await signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        ok(await subject.api.headerDetail());

        expect(ok(await subject.api.logout())).toBeNull();
        expect(err(await subject.api.headerDetail())).toEqual({ kind: 'unauthorized' });
      });

      it('the seeded SSO token demo-sso-token opens headerDetail for the PharmEasy user', async () => {
        subject.setToken(DEMO_ACCOUNTS.sso.token);

        const header = ok(await subject.api.headerDetail());
        expect(header.firstName).toBe(DEMO_ACCOUNTS.sso.firstName);
        expect(header.createdById).toBe(DEMO_TENANTS.pharmeasy);
      });
    });

    describe('whose account a sign-in link opens', () => {
      it('profileFor names the account of the token it is given, whatever the session’s own bearer', async () => {
        const priyaToken = await signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
        const rahulToken = await signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        subject.setToken(priyaToken);

        const rahul = ok(await subject.api.profileFor(rahulToken));
        expect(rahul.firstName).toBe(DEMO_ACCOUNTS.patient.firstName);
        expect(rahul.id).not.toBe(ok(await subject.api.userProfile()).id);
      });

      it('profileFor refuses a token that opens no account, and the session it was asked from stays open', async () => {
        await signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);

        expect(err(await subject.api.profileFor('planted-token'))).toEqual({ kind: 'unauthorized' });
        expect(ok(await subject.api.headerDetail()).firstName).toBe(DEMO_ACCOUNTS.subscriber.firstName);
      });

      it('profileFor refuses a token that was logged out', async () => {
        const token = await signIn(DEMO_ACCOUNTS.patient.mobileNumber);
        ok(await subject.api.logout());
        subject.setToken(null);

        expect(err(await subject.api.profileFor(token))).toEqual({ kind: 'unauthorized' });
      });
    });

    describe('tenant', () => {
      it("tenant('tenant-pharmeasy') has a partner logo and partnerCode 'Pharmeasy_SSO'", async () => {
        const tenant = ok(await subject.api.tenant(DEMO_TENANTS.pharmeasy));
        expect(tenant.id).toBe(DEMO_TENANTS.pharmeasy);
        expect(tenant.name).toBe('PharmEasy');
        expect(tenant.partnerCode).toBe('Pharmeasy_SSO');
        expect(tenant.ssoPartnerLogo).toMatch(/^data:image\/svg\+xml,/);
      });

      it('tenant needs no sign-in', async () => {
        subject.setToken(null);
        expect(ok(await subject.api.tenant(DEMO_TENANTS.corporate)).partnerCode).toBe('MD001');
      });

      it("tenant('nope') is not-found with a message", async () => {
        expect(err(await subject.api.tenant('nope'))).toEqual({ kind: 'not-found', message: expect.any(String) });
      });

      it.each(['a/b', '100%', 'tenant pharmeasy', '../user/userIcon'])('tenant(%j) is taken literally and is not-found', async (id) => {
        expect(err(await subject.api.tenant(id)).kind).toBe('not-found');
      });
    });

    describe('injected faults', () => {
      const cases: [ContractFault, (error: ApiError) => void][] = [
        ['401', (error) => expect(error).toEqual({ kind: 'unauthorized' })],
        ['409', (error) => expect(error).toEqual({ kind: 'conflict', message: expect.any(String) })],
        ['413', (error) => expect(error).toEqual({ kind: 'too-large', message: expect.stringContaining('1 MB') })],
        // The wait travels as Retry-After over HTTP and arrives as the same seconds.
        ['429', (error) => expect(error).toEqual({ kind: 'too-many-requests', message: expect.any(String), retryAfterSeconds: 120 })],
        ['500', (error) => expect(error).toEqual({ kind: 'server', status: 500, message: expect.any(String) })],
        ['malformed', (error) => expect(error).toEqual({ kind: 'bad-response', detail: expect.any(String) })],
        ['timeout', (error) => expect(error).toEqual({ kind: 'timeout' })],
      ];

      it.each(cases)('a %s fault fails the next call with its error, and the call after it succeeds again', async (kind, check) => {
        subject.setToken(DEMO_ACCOUNTS.sso.token);
        await subject.injectFault(kind);

        check(err(await subject.api.headerDetail()));
        expect(ok(await subject.api.headerDetail()).firstName).toBe(DEMO_ACCOUNTS.sso.firstName);
      });

      it('a fault with count 2 fails exactly the next two calls', async () => {
        subject.setToken(DEMO_ACCOUNTS.sso.token);
        await subject.injectFault('500', 2);

        expect(err(await subject.api.headerDetail()).kind).toBe('server');
        expect(err(await subject.api.tenant(DEMO_TENANTS.pharmeasy)).kind).toBe('server');
        expect(ok(await subject.api.headerDetail()).firstName).toBe(DEMO_ACCOUNTS.sso.firstName);
      });

      it('a fault on verifyOtp does not sign in, and the same OTP then works', async () => {
        const mobileNumber = DEMO_ACCOUNTS.subscriber.mobileNumber;
        ok(await subject.api.sendOtp({ mobileNumber, encryptedToken: ENCRYPTED_TOKEN }));
        await subject.injectFault('500');

        expect(err(await subject.api.verifyOtp({ mobileNumber, otp: DEMO_OTP })).kind).toBe('server');
        const { token } = ok(await subject.api.verifyOtp({ mobileNumber, otp: DEMO_OTP }));
        subject.setToken(token);
        expect(ok(await subject.api.headerDetail()).firstName).toBe('Priya');
      });
    });
  });
}
