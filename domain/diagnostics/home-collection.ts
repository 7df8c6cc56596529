import { Err, Ok, type Result } from 'ts-results-es';
import type { ErrorPolicy } from '../session/error-policy';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import type { CollectionSlot, SlotBooking } from './model';
import type { DiagnosticsApi } from './ports';
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
    private readonly errors: ErrorPolicy,
  ) {}

  /** The dates the calendar offers, today first. */
  days(): string[] {
    return collectionDays(this.clock.now());
  }

  async slots(query: { labId: string; pincode: string; date: string }): Promise<Result<CollectionSlot[], ApiError>> {
    const slots = await this.api.slots(query);
    if (slots.isErr()) {
      this.errors.handle(slots.error, { quiet: true });
      return slots;
    }
    return Ok(offerableSlots(slots.value, this.clock.now(), this.refused));
  }

  /** The first date from today with a slot to offer, and its slots; null when the week is full. */
  async firstAvailable(query: { labId: string; pincode: string }): Promise<Result<{ date: string; slots: CollectionSlot[] } | null, ApiError>> {
    for (const date of this.days()) {
      const slots = await this.slots({ ...query, date });
      if (slots.isErr()) return slots;
      if (slots.value.length > 0) return Ok({ date, slots: slots.value });
    }
    return Ok(null);
  }

  async book(slot: CollectionSlot, pincode: string): Promise<Result<SlotBooking, BookSlotError>> {
    if (this.booking) return Err({ kind: 'busy' });
    if (offerableSlots([slot], this.clock.now(), this.refused).length === 0) {
      return Err({ kind: 'slot-gone', message: 'This slot has passed or starts too soon for a visit. Please choose a later one.' });
    }
    this.booking = true;
    try {
      const booked = await this.api.bookSlot({ labId: slot.labId, slotId: slot.id, pincode });
      if (booked.isOk()) return booked;
      if (booked.error.kind !== 'conflict') {
        this.errors.handle(booked.error, { quiet: true });
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
    const fresh = await this.slots({ labId: slot.labId, pincode, date: slot.date });
    return { kind: 'slot-taken', message: SLOT_TAKEN_MESSAGE, fresh: fresh.isOk() ? fresh.value : [] };
  }
}
