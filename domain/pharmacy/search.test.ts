import { VirtualTimeScheduler } from 'rxjs';
import { Ok, type Result } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../shared/errors';
import type { KeyValueStore } from '../shared/ports';
import type { Medicine, SearchPage } from './model';
import type { PharmacyApi } from './ports';
import { MedicineSearch, type MedicineSearchState } from './search';
import { medicine } from './test-medicine';

type Search = PharmacyApi['search'];

function setup(search: Search, pincode: string | null = '560001') {
  const scheduler = new VirtualTimeScheduler();
  const store: KeyValueStore = { get: (key) => (key === 'pincode' ? pincode : null), set: () => undefined, remove: () => undefined, clear: () => undefined };
  const spy = vi.fn(search);
  const service = new MedicineSearch({ search: spy } as unknown as PharmacyApi, store, scheduler);
  const states: MedicineSearchState[] = [];
  service.state$.subscribe((s) => states.push(s));
  const flush = async () => {
    scheduler.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { service, spy, states, flush };
}

const page = (items: Medicine[], total = items.length, n = 1): Result<SearchPage<Medicine>, ApiError> => Ok({ items, page: n, size: 30, total });

describe('MedicineSearch', () => {
  it('searches page 1 of 30 with the stored pincode, once the typing pauses', async () => {
    const { service, spy, flush } = setup(async () => page([medicine()]));
    service.type('parace');
    service.type('paracetamol');
    await flush();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ text: 'paracetamol', page: 1, size: 30, pincode: '560001' });
  });

  it('asks for three letters before searching', async () => {
    const { service, spy, states } = setup(async () => page([]));
    service.submit('pa');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(spy).not.toHaveBeenCalled();
    expect(states.at(-1)).toEqual({ kind: 'too-short', text: 'pa' });
  });

  it('searches the shown query again with the new pincode on refresh, though the text did not change', async () => {
    let pincode = '560001';
    const scheduler = new VirtualTimeScheduler();
    const store: KeyValueStore = { get: (key) => (key === 'pincode' ? pincode : null), set: () => undefined, remove: () => undefined, clear: () => undefined };
    const spy = vi.fn(async () => page([medicine()]));
    const service = new MedicineSearch({ search: spy } as unknown as PharmacyApi, store, scheduler);
    service.submit('dolo');
    await new Promise((resolve) => setTimeout(resolve, 0));
    pincode = '110001';
    service.refresh();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenLastCalledWith({ text: 'dolo', page: 1, size: 30, pincode: '110001' });
    // The duplicate filter still holds for typing: the same text typed again asks nothing.
    service.submit('dolo');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('asks for the next page with the same size and pincode on show more', async () => {
    const first = Array.from({ length: 30 }, (_, i) => medicine({ id: `m${i}` }));
    const { service, spy } = setup(async (q) => (q.page === 1 ? page(first, 31, 1) : page([medicine({ id: 'm30' })], 31, 2)));
    service.submit('para');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await service.loadMore();
    expect(spy).toHaveBeenLastCalledWith({ text: 'para', page: 2, size: 30, pincode: '560001' });
  });
});
