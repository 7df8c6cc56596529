import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Observable, Subscription } from 'rxjs';

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
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}
