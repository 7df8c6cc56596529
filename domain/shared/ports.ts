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

/** Short-lived browser cookies (spec §9: the coupon and reason cookies live 10 minutes). */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeMs: number): void;
  remove(name: string): void;
}

/** Cookie names the spec keeps: the applied coupon and the consultation reason. */
export const COOKIE_NAMES = {
  coupon: 'coupon',
  couponReason: 'couponReason',
  reason: 'reason',
} as const;

/** Keys the spec stores locally. */
export const STORAGE_KEYS = {
  token: 'token',
  zipcode: 'zipcode',
  pincode: 'pincode',
  sso: 'sso',
  tenant: 'tennant',
} as const;
