import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenSessionChanges, takeLinkToken } from './sign-in-link';

/** A window whose reload is recorded instead of performed. */
function page() {
  const target = new EventTarget();
  const reload = vi.fn();
  const host = Object.assign(target, { localStorage, location: { reload } }) as unknown as Window;
  return { host, reload };
}

function pageshow(persisted: boolean): Event {
  return Object.assign(new Event('pageshow'), { persisted });
}

function storageEvent(key: string | null): Event {
  return Object.assign(new Event('storage'), { key });
}

afterEach(() => localStorage.clear());

describe('takeLinkToken', () => {
  it('hands the sign-in link’s token over once', () => {
    window.carewellLinkToken = 'link-token';
    expect(takeLinkToken()).toBe('link-token');
    expect(takeLinkToken()).toBeNull();
    expect('carewellLinkToken' in window).toBe(false);
  });
});

describe('reloadWhenSessionChanges', () => {
  it('loads anew a page brought back from the back/forward cache after its session ended', () => {
    const { host, reload } = page();
    reloadWhenSessionChanges({ currentToken: 'priya-token' }, host);

    host.dispatchEvent(pageshow(true));

    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a restored page alone while its session is still the one stored', () => {
    localStorage.setItem('token', 'priya-token');
    const { host, reload } = page();
    reloadWhenSessionChanges({ currentToken: 'priya-token' }, host);

    host.dispatchEvent(pageshow(true));
    host.dispatchEvent(pageshow(false));

    expect(reload).not.toHaveBeenCalled();
  });

  it('loads anew a tab whose session another tab ended or replaced', () => {
    localStorage.setItem('token', 'priya-token');
    const { host, reload } = page();
    reloadWhenSessionChanges({ currentToken: 'priya-token' }, host);

    localStorage.setItem('pincode', '560001');
    host.dispatchEvent(storageEvent('pincode'));
    expect(reload).not.toHaveBeenCalled();

    localStorage.setItem('token', 'rahul-token');
    host.dispatchEvent(storageEvent('token'));
    expect(reload).toHaveBeenCalledTimes(1);

    localStorage.clear();
    host.dispatchEvent(storageEvent(null));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
