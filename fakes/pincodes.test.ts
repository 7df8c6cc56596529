import { describe, expect, it } from 'vitest';
import { lookUpPincode } from './pincodes';
import { seedState } from './seed';

describe('lookUpPincode, the fake postal directory', () => {
  it("resolves every seeded user's pincode to that user's own city and state", () => {
    for (const user of Object.values(seedState().users)) {
      expect(lookUpPincode(user.pincode ?? '')).toMatchObject({ pincode: user.pincode, city: user.city, state: user.state });
    }
  });

  it('prefers an exact entry to a range: 110001 is New Delhi, 201301 (outside every range) is Noida', () => {
    expect(lookUpPincode('110001')).toEqual({ pincode: '110001', city: 'New Delhi', district: 'New Delhi', state: 'Delhi' });
    expect(lookUpPincode('201301')?.city).toBe('Noida');
  });

  it.each(['999999', '000000', '11000', 'abcdef', ''])('knows nothing of %j', (pincode) => {
    expect(lookUpPincode(pincode)).toBeNull();
  });
});
