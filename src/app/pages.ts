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
  const { Component, preload } = readyLazy(load);
  return { Page: Component, features, preload };
}

/**
 * A lazy component whose chunk, once it has arrived, is handed over as a thenable that answers
 * at once, so React.lazy renders it in the same pass instead of flashing its fallback; the first
 * render after start-up (src/main.tsx) relies on that to replace the prerendered page.
 */
export function readyLazy<P>(load: () => Promise<{ default: ComponentType<P> }>): {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<unknown>;
} {
  type Module = { default: ComponentType<P> };
  let loaded: Module | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() => (loaded === null ? preload() : ({ then: (resolve: (m: Module) => void) => resolve(loaded as Module) } as Promise<Module>)));
  return { Component, preload };
}
