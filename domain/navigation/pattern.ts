import { allRoutes, type FlatRoute } from './routes';

/** One segment of a route pattern, ready for matching. */
export type Segment =
  | { kind: 'static'; text: string; lower: string }
  | { kind: 'param'; name: string; values?: readonly string[] }
  | { kind: 'splat' };

/** One concrete shape of a route: a pattern with optional segments has several. */
export interface CompiledRoute {
  route: FlatRoute;
  segments: readonly Segment[];
  rank: readonly number[];
}

// Lexicographic per segment, so the first segment that differs decides: '/auth/login'
// beats '/:product/…' and '/meraclinic/anything' stays the clinic's even where a
// '/:product/…' page would also fit. A closed-set param sits between static and free.
const RANK = { static: 4, closedParam: 3, param: 2, splat: 1 } as const;

interface PatternPart {
  segment: Segment;
  optional: boolean;
}

function parsePattern(route: FlatRoute): PatternPart[] {
  return route.pattern
    .split('/')
    .filter((text) => text !== '')
    .map((text): PatternPart => {
      if (text === '*') return { segment: { kind: 'splat' }, optional: false };
      if (text.startsWith(':')) {
        const optional = text.endsWith('?');
        const name = text.slice(1, optional ? -1 : undefined);
        const values = route.paramValues?.[name];
        const segment: Segment = values === undefined ? { kind: 'param', name } : { kind: 'param', name, values };
        return { segment, optional };
      }
      return { segment: { kind: 'static', text, lower: text.toLowerCase() }, optional: false };
    });
}

function rankOf(segment: Segment): number {
  if (segment.kind === 'static') return RANK.static;
  if (segment.kind === 'splat') return RANK.splat;
  return segment.values === undefined ? RANK.param : RANK.closedParam;
}

/** Every combination of present and absent optional segments, like React Router. */
function variants(parts: readonly PatternPart[]): Segment[][] {
  return parts.reduce<Segment[][]>(
    (shapes, part) =>
      part.optional
        ? [...shapes, ...shapes.map((shape) => [...shape, part.segment])]
        : shapes.map((shape) => [...shape, part.segment]),
    [[]],
  );
}

export function compileRoute(route: FlatRoute): CompiledRoute[] {
  return variants(parsePattern(route)).map((segments) => ({
    route,
    segments,
    rank: segments.map(rankOf),
  }));
}

/** Positive when `a` is the more specific shape. */
export function compareRank(a: readonly number[], b: readonly number[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

let compiled: readonly CompiledRoute[] | undefined;

/** Every route's pattern parsed, made at the first match (as `allRoutes`). */
export function compiledRoutes(): readonly CompiledRoute[] {
  return (compiled ??= allRoutes().flatMap(compileRoute));
}
