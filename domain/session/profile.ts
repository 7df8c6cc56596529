import type { PaymentRequest } from '../payments/model';
import type { Query, QueryCache } from '../shared/query';
import type { ErrorPolicy } from './error-policy';
import type { UserProfile } from './model';
import type { UserApi } from './ports';

/**
 * Where the session keeps the patient's profile, read two ways (below); a profile change
 * invalidates `all`.
 */
export const PROFILE_QUERIES = {
  all: ['session', 'profile'],
  mine: ['session', 'profile', 'mine'],
  prefill: ['session', 'profile', 'prefill'],
} as const;

/** Reading the signed-in patient's profile (GET /user/userProfile). */
export class ProfileQueries {
  constructor(
    private readonly userApi: UserApi,
    private readonly errors: ErrorPolicy,
    private readonly queries: QueryCache,
  ) {}

  /** For a page that shows a failure itself (My Profile). */
  myProfile(): Query<UserProfile> {
    return this.queries.query(PROFILE_QUERIES.mine, () => this.userApi.userProfile());
  }

  /**
   * The profile a form is filled in from. A failure leaves the form blank without a word on
   * the page, so the error policy shows what §8 catalogues.
   */
  prefilled(): Query<UserProfile> {
    return this.queries.query(PROFILE_QUERIES.prefill, async () => {
      const profile = await this.userApi.userProfile();
      if (profile.isErr()) this.errors.handle(profile.error, { shown: 'catalogue' });
      return profile;
    });
  }

  /**
   * The payment window's contact details, from the profile (waiting for it if Pay came first);
   * blank when it cannot be read, so the patient types them in the payment window.
   */
  async paymentContact(): Promise<PaymentRequest['prefill']> {
    const me = (await this.prefilled().value()).unwrapOr(null);
    return { name: me ? `${me.firstName} ${me.lastName}`.trim() : '', email: me?.email ?? null, mobileNumber: me?.mobileNumber ?? '' };
  }

  /** A command changed the profile: shown at once where it is on screen, then every read of it fetched again. */
  changed(change: (profile: UserProfile) => UserProfile): void {
    const mine = this.myProfile();
    if (mine.state.kind === 'ready') mine.set(change(mine.state.value));
    this.queries.invalidate(PROFILE_QUERIES.all);
  }
}
