import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes only after the current task and its queued promise work have run', async () => {
    const order: string[] = [];
    const resumed = nextTask().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('queued promise work'));
    order.push('rest of the task');
    await resumed;
    expect(order).toEqual(['rest of the task', 'queued promise work', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
