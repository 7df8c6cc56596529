import { Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../shared/errors';
import { ManualClock, testQueries } from '../shared/test-doubles';
import { PINCODE_MESSAGES } from '../shared/pincode';
import { SmartClinics, findSmartClinics, smartClinicSearchError, type SmartClinic, type SmartClinicsApi } from './smart-clinics';

function clinic(id: string, name: string, city: string, pincode: string, address = 'MG Road'): SmartClinic {
  return {
    id,
    name,
    address,
    city,
    state: 'Karnataka',
    pincode,
    phone: '080 4567 8901',
    at: null,
    hours: { opens: '09:00', closes: '19:00' },
    closedSundays: true,
    services: ['VIDEO_CONSULT', 'BLOOD_PRESSURE'],
  };
}

const INDIRANAGAR = clinic('SC1', 'Smart Clinic Indiranagar', 'Bengaluru', '560038', '100 Feet Road, Indiranagar');
const KORAMANGALA = clinic('SC2', 'Smart Clinic Koramangala', 'Bengaluru', '560034', '80 Feet Road, Koramangala');
const ANDHERI = clinic('SC3', 'Smart Clinic Andheri East', 'Mumbai', '400069', 'Chakala, Andheri East');
const ALL = [INDIRANAGAR, KORAMANGALA, ANDHERI];

describe('findSmartClinics', () => {
  it('finds every clinic for an empty search', () => {
    expect(findSmartClinics(ALL, '  ')).toEqual(ALL);
  });

  it('finds the clinics of a pincode, or of its first digits', () => {
    expect(findSmartClinics(ALL, '560 038')).toEqual([INDIRANAGAR]);
    expect(findSmartClinics(ALL, '5600')).toEqual([INDIRANAGAR, KORAMANGALA]);
    expect(findSmartClinics(ALL, '110001')).toEqual([]);
  });

  it('finds the clinics of a city or a locality, whatever the case', () => {
    expect(findSmartClinics(ALL, 'mumbai')).toEqual([ANDHERI]);
    expect(findSmartClinics(ALL, 'Bengaluru koramangala')).toEqual([KORAMANGALA]);
  });
});

describe('smartClinicSearchError', () => {
  it('says what is wrong with a pincode no place has, and nothing of a city or a pincode being typed', () => {
    expect(smartClinicSearchError('012345')).toBe(PINCODE_MESSAGES.leadingZero);
    expect(smartClinicSearchError('5600381')).toBe(PINCODE_MESSAGES.shape);
    expect(smartClinicSearchError('5600')).toBeNull();
    expect(smartClinicSearchError('Pune')).toBeNull();
  });
});

class StubSmartClinics implements SmartClinicsApi {
  calls = 0;
  smartClinics(): ApiResult<SmartClinic[]> {
    this.calls += 1;
    return Promise.resolve(Ok(ALL));
  }
}

describe('SmartClinics', () => {
  it('asks for the clinics once per visit', async () => {
    const api = new StubSmartClinics();
    const clinics = new SmartClinics(api, new ManualClock(), testQueries());
    expect((await clinics.all().value()).unwrap()).toEqual(ALL);
    await clinics.all().value();
    expect(api.calls).toBe(1);
  });

  it('says a clinic is open within its hours in India time, and closed outside them', () => {
    const at = (iso: string) => new SmartClinics(new StubSmartClinics(), new ManualClock(new Date(iso)), testQueries());
    expect(at('2026-11-26T10:30:00+05:30').isOpen(INDIRANAGAR)).toBe(true);
    expect(at('2026-11-26T19:30:00+05:30').isOpen(INDIRANAGAR)).toBe(false);
  });

  it('says a clinic that closes on Sundays is closed on a Sunday in India, even while UTC is still on Saturday', () => {
    const sundayMorningIndia = new SmartClinics(new StubSmartClinics(), new ManualClock(new Date('2026-11-29T10:30:00+05:30')), testQueries());
    expect(sundayMorningIndia.isOpen(INDIRANAGAR)).toBe(false);
    expect(sundayMorningIndia.isOpen({ ...INDIRANAGAR, closedSundays: false })).toBe(true);
    const sundayJustAfterMidnight = new SmartClinics(new StubSmartClinics(), new ManualClock(new Date('2026-11-28T18:45:00Z')), testQueries());
    expect(sundayJustAfterMidnight.isOpen({ ...INDIRANAGAR, hours: { opens: '00:00', closes: '23:59' } })).toBe(false);
  });
});
