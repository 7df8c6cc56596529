import { describe, expect, it } from 'vitest';
import { THROTTLE_MS } from './constants';
import type { Clock } from './ports';
import { SubmitThrottle } from './submit-throttle';

class ManualClock implements Clock {
  private time = Date.UTC(2026, 10, 22, 10, 0, 0);

  now(): Date {
    return new Date(this.time);
  }

  advance(ms: number): void {
    this.time += ms;
  }
}

function setup() {
  const clock = new ManualClock();
  return { clock, throttle: new SubmitThrottle(clock) };
}

describe('SubmitThrottle', () => {
  it('lets the first press go at once', () => {
    const { throttle } = setup();
    expect(throttle.press()).toBe(true);
    expect(throttle.pending).toBe(true);
  });

  it('ignores presses while the first is out, however long the server takes', () => {
    const { clock, throttle } = setup();
    throttle.press();
    clock.advance(10);
    expect(throttle.press()).toBe(false);
    clock.advance(5000);
    expect(throttle.press()).toBe(false);
    throttle.settle();
    expect(throttle.pending).toBe(false);
    expect(throttle.press()).toBe(true);
  });

  it('ignores a press within 1500 ms of the last one that went, even once it has been answered', () => {
    const { clock, throttle } = setup();
    throttle.press();
    clock.advance(120);
    throttle.settle();
    clock.advance(THROTTLE_MS - 121);
    expect(throttle.press()).toBe(false);
    clock.advance(1);
    expect(throttle.press()).toBe(true);
  });

  it('does not count a press the form’s own check refused before anything was sent', () => {
    const { clock, throttle } = setup();
    throttle.press();
    throttle.settle();
    clock.advance(THROTTLE_MS);
    expect(throttle.press()).toBe(true);
    throttle.settle(false);
    clock.advance(10);
    expect(throttle.press()).toBe(true);
    throttle.settle();
    clock.advance(10);
    expect(throttle.press()).toBe(false);
  });

  it('counts the window from the press that went, not from those it ignored', () => {
    const { clock, throttle } = setup();
    throttle.press();
    throttle.settle();
    clock.advance(1000);
    expect(throttle.press()).toBe(false);
    clock.advance(500);
    expect(throttle.press()).toBe(true);
  });
});
