import { createContext, useContext, useReducer } from 'react';

/**
 * A page drawn before the patient opens it: hidden, so its effects do not run and it subscribes
 * to nothing (src/app/RouteView.tsx draws the pages linked on screen this way). While it is
 * ahead, what it reads is held subscribed for it, so its data loads and it draws itself again
 * with it, and a first visit only reveals it. One per page for its whole life: showing it
 * changes the object, not the context, so nothing renders again for it.
 */
export class PageDrawnAhead {
  private readonly held: { source: object; listener: () => void; stop: () => void }[] = [];

  constructor(private isAhead: boolean) {}

  get ahead(): boolean {
    return this.isAhead;
  }

  /** Keeps `source` subscribed for one reader of the page (once), while the page is ahead. */
  hold(source: object, listener: () => void, subscribe: (listener: () => void) => () => void): void {
    if (!this.isAhead || this.held.some((held) => held.source === source && held.listener === listener)) return;
    this.held.push({ source, listener, stop: subscribe(listener) });
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
    for (const held of this.held.splice(0)) held.stop();
  }
}

/** The page around a reader; outside RouteView's pages, none ahead. */
export const DrawnAhead = createContext(new PageDrawnAhead(false));

/**
 * For a hook reading `source` through `subscribe`: while the page around is drawn ahead, holds
 * it subscribed and draws the reader again at each change.
 */
export function useHeldWhileAhead(source: object | null, subscribe: ((listener: () => void) => () => void) | null): void {
  const page = useContext(DrawnAhead);
  const [, drawAgain] = useReducer((draws: number) => draws + 1, 0);
  if (page.ahead && source !== null && subscribe !== null) page.hold(source, drawAgain, subscribe);
}
