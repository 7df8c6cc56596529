import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import type { ApiError } from '../../domain/shared/errors';
import type { QueryState } from '../../domain/shared/query';
import { kitMessages } from './kit/messages';
import { LoadFailed } from './LoadFailed';

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Bar = styled.span<{ $width: string }>`
  display: block;
  height: 0.9rem;
  width: ${({ $width }) => $width};
  margin-top: 0.5rem;
  border-radius: 4px;
  background: ${({ theme }) => theme.colours.border};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The shape of text to come, so the page does not jump when it arrives. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <span aria-hidden="true" style={{ display: 'block' }}>
      {Array.from({ length: lines }, (_, i) => (
        <Bar key={i} $width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/**
 * Every screen shows server data the same way: a status line and a skeleton while it loads,
 * why it failed with a way to try again, what to do when there is nothing yet, and otherwise
 * the data itself.
 */
export function Loadable<T>({
  state,
  what,
  retry,
  loading,
  isEmpty,
  empty,
  reserve,
  children,
}: {
  state: QueryState<T, ApiError>;
  /** What is loaded, as the sentences say it, in the language on screen: "your orders" → "Loading your orders…". */
  what: string;
  retry: () => void;
  /** The status line while loading, when "Loading {what}…" does not read well. */
  loading?: ReactNode;
  isEmpty?: (value: T) => boolean;
  empty?: ReactNode;
  /**
   * Room kept while loading (a CSS length), for data much taller than the skeleton with more of
   * the page after it: what follows then waits below the fold instead of jumping down when the
   * data arrives (a layout shift a patient sees as the page moving under their finger).
   */
  reserve?: string;
  children: (value: T) => ReactNode;
}) {
  switch (state.kind) {
    case 'loading':
      return (
        <div style={reserve === undefined ? undefined : { minHeight: reserve }}>
          <p role="status" style={{ margin: 0 }}>
            {loading ?? <LoadingWhat what={what} />}
          </p>
          <Skeleton />
        </div>
      );
    case 'failed':
      return <LoadFailed error={state.error} what={what} retry={retry} />;
    case 'ready':
      return isEmpty?.(state.value) === true && empty !== undefined ? empty : children(state.value);
  }
}

/** "Loading {what}…" in the language on screen: the status line of a loading state, also where a screen keeps its last value while it loads (`useQueryKeepingShown`). */
export function LoadingWhat({ what }: { what: string }) {
  return kitMessages.useT()('load.loading', { what });
}
