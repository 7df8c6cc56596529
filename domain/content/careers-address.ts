/**
 * /career's address: its path and the filter its query holds. Apart from the careers use-case
 * (and its form schemas), because the app's first script reads it to take a prerendered /career over.
 */

export const CAREERS_PATH = '/career';

/** The query parameters of a narrowed list (`searchOfFilter`): /career with one is not the whole list. */
export const OPENINGS_FILTER_PARAMS = ['team', 'city'] as const;

/** What the careers list is narrowed to: a team and a city, null for any. */
export interface OpeningsFilter {
  team: string | null;
  city: string | null;
}

/** The filter an address holds (?team=&city=), so a filtered list can be shared. */
export function filterFromSearch(search: string): OpeningsFilter {
  const query = new URLSearchParams(search);
  const pick = (name: string) => {
    const value = query.get(name)?.trim() ?? '';
    return value === '' ? null : value;
  };
  return { team: pick('team'), city: pick('city') };
}

export function searchOfFilter(filter: OpeningsFilter): string {
  const query = new URLSearchParams();
  if (filter.team !== null) query.set('team', filter.team);
  if (filter.city !== null) query.set('city', filter.city);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
