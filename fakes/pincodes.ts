import type { PincodeLocation } from '../domain/account/model';
import { CITIES } from './cities';

/**
 * Exact post offices a demo is likely to type, and a few towns outside the seeded cities,
 * so the look-up is right for the well-known head post offices rather than merely close.
 */
const EXACT: readonly PincodeLocation[] = [
  { pincode: '110001', city: 'New Delhi', district: 'New Delhi', state: 'Delhi' },
  { pincode: '400001', city: 'Mumbai', district: 'Mumbai', state: 'Maharashtra' },
  { pincode: '560001', city: 'Bengaluru', district: 'Bengaluru Urban', state: 'Karnataka' },
  { pincode: '600001', city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu' },
  { pincode: '700001', city: 'Kolkata', district: 'Kolkata', state: 'West Bengal' },
  { pincode: '500001', city: 'Hyderabad', district: 'Hyderabad', state: 'Telangana' },
  { pincode: '201301', city: 'Noida', district: 'Gautam Buddha Nagar', state: 'Uttar Pradesh' },
  { pincode: '800001', city: 'Patna', district: 'Patna', state: 'Bihar' },
  { pincode: '141001', city: 'Ludhiana', district: 'Ludhiana', state: 'Punjab' },
  { pincode: '395003', city: 'Surat', district: 'Surat', state: 'Gujarat' },
  { pincode: '440001', city: 'Nagpur', district: 'Nagpur', state: 'Maharashtra' },
  { pincode: '248001', city: 'Dehradun', district: 'Dehradun', state: 'Uttarakhand' },
];

/** The fake's postal directory: an exact entry, else the seeded city whose range holds it. */
export function lookUpPincode(pincode: string): PincodeLocation | null {
  const exact = EXACT.find((entry) => entry.pincode === pincode);
  if (exact) return { ...exact };
  if (!/^[1-9][0-9]{5}$/.test(pincode)) return null;
  const number = Number(pincode);
  const city = CITIES.find((c) => number >= c.pincodes[0] && number <= c.pincodes[1]);
  return city ? { pincode, city: city.city, district: city.district, state: city.state } : null;
}
