import { describe, expect, it } from 'vitest';
import { filterFromSearch, searchOfFilter } from './careers-address';

describe("/career's address", () => {
  it('keeps the filter of the list, so a filtered list can be shared', () => {
    const filter = { team: 'Customer care', city: 'Hyderabad' };
    expect(filterFromSearch(searchOfFilter(filter))).toEqual(filter);
    expect(searchOfFilter({ team: null, city: null })).toBe('');
    expect(filterFromSearch('?team=&city=%20')).toEqual({ team: null, city: null });
  });
});
