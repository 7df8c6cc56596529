import type { KeyValueStore } from '../../domain/shared/ports';

/** The spec's "local storage": the browser's, or a map when there is none (private mode). */
export class BrowserKeyValueStore implements KeyValueStore {
  private readonly fallback = new Map<string, string>();

  constructor(private readonly storage: Storage | null = safeLocalStorage()) {}

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

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
