import type { Coordinates } from './ports';
import type { OpeningHours } from './model';

/** '2.4 km away', '850 m away'. */
export function distanceText(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m away` : `${km.toFixed(1)} km away`;
}

/** India has one time zone and no daylight saving: its wall clock is UTC + 5:30 all year. */
const INDIA_OFFSET_MINUTES = 330;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Whether a store with these hours is open at `now` (India time). Null hours: open round the
 * clock. Hours that close at or before they open run past midnight (08:00–01:00).
 */
export function isOpenNow(hours: OpeningHours | null, now: Date): boolean {
  if (hours === null) return true;
  const minute = Math.floor((now.getTime() / 60_000 + INDIA_OFFSET_MINUTES) % 1440);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  return closes > opens ? minute >= opens && minute < closes : minute >= opens || minute < closes;
}

/**
 * A maps link that opens directions to the place on any phone (Google Maps' documented URL form,
 * which Apple and Android devices hand to their maps app): to its coordinates when known,
 * else to its name and address.
 */
export function directionsUrl(place: { name: string; address: string; at: Coordinates | null }): string {
  const destination = place.at === null ? `${place.name}, ${place.address}` : `${place.at.latitude},${place.at.longitude}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * The tel: link of an Indian phone number as printed ('080 4567 8901', '+91 98450 12345',
 * '1800 3090 101'): digits only, with the country code, so it dials from anywhere. A toll-free
 * 1800 number is dialled as it is.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('1800')) return `tel:${digits}`;
  const national = digits.startsWith('91') && digits.length === 12 ? digits.slice(2) : digits.replace(/^0/, '');
  return `tel:+91${national}`;
}
