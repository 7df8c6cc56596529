import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
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
  it('keeps a toast for 4000 ms by default, then drops it', () => {
    vi.useFakeTimers();
    const center = new ToastCenter(null);
    const toasts = watch(center);

    center.show('Saved', 'success');
    expect(toasts.current()).toHaveLength(1);
    vi.advanceTimersByTime(3999);
    expect(toasts.current()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.current()).toHaveLength(0);
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

  it('shows a flash left before a reload once, and drops a damaged one', () => {
    const before = new ToastCenter(sessionStorage);
    before.showAfterReload('Logged Out successfully ', 'success');

    const after = new ToastCenter(sessionStorage);
    const toasts = watch(after);
    after.showPendingFlash();
    after.showPendingFlash();
    expect(toasts.current().map((t) => t.messages)).toEqual([['Logged Out successfully ']]);
    toasts.stop();

    for (const key of Object.keys(sessionStorage)) sessionStorage.setItem(key, '{not json');
    before.showAfterReload('x', 'info');
    for (const key of Object.keys(sessionStorage)) sessionStorage.setItem(key, '{not json');
    const damaged = new ToastCenter(sessionStorage);
    const none = watch(damaged);
    expect(() => damaged.showPendingFlash()).not.toThrow();
    expect(none.current()).toHaveLength(0);
    none.stop();
  });
});

describe('Toaster', () => {
  it('shows a list of messages as one toast', async () => {
    const { toasts } = await renderApp('/');
    await screen.findByRole('link', { name: 'Login / Register' });

    act(() => toasts.show(['Enter a pincode', 'Choose a slot'], 'error'));

    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(within(alerts[0] as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Enter a pincode',
      'Choose a slot',
    ]);
  });

  it('removes a toast after 4000 ms', async () => {
    const { toasts } = await renderApp('/');
    await screen.findByRole('link', { name: 'Login / Register' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    act(() => toasts.show('Added to cart', 'success'));
    expect(screen.getByText('Added to cart')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('removes a toast when the user dismisses it', async () => {
    const { toasts } = await renderApp('/');
    await screen.findByRole('link', { name: 'Login / Register' });
    act(() => toasts.show('Something failed', 'error'));

    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByText('Something failed')).not.toBeInTheDocument();
  });
});
