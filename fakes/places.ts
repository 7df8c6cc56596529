import type { Coordinates, ReverseGeocoded } from '../domain/places/ports';
import { CITIES } from './cities';

/**
 * Where the seeded cities are, with a few real localities and streets of each, so "use my
 * location" and the demo addresses read like real Indian addresses. Coordinates are the
 * city centres, to two decimals.
 */
export const CITY_PLACES: Record<(typeof CITIES)[number]['city'], { at: Coordinates; localities: readonly string[]; streets: readonly string[] }> = {
  Mumbai: { at: { latitude: 19.08, longitude: 72.88 }, localities: ['Andheri East', 'Bandra West', 'Powai', 'Dadar'], streets: ['S V Road', 'Hill Road', 'Link Road', 'Gokhale Road'] },
  Pune: { at: { latitude: 18.52, longitude: 73.86 }, localities: ['Kothrud', 'Aundh', 'Viman Nagar', 'Baner'], streets: ['Karve Road', 'FC Road', 'Baner Road', 'Nagar Road'] },
  'New Delhi': { at: { latitude: 28.61, longitude: 77.21 }, localities: ['Lajpat Nagar', 'Karol Bagh', 'Dwarka Sector 10', 'Saket'], streets: ['Ring Road', 'Press Enclave Marg', 'Arya Samaj Road', 'Aurobindo Marg'] },
  Gurugram: { at: { latitude: 28.46, longitude: 77.03 }, localities: ['DLF Phase 3', 'Sector 56', 'Sohna Road', 'South City 1'], streets: ['Golf Course Road', 'MG Road', 'Sohna Road', 'Sector Road'] },
  Bengaluru: { at: { latitude: 12.97, longitude: 77.59 }, localities: ['Indiranagar', 'Jayanagar 4th Block', 'Koramangala 5th Block', 'HSR Layout'], streets: ['100 Feet Road', '11th Main Road', '80 Feet Road', '27th Main Road'] },
  Chennai: { at: { latitude: 13.08, longitude: 80.27 }, localities: ['T. Nagar', 'Anna Nagar', 'Adyar', 'Velachery'], streets: ['Usman Road', '2nd Avenue', 'LB Road', 'Velachery Main Road'] },
  Hyderabad: { at: { latitude: 17.39, longitude: 78.49 }, localities: ['Banjara Hills', 'Madhapur', 'Kukatpally', 'Begumpet'], streets: ['Road No. 12', 'Ayyappa Society Road', 'KPHB Main Road', 'SP Road'] },
  Kolkata: { at: { latitude: 22.57, longitude: 88.36 }, localities: ['Salt Lake Sector V', 'Ballygunge', 'Park Street', 'New Town'], streets: ['Rashbehari Avenue', 'Gariahat Road', 'Park Street', 'Biswa Bangla Sarani'] },
  Ahmedabad: { at: { latitude: 23.02, longitude: 72.57 }, localities: ['Navrangpura', 'Satellite', 'Bodakdev', 'Maninagar'], streets: ['CG Road', 'Satellite Road', 'Judges Bungalow Road', 'Jawahar Chowk Road'] },
  Jaipur: { at: { latitude: 26.91, longitude: 75.79 }, localities: ['Malviya Nagar', 'Vaishali Nagar', 'C-Scheme', 'Mansarovar'], streets: ['JLN Marg', 'Queens Road', 'Prithviraj Road', 'Madhyam Marg'] },
  Lucknow: { at: { latitude: 26.85, longitude: 80.95 }, localities: ['Gomti Nagar', 'Hazratganj', 'Aliganj', 'Indira Nagar'], streets: ['Vibhuti Khand Road', 'Ashok Marg', 'Kapoorthala Road', 'Faizabad Road'] },
  Kochi: { at: { latitude: 9.93, longitude: 76.27 }, localities: ['Kakkanad', 'Edappally', 'Panampilly Nagar', 'Vyttila'], streets: ['Seaport-Airport Road', 'NH 66', 'Avenue Road', 'Vyttila Bypass'] },
  Bhopal: { at: { latitude: 23.26, longitude: 77.41 }, localities: ['Arera Colony', 'MP Nagar Zone 1', 'Kolar Road', 'Shahpura'], streets: ['E-5 Road', 'Hoshangabad Road', 'Kolar Road', 'Link Road No. 3'] },
  Chandigarh: { at: { latitude: 30.73, longitude: 76.78 }, localities: ['Sector 17', 'Sector 35', 'Sector 22', 'Manimajra'], streets: ['Madhya Marg', 'Dakshin Marg', 'Udyog Path', 'Jan Marg'] },
  Bhubaneswar: { at: { latitude: 20.3, longitude: 85.82 }, localities: ['Saheed Nagar', 'Patia', 'Nayapalli', 'Jaydev Vihar'], streets: ['Janpath', 'KIIT Road', 'CRP Square Road', 'Nandankanan Road'] },
  Guwahati: { at: { latitude: 26.14, longitude: 91.74 }, localities: ['Dispur', 'Zoo Road', 'Beltola', 'Paltan Bazaar'], streets: ['GS Road', 'Zoo Road', 'Beltola Road', 'AT Road'] },
};

/** Straight-line distance in km (haversine): enough to find the nearest city centre. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Beyond this from every seeded city the fake says it does not know the place. */
export const MAX_GEOCODE_DISTANCE_KM = 60;

/**
 * The fake maps service: the nearest seeded city, a locality and street picked from the
 * coordinates (the same spot always gets the same line) and a pincode in the city's range.
 */
export function reverseGeocode(at: Coordinates): ReverseGeocoded | null {
  if (!Number.isFinite(at.latitude) || !Number.isFinite(at.longitude) || Math.abs(at.latitude) > 90 || Math.abs(at.longitude) > 180) return null;
  let best: { city: (typeof CITIES)[number]; km: number } | null = null;
  for (const city of CITIES) {
    const km = distanceKm(at, CITY_PLACES[city.city].at);
    if (best === null || km < best.km) best = { city, km };
  }
  if (best === null || best.km > MAX_GEOCODE_DISTANCE_KM) return null;
  const place = CITY_PLACES[best.city.city];
  // Metres-level detail of the position picks the house, street and locality, deterministically.
  const spot = Math.abs(Math.round(at.latitude * 10000) * 31 + Math.round(at.longitude * 10000) * 17);
  const locality = place.localities[spot % place.localities.length] as string;
  const street = place.streets[(spot >> 2) % place.streets.length] as string;
  const [low, high] = best.city.pincodes;
  return {
    line1: `${(spot % 180) + 1}, ${street}, ${locality}`,
    pincode: String(low + (spot % (high - low + 1))),
    city: best.city.city,
    state: best.city.state,
  };
}
