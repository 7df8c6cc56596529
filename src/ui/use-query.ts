import { useSyncExternalStore } from 'react';
import type { Query, QueryState } from '../../domain/shared/query';

const WAITING = { kind: 'loading' } as const;
const never = () => () => undefined;

/**
 * The one way a component reads server data: the state of a use-case's query, kept in step
 * with it. `null` stands for a query the screen cannot ask yet (no one signed in, no id).
 */
export function useQuery<T, E>(query: Query<T, E> | null): QueryState<T, E> {
  return useSyncExternalStore(
    query?.subscribe ?? never,
    () => query?.state ?? WAITING,
    () => query?.state ?? WAITING,
  );
}
