import { buildPath } from '../../domain/navigation/match';
import type { FlatRoute } from '../../domain/navigation/routes';

/** A concrete address for every route of the table. */
export function sampleAddress(route: FlatRoute): string {
  const params: Record<string, string> = {};
  for (const match of route.pattern.matchAll(/:([A-Za-z]+)\??/g)) {
    const name = match[1] ?? '';
    params[name] = route.paramValues?.[name]?.[0] ?? (name === 'product' ? 'healthcare' : '42');
  }
  return buildPath(route.pattern.replace('/*', '/room1'), params);
}
