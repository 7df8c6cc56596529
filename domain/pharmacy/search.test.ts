import { VirtualTimeScheduler } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
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
  return { service, spy, states, flush, scheduler };
}

const page = (items: Medicine[], total = items.length, n = 1): Result<SearchPage<Medicine>, ApiError> => Ok({ items, page: n, size: 30, total });

describe('MedicineSearch', () => {
  it('waits for a pause of 1000 ms in typing, then searches page 1 of 30 with the stored pincode once', async () => {
    const { service, spy, flush, scheduler } = setup(async () => page([medicine()]));
    service.type('par');
    service.type('parace');
    service.type('paracetamol');
    scheduler.maxFrames = 999;
    scheduler.flush();
    expect(spy).not.toHaveBeenCalled();
    scheduler.maxFrames = Number.POSITIVE_INFINITY;
    await flush();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ text: 'paracetamol', page: 1, size: 30, pincode: '560001' });
  });

  it('searches at once on submit', async () => {
    const { service, spy, states } = setup(async () => page([medicine()]));
    service.submit('dolo');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(states.at(-1)?.kind).toBe('results');
  });

  it('asks for three letters before searching', async () => {
    const { service, spy, states } = setup(async () => page([]));
    service.submit('pa');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(spy).not.toHaveBeenCalled();
    expect(states.at(-1)).toEqual({ kind: 'too-short', text: 'pa' });
  });

  it("says 'Data Not Found' when nothing matches", async () => {
    const { service, states } = setup(async () => page([]));
    service.submit('zzzz');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(states.at(-1)).toEqual({ kind: 'empty', text: 'zzzz', message: 'Data Not Found' });
  });

  it('reports a failure and searches again on retry', async () => {
    const responses: Result<SearchPage<Medicine>, ApiError>[] = [Err({ kind: 'network' }), page([medicine()])];
    const { service, states } = setup(async () => responses.shift() ?? page([]));
    service.submit('dolo');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(states.at(-1)).toEqual({ kind: 'failed', text: 'dolo', error: { kind: 'network' } });
    service.retry();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(states.at(-1)?.kind).toBe('results');
  });

  it('appends the next page on show more, without duplicates, and stops at the total', async () => {
    const first = Array.from({ length: 30 }, (_, i) => medicine({ id: `m${i}` }));
    const second = [medicine({ id: 'm29' }), medicine({ id: 'm30' })];
    const { service, spy, states } = setup(async (q) => (q.page === 1 ? page(first, 31, 1) : page(second, 31, 2)));
    service.submit('para');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await service.loadMore();
    const last = states.at(-1);
    expect(last?.kind === 'results' && last.items.map((m) => m.id).length).toBe(31);
    await service.loadMore();
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('never shows an older query’s results after a newer one', async () => {
    let releaseOld: (r: Result<SearchPage<Medicine>, ApiError>) => void = () => undefined;
    const { service, states } = setup((q) =>
      q.text === 'dolo' ? new Promise((resolve) => (releaseOld = resolve)) : Promise.resolve(page([medicine({ id: 'crocin' })])),
    );
    service.submit('dolo');
    service.submit('crocin');
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseOld(page([medicine({ id: 'dolo' })]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const last = states.at(-1);
    expect(last?.kind === 'results' && last.items.map((m) => m.id)).toEqual(['crocin']);
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

  it('does nothing on refresh before a query was searched', async () => {
    const { service, spy } = setup(async () => page([medicine()]));
    service.refresh();
    service.submit('pa');
    service.refresh();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(spy).not.toHaveBeenCalled();
  });
});
