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

  /** For a page that shows a failure itself (My Profile), so the shared handler stays quiet. */
  async myProfile(): Promise<Result<UserProfile, ApiError>> {
    const profile = await this.userApi.userProfile();
    if (profile.isErr()) this.errors.handle(profile.error, { quiet: true });
    return profile;
  }

  /**
   * The profile a form or the checkout is filled in from, or null when it cannot be read: the
   * form then starts blank without a word, so the shared handler speaks (spec §8).
   */
  async prefill(): Promise<UserProfile | null> {
    const profile = await this.userApi.userProfile();
    if (profile.isOk()) return profile.value;
    this.errors.handle(profile.error);
    return null;
  }
}
