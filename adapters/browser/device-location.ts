import { Err, Ok, type Result } from 'ts-results-es';
import type { Coordinates, DeviceLocation, LocationError } from '../../domain/places/ports';

/** Long enough for a phone's GPS to answer indoors, short enough that the patient is not left waiting. */
export const LOCATION_TIMEOUT_MS = 10000;

/**
 * navigator.geolocation behind the DeviceLocation port: asked only when the patient taps
 * "use my location". A refusal is `denied`, no fix `unavailable`, no answer in time
 * `timeout`; a browser without geolocation (or an insecure page) is `unavailable`.
 */
export class BrowserDeviceLocation implements DeviceLocation {
  constructor(
    private readonly geolocation: Geolocation | null = typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null,
    private readonly timeoutMs: number = LOCATION_TIMEOUT_MS,
  ) {}

  current(): Promise<Result<Coordinates, LocationError>> {
    const geolocation = this.geolocation;
    if (geolocation === null) return Promise.resolve(Err({ kind: 'unavailable' }));
    return new Promise((resolve) => {
      let settled = false;
      const settle = (result: Result<Coordinates, LocationError>) => {
        if (settled) return;
        settled = true;
        clearTimeout(guard);
        resolve(result);
      };
      // Some browsers never call back when the permission prompt is ignored: our own guard ends the wait.
      const guard = setTimeout(() => settle(Err({ kind: 'timeout' })), this.timeoutMs + 1000);
      try {
        geolocation.getCurrentPosition(
          (position) => settle(Ok({ latitude: position.coords.latitude, longitude: position.coords.longitude })),
          (error) => settle(Err({ kind: error.code === error.PERMISSION_DENIED || error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable' })),
          { enableHighAccuracy: true, timeout: this.timeoutMs, maximumAge: 60000 },
        );
      } catch {
        settle(Err({ kind: 'unavailable' }));
      }
    });
  }
}
