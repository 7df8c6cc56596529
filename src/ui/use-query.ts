import { useState, useSyncExternalStore } from 'react';
import type { Query, QueryState } from '../../domain/shared/query';
import { useHeldWhileAhead } from './drawn-ahead';

const WAITING = { kind: 'loading' } as const;
const never = () => () => undefined;

/** The state each query last handed a component. */
const handedOut = new WeakMap<Query<unknown, unknown>, QueryState<unknown, unknown>>();

/**
 * The query's state, or the one handed out before while the value shown is the same: a
 * background refresh of a page the patient comes back to (`refreshing`, then the same data
 * again) then re-renders nothing, so the page is on screen and answering sooner.
 */
function shownState<T, E>(query: Query<T, E>): QueryState<T, E> {
  const state = query.state;
  const before = handedOut.get(query as Query<unknown, unknown>) as QueryState<T, E> | undefined;
  if (before?.kind === 'ready' && state.kind === 'ready' && before.value === state.value) return before;
  handedOut.set(query as Query<unknown, unknown>, state as QueryState<unknown, unknown>);
  return state;
}

/**
 * The one way a component reads server data: the state of a use-case's query, kept in step
 * with the data it shows (`refreshing` is the query's own business: no screen shows it).
 * `null` stands for a query the screen cannot ask yet (no one signed in, no id).
 */
export function useQuery<T, E>(query: Query<T, E> | null): QueryState<T, E> {
  // A page drawn ahead (hidden) loads its data before it is opened.
  useHeldWhileAhead(query, query?.subscribe ?? null);
  return useSyncExternalStore(
    query?.subscribe ?? never,
    () => (query === null ? WAITING : shownState(query)),
    () => (query === null ? WAITING : shownState(query)),
  );
}

/**
 * `useQuery` for a screen whose query changes with a choice made on it (a chart's period): while
 * the new query has nothing to show yet, the value shown before stays on screen, `busy`, in place
 * of a loading state, so the screen keeps its shape and what it drew (a chart takes the new
 * numbers on the same canvas). A failure is shown as it is, and nothing is kept past it.
 */
export function useQueryKeepingShown<T, E>(query: Query<T, E> | null): { state: QueryState<T, E>; busy: boolean } {
  const state = useQuery(query);
  // The last state that was not loading, kept as React keeps what a render worked out from the one before.
  const [shown, setShown] = useState(state);
  if (state.kind !== 'loading' && state !== shown) setShown(state);
  return state.kind === 'loading' && shown.kind === 'ready' ? { state: shown, busy: true } : { state, busy: false };
}
