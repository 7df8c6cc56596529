import type { ApiResult } from '../shared/errors';
import { PINCODE_MESSAGES } from '../shared/pincode';
import type { Clock } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import type { OpeningHours } from './model';
import type { Coordinates } from './ports';
import { isOpenNow } from './rules';

/**
 * What a Smart Clinic does on site (docs/decisions.md "Smart Clinics"): a nurse-assisted video
 * consultation with our doctor, and the checks the nurse takes before it.
 */
export const SMART_CLINIC_SERVICES = ['VIDEO_CONSULT', 'BLOOD_PRESSURE', 'BLOOD_SUGAR', 'ECG', 'SPO2', 'SAMPLE_COLLECTION', 'MEDICINES'] as const;
export type SmartClinicService = (typeof SMART_CLINIC_SERVICES)[number];

/** A Smart Clinic of GET /consultation/smart-clinics (assumed, docs/api.md). */
export interface SmartClinic {
  id: string;
  name: string;
  /** The street line and locality as the clinic writes it. */
  address: string;
  city: string;
  state: string;
  pincode: string;
  /** As the clinic prints it: '080 4567 8901'. */
  phone: string;
  at: Coordinates | null;
  /** India time, the same every day it opens. */
  hours: OpeningHours;
  /** Closed on Sundays, as most staffed clinics are. */
  closedSundays: boolean;
  services: SmartClinicService[];
}

/** The Smart Clinics call. */
export interface SmartClinicsApi {
  /** GET /consultation/smart-clinics (assumed, docs/api.md): every clinic, by city then name; no sign-in. */
  smartClinics(): ApiResult<SmartClinic[]>;
}

/**
 * The clinics a patient's search finds: a pincode (or its first digits) matches the clinic's
 * pincode, words match its city, locality or name; an empty search finds them all.
 */
export function findSmartClinics(clinics: readonly SmartClinic[], search: string): SmartClinic[] {
  const compact = search.replace(/\s/g, '');
  if (compact === '') return [...clinics];
  if (/^\d+$/.test(compact)) return clinics.filter((clinic) => clinic.pincode.startsWith(compact));
  const words = search.toLowerCase().split(/[\s,]+/).filter((word) => word !== '');
  return clinics.filter((clinic) => {
    const text = `${clinic.name} ${clinic.address} ${clinic.city}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** What is wrong with a search that is a pincode nobody has: a leading 0 or more than six digits; null for any other search. */
export function smartClinicSearchError(search: string): string | null {
  const compact = search.replace(/\s/g, '');
  if (!/^\d+$/.test(compact)) return null;
  if (compact.startsWith('0')) return PINCODE_MESSAGES.leadingZero;
  return compact.length > 6 ? PINCODE_MESSAGES.shape : null;
}

/** India has no daylight saving: a day there starts 5:30 after UTC's. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** /{product}/Smart-Clinic: the clinics, read once per visit, and whether one is open now. */
export class SmartClinics {
  constructor(
    private readonly api: SmartClinicsApi,
    private readonly clock: Clock,
    private readonly queries: QueryCache,
  ) {}

  all(): Query<SmartClinic[]> {
    return this.queries.query(['places', 'smart-clinics'], () => this.api.smartClinics());
  }

  isOpen(clinic: SmartClinic): boolean {
    const now = this.clock.now();
    const sunday = new Date(now.getTime() + INDIA_OFFSET_MS).getUTCDay() === 0;
    return !(clinic.closedSundays && sunday) && isOpenNow(clinic.hours, now);
  }
}
