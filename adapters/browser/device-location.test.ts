import { describe, expect, it, vi } from 'vitest';
import { BrowserDeviceLocation } from './device-location';

function geolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void): Geolocation {
  return { getCurrentPosition: vi.fn(answer), watchPosition: vi.fn(), clearWatch: vi.fn() } as unknown as Geolocation;
}

const positionError = (code: number) => ({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

describe('BrowserDeviceLocation', () => {
  it('gives the coordinates of the fix', async () => {
    const location = new BrowserDeviceLocation(geolocation((success) => success({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition)));
    expect((await location.current()).unwrap()).toEqual({ latitude: 12.97, longitude: 77.59 });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('maps the browser error code %i to %s', async (code, kind) => {
    const location = new BrowserDeviceLocation(geolocation((_success, failure) => failure?.(positionError(code))));
    expect((await location.current()).unwrapErr()).toEqual({ kind });
  });

  it('is unavailable without geolocation in the browser', async () => {
    expect((await new BrowserDeviceLocation(null).current()).unwrapErr()).toEqual({ kind: 'unavailable' });
  });

  it('times out by itself when the browser never answers (an ignored permission prompt)', async () => {
    vi.useFakeTimers();
    try {
      const location = new BrowserDeviceLocation(geolocation(() => undefined), 5000);
      const pending = location.current();
      await vi.advanceTimersByTimeAsync(6000);
      expect((await pending).unwrapErr()).toEqual({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for a fresh, accurate position with the timeout', async () => {
    const geo = geolocation((success) => success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition));
    await new BrowserDeviceLocation(geo, 7000).current();
    expect(geo.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), { enableHighAccuracy: true, timeout: 7000, maximumAge: 60000 });
  });
});
