import { createContext, useCallback, useContext, useState } from 'react';
import type { Clock } from '../../domain/shared/ports';
import { SubmitThrottle } from '../../domain/shared/submit-throttle';

const ClockContext = createContext<Clock | null>(null);

/** Gives the controls below the app's one clock (the composition root's), which the submit throttle reads. */
export const ClockProvider = ClockContext.Provider;

/**
 * How a press's work can end besides simply being done: `keep-busy` while the page moves on,
 * `not-sent` when the form's own check refused it, so it does not count against the throttle.
 */
export type SubmitEnd = 'keep-busy' | 'not-sent';

/** `not-sent` for a refusal of the form's own check (`invalid`): nothing went to the server. */
export function notSentIfInvalid(error: { kind: string }): SubmitEnd | undefined {
  return error.kind === 'invalid' ? 'not-sent' : undefined;
}

export interface ThrottledSubmit {
  /** A press is out: disable the control and say what it is doing. */
  busy: boolean;
  /** Runs `task` for a press the throttle lets through. */
  run: (task: () => Promise<SubmitEnd | void>) => void;
}

/**
 * How every control that sends to the server takes a press (spec §9, THROTTLE_MS): the first
 * goes at once; a press while it is out, or within 1500 ms of it, is ignored, so a double tap
 * sends once. The throttle holds the press at once, before React re-renders the disabled button.
 */
export function useThrottledSubmit(): ThrottledSubmit {
  const clock = useContext(ClockContext);
  if (clock === null) throw new Error('useThrottledSubmit needs a ClockProvider above it');
  const [throttle] = useState(() => new SubmitThrottle(clock));
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (task: () => Promise<SubmitEnd | void>) => {
      if (!throttle.press()) return;
      setBusy(true);
      let end: SubmitEnd | void;
      void task()
        .then((answer) => {
          end = answer;
        })
        .finally(() => {
          if (end === 'keep-busy') return;
          throttle.settle(end !== 'not-sent');
          setBusy(false);
        });
    },
    [throttle],
  );
  return { busy, run };
}
