import type { SchedulerLike } from 'rxjs';
import { MEDICINE_SEARCH } from '../shared/constants';
import { DebouncedSearch, type SearchState } from '../shared/debounced-search';
import { STORAGE_KEYS, type KeyValueStore } from '../shared/ports';
import type { Medicine } from './model';
import type { PharmacyApi } from './ports';

export const MIN_SEARCH_LENGTH = 3;

export type MedicineSearchState = SearchState<Medicine>;

/**
 * Medicine search as the patient types (spec §5, §7): page 1 of 30, with the pincode kept in
 * local storage, read at each call so a new delivery pincode shows its availability.
 */
export class MedicineSearch extends DebouncedSearch<Medicine> {
  constructor(api: PharmacyApi, store: KeyValueStore, scheduler?: SchedulerLike) {
    super({
      fetchPage: (text, page) => api.search({ text, page, size: MEDICINE_SEARCH.size, pincode: store.get(STORAGE_KEYS.pincode) }),
      firstPage: MEDICINE_SEARCH.page,
      minLength: MIN_SEARCH_LENGTH,
      scheduler,
    });
  }
}
