import type { Coordinates } from './ports';

/**
 * Where a search or a list is measured from: a pincode the patient typed, or the device's
 * location once they allowed it. Distances are shown only when a place was given.
 */
export type Near = { kind: 'pincode'; pincode: string } | { kind: 'location'; at: Coordinates };

/** A hospital in a list (spec §7 POST hospitals list, POST hospital suggestions, GET hospital by id). */
export interface Hospital {
  /** An alphanumeric token, used in the /hospitals/IndiHospital?id= address. */
  id: string;
  name: string;
  /** The street line, locality and city as the hospital writes it. */
  address: string;
  city: string;
  state: string;
  pincode: string;
  /** As the hospital prints it: '080 4567 8901'. */
  phone: string;
  /** Null when the hospital has not been placed on a map: directions then go by the address. */
  at: Coordinates | null;
  specialities: string[];
  /** 'NABH', 'JCI', 'NABL'. */
  accreditations: string[];
  /** A casualty that takes patients at any hour. */
  emergency: boolean;
  /** From the place the patient asked from; null when none was given. */
  distanceKm: number | null;
}

/** A department of a hospital and where in the building it is. */
export interface Department {
  name: string;
  /** 'Block B, 2nd floor' */
  location: string;
}

/** GET hospital by id: the hospital with its departments. */
export interface HospitalDetail extends Hospital {
  departments: Department[];
  beds: number;
}

/** What a hospital search asks for; null and '' leave a filter out. */
export interface HospitalSearch {
  text: string;
  city: string | null;
  speciality: string | null;
  near: Near | null;
  /** Only hospitals this close to `near`; ignored without it. */
  withinKm: number | null;
}

/** One page of POST hospitals list, with the cities and specialities the filters offer. */
export interface HospitalPage {
  hospitals: Hospital[];
  /** How many hospitals match, beyond the ones on this page. */
  total: number;
  /** Every city with a hospital, by name: what the city filter offers. */
  cities: string[];
  /** Every speciality some hospital has, by name. */
  specialities: string[];
}

/** POST hospital suggestions: a name to complete what the patient is typing. */
export interface HospitalSuggestion {
  id: string;
  name: string;
  city: string;
}

/** Opening hours in India time, 'HH:mm' on a 24-hour clock; a store that closes after midnight closes before it opens. */
export interface OpeningHours {
  opens: string;
  closes: string;
}

/** A pharmacy store of the POST stores call. */
export interface PharmacyStore {
  id: string;
  name: string;
  address: string;
  city: string;
  pincode: string;
  phone: string;
  at: Coordinates | null;
  /** Null: open round the clock. */
  hours: OpeningHours | null;
  /** Home delivery from this store. */
  delivers: boolean;
  distanceKm: number | null;
}
