import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import type { CollectionSlot, SlotBooking } from './model';
import type { DiagnosticsApi } from './ports';
import { DIAGNOSTIC_QUERIES } from './queries';
import { collectionDays, offerableSlots } from './rules';

export const SLOT_TAKEN_MESSAGE = 'Sorry, that slot was just taken. Please choose another one: the times below are up to date.';

export type SlotTakenError = { kind: 'slot-taken'; message: string; fresh: CollectionSlot[] };
export type BookSlotError = SlotTakenError | { kind: 'slot-gone'; message: string } | { kind: 'busy' } | ApiError;

/**
 * Home collection (spec §7): the lab's slots for a date at the address's pincode, past and
 * too-soon ones never offered; holding a slot (POST book slots). A slot taken meanwhile is
 * not a failure of the booking: the patient gets a clear message and the fresh slots, and
 * the refused slot stays hidden even if a stale answer still lists it.
 */
export class HomeCollection {
  private readonly refused = new Set<string>();
  private booking = false;

  constructor(
    private readonly api: DiagnosticsApi,
    private readonly clock: Clock,
    private readonly queries: QueryCache,
  ) {}

  /** The dates the calendar offers, today first. */
  days(): string[] {
    return collectionDays(this.clock.now());
  }

  /** A day's slots at the pincode; a slot held or refused leaves them at once. */
  slots(query: { labId: string; pincode: string; date: string }): Query<CollectionSlot[]> {
    return this.queries.query(DIAGNOSTIC_QUERIES.slots(query.labId, query.pincode, query.date), () => this.fetchSlots(query));
  }

  /** The first date from today with a slot to offer, and its slots; null when the week is full. */
  async firstAvailable(query: { labId: string; pincode: string }): Promise<Result<{ date: string; slots: CollectionSlot[] } | null, ApiError>> {
    for (const date of this.days()) {
      const slots = await this.fetchSlots({ ...query, date });
      if (slots.isErr()) return slots;
      if (slots.value.length > 0) return Ok({ date, slots: slots.value });
    }
    return Ok(null);
  }

  async book(slot: CollectionSlot, pincode: string): Promise<Result<SlotBooking, BookSlotError>> {
    if (this.booking) return Err({ kind: 'busy' });
    if (offerableSlots([slot], this.clock.now(), this.refused).length === 0) {
      this.daySlots(slot, pincode).invalidate();
      return Err({ kind: 'slot-gone', message: 'This slot has passed or starts too soon for a visit. Please choose a later one.' });
    }
    this.booking = true;
    try {
      const booked = await this.api.bookSlot({ labId: slot.labId, slotId: slot.id, pincode });
      if (booked.isOk()) {
        this.withoutSlot(slot, pincode);
        return booked;
      }
      if (booked.error.kind !== 'conflict') {
        return booked;
      }
      return Err(await this.taken(slot, pincode));
    } finally {
      this.booking = false;
    }
  }

  /** The server refused `slot` as taken: hide it and load the day's slots again. */
  async taken(slot: CollectionSlot, pincode: string): Promise<SlotTakenError> {
    this.refused.add(slot.id);
    const fresh = await this.fetchSlots({ labId: slot.labId, pincode, date: slot.date });
    if (fresh.isOk()) this.daySlots(slot, pincode).set(fresh.value);
    return { kind: 'slot-taken', message: SLOT_TAKEN_MESSAGE, fresh: fresh.isOk() ? fresh.value : [] };
  }

  private async fetchSlots(query: { labId: string; pincode: string; date: string }): Promise<Result<CollectionSlot[], ApiError>> {
    const slots = await this.api.slots(query);
    if (slots.isErr()) return slots;
    return Ok(offerableSlots(slots.value, this.clock.now(), this.refused));
  }

  private daySlots(slot: CollectionSlot, pincode: string): Query<CollectionSlot[]> {
    return this.slots({ labId: slot.labId, pincode, date: slot.date });
  }

  /** A held slot is no one else's: gone from its day at once, and the day read again. */
  private withoutSlot(slot: CollectionSlot, pincode: string): void {
    const day = this.daySlots(slot, pincode);
    if (day.state.kind === 'ready') day.set(day.state.value.filter((offered) => offered.id !== slot.id));
    day.invalidate();
  }
}
