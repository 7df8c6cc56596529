import { Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { branchesByLab, LabFinder, ZIPCODE_FOR_LABS } from './labs';
import type { LabBranch } from './model';
import { CollectionZipcode } from './search';
import { testQueries } from '../shared/test-doubles';
import { LAL, memoryStore, testApi, THYROCARE } from './test-support';

function branch(id: string, lab = LAL, distanceKm: number | null = 1): LabBranch {
  return { id, lab, name: `${lab.name}, ${id}`, address: `${id} Road`, city: 'Bengaluru', pincode: '560038', timings: 'Every day 6:30 AM – 8:00 PM', distanceKm, homeCollection: true };
}

describe('labs lookup', () => {
  it('groups centres by lab, labs by name and centres nearest first', () => {
    const groups = branchesByLab([branch('b', THYROCARE, 3), branch('a', LAL, 5), branch('c', THYROCARE, 1)]);
    expect(groups.map((group) => [group.lab.name, group.branches.map((item) => item.id)])).toEqual([
      ['Dr Lal PathLabs', ['a']],
      ['Thyrocare', ['c', 'b']],
    ]);
  });

  it('asks for the pincode first, then looks near it', async () => {
    const nearbyLabs = vi.fn(async () => Ok([branch('a')]));
    const none = new LabFinder(testApi({ nearbyLabs }), new CollectionZipcode(memoryStore()), testQueries());
    const asked = await none.nearby().value();
    expect(asked.isErr() && asked.error).toEqual({ kind: 'zipcode-needed', message: ZIPCODE_FOR_LABS });
    expect(nearbyLabs).not.toHaveBeenCalled();
    const finder = new LabFinder(testApi({ nearbyLabs }), new CollectionZipcode(memoryStore({ zipcode: '560038' })), testQueries());
    expect((await finder.nearby().value()).unwrap()).toHaveLength(1);
    expect(nearbyLabs).toHaveBeenCalledWith({ zipcode: '560038', lat: null, long: null });
  });

  it('lists the whole city of the pincode', async () => {
    const labBranches = vi.fn(async () => Ok([branch('a'), branch('b')]));
    const finder = new LabFinder(
      testApi({ availability: async () => Ok({ serviceable: true, city: { id: 'bengaluru', name: 'Bengaluru', state: 'Karnataka' } }), labBranches }),
      new CollectionZipcode(memoryStore({ zipcode: '560038' })),
      testQueries(),
    );
    expect((await finder.inCity().value()).unwrap()).toHaveLength(2);
    expect(labBranches).toHaveBeenCalledWith('bengaluru');
  });

  it('reads the labs of a new pincode afresh and keeps those of the old one', async () => {
    const nearbyLabs = vi.fn(async ({ zipcode }: { zipcode: string | null }) => Ok([branch(zipcode ?? '')]));
    const zipcode = new CollectionZipcode(memoryStore({ zipcode: '560038' }));
    const finder = new LabFinder(testApi({ nearbyLabs }), zipcode, testQueries());
    await finder.nearby().value();
    zipcode.change('110001');
    expect((await finder.nearby().value()).unwrap().map((item) => item.id)).toEqual(['110001']);
    zipcode.change('560038');
    expect((await finder.nearby().value()).unwrap().map((item) => item.id)).toEqual(['560038']);
    expect(nearbyLabs).toHaveBeenCalledTimes(2);
  });
});
