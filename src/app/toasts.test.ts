import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastCenter, type Toast } from './toasts';

function watch(center: ToastCenter): { current: () => readonly Toast[]; stop: () => void } {
  let latest: readonly Toast[] = [];
  const subscription = center.toasts$.subscribe((list) => {
    latest = list;
  });
  return { current: () => latest, stop: () => subscription.unsubscribe() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ToastCenter', () => {
  it('shows a list of messages as one toast', () => {
    const center = new ToastCenter(null);
    const toasts = watch(center);

    center.show(['Enter a pincode', 'Choose a slot'], 'error');

    expect(toasts.current()).toEqual([{ id: expect.any(Number), messages: ['Enter a pincode', 'Choose a slot'], tone: 'error' }]);
    toasts.stop();
  });

  it('keeps a toast for 4000 ms by default, then drops it', () => {
    vi.useFakeTimers();
    const center = new ToastCenter(null);
    const toasts = watch(center);

    center.show('Saved', 'success');
    vi.advanceTimersByTime(3999);
    expect(toasts.current()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.current()).toHaveLength(0);
    toasts.stop();
  });

  it('honours a custom duration and drops only the toast that expired', () => {
    vi.useFakeTimers();
    const center = new ToastCenter(null);
    const toasts = watch(center);

    center.show('Short', 'info', 1000);
    center.show('Long', 'info');
    vi.advanceTimersByTime(1000);

    expect(toasts.current().map((t) => t.messages)).toEqual([['Long']]);
    toasts.stop();
  });

  it('shows nothing for blank messages', () => {
    const center = new ToastCenter(null);
    const toasts = watch(center);

    center.show(['', '   '], 'error');
    center.show('', 'info');

    expect(toasts.current()).toHaveLength(0);
    toasts.stop();
  });

  it('shows a flash left before a reload once on the next page', () => {
    new ToastCenter(sessionStorage).showAfterReload('Logged Out successfully ', 'success');

    const next = new ToastCenter(sessionStorage);
    const toasts = watch(next);
    next.showPendingFlash();
    next.showPendingFlash();

    expect(toasts.current()).toEqual([{ id: expect.any(Number), messages: ['Logged Out successfully '], tone: 'success' }]);
    toasts.stop();
  });

  it('drops a damaged flash instead of failing the page', () => {
    new ToastCenter(sessionStorage).showAfterReload('x', 'info');
    for (const key of Object.keys(sessionStorage)) sessionStorage.setItem(key, '{not json');

    const next = new ToastCenter(sessionStorage);
    const toasts = watch(next);

    expect(() => next.showPendingFlash()).not.toThrow();
    expect(toasts.current()).toHaveLength(0);
    expect(sessionStorage.length).toBe(0);
    toasts.stop();
  });
});
