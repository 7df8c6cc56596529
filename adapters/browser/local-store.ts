import type { KeyValueStore } from '../../domain/shared/ports';

/**
 * A storage area of the browser: the spec's "local storage" by default, or the tab's session
 * storage; a map when the browser refuses it (private mode).
 */
export class BrowserKeyValueStore implements KeyValueStore {
  private readonly fallback = new Map<string, string>();

  constructor(private readonly storage: Storage | null = safeStorage('localStorage')) {}

  get(key: string): string | null {
    return this.storage ? this.storage.getItem(key) : (this.fallback.get(key) ?? null);
  }

  set(key: string, value: string): void {
    if (this.storage) this.storage.setItem(key, value);
    else this.fallback.set(key, value);
  }

  remove(key: string): void {
    if (this.storage) this.storage.removeItem(key);
    else this.fallback.delete(key);
  }

  clear(): void {
    if (this.storage) this.storage.clear();
    else this.fallback.clear();
  }
}

/** The tab's session storage: gone with the tab, kept over a reload. */
export function browserTabStore(): BrowserKeyValueStore {
  return new BrowserKeyValueStore(safeStorage('sessionStorage'));
}

function safeStorage(area: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[area] ?? null;
  } catch {
    return null;
  }
}
