/**
 * `npm run bench`: what a patient downloads and how fast the pages are. A benchmark, not a
 * test: it prints figures and writes bench/results.json so two commits can be compared.
 *
 *   BENCH_ONLY=route-change,add-to-cart (only these parts: sizes, lighthouse, search, add-to-cart, route-change, records, wearables)
 *   BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_ROUTE_CHANGE=1 (leave out the two slowest parts)
 *   BENCH_SKIP_BUILD=1 (reuse bench/dist/ and bench/dist-demo/)
 *   BENCH_RUNS=3 (Lighthouse runs per route and form factor; the median is reported)
 *   BENCH_ROUTES=/,/hi/auth/login (Lighthouse on these routes only; by default the key routes in English and in Hindi, and the content routes)
 *   BENCH_LIGHTHOUSE_BUILD=demo (Lighthouse on the sales demo instead of the live build: scripts/bench/lighthouse.ts)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addToCartTimings, type AddToCartTiming } from './bench/add-to-cart';
import { build, chunkFigures, CONTENT_ROUTES, firstVisits, KEY_ROUTES, LIVE_DIR, ROOT, type ChunkFigure, type FirstVisits } from './bench/builds';
import { lighthouseFigures, type LighthouseBuild, type LighthouseFigures } from './bench/lighthouse';
import { recordsTimings, type RecordsTiming } from './bench/records';
import { routeChangeTimings, type RouteChangeTiming } from './bench/route-change';
import { labTestSearchTimings, searchTimings, type SearchTiming } from './bench/search';
import { wearablesTimings, type WearablesTiming } from './bench/wearables';

const PARTS = ['sizes', 'lighthouse', 'search', 'add-to-cart', 'route-change', 'records', 'wearables'] as const;
type Part = (typeof PARTS)[number];

function selectedParts(): Set<Part> {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  const unknown = only?.filter((name) => !(PARTS as readonly string[]).includes(name)) ?? [];
  if (unknown.length > 0) throw new Error(`BENCH_ONLY names no part ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
  const parts = new Set<Part>((only as Part[] | undefined) ?? PARTS);
  if (process.env.BENCH_SKIP_LIGHTHOUSE) parts.delete('lighthouse');
  if (process.env.BENCH_SKIP_ROUTE_CHANGE) parts.delete('route-change');
  return parts;
}

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A key route's address in Hindi (/hi/…, prerendered): the budget holds in both languages. */
const inHindi = (route: string) => `/hi${route}`;
const LIGHTHOUSE_BUILD: LighthouseBuild = process.env.BENCH_LIGHTHOUSE_BUILD === 'demo' ? 'demo' : 'live';
const LIGHTHOUSE_ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : [...KEY_ROUTES, ...KEY_ROUTES.map(inHindi), ...CONTENT_ROUTES];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printSizes(chunks: ChunkFigure[], visits: FirstVisits): void {
  console.log('\nRoute chunks of the live build (gzip):');
  for (const chunk of chunks) console.log(`  ${chunk.file.padEnd(44)} ${kb(chunk.gzip).padStart(10)}  (${kb(chunk.bytes)} raw)`);
  console.log('\nFirst visit, JavaScript and CSS downloaded (gzip):');
  for (const [route, visit] of Object.entries(visits)) {
    const foreign = visit.foreign.length ? `  ships: ${visit.foreign.join(', ')}` : '';
    console.log(`  ${route.padEnd(26)} ${kb(visit.gzip).padStart(10)}  ${visit.files.length} files${foreign}`);
  }
}

function printLighthouse(results: LighthouseFigures): void {
  console.log(`\nLighthouse on the ${LIGHTHOUSE_BUILD} build (median of ${RUNS}):`);
  console.log('  route                      form     perf  a11y  bp   seo   LCP ms  TBT ms  CLS');
  for (const [route, factors] of Object.entries(results)) {
    for (const [factor, f] of Object.entries(factors)) {
      console.log(
        `  ${route.padEnd(26)} ${factor.padEnd(8)} ${String(f.performance).padStart(4)} ${String(f.accessibility).padStart(5)} ${String(f.bestPractices).padStart(4)} ${String(f.seo).padStart(5)} ${String(f.lcpMs).padStart(8)} ${String(f.tbtMs).padStart(7)}  ${f.cls}`,
      );
    }
  }
}

function printSearch(search: SearchTiming[], labTestSearch: SearchTiming): void {
  console.log('\nFake backend medicine search (every prefix of 10 real queries, 5 rounds):');
  for (const t of search) {
    console.log(`  ${String(t.catalogue).padStart(7)} medicines  build ${t.buildMs} ms  p50 ${t.p50Ms} ms  p95 ${t.p95Ms} ms  (${t.queries} queries)`);
  }
  console.log('\nFake backend lab-test search (every prefix of 10 real queries, 5 rounds):');
  console.log(`  ${String(labTestSearch.catalogue).padStart(7)} tests      build ${labTestSearch.buildMs} ms  p50 ${labTestSearch.p50Ms} ms  p95 ${labTestSearch.p95Ms} ms  (${labTestSearch.queries} queries)`);
}

function printAddToCart(addToCart: AddToCartTiming): void {
  console.log(`\nAdd to cart -> header badge, demo build, CPU ${addToCart.cpuSlowdown}x slower (${addToCart.clicks} clicks):`);
  console.log(`  p50 ${addToCart.p50Ms} ms  p95 ${addToCart.p95Ms} ms  max ${addToCart.maxMs} ms`);
}

function printRouteChange(routeChange: RouteChangeTiming): void {
  console.log(`\nRoute change -> new page's content painted, demo build, CPU ${routeChange.cpuSlowdown}x slower (${routeChange.transitions} link clicks):`);
  console.log(`  all          p50 ${routeChange.p50Ms} ms  p95 ${routeChange.p95Ms} ms  max ${routeChange.maxMs} ms`);
  const { firstVisits: first, revisits } = routeChange;
  console.log(`  first visit  p50 ${first.p50Ms} ms  p95 ${first.p95Ms} ms  (${first.count})`);
  console.log(`  revisit      p50 ${revisits.p50Ms} ms  p95 ${revisits.p95Ms} ms  (${revisits.count})`);
  console.log(`  until the main thread is free after that frame: p50 ${routeChange.settled.p50Ms} ms  p95 ${routeChange.settled.p95Ms} ms`);
}

function printRecords(records: RecordsTiming): void {
  const { render, renderCpu, firstOpen } = records;
  const verdict = renderCpu.scriptingTimesSlowdownMs < records.budgetMs ? 'within' : 'OVER';
  console.log(`\nHealth records page with ${records.records} documents, demo build, CPU ${records.cpuSlowdown}x slower (median of ${records.runs} runs):`);
  console.log(`  render      scripting ${renderCpu.scriptingTimesSlowdownMs} ms (${renderCpu.scriptingMs} ms at this machine's speed, times ${records.cpuSlowdown}: ${verdict} the ${records.budgetMs} ms budget)`);
  console.log(`              throttled: scripting ${render.scriptingMs} ms  main-thread tasks ${render.taskMs} ms  painted ${render.paintedMs} ms after the click`);
  console.log(`  first open  scripting ${firstOpen.scriptingMs} ms (with the demo backend's work)  main-thread tasks ${firstOpen.taskMs} ms  painted ${firstOpen.paintedMs} ms after the click`);
}

function printWearables(wearables: WearablesTiming): void {
  const { firstMonth, monthAgain, firstMonthCpu, monthAgainCpu, cpuSlowdown } = wearables;
  console.log(`\nA month of wearable charts, scripting, demo build, CPU ${cpuSlowdown}x slower (median of ${wearables.runs} page loads, budget ${wearables.budgetMs} ms):`);
  console.log(`  at this machine's speed, times ${cpuSlowdown}: first month ${firstMonthCpu.timesSlowdownMs} ms (${firstMonthCpu.runsMs.join(', ')}), month again ${monthAgainCpu.timesSlowdownMs} ms (${monthAgainCpu.runsMs.join(', ')}): ${wearables.withinBudget ? 'within' : 'OVER'} budget`);
  console.log(`  throttled: first month ${firstMonth.medianMs} ms (${firstMonth.runsMs.join(', ')}), month again ${monthAgain.medianMs} ms (${monthAgain.runsMs.join(', ')})`);
}

async function main(): Promise<void> {
  const parts = selectedParts();
  if (!process.env.BENCH_SKIP_BUILD) {
    build({ live: parts.has('sizes') || (parts.has('lighthouse') && LIGHTHOUSE_BUILD === 'live'), demo: (parts.has('lighthouse') && LIGHTHOUSE_BUILD === 'demo') || parts.has('add-to-cart') || parts.has('route-change') || parts.has('records') || parts.has('wearables') });
  }
  const chunks = parts.has('sizes') ? chunkFigures(LIVE_DIR) : null;
  const search = parts.has('search') ? await searchTimings() : null;
  const labTestSearch = parts.has('search') ? await labTestSearchTimings() : null;
  const visits = parts.has('sizes') ? await firstVisits() : null;
  const addToCart = parts.has('add-to-cart') ? await addToCartTimings() : null;
  const routeChange = parts.has('route-change') ? await routeChangeTimings() : null;
  const records = parts.has('records') ? await recordsTimings() : null;
  const wearables = parts.has('wearables') ? await wearablesTimings() : null;
  const lighthouse = parts.has('lighthouse') ? await lighthouseFigures(LIGHTHOUSE_ROUTES, RUNS, LIGHTHOUSE_BUILD) : null;

  if (chunks && visits) printSizes(chunks, visits);
  if (lighthouse) printLighthouse(lighthouse);
  if (search && labTestSearch) printSearch(search, labTestSearch);
  if (addToCart) printAddToCart(addToCart);
  if (routeChange) printRouteChange(routeChange);
  if (records) printRecords(records);
  if (wearables) printWearables(wearables);

  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  const results = { at: new Date().toISOString(), chunks, firstVisits: visits, lighthouse, search, labTestSearch, addToCart, routeChange, records, wearables };
  writeFileSync(path.join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWrote bench/results.json');
}

await main();
