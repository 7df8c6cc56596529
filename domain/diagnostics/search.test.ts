import { Err, Ok } from 'ts-results-es';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { testQueries } from '../shared/test-doubles';
import { CollectionZipcode, LabTestDetails, LabTestSearch } from './search';
import { memoryStore, testApi, testErrors } from './test-support';

const page = (q: string, id = 'LT0003', n = 1, total = 1) => ({ items: [{ id, name: q, kind: 'TEST' as const, parameterCount: 1, sampleType: 'BLOOD' as const, fastingHours: 0, turnaroundHours: 24, fromPricePaise: 39000, mrpPaise: 60000, labCount: 5 }], page: n, limit: 10, total });

describe('CollectionZipcode', () => {
  it('keeps only a valid pincode, under zipcode', () => {
    const store = memoryStore();
    const zipcode = new CollectionZipcode(store);
    expect(zipcode.change('12345').isErr()).toBe(true);
    expect(zipcode.change(' 560038 ').unwrap()).toBe('560038');
    expect(store.get('zipcode')).toBe('560038');
  });
});

describe('LabTestSearch', () => {
  it('searches page 1 of 10 with q and the stored zipcode', async () => {
    const search = vi.fn(async ({ q }: { q: string }) => Ok(page(q)));
    const labs = new LabTestSearch(testApi({ search }), new CollectionZipcode(memoryStore({ zipcode: '560038' })));
    labs.submit('hba1c');
    await vi.waitFor(() => expect(labs.current.kind).toBe('results'));
    expect(search).toHaveBeenCalledWith({ q: 'hba1c', page: 1, limit: 10, zipcode: '560038' });
  });

  it('waits 1000 ms after the last key and searches once', async () => {
    const search = vi.fn(async ({ q }: { q: string }) => Ok(page(q)));
    const scheduler = new VirtualTimeScheduler();
    const labs = new LabTestSearch(testApi({ search }), new CollectionZipcode(memoryStore()), scheduler);
    labs.type('hb');
    labs.type('hba1');
    expect(search).not.toHaveBeenCalled();
    scheduler.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ q: 'hba1' }));
  });

  it('says one letter is too short and calls nothing', async () => {
    const search = vi.fn();
    const labs = new LabTestSearch(testApi({ search }), new CollectionZipcode(memoryStore()));
    labs.submit('b');
    await vi.waitFor(() => expect(labs.current).toEqual({ kind: 'too-short', text: 'b' }));
    expect(search).not.toHaveBeenCalled();
  });

  it('asks for the next page of 10 with q and the same zipcode on show more', async () => {
    const search = vi.fn(async ({ q, page: n }: { q: string; page: number }) => Ok(page(q, `LT${n}`, n, 2)));
    const labs = new LabTestSearch(testApi({ search }), new CollectionZipcode(memoryStore({ zipcode: '560038' })));
    labs.submit('thyroid');
    await vi.waitFor(() => expect(labs.current.kind).toBe('results'));
    await labs.loadMore();
    expect(search).toHaveBeenLastCalledWith({ q: 'thyroid', page: 2, limit: 10, zipcode: '560038' });
    const shown = labs.current;
    expect(shown.kind === 'results' && shown.items.map((test) => test.id)).toEqual(['LT1', 'LT2']);
  });
});

describe('LabTestDetails.serviceability', () => {
  it('toasts the server’s reason when it refuses the check, since the search page goes on without a word', async () => {
    const { errors, toasts } = testErrors();
    const details = new LabTestDetails(
      testApi({ availability: async () => Err({ kind: 'rejected', message: 'Enter a pincode we collect from' }) }),
      new CollectionZipcode(memoryStore({ zipcode: '560038' })),
      errors,
      testQueries(),
    );
    expect((await details.serviceability()).isErr()).toBe(true);
    expect(toasts).toEqual(['Enter a pincode we collect from']);
  });

  it('asks nothing without a stored zipcode', async () => {
    const details = new LabTestDetails(testApi({}), new CollectionZipcode(memoryStore()), testErrors().errors, testQueries());
    expect((await details.serviceability()).unwrap()).toBeNull();
  });

  it('lists every city’s packages when the pincode’s city is unknown', async () => {
    const packages = vi.fn(async () => Ok([]));
    const details = new LabTestDetails(
      testApi({ availability: async () => Ok({ serviceable: false, city: null }), packages }),
      new CollectionZipcode(memoryStore({ zipcode: '999999' })),
      testErrors().errors,
      testQueries(),
    );
    await details.packages().value();
    expect(packages).toHaveBeenCalledWith(null);
  });
});
