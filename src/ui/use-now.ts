import { useEffect, useState } from 'react';
import { useUseCase } from '../app/di';
import { TOKENS } from '../app/tokens';

/**
 * The app's Clock, read when the component is first shown and again every `everyMs` while it
 * stays on screen: for times said relative to now ("4 minutes ago") that must not go stale.
 */
export function useNow(everyMs: number): Date {
  const clock = useUseCase(TOKENS.Clock);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}
