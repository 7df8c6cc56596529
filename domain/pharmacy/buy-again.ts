import { Ok } from 'ts-results-es';
import type { ApiResult } from '../shared/errors';
import type { ErrorPolicy } from '../session/error-policy';
import type { Medicine } from './model';
import type { PharmacyApi } from './ports';

/** How many "Buy again" medicines the medicine home shows. */
export const BUY_AGAIN_LIMIT = 8;

/**
 * "Buy again" on the medicine home (GET most ordered): the signed-in patient's most ordered
 * medicines, each once, in the server's order, at most BUY_AGAIN_LIMIT.
 */
export class BuyAgain {
  constructor(
    private readonly api: Pick<PharmacyApi, 'mostOrdered'>,
    private readonly errors: Pick<ErrorPolicy, 'handle'>,
  ) {}

  async list(): ApiResult<Medicine[]> {
    const result = await this.api.mostOrdered();
    if (result.isErr()) {
      this.errors.handle(result.error, { quiet: true });
      return result;
    }
    const seen = new Set<string>();
    const unique = result.value.filter((medicine) => {
      if (seen.has(medicine.id)) return false;
      seen.add(medicine.id);
      return true;
    });
    return Ok(unique.slice(0, BUY_AGAIN_LIMIT));
  }
}
