import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../domain/shared/errors';
import type { FakeBackend } from './backend';
import { consumeOtp, issueOtp } from './otp';
import { DEFAULT_NOTIFICATION_PREFERENCES, blankUser, nameForNewNumber } from './seed';
import type { FakeRegistration, FakeTenant, FakeUser } from './state';

export const MOBILE = /^[6-9]\d{9}$/;

export const ALREADY_REGISTERED = 'This mobile number is already registered. Please log in.';

/**
 * The fake backend's user area: the rules both the in-memory port and the local HTTP
 * server run, so the two can't drift apart. Results carry stored records; each side
 * maps them to its own shape (domain values or wire JSON).
 */
export class FakeUserService {
  constructor(private readonly backend: FakeBackend) {}

  sendOtp(mobileNumber: string, encryptedToken: string): Result<{ message: string }, ApiError> {
    if (!MOBILE.test(mobileNumber)) return Err({ kind: 'rejected', message: 'Please enter a valid mobile number' });
    if (encryptedToken.trim() === '') return Err({ kind: 'rejected', message: 'Request could not be verified' });
    return issueOtp(this.backend, 'SIGN_IN', mobileNumber).map(() => ({ message: `OTP sent to +91 ${mobileNumber}` }));
  }

  /**
   * Signs in with the code sent last to the number: a registration's code creates the
   * account from its details; a sign-in code of an unknown number creates one on the spot.
   */
  verifyOtp(mobileNumber: string, otp: string): Result<{ token: string }, ApiError> {
    const registration = this.backend.state.pendingRegistrations[mobileNumber];
    const existing = this.backend.activeUserByMobile(mobileNumber);
    return consumeOtp(this.backend, 'SIGN_IN', mobileNumber, otp).andThen((sent) => {
      let user: FakeUser;
      if (sent.purpose === 'REGISTER' && registration !== undefined) {
        delete this.backend.state.pendingRegistrations[mobileNumber];
        // Someone signed up with this number between the registration and its OTP.
        if (existing) return Err({ kind: 'conflict', message: ALREADY_REGISTERED });
        user = this.createFromRegistration(mobileNumber, registration);
      } else {
        user = existing ?? this.registerOnTheSpot(mobileNumber);
      }
      return Ok({ token: this.backend.openSession(user.id) });
    });
  }

  headerDetail(token: string | null): Result<FakeUser, ApiError> {
    return this.backend.userByToken(token);
  }

  userProfile(token: string | null): Result<FakeUser, ApiError> {
    return this.backend.userByToken(token);
  }

  logout(token: string | null): Result<null, ApiError> {
    if (token) delete this.backend.state.tokens[token];
    return Ok(null);
  }

  tenant(id: string): Result<FakeTenant, ApiError> {
    const tenant = this.backend.state.tenants[id];
    return tenant ? Ok(tenant) : Err({ kind: 'not-found', message: 'Data Not Found' });
  }

  private registerOnTheSpot(mobileNumber: string): FakeUser {
    const { firstName, lastName } = nameForNewNumber(mobileNumber);
    const user = blankUser(this.backend.newId('u'), mobileNumber, firstName, lastName);
    this.backend.state.users[user.id] = user;
    return user;
  }

  private createFromRegistration(mobileNumber: string, registration: FakeRegistration): FakeUser {
    const user = blankUser(this.backend.newId('u'), mobileNumber, registration.firstName, registration.lastName);
    const corporate = registration.corporateId ? this.backend.state.corporates[registration.corporateId] : undefined;
    const created: FakeUser = {
      ...user,
      email: registration.email,
      gender: registration.gender,
      dateOfBirth: registration.dateOfBirth,
      registrationPartner: registration.partner,
      createdById: corporate?.id ?? null,
      corporateLogoUrl: corporate?.logoUrl ?? null,
      notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES },
    };
    this.backend.state.users[created.id] = created;
    return created;
  }
}
