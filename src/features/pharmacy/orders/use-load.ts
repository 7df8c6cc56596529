import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result } from 'ts-results-es';
import type { ApiError } from '../../../../domain/shared/errors';

export type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed'; error: ApiError };

/**
 * Runs `load` (keep it stable with useCallback) and again on `retry`; `replace` swaps in a
 * value the page got otherwise (the order a payment or a cancel returned).
 */
export function useLoad<T>(load: (() => Promise<Result<T, ApiError>>) | null): {
  state: Loaded<T>;
  retry: () => void;
  replace: (value: T) => void;
} {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const replacements = useRef(0);
  useEffect(() => {
    if (load === null) return;
    let live = true;
    const replacementsBefore = replacements.current;
    void load().then((result) => {
      // A value swapped in meanwhile (an upload, a payment) is newer than this answer.
      if (!live || replacements.current !== replacementsBefore) return;
      setState(result.isOk() ? { kind: 'ready', value: result.value } : { kind: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((value: T) => {
    replacements.current += 1;
    setState({ kind: 'ready', value });
  }, []);
  return { state, retry, replace };
}
