import type { Container } from 'inversify';
import type { ErrorPolicy } from '../../../../domain/session/error-policy';
import type { UserApi } from '../../../../domain/session/ports';
import { ProfileQueries } from '../../../../domain/session/profile';
import { STORAGE_KEYS, type Clock, type KeyValueStore } from '../../../../domain/shared/ports';
import { QueryCache } from '../../../../domain/shared/query';
import { TOKENS } from '../../tokens';
import type { FeatureModule } from '..';

/**
 * The session's server data (domain/shared/query.ts) and the profile reads over it. Bound with
 * the first area that reads server data, so a first visit to a public page carries neither.
 */
export const feature: FeatureModule = {
  requires: [],
  bind(container: Container) {
    container
      .bind(TOKENS.Queries)
      .toResolvedValue((store: KeyValueStore, clock: Clock) => new QueryCache({ scope: () => store.get(STORAGE_KEYS.token), clock }), [TOKENS.Store, TOKENS.Clock])
      .inSingletonScope();
    container
      .bind(TOKENS.Profile)
      .toResolvedValue(
        (userApi: UserApi, errors: ErrorPolicy, queries: QueryCache) => new ProfileQueries(userApi, errors, queries),
        [TOKENS.UserApi, TOKENS.Errors, TOKENS.Queries],
      )
      .inSingletonScope();
  },
};
