import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * A page drawn before the patient opens it: hidden, so its effects do not run and it subscribes
 * to nothing (src/app/RouteView.tsx draws the pages linked on screen this way). While it is
 * ahead, what it reads is held subscribed for it, so its data loads, and each change is counted
 * (`changes`) for `DrawnAheadPage` to draw the page again, from outside it. One per page for its whole
 * life: showing it changes the object, not the context, so nothing renders again for it.
 */
export class PageDrawnAhead {
  private readonly held = new Map<object, () => void>();
  private readonly watchers = new Set<() => void>();
  private counted = 0;

  constructor(private isAhead: boolean) {}

  get ahead(): boolean {
    return this.isAhead;
  }

  /** How many times what the page holds has changed since it was drawn. */
  get changes(): number {
    return this.counted;
  }

  /**
   * Keeps `source` subscribed (once) while the page is ahead. What it hands over while being
   * subscribed is what the render reading it sees anyway, so it is not counted: a page being
   * drawn must not be asked to draw itself again before it is in the document.
   */
  hold(source: object, subscribe: (listener: () => void) => () => void): void {
    if (!this.isAhead || this.held.has(source)) return;
    let subscribing = true;
    const stop = subscribe(() => {
      if (subscribing) return;
      this.counted += 1;
      for (const watcher of this.watchers) watcher();
    });
    subscribing = false;
    this.held.set(source, stop);
  }

  /** Calls `watcher` at each change of what the page holds, until the returned function is called. */
  watch(watcher: () => void): () => void {
    this.watchers.add(watcher);
    return () => {
      this.watchers.delete(watcher);
    };
  }

  /**
   * The page is shown: what it holds is let go before its readers subscribe themselves, so each
   * source counts a new reader (a query older than its freshness window is asked again).
   */
  shown(): void {
    this.isAhead = false;
    this.release();
  }

  /** The page is let go without being shown. */
  release(): void {
    for (const stop of this.held.values()) stop();
    this.held.clear();
  }
}

/** The page around a reader, and how many changes it has been drawn with. Outside RouteView's pages, none ahead. */
const DrawnAhead = createContext<{ readonly page: PageDrawnAhead; readonly changes: number }>({ page: new PageDrawnAhead(false), changes: 0 });

/**
 * Gives a page (`children`: its `<Activity>`) to its readers, and draws them again each time what
 * it holds changes, by a new count in the context. It must sit outside the `<Activity>`, so its
 * effect runs while the page is hidden.
 */
export function DrawnAheadPage({ page, children }: { page: PageDrawnAhead; children: ReactNode }) {
  const [changes, setChanges] = useState(page.changes);
  useEffect(() => {
    const update = () => setChanges(page.changes);
    // A change counted before this effect ran (the page drew before its frame was committed) counts too.
    update();
    return page.watch(update);
  }, [page]);
  const value = useMemo(() => ({ page, changes }), [page, changes]);
  return <DrawnAhead.Provider value={value}>{children}</DrawnAhead.Provider>;
}

/** For a hook reading `source` through `subscribe`: while the page around is drawn ahead, holds it subscribed. */
export function useHeldWhileAhead(source: object | null, subscribe: ((listener: () => void) => () => void) | null): void {
  const { page } = useContext(DrawnAhead);
  if (page.ahead && source !== null && subscribe !== null) page.hold(source, subscribe);
}
