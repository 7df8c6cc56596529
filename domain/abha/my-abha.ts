import type { Query, QueryCache } from '../shared/query';
import type { AbhaCard } from './model';
import type { AbhaApi } from './ports';

const MY_ABHA_KEY = ['abha', 'mine'] as const;

/** The signed-in patient's ABHA card (/Abha/abha): null until they create or link one. */
export class MyAbha {
  constructor(
    private readonly api: AbhaApi,
    private readonly queries: QueryCache,
  ) {}

  card(): Query<AbhaCard | null> {
    return this.queries.query(MY_ABHA_KEY, () => this.api.myAbha());
  }

  /** A card just created is the patient's card: shown at once, without asking again. */
  created(card: AbhaCard): void {
    this.card().set(card);
  }
}
