import { describe, expect, it, vi } from 'vitest';
import { HttpClient } from './client';
import { HttpPlacesApi } from './places-api';

const BASE = 'https://api.example.in';

/** An HttpPlacesApi over a fake fetch that answers every call with `data` in a 200 envelope. */
function setup(data: unknown) {
  const seen: { path: string; origin: string | null; body: unknown }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    seen.push({
      path: String(input).slice(BASE.length),
      origin: new Headers(init?.headers).get('x-origin'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify({ status: true, message: 'Success', data }), { status: 200 });
  });
  return { api: new HttpPlacesApi(new HttpClient({ baseUrl: BASE, token: () => '', timeoutMs: 5000, fetch }), 'https://patient.carewell.in'), seen };
}

const store = {
  id: 'SBEN1',
  name: 'CareWell Pharmacy, Jayanagar',
  address: '4, 11th Main Road, Jayanagar, Bengaluru 560011',
  city: 'Bengaluru',
  pincode: '560011',
  phone: '+91 98450 12345',
  latitude: 12.93,
  longitude: 77.58,
  opensAt: '08:00',
  closesAt: '22:00',
  homeDelivery: true,
  distanceKm: 1.2,
};

describe('HttpPlacesApi', () => {
  it('sends the origin header and the place as a pincode, or as lat and long', async () => {
    const { api, seen } = setup([]);
    await api.stores({ kind: 'pincode', pincode: '560001' });
    await api.stores({ kind: 'location', at: { latitude: 13.08, longitude: 80.27 } });
    expect(seen).toEqual([
      { path: '/pharmacy/stores', origin: 'https://patient.carewell.in', body: { pincode: '560001', lat: null, long: null } },
      { path: '/pharmacy/stores', origin: 'https://patient.carewell.in', body: { pincode: null, lat: 13.08, long: 80.27 } },
    ]);
  });

  it('reads a store open round the clock as no hours, and half a position as none', async () => {
    const { api } = setup([{ ...store, opensAt: null, closesAt: null, latitude: null }]);
    expect((await api.stores({ kind: 'pincode', pincode: '560001' })).unwrap()[0]).toMatchObject({ hours: null, at: null, delivers: true });
  });

  it('turns opening without closing, or a time that is not one, into an error value, not a crash', async () => {
    expect((await setup([{ ...store, closesAt: null }]).api.stores({ kind: 'pincode', pincode: '560001' })).isErr()).toBe(true);
    expect((await setup([{ ...store, opensAt: '8 AM' }]).api.stores({ kind: 'pincode', pincode: '560001' })).isErr()).toBe(true);
  });

  it('asks for a hospital by its id in the path, escaped', async () => {
    const { api, seen } = setup(null);
    expect((await api.hospital('H 1/2')).isErr()).toBe(true);
    expect(seen[0]?.path).toBe('/pharmacy/hospital/H%201%2F2');
  });
});
