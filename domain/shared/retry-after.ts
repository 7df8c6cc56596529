/**
 * How long someone must wait after too many attempts (a 429's Retry-After), said the way a
 * person says it: rounded up, so nobody is told a wait that ends before they may try again.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Whole seconds, rounded up; a negative or unreadable wait is no wait. */
function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * 'Try again in 14 minutes.' Under a minute it counts seconds ('in 40 seconds'); exactly one
 * minute is 'in a minute'; up to two hours it counts minutes, beyond that hours.
 */
export function tryAgainIn(seconds: number): string {
  const wait = wholeSeconds(seconds);
  if (wait === 0) return 'Try again now.';
  if (wait < MINUTE) return `Try again in ${plural(wait, 'second')}.`;
  if (wait === MINUTE) return 'Try again in a minute.';
  if (wait <= 2 * HOUR) return `Try again in ${plural(Math.ceil(wait / MINUTE), 'minute')}.`;
  return `Try again in ${plural(Math.ceil(wait / HOUR), 'hour')}.`;
}

/** What a 429 says to the person: 'Too many attempts. Try again in 14 minutes.' */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. ${tryAgainIn(retryAfterSeconds)}`;
}

/** A wait short enough for a button: '30 s' under a minute, else whole minutes rounded up ('15 min'). */
export function shortWait(seconds: number): string {
  const wait = wholeSeconds(seconds);
  return wait < MINUTE ? `${wait} s` : `${Math.ceil(wait / MINUTE)} min`;
}

/** Whole seconds from `now` until `until`, 0 once it has passed (or when there is none). */
export function secondsUntil(until: Date | null, now: Date): number {
  if (until === null) return 0;
  return wholeSeconds((until.getTime() - now.getTime()) / 1000);
}
