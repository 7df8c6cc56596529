import { Ok, type Result } from 'ts-results-es';
import type { LabBranch, LabBranchDetail } from '../../domain/diagnostics/model';
import { LAB_SEARCH_MIN_LENGTH } from '../../domain/diagnostics/packages';
import type { ApiError } from '../../domain/shared/errors';
import { normaliseSearchText } from '../search-index';
import { cityCentre, demoBranches, kmBetween, type FakeBranch } from './branches';
import { cityForPincode, type LabCatalogue } from './catalogue';
import { DIAGNOSTICS_ERRORS, notFound, rejected } from './errors';
import { DEMO_CITIES } from './tests';

/** How far "nearby" reaches, and how many centres it lists. */
export const NEARBY_KM = 15;
export const NEARBY_LIMIT = 20;
const BRANCHES = demoBranches();

function publicBranch(branch: FakeBranch, distanceKm: number | null): LabBranch {
  return {
    id: branch.id,
    lab: { ...branch.lab, accreditations: [...branch.lab.accreditations] },
    name: branch.name,
    address: branch.address,
    city: branch.city,
    pincode: branch.pincode,
    timings: branch.timings,
    distanceKm,
    homeCollection: branch.homeCollection,
  };
}

/** The labs' walk-in centres: near a place, found by name, listed per city, and one with its tests. */
export class FakeLabCentres {
  constructor(private readonly catalogueOf: () => LabCatalogue) {}

  nearbyLabs(query: { zipcode: string | null; lat: number | null; long: number | null }): Result<LabBranch[], ApiError> {
    const hasPoint = query.lat !== null && query.long !== null;
    if (hasPoint && (!Number.isFinite(query.lat) || !Number.isFinite(query.long) || Math.abs(query.lat as number) > 90 || Math.abs(query.long as number) > 180)) {
      return rejected(DIAGNOSTICS_ERRORS.coordinates);
    }
    if (!hasPoint && query.zipcode === null) return rejected(DIAGNOSTICS_ERRORS.placeNeeded);
    if (!hasPoint && !/^[1-9]\d{5}$/.test(query.zipcode ?? '')) return rejected(DIAGNOSTICS_ERRORS.zipcode);
    const city = hasPoint ? null : cityForPincode(query.zipcode);
    const from = hasPoint ? { latitude: query.lat as number, longitude: query.long as number } : city === null ? null : cityCentre(city.name);
    if (from === null) return Ok([]);
    return Ok(
      BRANCHES.map((branch) => publicBranch(branch, kmBetween(from, branch.at)))
        .filter((branch) => (branch.distanceKm ?? Infinity) <= NEARBY_KM)
        .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.name.localeCompare(b.name))
        .slice(0, NEARBY_LIMIT),
    );
  }

  searchLabs(query: { q: string; cityId: string | null }): Result<LabBranch[], ApiError> {
    const words = normaliseSearchText(query.q).split(' ').filter((word) => word !== '');
    if (words.join(' ').length < LAB_SEARCH_MIN_LENGTH) return rejected(DIAGNOSTICS_ERRORS.labSearchQuery);
    if (query.cityId !== null && !DEMO_CITIES.some((city) => city.id === query.cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    return Ok(
      BRANCHES.filter((branch) => query.cityId === null || branch.cityId === query.cityId)
        .filter((branch) => {
          const tokens = normaliseSearchText(`${branch.lab.name} ${branch.name} ${branch.address} ${branch.city} ${branch.pincode}`).split(' ');
          return words.every((word) => tokens.some((token) => token.startsWith(word)));
        })
        .map((branch) => publicBranch(branch, null))
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, NEARBY_LIMIT),
    );
  }

  labBranches(cityId: string): Result<LabBranch[], ApiError> {
    if (!DEMO_CITIES.some((city) => city.id === cityId)) return rejected(DIAGNOSTICS_ERRORS.unknownCity);
    return Ok(BRANCHES.filter((branch) => branch.cityId === cityId).map((branch) => publicBranch(branch, null)));
  }

  labBranch(id: string): Result<LabBranchDetail, ApiError> {
    const branch = BRANCHES.find((candidate) => candidate.id === id);
    if (!branch) return notFound();
    // A centre lists the everyday tests and packages, not the specialised generated ones (LT1000 on).
    const tests = this.catalogueOf()
      .entries.filter((entry) => !entry.id.startsWith('LT1') && entry.prices.has(branch.lab.id))
      .map((entry) => {
        const price = entry.prices.get(branch.lab.id) as { mrpPaise: number; pricePaise: number };
        return { ...this.catalogueOf().summary(entry, branch.cityId), fromPricePaise: price.pricePaise, mrpPaise: price.mrpPaise, labCount: 1 };
      });
    return Ok({ ...publicBranch(branch, null), tests });
  }
}
