import { buildPath } from '../../domain/navigation/match';
import { routeById, type FlatRoute, type RouteId } from '../../domain/navigation/routes';

/** A concrete address for every route of the table. */
export function sampleAddress(route: FlatRoute): string {
  const params: Record<string, string> = {};
  for (const match of route.pattern.matchAll(/:([A-Za-z]+)\??/g)) {
    const name = match[1] ?? '';
    params[name] = route.paramValues?.[name]?.[0] ?? (name === 'product' ? 'healthcare' : '42');
  }
  return buildPath(route.pattern.replace('/*', '/room1'), params);
}

/**
 * Steps that only make sense with something in memory from the step before (the number an
 * OTP was sent to, a verified reset code): opened cold, they send the user back to that step.
 */
const STEP_BACK: Readonly<Partial<Record<RouteId, RouteId>>> = {
  'auth-verify-otp': 'auth-login',
  'auth-verify-otp-password-reset': 'auth-forgot-password',
  'auth-create-password': 'auth-forgot-password',
};

/** The page a route's sample address shows, opened cold: the route itself, or the step before it. */
export function landingOf(route: FlatRoute): { path: string; route: FlatRoute } {
  const stepBack = STEP_BACK[route.id];
  return stepBack === undefined ? { path: sampleAddress(route).split('?')[0] ?? '', route } : { path: routeById(stepBack).pattern, route: routeById(stepBack) };
}
