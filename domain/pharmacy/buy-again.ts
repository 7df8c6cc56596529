import { Ok } from 'ts-results-es';
import type { Query, QueryCache } from '../shared/query';
import type { Medicine } from './model';
import type { PharmacyApi } from './ports';

/** How many "Buy again" medicines the medicine home shows. */
export const BUY_AGAIN_LIMIT = 8;

/** Where the session keeps the patient's most ordered medicines; a new order may change them. */
export const BUY_AGAIN_QUERIES = {
  list: ['pharmacy', 'orders', 'buy-again'],
} as const;

/**
 * "Buy again" on the medicine home (GET most ordered): the signed-in patient's most ordered
 * medicines, each once, in the server's order, at most BUY_AGAIN_LIMIT.
 */
export class BuyAgain {
  constructor(
    private readonly api: Pick<PharmacyApi, 'mostOrdered'>,
    private readonly queries: QueryCache,
  ) {}

  list(): Query<Medicine[]> {
    return this.queries.query(BUY_AGAIN_QUERIES.list, async () => {
      const result = await this.api.mostOrdered();
      if (result.isErr()) return result;
      const seen = new Set<string>();
      const unique = result.value.filter((medicine) => {
        if (seen.has(medicine.id)) return false;
        seen.add(medicine.id);
        return true;
      });
      return Ok(unique.slice(0, BUY_AGAIN_LIMIT));
    });
  }
}
