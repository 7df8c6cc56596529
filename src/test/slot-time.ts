import { istTimeOfDay } from '../../domain/shared/calendar-date';

/**
 * A slot that starts sooner than this may have started by the time a test on a loaded machine
 * books it ("This slot has already started": CI at 03:00 IST met it).
 */
export const SLOT_LEAD_MINUTES = 20;

/** Minutes from now (India's time) to a slot shown as `h:mm AM` on the `day`-th date of a slot picker (0: today). */
export function minutesUntilSlot(label: string, day: number, now = Date.now()): number {
  const found = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label.trim());
  if (found === null) throw new Error(`not a slot time: ${label}`);
  const slot = (Number(found[1]) % 12) * 60 + Number(found[2]) + (found[3] === 'PM' ? 720 : 0);
  const [hours, minutes] = istTimeOfDay(new Date(now)).split(':').map(Number);
  return day * 1440 + slot - ((hours ?? 0) * 60 + (minutes ?? 0));
}
