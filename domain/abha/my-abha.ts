import { Ok } from 'ts-results-es';
import type { Query, QueryCache } from '../shared/query';
import type { AbhaCard, LinkedRecord } from './model';
import type { AbhaApi } from './ports';
import { byCodeUnits } from '../shared/order';

const MY_ABHA_KEY = ['abha', 'mine'] as const;
const LINKED_RECORDS_KEY = ['abha', 'mine', 'linked-records'] as const;

/** Newest first; records of one day by their facility, then title, so the order never jumps between visits. */
export function newestRecordsFirst(records: readonly LinkedRecord[]): LinkedRecord[] {
  return [...records].sort((a, b) => byCodeUnits(b.date, a.date) || a.source.localeCompare(b.source) || a.title.localeCompare(b.title));
}

/** The signed-in patient's ABHA card (/Abha/abha): null until they create or link one. */
export class MyAbha {
  constructor(
    private readonly api: AbhaApi,
    private readonly queries: QueryCache,
  ) {}

  card(): Query<AbhaCard | null> {
    return this.queries.query(MY_ABHA_KEY, () => this.api.myAbha());
  }

  /** The records linked to the ABHA, newest first. */
  linkedRecords(): Query<LinkedRecord[]> {
    return this.queries.query(LINKED_RECORDS_KEY, async () => {
      const records = await this.api.linkedRecords();
      return records.isErr() ? records : Ok(newestRecordsFirst(records.value));
    });
  }

  /** A card just created is the patient's card: shown at once, without asking again. */
  created(card: AbhaCard): void {
    this.card().set(card);
  }
}
