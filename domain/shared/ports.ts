/** Time comes from outside so rules stay testable. */
export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  next(): string;
}

/**
 * A storage area of the browser: its local storage, as the spec means it ("stored locally"), or
 * the tab's session storage, which drafts use (domain/shared/drafts.ts).
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Clears every key: a sign-out wipes everything (domain/session/sign-out.ts). */
  clear(): void;
}

/** Short-lived browser cookies (spec §9: the coupon cookies live 10 minutes). */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeMs: number): void;
  remove(name: string): void;
  /** Expires every cookie this page can see: a sign-out leaves none of the session's behind. */
  clear(): void;
}

/**
 * Cookie names the spec keeps: the applied coupon and why it applies. The spec's `reason` cookie
 * (the consultation reason) is a draft instead (domain/shared/drafts.ts): symptoms are health
 * free text, and a cookie outlives the sign-out of the patient who typed them.
 */
export const COOKIE_NAMES = {
  coupon: 'coupon',
  couponReason: 'couponReason',
} as const;

/** Keys the spec stores locally. */
export const STORAGE_KEYS = {
  token: 'token',
  zipcode: 'zipcode',
  pincode: 'pincode',
  sso: 'sso',
  tenant: 'tennant',
  /** The patient's language (domain/shared/language.ts); it outlives sign-out. */
  language: 'language',
} as const;
