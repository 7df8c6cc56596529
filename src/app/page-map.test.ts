import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes, type PageRoute } from '../../domain/navigation/routes';
import { pageFor } from './page-map';

const ROUTES = allRoutes();

const PAGE_ROUTES = ROUTES.filter((route): route is PageRoute => route.status !== 'redirect');

// Every relative import: static, type-only, re-export and lazy `import()`.
const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this spelling; try the next
    }
  }
  return null;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(RELATIVE_IMPORT)].flatMap((match) => sourceFile(resolve(dirname(file), match[1] ?? '')) ?? []);
}

/** An import chain from `start` back to itself, or null when `start` is in no cycle. */
function cycleThrough(start: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    for (const next of importsOf(file)) {
      if (next === start) return [...chain, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...chain, next]);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

describe('page map', () => {
  it('gives every page route of the table a page that loads', async () => {
    for (const route of PAGE_ROUTES) {
      const entry = pageFor(route);
      expect(entry, route.id).toBeDefined();
    }
    const home = pageFor(PAGE_ROUTES.find((route) => route.id === 'landing') as PageRoute);
    expect(((await home.preload()) as { default: unknown }).default).toBeTypeOf('function');
  });

  // Each page imports ./pages and the map imports each page: an import back to either would put every page in one cycle.
  it.each(['page-map.ts', 'pages.ts'])('keeps %s out of every import cycle', (file) => {
    const start = resolve(import.meta.dirname, file);
    expect(cycleThrough(start)?.map((step) => relative(import.meta.dirname, step)) ?? null).toBeNull();
  });
});
