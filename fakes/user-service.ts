import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../domain/shared/errors';
import type { FakeBackend } from './backend';
import { DEMO_OTP, blankUser, nameForNewNumber } from './seed';
import type { FakeTenant, FakeUser } from './state';

const MOBILE = /^[6-9]\d{9}$/;

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
    this.backend.state.pendingOtps[mobileNumber] = DEMO_OTP;
    return Ok({ message: `OTP sent to +91 ${mobileNumber}` });
  }

  verifyOtp(mobileNumber: string, otp: string): Result<{ token: string }, ApiError> {
    const expected = this.backend.state.pendingOtps[mobileNumber];
    if (expected === undefined) return Err({ kind: 'rejected', message: 'Please request a new OTP' });
    if (otp !== expected) return Err({ kind: 'rejected', message: 'The OTP you entered is incorrect' });
    delete this.backend.state.pendingOtps[mobileNumber];
    const user = this.findOrRegister(mobileNumber);
    const token = `fake-token-${this.backend.newId(user.id)}`;
    this.backend.state.tokens[token] = user.id;
    return Ok({ token });
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

  private findOrRegister(mobileNumber: string): FakeUser {
    const existing = Object.values(this.backend.state.users).find((u) => u.mobileNumber === mobileNumber);
    if (existing) return existing;
    const { firstName, lastName } = nameForNewNumber(mobileNumber);
    const user = blankUser(this.backend.newId('u'), mobileNumber, firstName, lastName);
    this.backend.state.users[user.id] = user;
    return user;
  }
}
