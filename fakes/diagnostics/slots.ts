import type { CollectionSlot } from '../../domain/diagnostics/model';
import { SLOT_LEAD_MINUTES } from '../../domain/diagnostics/rules';
import type { FakeBackend } from '../backend';
import { indianDay } from '../pharmacy/cart-pricing';
import { diagnosticsStore } from './state';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;

/** Collection windows run from 6 AM to 6 PM, an hour each; fasting patients take the early ones. */
export const SLOT_HOURS = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
/** Phlebotomists per lab, city and window. */
export const SLOT_CAPACITY = 3;
export const SLOT_DAYS = 7;
export const HOLD_MINUTES = 10;

export function slotKey(labId: string, cityId: string, date: string, hour: number): string {
  return `${labId}:${cityId}:${date}:${String(hour).padStart(2, '0')}00`;
}

export function parseSlotKey(key: string): { labId: string; cityId: string; date: string; hour: number } | null {
  const match = /^([a-z0-9]+):([a-z]+):(\d{4}-\d{2}-\d{2}):(\d{2})00$/.exec(key);
  if (!match) return null;
  const hour = Number(match[4]);
  if (!(SLOT_HOURS as readonly number[]).includes(hour)) return null;
  return { labId: match[1] as string, cityId: match[2] as string, date: match[3] as string, hour };
}

export const iso = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00+05:30`;

export function stableNumber(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Home-collection windows: who else is booked in them, and the holds patients keep while they pay. */
export class CollectionSlots {
  constructor(private readonly backend: FakeBackend) {}

  /** The seven Indian days from today. */
  bookableDates(): string[] {
    const today = Date.parse(`${indianDay(this.backend.now())}T00:00:00Z`);
    return Array.from({ length: SLOT_DAYS }, (_, index) => new Date(today + index * 24 * HOUR).toISOString().slice(0, 10));
  }

  /**
   * A slot as it stands: other patients' visits (a fixed number per slot, more in the early
   * fasting hours) plus those booked through the fake, against SLOT_CAPACITY phlebotomists.
   * Past and too-soon slots are never available.
   */
  slotAt(key: string): CollectionSlot | null {
    const parsed = parseSlotKey(key);
    if (parsed === null || !this.bookableDates().includes(parsed.date)) return null;
    const others = Math.min(SLOT_CAPACITY, (stableNumber(key) % 3) + (parsed.hour < 9 ? 1 : 0));
    const startsAt = iso(parsed.date, parsed.hour);
    const soonEnough = Date.parse(startsAt) - this.backend.now() >= SLOT_LEAD_MINUTES * MINUTE;
    return {
      id: key,
      labId: parsed.labId,
      date: parsed.date,
      startsAt,
      endsAt: iso(parsed.date, parsed.hour + 1),
      available: soonEnough && others + (diagnosticsStore(this.backend).taken[key] ?? 0) < SLOT_CAPACITY,
    };
  }

  take(key: string): void {
    const store = diagnosticsStore(this.backend);
    store.taken[key] = (store.taken[key] ?? 0) + 1;
  }

  release(holdId: string): void {
    const store = diagnosticsStore(this.backend);
    const hold = store.holds[holdId];
    if (!hold) return;
    delete store.holds[holdId];
    if (hold.orderId === null) this.free(hold.slotKey);
  }

  free(key: string): void {
    const store = diagnosticsStore(this.backend);
    const taken = (store.taken[key] ?? 0) - 1;
    if (taken > 0) store.taken[key] = taken;
    else delete store.taken[key];
  }

  releaseLapsedHolds(): void {
    const now = this.backend.now();
    for (const [id, hold] of Object.entries(diagnosticsStore(this.backend).holds)) {
      if (hold.orderId === null && hold.heldUntil <= now) this.release(id);
    }
  }
}
