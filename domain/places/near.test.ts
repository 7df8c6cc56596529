import { describe, expect, it } from 'vitest';
import { PINCODE_MESSAGES } from '../shared/pincode';
import { LOCATION_MESSAGES, locate, nearFrom, nearParams } from './near';
import { deviceAt, deviceFailing } from './test-support';

describe('where the patient is', () => {
  it('reads a pincode or coordinates from the address, and writes them back the same', () => {
    expect(nearFrom({ pincode: '560 001' }).unwrap()).toEqual({ kind: 'pincode', pincode: '560001' });
    const location = nearFrom({ lat: '12.972', long: '77.594' }).unwrap();
    expect(location).toEqual({ kind: 'location', at: { latitude: 12.972, longitude: 77.594 } });
    expect(nearFrom(nearParams(location)).unwrap()).toEqual(location);
    expect(nearParams({ kind: 'pincode', pincode: '560001' })).toEqual({ pincode: '560001' });
  });

  it('is nowhere without a place or with coordinates off the Earth, and says what is wrong with a pincode', () => {
    expect(nearFrom({}).unwrap()).toBeNull();
    expect(nearFrom({ lat: '120', long: '77' }).unwrap()).toBeNull();
    expect(nearFrom({ lat: 'x', long: '77' }).unwrap()).toBeNull();
    const wrong = nearFrom({ pincode: '56001' });
    expect(wrong.isErr() && wrong.error).toBe(PINCODE_MESSAGES.shape);
  });

  it('takes the device location to about 100 m, or says why it cannot', async () => {
    expect((await locate(deviceAt(12.971598, 77.594566))).unwrap()).toEqual({ kind: 'location', at: { latitude: 12.972, longitude: 77.595 } });
    const denied = await locate(deviceFailing('denied'));
    expect(denied.isErr() && denied.error).toBe(LOCATION_MESSAGES.denied);
    expect(LOCATION_MESSAGES.denied).toMatch(/type your pincode/);
  });
});
