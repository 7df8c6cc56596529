import { firstValueFrom } from 'rxjs';
import { Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStore } from '../shared/ports';
import { DeliveryPincode } from './delivery-pincode';
import { testQueries } from '../shared/test-doubles';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

describe('DeliveryPincode', () => {
  it('reads the pincode stored under "pincode"', async () => {
    const pincode = new DeliveryPincode(memoryStore({ pincode: '560001' }), testQueries());
    expect(pincode.current).toBe('560001');
    expect(await firstValueFrom(pincode.pincode$)).toBe('560001');
  });

  it('reads none when nothing, or something that is not a pincode, is stored', () => {
    expect(new DeliveryPincode(memoryStore(), testQueries()).current).toBeNull();
    expect(new DeliveryPincode(memoryStore({ pincode: '12ab' }), testQueries()).current).toBeNull();
  });

  it('stores a valid pincode as six digits, spaces dropped, and tells its watchers', () => {
    const store = memoryStore();
    const pincode = new DeliveryPincode(store, testQueries());
    const seen: (string | null)[] = [];
    pincode.pincode$.subscribe((p) => seen.push(p));
    const changed = pincode.change(' 110 001 ');
    expect(changed.isOk() && changed.value).toBe('110001');
    expect(store.data.get('pincode')).toBe('110001');
    expect(seen).toEqual([null, '110001']);
  });

  it('has medicine pages ask again for a new pincode, and not for the same one', async () => {
    const queries = testQueries();
    let loads = 0;
    const page = queries.query(['pharmacy', 'medicine', 'dolo'], async () => Ok(++loads));
    const stop = page.subscribe(() => undefined);
    await vi.waitFor(() => expect(loads).toBe(1));
    const pincode = new DeliveryPincode(memoryStore({ pincode: '560001' }), queries);
    pincode.change('560001');
    expect(loads).toBe(1);
    pincode.change('400001');
    await vi.waitFor(() => expect(loads).toBe(2));
    stop();
  });

  it('refuses an invalid pincode with the reason and keeps the stored one', () => {
    const store = memoryStore({ pincode: '560001' });
    const pincode = new DeliveryPincode(store, testQueries());
    const short = pincode.change('5600');
    expect(short.isErr() && short.error).toBe('A pincode has 6 digits');
    const zero = pincode.change('012345');
    expect(zero.isErr() && zero.error).toBe('A pincode cannot start with 0');
    expect(store.data.get('pincode')).toBe('560001');
    expect(pincode.current).toBe('560001');
  });

  it('reads storage afresh, so a cleared storage (a logout) reads as none', () => {
    const store = memoryStore({ pincode: '560001' });
    const pincode = new DeliveryPincode(store, testQueries());
    store.clear();
    expect(pincode.current).toBeNull();
  });
});
