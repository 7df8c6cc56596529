import { Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { branchesByLab, distanceText, LabFinder, ZIPCODE_FOR_LABS } from './labs';
import type { LabBranch } from './model';
import { CollectionZipcode } from './search';
import { LAL, memoryStore, testApi, testErrors, THYROCARE } from './test-support';

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

  it('says distances as people do', () => {
    expect(distanceText(0.85)).toBe('850 m away');
    expect(distanceText(2.44)).toBe('2.4 km away');
  });

  it('asks for the pincode first, then looks near it', async () => {
    const nearbyLabs = vi.fn(async () => Ok([branch('a')]));
    const none = new LabFinder(testApi({ nearbyLabs }), new CollectionZipcode(memoryStore()), testErrors().errors);
    const asked = await none.nearby();
    expect(asked.isErr() && asked.error).toEqual({ kind: 'zipcode-needed', message: ZIPCODE_FOR_LABS });
    expect(nearbyLabs).not.toHaveBeenCalled();
    const finder = new LabFinder(testApi({ nearbyLabs }), new CollectionZipcode(memoryStore({ zipcode: '560038' })), testErrors().errors);
    expect((await finder.nearby()).unwrap()).toHaveLength(1);
    expect(nearbyLabs).toHaveBeenCalledWith({ zipcode: '560038', lat: null, long: null });
  });

  it('lists the whole city of the pincode', async () => {
    const labBranches = vi.fn(async () => Ok([branch('a'), branch('b')]));
    const finder = new LabFinder(
      testApi({ availability: async () => Ok({ serviceable: true, city: { id: 'bengaluru', name: 'Bengaluru', state: 'Karnataka' } }), labBranches }),
      new CollectionZipcode(memoryStore({ zipcode: '560038' })),
      testErrors().errors,
    );
    expect((await finder.inCity()).unwrap()).toHaveLength(2);
    expect(labBranches).toHaveBeenCalledWith('bengaluru');
  });
});
