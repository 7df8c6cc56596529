/**
 * 12-hour clock for display (spec §9): hours over 12 are PM, 12 itself is PM
 * (noon) and 0 is 12 AM (midnight). Hours carry no leading zero: '9:00 AM'.
 */

/**
 * '13:05' → '1:05 PM'. Accepts 'H:mm', 'HH:mm' and 'HH:mm:ss' (seconds dropped), as
 * slot times arrive from the backend. Anything else throws: adapters must have
 * checked the value before it reaches display.
 */
export function to12Hour(hhmm: string): string {
  const match = /^([0-9]{1,2}):([0-9]{2})(?::[0-9]{2})?$/.exec(hhmm.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) {
    throw new RangeError(`Not a 24-hour time: '${hhmm}'`);
  }
  return clock12(hours, minutes);
}

/** The date's local wall-clock time, as the person reading the screen lives it. */
export function format12Hour(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
  return clock12(date.getHours(), date.getMinutes());
}

function clock12(hours: number, minutes: number): string {
  const period = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${period}`;
}
