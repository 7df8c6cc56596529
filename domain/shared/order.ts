/**
 * Orders text by its UTF-16 code units: for the server's dates and times ('2026-11-25',
 * '2026-11-25T09:30:00+05:30' in one zone), ids and codes, where that is the right order. Not
 * `localeCompare`: its first call on a page loads the browser's collation data (17–50 ms of the
 * main thread here, docs/benchmark.md "Intl's first use"), and these strings need no language's rules.
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
