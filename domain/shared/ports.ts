/** Time comes from outside so rules stay testable. */
export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  next(): string;
}

/** The browser's local storage, as the spec means it ("stored locally"). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Clears every key: logout and a dead session wipe everything. */
  clear(): void;
}

/** Keys the spec stores locally. */
export const STORAGE_KEYS = {
  token: 'token',
  zipcode: 'zipcode',
  pincode: 'pincode',
  sso: 'sso',
  tenant: 'tennant',
} as const;
