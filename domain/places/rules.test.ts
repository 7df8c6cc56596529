import { describe, expect, it } from 'vitest';
import { directionsUrl, distanceText, isOpenNow, telHref } from './rules';

/** A moment of an Indian day, as the app's clock gives it. */
const ist = (time: string) => new Date(`2026-11-26T${time}:00+05:30`);

describe('places rules', () => {
  it('says distances as people do', () => {
    expect(distanceText(0.85)).toBe('850 m away');
    expect(distanceText(2.44)).toBe('2.4 km away');
  });

  it('tells whether a store is open by the Indian clock, past midnight too', () => {
    const day = { opens: '08:00', closes: '22:00' };
    expect(isOpenNow(day, ist('07:59'))).toBe(false);
    expect(isOpenNow(day, ist('08:00'))).toBe(true);
    expect(isOpenNow(day, ist('21:59'))).toBe(true);
    expect(isOpenNow(day, ist('22:00'))).toBe(false);
    const late = { opens: '09:00', closes: '01:00' };
    expect(isOpenNow(late, ist('00:30'))).toBe(true);
    expect(isOpenNow(late, ist('03:00'))).toBe(false);
    expect(isOpenNow(null, ist('03:00'))).toBe(true);
  });

  it('gives directions to the coordinates, else to the name and address', () => {
    expect(directionsUrl({ name: 'A', address: 'B', at: { latitude: 12.97, longitude: 77.64 } })).toBe('https://www.google.com/maps/dir/?api=1&destination=12.97%2C77.64');
    expect(directionsUrl({ name: 'Sanjeevani Hospital', address: 'MG Road, Pune', at: null })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Sanjeevani%20Hospital%2C%20MG%20Road%2C%20Pune',
    );
  });

  it('dials printed Indian numbers with the country code, and toll-free ones as they are', () => {
    expect(telHref('080 4567 8901')).toBe('tel:+918045678901');
    expect(telHref('+91 98450 12345')).toBe('tel:+919845012345');
    expect(telHref('98450 12345')).toBe('tel:+919845012345');
    expect(telHref('1800 3090 101')).toBe('tel:18003090101');
  });
});
