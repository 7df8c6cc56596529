import type { Department, HospitalDetail, OpeningHours, PharmacyStore } from '../domain/places/model';
import { faker } from './faker';
import { CITY_PLACES } from './places';
import { CITIES } from './cities';

/** Its own seed, so the directory is the same however the rest of the fake world was drawn. */
const PLACES_SEED = 20261126;

/** The city's STD code, so landlines read as they do on a signboard. */
const STD_CODES: Record<(typeof CITIES)[number]['city'], string> = {
  Mumbai: '022',
  Pune: '020',
  'New Delhi': '011',
  Gurugram: '0124',
  Bengaluru: '080',
  Chennai: '044',
  Hyderabad: '040',
  Kolkata: '033',
  Ahmedabad: '079',
  Jaipur: '0141',
  Lucknow: '0522',
  Kochi: '0484',
  Bhopal: '0755',
  Chandigarh: '0172',
  Bhubaneswar: '0674',
  Guwahati: '0361',
};

const GENERAL_SPECIALITIES = [
  'Cardiology',
  'Orthopaedics',
  'Neurology',
  'Oncology',
  'Paediatrics',
  'Obstetrics & Gynaecology',
  'Nephrology',
  'Gastroenterology',
  'ENT',
  'Dermatology',
  'General Medicine',
  'General Surgery',
  'Pulmonology',
  'Urology',
  'Psychiatry',
] as const;

/** A hospital's kind decides its name and what it treats. */
const KINDS = [
  { suffix: 'Multispeciality Hospital', specialities: null, emergency: true },
  { suffix: 'Hospital', specialities: null, emergency: true },
  { suffix: 'Heart Institute', specialities: ['Cardiology', 'Cardiothoracic Surgery', 'Vascular Surgery'], emergency: true },
  { suffix: 'Children’s Hospital', specialities: ['Paediatrics', 'Neonatology', 'Paediatric Surgery'], emergency: true },
  { suffix: 'Eye Hospital', specialities: ['Ophthalmology', 'Retina Services', 'Cornea & Cataract'], emergency: false },
] as const;

const NAMES = ['Sanjeevani', 'Lifeline', 'Sri Sai', 'Arogya', 'Dhanvantari', 'Suraksha', 'Jeevan Jyoti', 'Navjeevan', 'Shanti', 'Kalpataru', 'Prerna', 'Sushrut', 'Vatsalya', 'Nayan'] as const;
const STORE_NAMES = ['CareWell Pharmacy', 'CareWell Pharmacy', 'Sri Lakshmi Medicals', 'Apna Chemist', 'Jeevan Medical Stores', 'Om Sai Medicos'] as const;
const HOURS: readonly (OpeningHours | null)[] = [null, { opens: '08:00', closes: '22:00' }, { opens: '09:00', closes: '21:30' }, { opens: '07:00', closes: '23:00' }, { opens: '09:00', closes: '01:00' }];
const FLOORS = ['Ground floor', '1st floor', '2nd floor', '3rd floor'] as const;

export const HOSPITALS_PER_CITY = 5;
export const STORES_PER_CITY = 6;

export interface PlacesDirectory {
  hospitals: HospitalDetail[];
  stores: PharmacyStore[];
}

function landline(city: (typeof CITIES)[number]['city']): string {
  const std = STD_CODES[city];
  const digits = `${faker.number.int({ min: 2, max: 6 })}${faker.string.numeric(10 - std.length)}`;
  return `${std} ${digits.slice(0, 4)} ${digits.slice(4)}`;
}

/** Within about 7 km of the city centre, to four decimals. */
function around(at: { latitude: number; longitude: number }) {
  const jitter = () => faker.number.float({ min: -0.06, max: 0.06 });
  return { latitude: Math.round((at.latitude + jitter()) * 10000) / 10000, longitude: Math.round((at.longitude + jitter()) * 10000) / 10000 };
}

function departmentsOf(specialities: readonly string[], emergency: boolean): Department[] {
  const names = [...specialities, 'Radiology', 'Laboratory', ...(emergency ? ['Emergency & Trauma'] : [])];
  return names.map((name, index) => ({
    name,
    location: name === 'Emergency & Trauma' ? 'Block A, Ground floor' : `Block ${'ABCD'[index % 4]}, ${FLOORS[(index + 1) % FLOORS.length]}`,
  }));
}

/**
 * Five hospitals and six pharmacy stores in each seeded city, in its real localities and
 * streets, drawn from a fixed seed: the same directory on every demo.
 */
export function placesDirectory(): PlacesDirectory {
  faker.seed(PLACES_SEED);
  const hospitals: HospitalDetail[] = [];
  const stores: PharmacyStore[] = [];
  for (const city of CITIES) {
    const place = CITY_PLACES[city.city];
    const code = city.city.replace(/\s/g, '').slice(0, 3).toUpperCase();
    const names = faker.helpers.shuffle([...NAMES]);
    const pincode = () => String(faker.number.int({ min: city.pincodes[0], max: city.pincodes[1] }));
    const line = (locality: string, code: string) => `${faker.number.int({ min: 1, max: 240 })}, ${faker.helpers.arrayElement(place.streets)}, ${locality}, ${city.city} ${code}`;
    for (let index = 0; index < HOSPITALS_PER_CITY; index += 1) {
      const kind = KINDS[index % KINDS.length] as (typeof KINDS)[number];
      const locality = place.localities[index % place.localities.length] as string;
      const specialities = kind.specialities ?? faker.helpers.arrayElements(GENERAL_SPECIALITIES, { min: 5, max: 9 }).sort();
      const at = pincode();
      hospitals.push({
        id: `H${code}${index + 1}`,
        name: `${names[index]} ${kind.suffix}`,
        address: line(locality, at),
        city: city.city,
        state: city.state,
        pincode: at,
        phone: landline(city.city),
        at: around(place.at),
        specialities: [...specialities],
        accreditations: faker.helpers.arrayElement([['NABH'], ['NABH', 'NABL'], ['NABH', 'JCI'], []]),
        emergency: kind.emergency,
        distanceKm: null,
        departments: departmentsOf(specialities, kind.emergency),
        beds: kind.specialities === null ? faker.number.int({ min: 12, max: 60 }) * 10 : faker.number.int({ min: 4, max: 15 }) * 10,
      });
    }
    for (let index = 0; index < STORES_PER_CITY; index += 1) {
      const locality = place.localities[(index + 1) % place.localities.length] as string;
      const at = pincode();
      stores.push({
        id: `S${code}${index + 1}`,
        name: `${STORE_NAMES[index]}, ${locality}`,
        address: line(locality, at),
        city: city.city,
        pincode: at,
        phone: `+91 9${faker.string.numeric(4)} ${faker.string.numeric(5)}`,
        at: around(place.at),
        hours: HOURS[index % HOURS.length] ?? null,
        delivers: index % 3 !== 2,
        distanceKm: null,
      });
    }
  }
  return { hospitals, stores };
}
