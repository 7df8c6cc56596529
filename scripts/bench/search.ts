import { percentile } from './stats';

export interface SearchTiming {
  catalogue: number;
  buildMs: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
}

/** Every prefix of three letters or more: how a typing patient drives a search. */
function prefixes(words: readonly string[]): string[] {
  return words.flatMap((word) => Array.from({ length: word.length - 2 }, (_, i) => word.slice(0, i + 3)));
}

/** Times `search` over every query, 5 rounds after one warm-up round. */
function timeQueries(catalogue: number, buildMs: number, queries: readonly string[], search: (query: string) => void): SearchTiming {
  for (const query of queries) search(query);
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const query of queries) {
      const t0 = performance.now();
      search(query);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return { catalogue, buildMs: Math.round(buildMs), queries: times.length, p50Ms: Number(percentile(times, 50).toFixed(3)), p95Ms: Number(percentile(times, 95).toFixed(3)) };
}

/** The fake backend's medicine search over 20,000 and 100,000 medicines. */
export async function searchTimings(): Promise<SearchTiming[]> {
  const { buildCatalogue, searchCatalogue } = await import('../../fakes/pharmacy/catalogue');
  const queries = prefixes(['paracetamol', 'dolo 650', 'azithromycin 500', 'pan 40', 'cetirizine', 'metformin', 'vitamin d3', 'amox', 'montair lc', 'ors']);
  const out: SearchTiming[] = [];
  for (const size of [20_000, 100_000]) {
    const started = performance.now();
    const catalogue = buildCatalogue(size);
    const buildMs = performance.now() - started;
    out.push(timeQueries(size, buildMs, queries, (query) => searchCatalogue(catalogue, query, 1, 30, '560001')));
  }
  return out;
}

/** The fake backend's lab-test search over 5,000 tests. */
export async function labTestSearchTimings(): Promise<SearchTiming> {
  const { buildLabCatalogue, searchLabTests } = await import('../../fakes/diagnostics/catalogue');
  const queries = prefixes(['hba1c', 'cbc', 'lipid profile', 'thyroid', 'vitamin d', 'vitamin b12', 'full body', 'liver function', 'kidney', 'glucose']);
  const size = 5_000;
  const started = performance.now();
  const catalogue = buildLabCatalogue(size);
  const buildMs = performance.now() - started;
  return timeQueries(size, buildMs, queries, (query) => searchLabTests(catalogue, query, 1, 10, '560001'));
}
