import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock, testQueries } from '../shared/test-doubles';
import type { Near } from './model';
import { LOCATION_MESSAGES } from './near';
import { StoreFinder } from './stores';
import { deviceAt, deviceFailing, testPlacesApi, testStore } from './test-support';

const NEAR: Near = { kind: 'pincode', pincode: '560011' };

describe('pharmacy stores', () => {
  it('lists the stores near a place once, and opens one of them from the same list', async () => {
    const stores = vi.fn(async () => Ok([testStore('s1'), testStore('s2')]));
    const finder = new StoreFinder(testPlacesApi({ stores }), deviceAt(12.9, 77.5), new ManualClock(), testQueries());
    expect((await finder.near(NEAR).value()).unwrap()).toHaveLength(2);
    expect((await finder.store(NEAR, 's2').value()).unwrap().id).toBe('s2');
    expect(stores).toHaveBeenCalledTimes(1);
    expect(stores).toHaveBeenCalledWith(NEAR);
  });

  it('says Data Not Found for a store that is not near the place, and passes the list’s failure on', async () => {
    const finder = new StoreFinder(testPlacesApi({ stores: async () => Ok([testStore('s1')]) }), deviceAt(12.9, 77.5), new ManualClock(), testQueries());
    const missing = await finder.store(NEAR, 'nope').value();
    expect(missing.isErr() && missing.error).toEqual({ kind: 'not-found', message: 'Data Not Found' });
    const offline = new StoreFinder(testPlacesApi({ stores: async () => Err({ kind: 'network' }) }), deviceAt(12.9, 77.5), new ManualClock(), testQueries());
    const failed = await offline.store(NEAR, 's1').value();
    expect(failed.isErr() && failed.error).toEqual({ kind: 'network' });
  });

  it('tells open from closed by the app’s clock in India time', () => {
    const clock = new ManualClock(new Date('2026-11-26T23:30:00+05:30'));
    const finder = new StoreFinder(testPlacesApi(), deviceAt(12.9, 77.5), clock, testQueries());
    expect(finder.isOpen(testStore('s1'))).toBe(false);
    expect(finder.isOpen(testStore('s2', { hours: null }))).toBe(true);
  });

  it('says why without the device location, so the patient types a pincode', async () => {
    const finder = new StoreFinder(testPlacesApi(), deviceFailing('denied'), new ManualClock(), testQueries());
    const where = await finder.locate();
    expect(where.isErr() && where.error).toBe(LOCATION_MESSAGES.denied);
  });
});
