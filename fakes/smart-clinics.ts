import { Ok, type Result } from 'ts-results-es';
import type { SmartClinic, SmartClinicsApi } from '../domain/places/smart-clinics';
import type { ApiError, ApiResult } from '../domain/shared/errors';
import type { FakeBackend } from './backend';

const FULL: SmartClinic['services'] = ['VIDEO_CONSULT', 'BLOOD_PRESSURE', 'BLOOD_SUGAR', 'ECG', 'SPO2', 'SAMPLE_COLLECTION', 'MEDICINES'];
const CHECKS: SmartClinic['services'] = ['VIDEO_CONSULT', 'BLOOD_PRESSURE', 'BLOOD_SUGAR', 'SPO2'];
const WITH_ECG: SmartClinic['services'] = ['VIDEO_CONSULT', 'BLOOD_PRESSURE', 'BLOOD_SUGAR', 'ECG', 'SPO2'];

/**
 * The Smart Clinics: staffed kiosks in market streets, housing societies and metro stations of
 * nine cities, each at a real locality with its real pincode (docs/decisions.md "Smart Clinics").
 */
export const SMART_CLINICS: readonly SmartClinic[] = [
  {
    id: 'SC-BLR-01',
    name: 'CareWell Smart Clinic Indiranagar',
    address: '412, 100 Feet Road, HAL 2nd Stage, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    phone: '080 4718 2210',
    at: { latitude: 12.9719, longitude: 77.6412 },
    hours: { opens: '08:00', closes: '20:00' },
    closedSundays: false,
    services: FULL,
  },
  {
    id: 'SC-BLR-02',
    name: 'CareWell Smart Clinic Jayanagar',
    address: 'Shop 7, 11th Main Road, 4th Block, Jayanagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560011',
    phone: '080 4718 2230',
    at: { latitude: 12.9299, longitude: 77.5826 },
    hours: { opens: '09:00', closes: '19:00' },
    closedSundays: true,
    services: WITH_ECG,
  },
  {
    id: 'SC-MUM-01',
    name: 'CareWell Smart Clinic Andheri East',
    address: 'Unit 3, Ground Floor, Chakala Metro Station, Andheri-Kurla Road, Andheri East',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400093',
    phone: '022 6120 4410',
    at: { latitude: 19.1111, longitude: 72.8617 },
    hours: { opens: '07:30', closes: '21:30' },
    closedSundays: false,
    services: FULL,
  },
  {
    id: 'SC-MUM-02',
    name: 'CareWell Smart Clinic Dadar West',
    address: '16, Ranade Road, near Dadar Station, Dadar West',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400028',
    phone: '022 6120 4425',
    at: { latitude: 19.0196, longitude: 72.8425 },
    hours: { opens: '09:00', closes: '20:00' },
    closedSundays: true,
    services: CHECKS,
  },
  {
    id: 'SC-DEL-01',
    name: 'CareWell Smart Clinic Lajpat Nagar',
    address: 'B-24, Central Market, Lajpat Nagar II',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110024',
    phone: '011 4160 7730',
    at: { latitude: 28.5677, longitude: 77.2433 },
    hours: { opens: '09:00', closes: '20:00' },
    closedSundays: false,
    services: FULL,
  },
  {
    id: 'SC-DEL-02',
    name: 'CareWell Smart Clinic Dwarka',
    address: 'Shop 12, Pocket 2 Market, Sector 12, Dwarka',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110075',
    phone: '011 4160 7745',
    at: { latitude: 28.5921, longitude: 77.0460 },
    hours: { opens: '08:30', closes: '19:30' },
    closedSundays: true,
    services: WITH_ECG,
  },
  {
    id: 'SC-PUN-01',
    name: 'CareWell Smart Clinic Kothrud',
    address: '33, Karve Road, near Paud Phata, Kothrud',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411038',
    phone: '020 6710 3320',
    at: { latitude: 18.5074, longitude: 73.8077 },
    hours: { opens: '09:00', closes: '19:00' },
    closedSundays: true,
    services: CHECKS,
  },
  {
    id: 'SC-HYD-01',
    name: 'CareWell Smart Clinic Kukatpally',
    address: 'Plot 45, KPHB Colony, Road No. 1, Kukatpally',
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500072',
    phone: '040 4852 6610',
    at: { latitude: 17.4849, longitude: 78.3915 },
    hours: { opens: '08:00', closes: '20:00' },
    closedSundays: false,
    services: FULL,
  },
  {
    id: 'SC-CHE-01',
    name: 'CareWell Smart Clinic T. Nagar',
    address: '58, Usman Road, T. Nagar',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600017',
    phone: '044 4290 1180',
    at: { latitude: 13.0418, longitude: 80.2341 },
    hours: { opens: '08:00', closes: '20:00' },
    closedSundays: true,
    services: WITH_ECG,
  },
  {
    id: 'SC-KOL-01',
    name: 'CareWell Smart Clinic Salt Lake',
    address: 'CK-112, Sector II, Salt Lake City',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700091',
    phone: '033 4062 5540',
    at: { latitude: 22.5867, longitude: 88.4171 },
    hours: { opens: '09:00', closes: '19:00' },
    closedSundays: true,
    services: CHECKS,
  },
  {
    id: 'SC-JAI-01',
    name: 'CareWell Smart Clinic Malviya Nagar',
    address: 'D-41, Gaurav Tower Road, Malviya Nagar',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302017',
    phone: '0141 402 8870',
    at: { latitude: 26.8535, longitude: 75.8050 },
    hours: { opens: '09:00', closes: '19:00' },
    closedSundays: true,
    services: WITH_ECG,
  },
  {
    id: 'SC-LKO-01',
    name: 'CareWell Smart Clinic Gomti Nagar',
    address: '2/118, Vibhuti Khand, Gomti Nagar',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    pincode: '226010',
    phone: '0522 404 6650',
    at: { latitude: 26.8620, longitude: 81.0040 },
    hours: { opens: '09:00', closes: '19:00' },
    closedSundays: true,
    services: CHECKS,
  },
];

const byCityThenName = (a: SmartClinic, b: SmartClinic) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name);

/** GET /consultation/smart-clinics: every clinic, by city then name. */
export function smartClinics(): Result<SmartClinic[], ApiError> {
  return Ok([...SMART_CLINICS].sort(byCityThenName).map((clinic) => ({ ...clinic, at: clinic.at && { ...clinic.at }, hours: { ...clinic.hours }, services: [...clinic.services] })));
}

/** The Smart Clinics port on the in-memory fake backend. */
export class FakeSmartClinicsApi implements SmartClinicsApi {
  constructor(private readonly backend: FakeBackend) {}

  smartClinics(): ApiResult<SmartClinic[]> {
    return this.backend.call(smartClinics);
  }
}
