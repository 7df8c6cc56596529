import { describe, expect, it } from 'vitest';
import { reverseGeocode } from './places';
import { CITIES } from './cities';

describe('reverseGeocode', () => {
  it('names the nearest seeded city, with a pincode in its range and a street line', () => {
    for (const [latitude, longitude, city] of [
      [19.1, 72.85, 'Mumbai'],
      [28.5, 77.05, 'Gurugram'],
      [13.0, 80.25, 'Chennai'],
      [26.2, 91.75, 'Guwahati'],
    ] as const) {
      const place = reverseGeocode({ latitude, longitude });
      const known = CITIES.find((candidate) => candidate.city === city);
      expect(place).toMatchObject({ city, state: known?.state });
      expect(Number(place?.pincode)).toBeGreaterThanOrEqual(known?.pincodes[0] ?? 0);
      expect(Number(place?.pincode)).toBeLessThanOrEqual(known?.pincodes[1] ?? 0);
      expect(place?.line1).toMatch(/^\d+, .+, .+$/);
    }
  });

  it('gives the same answer for the same spot, and none far from every city or for nonsense', () => {
    expect(reverseGeocode({ latitude: 12.97, longitude: 77.59 })).toEqual(reverseGeocode({ latitude: 12.97, longitude: 77.59 }));
    expect(reverseGeocode({ latitude: 51.5, longitude: -0.12 })).toBeNull();
    expect(reverseGeocode({ latitude: Number.NaN, longitude: 77 })).toBeNull();
    expect(reverseGeocode({ latitude: 120, longitude: 77 })).toBeNull();
  });
});
