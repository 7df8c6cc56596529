import { Err, type Result } from 'ts-results-es';
import type { ApiError } from '../shared/errors';
import type { Query, QueryCache } from '../shared/query';
import type { Lab, LabBranch, LabBranchDetail } from './model';
import type { DiagnosticsApi } from './ports';
import { DIAGNOSTIC_QUERIES } from './queries';
import type { CollectionZipcode } from './search';

export type LabFinderError = { kind: 'zipcode-needed'; message: string } | ApiError;

export const ZIPCODE_FOR_LABS = 'Add your pincode to see the labs near you.';

/** Centres grouped by lab, labs by name, each lab's centres nearest first (then by name). */
export function branchesByLab(branches: readonly LabBranch[]): { lab: Lab; branches: LabBranch[] }[] {
  const groups = new Map<string, { lab: Lab; branches: LabBranch[] }>();
  for (const branch of branches) {
    const group = groups.get(branch.lab.id) ?? { lab: branch.lab, branches: [] };
    group.branches.push(branch);
    groups.set(branch.lab.id, group);
  }
  const near = (a: LabBranch, b: LabBranch) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.name.localeCompare(b.name);
  return [...groups.values()].map((group) => ({ ...group, branches: group.branches.sort(near) })).sort((a, b) => a.lab.name.localeCompare(b.lab.name));
}

/**
 * The labs lookup (/mdiagnostic group): centres near the collection zipcode (POST nearby
 * labs), every centre of the zipcode's city (GET lab branches), and one centre with its tests.
 */
export class LabFinder {
  constructor(
    private readonly api: DiagnosticsApi,
    private readonly zipcode: CollectionZipcode,
    private readonly queries: QueryCache,
  ) {}

  /** Centres near the collection zipcode, as it is now. */
  nearby(): Query<LabBranch[], LabFinderError> {
    const zipcode = this.zipcode.current;
    return this.queries.query(DIAGNOSTIC_QUERIES.labsNearby(zipcode), async (): Promise<Result<LabBranch[], LabFinderError>> => {
      if (zipcode === null) return Err({ kind: 'zipcode-needed', message: ZIPCODE_FOR_LABS });
      return this.api.nearbyLabs({ zipcode, lat: null, long: null });
    });
  }

  /** Every centre of the zipcode's city. */
  inCity(): Query<LabBranch[], LabFinderError> {
    const zipcode = this.zipcode.current;
    return this.queries.query(DIAGNOSTIC_QUERIES.labsInCity(zipcode), async (): Promise<Result<LabBranch[], LabFinderError>> => {
      if (zipcode === null) return Err({ kind: 'zipcode-needed', message: ZIPCODE_FOR_LABS });
      const where = await this.api.availability({ zipcode, lat: null, long: null });
      if (where.isErr()) return where;
      if (where.value.city === null) return this.api.nearbyLabs({ zipcode, lat: null, long: null });
      return this.api.labBranches(where.value.city.id);
    });
  }

  branch(id: string): Query<LabBranchDetail> {
    return this.queries.query(DIAGNOSTIC_QUERIES.labBranch(id), () => this.api.labBranch(id));
  }
}
