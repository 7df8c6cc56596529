import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FlatRoute } from '../../domain/navigation/routes';

export interface PageProps {
  route: FlatRoute;
  params: Readonly<Record<string, string>>;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/** Pages that exist today; every other route shows what its feature will bring. */
const BUILT: Record<string, Page> = {
  landing: lazy(() => import('../features/home/LandingPage')),
  'auth-login': lazy(() => import('../features/session/LoginPage')),
  'patient-my-profile': lazy(() => import('../features/account/MyProfilePage')),
};

const ComingSoon: Page = lazy(() => import('../features/coming-soon/ComingSoonPage'));

export function pageFor(route: FlatRoute): Page {
  return BUILT[route.id] ?? ComingSoon;
}

export const NotFoundPage: Page = lazy(() => import('./NotFoundPage'));
