import type { Result } from 'ts-results-es';
import type { ApiError } from '../shared/errors';
import type { ErrorPolicy } from './error-policy';
import type { UserProfile } from './model';
import type { UserApi } from './ports';

/** Reading the signed-in patient's profile (GET /user/userProfile). */
export class ProfileQueries {
  constructor(
    private readonly userApi: UserApi,
    private readonly errors: ErrorPolicy,
  ) {}

  async myProfile(): Promise<Result<UserProfile, ApiError>> {
    const profile = await this.userApi.userProfile();
    if (profile.isErr()) this.errors.handle(profile.error, { quiet: true });
    return profile;
  }
}
