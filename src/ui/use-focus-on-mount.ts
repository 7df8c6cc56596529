import { useEffect } from 'react';

/**
 * Focuses the element once the page has settled: the shell moves focus to the page's
 * main region after a route change, and this runs after that.
 */
export function useFocusOnMount(ref: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [ref]);
}
