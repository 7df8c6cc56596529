/**
 * What a page is: the props every page of src/features takes and how its chunk loads.
 * Features import this file, so it must never import a page (or the page map, page-map.ts):
 * that would put every page in one import cycle (page-map.test.ts guards it).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageRoute } from '../../domain/navigation/routes';
import type { FeatureName } from './modules';

export interface PageProps {
  route: PageRoute;
  params: Readonly<Record<string, string>>;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/** A lazy page and the feature modules whose use-cases it asks for. */
export interface PageEntry {
  readonly Page: Page;
  readonly features: readonly FeatureName[];
  /** Fetches the page's chunk; once it has arrived the page renders without suspending. */
  readonly preload: () => Promise<unknown>;
}

type PageModule = { default: ComponentType<PageProps> };

export function page(load: () => Promise<PageModule>, features: readonly FeatureName[] = []): PageEntry {
  let loaded: PageModule | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // A chunk that has already arrived is handed over as a thenable that answers at once, so
  // React.lazy renders the page in the same pass instead of flashing its loading state; the
  // first render after start-up (src/main.tsx) relies on that to replace the prerendered page.
  const Page = lazy(() => (loaded === null ? preload() : ({ then: (resolve: (m: PageModule) => void) => resolve(loaded as PageModule) } as Promise<PageModule>)));
  return { Page, features, preload };
}
