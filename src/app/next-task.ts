/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input
 * between two pieces of start-up work (issue 3: no task of a first visit may block for long).
 * Unlike a zero timeout it is not held back in a background tab.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
