import type { LabBranch } from '../../domain/diagnostics/model';
import type { Coordinates } from '../../domain/places/ports';
import { stableHash } from '../seeded-random';
import { CITY_PLACES } from '../places';
import { DEMO_CITIES, LABS } from './tests';

/** A centre as the fake keeps it: where it is, for distances. */
export interface FakeBranch extends Omit<LabBranch, 'distanceKm'> {
  cityId: string;
  at: Coordinates;
}

const TIMINGS = ['Mon–Sat 7:00 AM – 9:00 PM, Sun 7:00 AM – 2:00 PM', 'Every day 6:30 AM – 8:00 PM', 'Mon–Sat 7:00 AM – 7:00 PM, Sun closed'] as const;

/** Straight-line distance in km, rounded to 0.1 km. */
export function kmBetween(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/**
 * Two collection centres of every lab in each city it serves, in real localities of the city,
 * within about 8 km of its centre; the same every time (positions come from a hash).
 */
export function demoBranches(): FakeBranch[] {
  const branches: FakeBranch[] = [];
  for (const city of DEMO_CITIES) {
    const place = CITY_PLACES[city.name as keyof typeof CITY_PLACES];
    for (const lab of LABS.filter((candidate) => candidate.cities.includes(city.id))) {
      for (let index = 0; index < 2; index += 1) {
        const hash = stableHash(`${lab.id}|${city.id}|${index}`);
        const locality = place.localities[(hash + index) % place.localities.length] as string;
        const street = place.streets[(hash >>> 3) % place.streets.length] as string;
        const pincode = String(city.pincodes[0] + ((hash >>> 5) % (city.pincodes[1] - city.pincodes[0] + 1)));
        branches.push({
          id: `${lab.id}${city.id}${index + 1}`,
          lab: { id: lab.id, name: lab.name, accreditations: [...lab.accreditations] },
          name: `${lab.name}, ${locality}`,
          address: `${1 + (hash % 240)}, ${street}, ${locality}, ${city.name} ${pincode}`,
          city: city.name,
          pincode,
          timings: TIMINGS[hash % TIMINGS.length] as string,
          homeCollection: true,
          cityId: city.id,
          at: {
            latitude: Math.round((place.at.latitude + (((hash >>> 8) % 140) - 70) / 1000) * 10000) / 10000,
            longitude: Math.round((place.at.longitude + (((hash >>> 16) % 140) - 70) / 1000) * 10000) / 10000,
          },
        });
      }
    }
  }
  return branches;
}

export function cityCentre(cityName: string): Coordinates | null {
  return CITY_PLACES[cityName as keyof typeof CITY_PLACES]?.at ?? null;
}
