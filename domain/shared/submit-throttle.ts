import { THROTTLE_MS } from './constants';
import type { Clock } from './ports';

/**
 * Spec §9's throttle for a control that sends something to the server, on its leading edge:
 * the first press goes at once; a press while that one is out, or within THROTTLE_MS of its
 * start, is ignored. So a double tap sends once, and a press after a quick refusal waits out
 * the rest of the window. A press the form's own check refused never reached the server, so it
 * does not count.
 */
export class SubmitThrottle {
  private lastStart: number | null = null;
  /** The start before the last, for a press that turns out not to have been sent. */
  private startBefore: number | null = null;
  private out = false;

  constructor(
    private readonly clock: Clock,
    private readonly windowMs: number = THROTTLE_MS,
  ) {}

  /** Whether a press is out (sent, not yet answered). */
  get pending(): boolean {
    return this.out;
  }

  /** A press: true when it may go to the server, which it then is until `settle()`. */
  press(): boolean {
    const now = this.clock.now().getTime();
    if (this.out || (this.lastStart !== null && now - this.lastStart < this.windowMs)) return false;
    this.startBefore = this.lastStart;
    this.lastStart = now;
    this.out = true;
    return true;
  }

  /** The press that went is over: answered by the server, or (`sent` false) refused before it was sent. */
  settle(sent = true): void {
    this.out = false;
    if (!sent) this.lastStart = this.startBefore;
  }
}
