import type { Container } from 'inversify';
import type { Backend } from './backend';

/**
 * The ports and use-cases of one area of the product, bound into the container when a page of
 * that area is first shown. The shell (session, header, menus, toasts and the user port) is bound
 * up front in container.ts; everything else waits, so a first visit downloads only what it shows.
 */
export interface FeatureModule {
  /** Features whose bindings this one's use-cases resolve. */
  readonly requires: readonly FeatureName[];
  /** Binds the area's ports (from `backend`, whichever is in use) and its use-cases. */
  bind(container: Container, backend: Backend): void;
}

const FEATURE_MODULES = {
  queries: () => import('./queries/module'),
  auth: () => import('./auth/module'),
  account: () => import('./account/module'),
  content: () => import('./content/module'),
  payments: () => import('./payments/module'),
  subscriptions: () => import('./subscriptions/module'),
  places: () => import('./places/module'),
  pharmacy: () => import('./pharmacy/module'),
  family: () => import('./family/module'),
  'medical-history': () => import('./medical-history/module'),
  notifications: () => import('./notifications/module'),
  records: () => import('./records/module'),
  consultations: () => import('./consultations/module'),
  diagnostics: () => import('./diagnostics/module'),
  abha: () => import('./abha/module'),
  wearables: () => import('./wearables/module'),
} satisfies Record<string, () => Promise<{ feature: FeatureModule }>>;

export type FeatureName = keyof typeof FEATURE_MODULES;

export const ALL_FEATURES = Object.keys(FEATURE_MODULES) as FeatureName[];

/** A promise that says when it has settled, so a render can tell without waiting. */
type Tracked = Promise<void> & { status?: 'fulfilled' };

/** Loads and binds feature modules into one container, each once; a failed load can be retried. */
export class FeatureLoader {
  private readonly features = new Map<FeatureName, Promise<void>>();
  private readonly sets = new Map<string, Tracked>();

  constructor(
    private readonly container: Container,
    private readonly backend: Backend,
  ) {
    const none: Tracked = Promise.resolve();
    none.status = 'fulfilled';
    this.sets.set('', none);
  }

  /** The same promise for the same set of features, however often it is asked for. */
  load(names: readonly FeatureName[]): Promise<void> {
    const key = [...names].sort().join(',');
    let loading = this.sets.get(key);
    if (loading === undefined) {
      const tracked: Tracked = Promise.all(names.map((name) => this.loadOne(name))).then(() => {
        tracked.status = 'fulfilled';
      });
      // A chunk that failed to arrive must be fetched again next time, not remembered as failed.
      tracked.catch(() => this.sets.delete(key));
      this.sets.set(key, tracked);
      loading = tracked;
    }
    return loading;
  }

  isLoaded(names: readonly FeatureName[]): boolean {
    return this.sets.get([...names].sort().join(','))?.status === 'fulfilled';
  }

  private loadOne(name: FeatureName): Promise<void> {
    let loading = this.features.get(name);
    if (loading === undefined) {
      loading = FEATURE_MODULES[name]().then(async ({ feature }) => {
        await Promise.all(feature.requires.map((required) => this.loadOne(required)));
        feature.bind(this.container, this.backend);
      });
      loading.catch(() => this.features.delete(name));
      this.features.set(name, loading);
    }
    return loading;
  }
}
