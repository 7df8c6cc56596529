import { Err, Ok, type Result } from 'ts-results-es';
import { DATA_NOT_FOUND } from '../shared/constants';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import type { Near, PharmacyStore } from './model';
import { locate } from './near';
import type { DeviceLocation, PlacesApi } from './ports';
import { PLACES_QUERIES } from './queries';
import { isOpenNow } from './rules';

/**
 * Pharmacy stores (/store group): the stores near a pincode or the device's location, and one
 * of them. The spec has no store-by-id call, so a store's page names the place it was found
 * from and reads it out of that list (docs/decisions.md, "Hospitals and stores").
 */
export class StoreFinder {
  constructor(
    private readonly api: PlacesApi,
    private readonly device: DeviceLocation,
    private readonly clock: Clock,
    private readonly queries: QueryCache,
  ) {}

  near(near: Near): Query<PharmacyStore[]> {
    return this.queries.query(PLACES_QUERIES.stores(near), () => this.api.stores(near));
  }

  /** One store of the list near `near`; one not in it is not-found, as an unknown id. */
  store(near: Near, id: string): Query<PharmacyStore> {
    return this.queries.query(PLACES_QUERIES.store(near, id), async (): Promise<Result<PharmacyStore, ApiError>> => {
      const stores = await this.near(near).value();
      if (stores.isErr()) return stores;
      const store = stores.value.find((candidate) => candidate.id === id);
      return store === undefined ? Err({ kind: 'not-found', message: DATA_NOT_FOUND }) : Ok(store);
    });
  }

  /** Whether the store is open now, by the app's clock in India time. */
  isOpen(store: PharmacyStore): boolean {
    return isOpenNow(store.hours, this.clock.now());
  }

  /** The device's location to measure from, or why there is none. */
  locate(): Promise<Result<Near, string>> {
    return locate(this.device);
  }
}
