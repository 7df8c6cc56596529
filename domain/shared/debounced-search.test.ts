import { VirtualTimeScheduler } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { DebouncedSearch, type MatchesPage, type SearchState } from './debounced-search';
import type { ApiError } from './errors';

type Item = { id: string };
type FetchPage = (text: string, page: number) => Promise<Result<MatchesPage<Item>, ApiError>>;

function setup(fetchPage: FetchPage, minLength = 3) {
  const scheduler = new VirtualTimeScheduler();
  const spy = vi.fn(fetchPage);
  const service = new DebouncedSearch<Item>({ fetchPage: spy, firstPage: 1, minLength, scheduler });
  const states: SearchState<Item>[] = [];
  service.state$.subscribe((s) => states.push(s));
  return { service, spy, states, scheduler };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const item = (id: string): Item => ({ id });
const page = (items: Item[], total = items.length, n = 1): Result<MatchesPage<Item>, ApiError> => Ok({ items, page: n, total });

describe('DebouncedSearch', () => {
  it('waits for a pause of 1000 ms in typing, then asks for the first page of the last text once', async () => {
    const { service, spy, scheduler } = setup(async () => page([item('a')]));
    service.type('par');
    service.type('parace');
    service.type('  paracetamol   650 ');
    scheduler.maxFrames = 999;
    scheduler.flush();
    expect(spy).not.toHaveBeenCalled();
    scheduler.maxFrames = Number.POSITIVE_INFINITY;
    scheduler.flush();
    await settle();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('paracetamol 650', 1);
  });

  it('searches at once on submit', async () => {
    const { service, spy, states } = setup(async () => page([item('a')]));
    service.submit('dolo');
    await settle();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(states.at(-1)?.kind).toBe('results');
    expect(service.current.kind).toBe('results');
  });

  it('says a query under the minimum length is too short and asks nothing', async () => {
    const { service, spy, states } = setup(async () => page([]), 2);
    service.submit('b');
    await settle();
    expect(spy).not.toHaveBeenCalled();
    expect(states.at(-1)).toEqual({ kind: 'too-short', text: 'b' });
  });

  it('goes back to idle when the box is emptied', async () => {
    const { service, states } = setup(async () => page([item('a')]));
    service.submit('dolo');
    await settle();
    service.submit('   ');
    await settle();
    expect(states.at(-1)).toEqual({ kind: 'idle' });
  });

  it("says 'Data Not Found' when nothing matches", async () => {
    const { service, states } = setup(async () => page([]));
    service.submit('zzzz');
    await settle();
    expect(states.at(-1)).toEqual({ kind: 'empty', text: 'zzzz', message: 'Data Not Found' });
  });

  it('reports a failure and searches again on retry', async () => {
    const responses: Result<MatchesPage<Item>, ApiError>[] = [Err({ kind: 'network' }), page([item('a')])];
    const { service, states } = setup(async () => responses.shift() ?? page([]));
    service.submit('dolo');
    await settle();
    expect(states.at(-1)).toEqual({ kind: 'failed', text: 'dolo', error: { kind: 'network' } });
    service.retry();
    await settle();
    expect(states.at(-1)?.kind).toBe('results');
  });

  it('appends the next page on show more, without duplicates, and stops at the total', async () => {
    const first = Array.from({ length: 30 }, (_, i) => item(`m${i}`));
    const second = [item('m29'), item('m30')];
    const { service, spy, states } = setup(async (_text, n) => (n === 1 ? page(first, 31, 1) : page(second, 31, 2)));
    service.submit('para');
    await settle();
    await service.loadMore();
    const last = states.at(-1);
    expect(last?.kind === 'results' && last.items.map((m) => m.id).length).toBe(31);
    expect(spy).toHaveBeenLastCalledWith('para', 2);
    await service.loadMore();
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('keeps the results shown when show more fails, with the failure beside them', async () => {
    const { service, states } = setup(async (_text, n) => (n === 1 ? page([item('a')], 2) : Err({ kind: 'timeout' })));
    service.submit('para');
    await settle();
    await service.loadMore();
    expect(states.at(-1)).toMatchObject({ kind: 'results', items: [{ id: 'a' }], loadingMore: false, moreError: { kind: 'timeout' } });
  });

  it('never shows an older query’s results after a newer one', async () => {
    let releaseOld: (r: Result<MatchesPage<Item>, ApiError>) => void = () => undefined;
    const { service, states } = setup((text) => (text === 'dolo' ? new Promise((resolve) => (releaseOld = resolve)) : Promise.resolve(page([item('crocin')]))));
    service.submit('dolo');
    service.submit('crocin');
    await settle();
    releaseOld(page([item('dolo')]));
    await settle();
    const last = states.at(-1);
    expect(last?.kind === 'results' && last.items.map((m) => m.id)).toEqual(['crocin']);
  });

  it('searches the shown query again on refresh, though the text did not change, and typing it again asks nothing', async () => {
    const { service, spy } = setup(async () => page([item('a')]));
    service.submit('dolo');
    await settle();
    service.refresh();
    await settle();
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenLastCalledWith('dolo', 1);
    service.submit('dolo');
    await settle();
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('does nothing on refresh before a query was searched', async () => {
    const { service, spy } = setup(async () => page([item('a')]));
    service.refresh();
    service.submit('pa');
    service.refresh();
    await settle();
    expect(spy).not.toHaveBeenCalled();
  });
});
