import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import { parsePincode, type Pincode } from '../shared/pincode';
import { STORAGE_KEYS, type KeyValueStore } from '../shared/ports';
import type { QueryCache } from '../shared/query';
import { MEDICINE_QUERIES } from './medicine-details';

/**
 * Where medicines are to be delivered: the pincode kept in local storage under `pincode`
 * (spec §7), which search, the medicine page and substitutes send with each call. Only a
 * pincode that parses is stored; a damaged stored value reads as none.
 */
export class DeliveryPincode {
  private readonly subject: BehaviorSubject<Pincode | null>;
  readonly pincode$: Observable<Pincode | null>;

  constructor(
    private readonly store: KeyValueStore,
    private readonly queries: QueryCache,
  ) {
    this.subject = new BehaviorSubject<Pincode | null>(this.read());
    this.pincode$ = this.subject.pipe(distinctUntilChanged());
  }

  /** What is stored now (storage may have been cleared by a logout meanwhile). */
  get current(): Pincode | null {
    return this.read();
  }

  /** Parses what the patient typed and keeps it; the message says what is wrong otherwise. */
  change(input: string): Result<Pincode, string> {
    const parsed = parsePincode(input);
    if (parsed.isErr()) return Err(parsed.error);
    this.store.set(STORAGE_KEYS.pincode, parsed.value);
    // Availability and substitutes are the pincode's: medicine pages ask again.
    if (parsed.value !== this.subject.value) this.queries.invalidate(MEDICINE_QUERIES.all);
    this.subject.next(parsed.value);
    return Ok(parsed.value);
  }

  private read(): Pincode | null {
    const raw = this.store.get(STORAGE_KEYS.pincode);
    if (raw === null) return null;
    const parsed = parsePincode(raw);
    return parsed.isOk() ? parsed.value : null;
  }
}
