import { describe, expect, it } from 'vitest';
import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from './errors';
import { QueryCache, sameData, type QueryState } from './query';
import { ManualClock } from './test-doubles';

/** A load whose answers the test hands out one by one. */
function controlledLoad<T>() {
  const pending: ((result: Result<T, ApiError>) => void)[] = [];
  const load = () => new Promise<Result<T, ApiError>>((resolve) => pending.push(resolve));
  return {
    load,
    get calls() {
      return pending.length;
    },
    answer(index: number, result: Result<T, ApiError>) {
      pending[index]?.(result);
      return Promise.resolve();
    },
  };
}

function setup(token: { value: string | null } = { value: 'patient-a' }) {
  const clock = new ManualClock();
  const cache = new QueryCache({ scope: () => token.value, clock, freshForMs: 5_000 });
  return { clock, cache, token };
}

function watch<T>(query: { state$: { subscribe(next: (s: QueryState<T>) => void): { unsubscribe(): void } } }) {
  const seen: QueryState<T>[] = [];
  const subscription = query.state$.subscribe((s) => seen.push(s));
  return { seen, stop: () => subscription.unsubscribe(), last: () => seen[seen.length - 1] };
}

describe('a query', () => {
  it('loads only when someone reads it, and shows loading then the value', async () => {
    const { cache } = setup();
    const server = controlledLoad<string>();
    const query = cache.query(['pharmacy', 'orders'], server.load);
    expect(server.calls).toBe(0);

    const reader = watch(query);
    expect(reader.last()).toEqual({ kind: 'loading' });
    await server.answer(0, Ok('two orders'));
    expect(reader.last()).toEqual({ kind: 'ready', value: 'two orders', refreshing: false });
  });

  it('shows a failure with its error, and a reload tries again', async () => {
    const { cache } = setup();
    const server = controlledLoad<string>();
    const query = cache.query(['pharmacy', 'orders'], server.load);
    const reader = watch(query);
    await server.answer(0, Err({ kind: 'network' }));
    expect(reader.last()).toEqual({ kind: 'failed', error: { kind: 'network' } });

    query.reload();
    expect(reader.last()).toEqual({ kind: 'loading' });
    await server.answer(1, Ok('two orders'));
    expect(reader.last()).toEqual({ kind: 'ready', value: 'two orders', refreshing: false });
  });

  it('is shared: one key, one query, one load however many screens read it', async () => {
    const { cache } = setup();
    const server = controlledLoad<string>();
    const first = watch(cache.query(['pharmacy', 'orders'], server.load));
    const second = watch(cache.query(['pharmacy', 'orders'], server.load));
    await server.answer(0, Ok('two orders'));
    expect(server.calls).toBe(1);
    expect(first.last()).toEqual(second.last());
  });

  it('shows the kept value at once on a revisit and refreshes it in the background', async () => {
    const { cache, clock } = setup();
    const server = controlledLoad<string>();
    const query = cache.query(['pharmacy', 'orders'], server.load);
    const visit = watch(query);
    await server.answer(0, Ok('two orders'));
    visit.stop();

    clock.advanceSeconds(60);
    const revisit = watch(cache.query(['pharmacy', 'orders'], server.load));
    expect(revisit.seen[0]).toEqual({ kind: 'ready', value: 'two orders', refreshing: true });
    await server.answer(1, Ok('three orders'));
    expect(revisit.last()).toEqual({ kind: 'ready', value: 'three orders', refreshing: false });
  });

  it('keeps the value on screen when a background refresh brings the same data, so its readers can skip a render', async () => {
    const { cache } = setup();
    const server = controlledLoad<{ orders: { id: string; placedAt: Date }[] }>();
    const orders = (day: number) => ({ orders: [{ id: 'O1', placedAt: new Date(Date.UTC(2026, 10, day, 10)) }] });
    const query = cache.query(['pharmacy', 'orders'], server.load);
    const reader = watch(query);
    await server.answer(0, Ok(orders(20)));
    const shown = query.state.kind === 'ready' ? query.state.value : null;

    query.reload();
    await server.answer(1, Ok(orders(20)));
    expect(reader.last()).toEqual({ kind: 'ready', value: shown, refreshing: false });
    expect(query.state.kind === 'ready' && query.state.value).toBe(shown);

    query.reload();
    await server.answer(2, Ok(orders(21)));
    expect(query.state.kind === 'ready' && query.state.value).not.toBe(shown);
  });

  it('does not fetch again when revisited within the freshness window', async () => {
    const { cache, clock } = setup();
    const server = controlledLoad<string>();
    const query = cache.query(['pharmacy', 'orders'], server.load);
    const visit = watch(query);
    await server.answer(0, Ok('two orders'));
    visit.stop();

    clock.advanceSeconds(2);
    const revisit = watch(query);
    expect(server.calls).toBe(1);
    expect(revisit.last()).toEqual({ kind: 'ready', value: 'two orders', refreshing: false });
  });

  it('keeps the shown value when a background refresh fails, and tries again on the next visit', async () => {
    const { cache, clock } = setup();
    const server = controlledLoad<string>();
    const query = cache.query(['pharmacy', 'orders'], server.load);
    const visit = watch(query);
    await server.answer(0, Ok('two orders'));
    visit.stop();
    clock.advanceSeconds(60);

    const revisit = watch(query);
    await server.answer(1, Err({ kind: 'network' }));
    expect(revisit.last()).toEqual({ kind: 'ready', value: 'two orders', refreshing: false });
    revisit.stop();

    watch(query);
    expect(server.calls).toBe(3);
  });

  it('drops an answer overtaken by a value a command returned', async () => {
    const { cache } = setup();
    const server = controlledLoad<string>();
    const query = cache.query(['pharmacy', 'order', 'A1'], server.load);
    const reader = watch(query);
    query.set('paid');
    await server.answer(0, Ok('awaiting payment'));
    expect(reader.last()).toEqual({ kind: 'ready', value: 'paid', refreshing: false });
  });

  it('drops the answer of a load a reload overtook', async () => {
    const { cache } = setup();
    const server = controlledLoad<string>();
    const query = cache.query(['pharmacy', 'orders'], server.load);
    const reader = watch(query);
    query.reload();
    await server.answer(1, Ok('newer'));
    await server.answer(0, Ok('older'));
    expect(reader.last()).toEqual({ kind: 'ready', value: 'newer', refreshing: false });
  });

  it('gives a use-case the value it holds, or loads it', async () => {
    const { cache } = setup();
    let calls = 0;
    const query = cache.query(['account', 'profile'], async () => {
      calls += 1;
      return Ok('Priya');
    });
    expect((await query.value()).unwrap()).toBe('Priya');
    expect((await query.value()).unwrap()).toBe('Priya');
    expect(calls).toBe(1);
  });
});

describe('the query cache', () => {
  it('refetches, for those reading, exactly the queries a command invalidated', async () => {
    const { cache } = setup();
    const orders = controlledLoad<string>();
    const cart = controlledLoad<string>();
    const ordersReader = watch(cache.query(['pharmacy', 'orders'], orders.load));
    const cartReader = watch(cache.query(['pharmacy', 'cart'], cart.load));
    await orders.answer(0, Ok('two orders'));
    await cart.answer(0, Ok('empty'));

    cache.invalidate(['pharmacy', 'orders']);
    expect(ordersReader.last()).toEqual({ kind: 'ready', value: 'two orders', refreshing: true });
    expect(cartReader.last()).toEqual({ kind: 'ready', value: 'empty', refreshing: false });
    expect(orders.calls).toBe(2);
    expect(cart.calls).toBe(1);
  });

  it('refetches an invalidated query nobody reads on its next visit, even within the freshness window', async () => {
    const { cache } = setup();
    const server = controlledLoad<string>();
    const query = cache.query(['pharmacy', 'order', 'A1'], server.load);
    const visit = watch(query);
    await server.answer(0, Ok('placed'));
    visit.stop();

    cache.invalidate(['pharmacy']);
    expect(server.calls).toBe(1);
    watch(query);
    expect(server.calls).toBe(2);
  });

  it('drops an answer that left before an invalidation nobody was reading for, and asks again for the next reader', async () => {
    const { cache } = setup();
    const server = controlledLoad<string[]>();
    const query = cache.query(['pharmacy', 'prescriptions'], server.load);
    const early = watch(query);
    early.stop();
    // A prescription is uploaded while the first read is still out and no screen is reading.
    cache.invalidate(['pharmacy']);
    const visit = watch(query);
    expect(server.calls).toBe(2);
    await server.answer(0, Ok([]));
    expect(visit.last()).toEqual({ kind: 'loading' });
    await server.answer(1, Ok(['dr-iyer.jpg']));
    expect(visit.last()).toEqual({ kind: 'ready', value: ['dr-iyer.jpg'], refreshing: false });
  });

  it('shows what a command returned wherever the query is read, and keeps nothing for queries not held', async () => {
    const { cache } = setup();
    const server = controlledLoad<string>();
    const reader = watch(cache.query(['pharmacy', 'orders', 'A1'], server.load));
    await server.answer(0, Ok('placed'));

    cache.put(['pharmacy', 'orders', 'A1'], 'cancelled');
    cache.put(['pharmacy', 'orders', 'B2'], 'cancelled');
    expect(reader.last()).toEqual({ kind: 'ready', value: 'cancelled', refreshing: false });
    expect(cache.query(['pharmacy', 'orders', 'B2'], server.load).state).toEqual({ kind: 'loading' });
  });

  it('never shows one patient what was loaded for another', async () => {
    const token = { value: 'patient-a' as string | null };
    const { cache } = setup(token);
    const server = controlledLoad<string>();
    const visit = watch(cache.query(['account', 'profile'], server.load));
    await server.answer(0, Ok('Priya'));
    visit.stop();

    token.value = 'patient-b';
    const next = watch(cache.query(['account', 'profile'], server.load));
    expect(next.seen[0]).toEqual({ kind: 'loading' });
  });

  it('forgets the least recently used queries nobody reads beyond its capacity', async () => {
    const clock = new ManualClock();
    const cache = new QueryCache({ scope: () => 't', clock, capacity: 2 });
    let calls = 0;
    const load = async () => {
      calls += 1;
      return Ok(calls);
    };
    const first = cache.query(['a'], load);
    await first.value();
    cache.query(['b'], load);
    cache.query(['c'], load);
    expect(cache.query(['a'], load)).not.toBe(first);
  });
});

describe('the same data', () => {
  it('compares plain objects and arrays by content and dates by time', () => {
    expect(sameData({ a: [1, { b: 'x' }], at: new Date(5) }, { a: [1, { b: 'x' }], at: new Date(5) })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(new Date(5), new Date(6))).toBe(false);
  });

  it('never takes two other objects (a Map, a class) for the same, since their content is not in their keys', () => {
    expect(sameData(new Map([['a', 1]]), new Map([['a', 1]]))).toBe(false);
  });
});
