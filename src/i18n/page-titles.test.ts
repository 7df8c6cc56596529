import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../domain/navigation/routes';

const ROUTES = allRoutes();

const hindi = import.meta.glob<Readonly<Record<string, string>>>('./titles/*/messages/hi.ts', { import: 'default', eager: true, query: '?source' });

// `?source`: the catalogues as written, before the build compiles them (scripts/compiled-catalogues.ts).
describe('page titles in Hindi', () => {
  it("every page of the route table has its Hindi title in its own area's catalogue, so no tab or heading falls back to English", () => {
    const missing = ROUTES.filter((route) => hindi[`./titles/${route.area}/messages/hi.ts`]?.[route.title] === undefined).map((route) => `${route.area}: ${route.title}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('no Hindi title is empty', () => {
    const empty = Object.entries(hindi).flatMap(([file, titles]) => Object.entries(titles).filter(([, text]) => text.trim() === '').map(([title]) => `${file}: ${title}`));
    expect(empty).toEqual([]);
  });
});
