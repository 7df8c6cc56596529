import type { Clock } from '../../domain/shared/ports';

/** The device's time, moved on by hand: a test lets the patient wait without waiting itself. */
export class SteppingClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
