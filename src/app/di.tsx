import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, useContext, useEffect, useReducer, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Observable, Subscription } from 'rxjs';
import type { FeatureName } from './modules';
import { TOKENS } from './tokens';
import { useHeldWhileAhead } from '../ui/drawn-ahead';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Components ask for use-cases and shell services by token, never for adapters. */
export function useUseCase<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useUseCase needs a ContainerProvider above it');
  return container.get(token);
}

/**
 * Shows `fallback` until the use-cases of these features are bound, then its children. Not a
 * suspension: a feature that fails to load is thrown to the nearest error boundary instead.
 * `preload` starts the caller's own chunk meanwhile, so the two arrive together.
 */
export function FeatureGate({
  features,
  preload,
  fallback,
  children,
}: {
  features: readonly FeatureName[];
  preload?: () => Promise<unknown>;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const loader = useUseCase(TOKENS.Features);
  const key = [...features].sort().join(',');
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [, rendered] = useReducer((count: number) => count + 1, 0);
  const ready = loader.isLoaded(features);

  useEffect(() => {
    if (ready) return;
    // Not "is it loaded by now": a load another caller started (the prefetch) may have finished
    // between this render and this effect, and then only a render of our own shows the page.
    preload?.().catch(() => undefined);
    let current = true;
    loader.load(features).then(
      () => current && rendered(),
      (error: unknown) => current && setFailure({ key, error }),
    );
    return () => {
      current = false;
    };
    // The key stands for the features: a new array with the same names is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader, key, ready]);

  if (failure !== null && failure.key === key) throw failure.error;
  return ready ? children : fallback;
}

interface ObservableStore<T> {
  subscribe(listener: () => void): () => void;
  snapshot(): T;
}

const stores = new WeakMap<Observable<unknown>, ObservableStore<unknown>>();

/**
 * One subscription per observable however many components read it; the last value is
 * kept so useSyncExternalStore sees a stable snapshot between emissions.
 */
function storeFor<T>(source$: Observable<T>, initial: T): ObservableStore<T> {
  const existing = stores.get(source$ as Observable<unknown>);
  if (existing) return existing as ObservableStore<T>;
  let value = initial;
  let subscription: Subscription | undefined;
  const listeners = new Set<() => void>();
  const store: ObservableStore<T> = {
    subscribe(listener) {
      listeners.add(listener);
      subscription ??= source$.subscribe((next) => {
        value = next;
        for (const l of listeners) l();
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          subscription?.unsubscribe();
          subscription = undefined;
        }
      };
    },
    snapshot: () => value,
  };
  stores.set(source$ as Observable<unknown>, store as ObservableStore<unknown>);
  return store;
}

/** The latest value of an observable. Pass an observable whose identity is stable. */
export function useObservable<T>(source$: Observable<T>, initial: T): T {
  const store = storeFor(source$, initial);
  // A page drawn ahead (hidden) is drawn with the latest value, as it would be shown.
  useHeldWhileAhead(store, store.subscribe);
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}
