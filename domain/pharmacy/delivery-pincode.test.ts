import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../shared/ports';
import { DeliveryPincode } from './delivery-pincode';

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
    const pincode = new DeliveryPincode(memoryStore({ pincode: '560001' }));
    expect(pincode.current).toBe('560001');
    expect(await firstValueFrom(pincode.pincode$)).toBe('560001');
  });

  it('reads none when nothing, or something that is not a pincode, is stored', () => {
    expect(new DeliveryPincode(memoryStore()).current).toBeNull();
    expect(new DeliveryPincode(memoryStore({ pincode: '12ab' })).current).toBeNull();
  });

  it('stores a valid pincode as six digits, spaces dropped, and tells its watchers', () => {
    const store = memoryStore();
    const pincode = new DeliveryPincode(store);
    const seen: (string | null)[] = [];
    pincode.pincode$.subscribe((p) => seen.push(p));
    const changed = pincode.change(' 110 001 ');
    expect(changed.isOk() && changed.value).toBe('110001');
    expect(store.data.get('pincode')).toBe('110001');
    expect(seen).toEqual([null, '110001']);
  });

  it('refuses an invalid pincode with the reason and keeps the stored one', () => {
    const store = memoryStore({ pincode: '560001' });
    const pincode = new DeliveryPincode(store);
    const short = pincode.change('5600');
    expect(short.isErr() && short.error).toBe('A pincode has 6 digits');
    const zero = pincode.change('012345');
    expect(zero.isErr() && zero.error).toBe('A pincode cannot start with 0');
    expect(store.data.get('pincode')).toBe('560001');
    expect(pincode.current).toBe('560001');
  });

  it('reads storage afresh, so a cleared storage (a logout) reads as none', () => {
    const store = memoryStore({ pincode: '560001' });
    const pincode = new DeliveryPincode(store);
    store.clear();
    expect(pincode.current).toBeNull();
  });
});
