import type { Reading } from './model';

const code = (char: string) => char.charCodeAt(0);
const [ZERO, DASH, T, COLON, DOT] = [code('0'), code('-'), code('T'), code(':'), code('.')] as const;
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** The digit at `at` of `text` as a number, or -1 when it is not one. */
function digit(text: string, at: number): number {
  const value = text.charCodeAt(at) - ZERO;
  return value >= 0 && value <= 9 ? value : -1;
}

function twoDigits(text: string, at: number): number {
  const tens = digit(text, at);
  const units = digit(text, at + 1);
  return tens < 0 || units < 0 ? -1 : tens * 10 + units;
}

/** Where the zone ('Z', '+05:30') of an ISO instant 'YYYY-MM-DDTHH:MM:SS(.fff)' begins, or -1 for another form. */
function zoneStart(text: string): number {
  if (text.length < 20 || text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH || text.charCodeAt(10) !== T || text.charCodeAt(13) !== COLON || text.charCodeAt(16) !== COLON) return -1;
  if (text.charCodeAt(19) !== DOT) return 19;
  let at = 20;
  while (digit(text, at) >= 0) at += 1;
  return at > 20 ? at : -1;
}

/** The time of day written at 11 to `zoneAt` ('09:15:00.250'), in ms; -1 when a field is no time (left to Date.parse). */
function timeOfDay(text: string, zoneAt: number): number {
  const hours = twoDigits(text, 11);
  const minutes = twoDigits(text, 14);
  const seconds = twoDigits(text, 17);
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) return -1;
  let ms = 0;
  // Milliseconds: the first three digits of the fraction, as Date.parse reads it.
  for (let at = 20, scale = 100; at < zoneAt && scale >= 1; at += 1, scale /= 10) ms += digit(text, at) * scale;
  return hours * HOUR_MS + minutes * MINUTE_MS + seconds * SECOND_MS + ms;
}

/**
 * The instants (ms since 1970) of the readings' ISO times, each what `Date.parse` gives. A month
 * brings thousands of readings and `Date.parse` on each was most of the domain's share of its
 * charts (docs/benchmark.md, "A month of wearable charts"); they come a day at a time, each text
 * that day's date and zone ('2026-11-26T…+05:30', '…Z') around its time of day. So a day is parsed
 * once, at its first reading, and the others of the day and zone add their time of day to it.
 */
export function readingInstants(readings: readonly Reading[]): Float64Array {
  const instants = new Float64Array(readings.length);
  let date = '';
  let zone = '';
  let dayStart = Number.NaN;
  for (let i = 0; i < readings.length; i += 1) {
    const text = readings[i]?.at ?? '';
    const zoneAt = zoneStart(text);
    const time = zoneAt < 0 ? -1 : timeOfDay(text, zoneAt);
    if (time < 0) {
      instants[i] = Date.parse(text);
      continue;
    }
    const sameDay = date !== '' && text.startsWith(date) && text.length - zoneAt === zone.length && text.endsWith(zone);
    if (!sameDay) {
      dayStart = Date.parse(text) - time;
      date = Number.isNaN(dayStart) ? '' : text.slice(0, 10);
      zone = text.slice(zoneAt);
    }
    instants[i] = dayStart + time;
  }
  return instants;
}
