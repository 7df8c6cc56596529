import type { Clock, KeyValueStore } from './ports';

/** Every draft the app keeps, by name: one list, so nothing is kept that a sign-out test cannot name. */
export const DRAFT_NAMES = {
  /** Symptoms and the reason for a consultation, typed on /book/consultation-information. */
  consultationReason: 'consultation-reason',
  /** The medical-history form being filled, for the patient or a family member. */
  medicalHistory: 'medical-history',
  /** A question for the forum, typed on /patient/faq. */
  faqQuestion: 'faq-question',
  /** Name, mobile and e-mail typed on /webinar to register. */
  webinarRegistration: 'webinar-registration',
  /** A job application typed on /{product}/job-application (not its resume file). */
  jobApplication: 'job-application',
  /** A programme enquiry (genomic wellness, surgery care) typed and not sent. */
  programmeEnquiry: 'programme-enquiry',
  /** A travel companion being added or corrected on /{product}/add-travel-members/{userId}, without the ID number. */
  travelMember: 'travel-member',
  /** A Smart Clinic visit request typed on /{product}/Smart-Clinic and not sent. */
  smartClinicVisit: 'smart-clinic-visit',
  /** An employer's enquiry typed on /corporate. */
  corporateEnquiry: 'corporate-enquiry',
} as const;

export type DraftName = (typeof DRAFT_NAMES)[keyof typeof DRAFT_NAMES];

const KEY_PREFIX = 'draft:';

/** Every storage key a draft may have: what a session that expired under the patient leaves in the tab (domain/session/sign-out.ts). */
export const DRAFT_KEYS: readonly string[] = Object.values(DRAFT_NAMES).map((name) => KEY_PREFIX + name);

/** Where the tab keeps whose drafts they are, when the sign-in named the patient. */
const PATIENT_KEY = 'drafts-patient';

/**
 * A kept form whose fields are all text, read back: `keys` of `value` when every one is a string,
 * else null (a draft of an older shape, or not a form at all, reads as none).
 */
export function textFieldsOf<K extends string>(value: unknown, keys: readonly K[]): Record<K, string> | null {
  if (typeof value !== 'object' || value === null) return null;
  const kept = value as Record<string, unknown>;
  if (!keys.every((key) => typeof kept[key] === 'string')) return null;
  return Object.fromEntries(keys.map((key) => [key, kept[key]])) as Record<K, string>;
}

/**
 * Drafts a visitor keeps too: a job application or an employer's enquiry says nothing of anyone's
 * health, applicants and employers are mostly not patients, and the tab's storage still dies with
 * the tab. Kept under no session, so a sign-in or sign-out in between reads it as another's and drops it.
 */
const VISITOR_DRAFTS: ReadonlySet<DraftName> = new Set([DRAFT_NAMES.jobApplication, DRAFT_NAMES.corporateEnquiry]);
const VISITOR = 'visitor';

interface StoredDraft {
  owner: string;
  expiresAt: number;
  value: unknown;
}

/**
 * What a patient has typed about their health and not sent yet, kept so that a reload or the trip
 * to the payment does not lose it, and so that nobody after them finds it:
 * - in the tab's session storage, which dies with the tab and is never sent to a server (a cookie
 *   is sent with every request and outlives a sign-out);
 * - tagged with the patient who typed it (the session, when the sign-in could not name them): a
 *   draft of anyone else reads as none and is deleted, so even a sign-out that never ran (a
 *   crashed tab) cannot hand it on;
 * - lapsing after its lifetime; erased with everything else at sign-out, but kept when the
 *   session expired under the patient (a 401), for them to find when they sign in again.
 * A visitor keeps no draft (only a signed-in patient types about their health), but for VISITOR_DRAFTS.
 */
export class Drafts {
  constructor(
    private readonly store: KeyValueStore,
    /** The signed-in session's token, or null. */
    private readonly sessionToken: () => string | null,
    private readonly clock: Clock,
  ) {}

  /** Keeps `value` for `lifetimeMs`; returns whether it was kept (false when nobody is signed in, but for a visitor's draft). */
  save(name: DraftName, value: unknown, lifetimeMs: number): boolean {
    const owner = this.owner(name);
    if (owner === null) return false;
    const draft: StoredDraft = { owner, expiresAt: this.clock.now().getTime() + lifetimeMs, value };
    this.store.set(KEY_PREFIX + name, JSON.stringify(draft));
    return true;
  }

  /** The kept value, or null when there is none, it lapsed, or another session typed it. */
  read(name: DraftName): unknown {
    const raw = this.store.get(KEY_PREFIX + name);
    if (raw === null) return null;
    const draft = parseDraft(raw);
    if (draft === null || draft.owner !== this.owner(name) || draft.expiresAt <= this.clock.now().getTime()) {
      this.store.remove(KEY_PREFIX + name);
      return null;
    }
    return draft.value;
  }

  remove(name: DraftName): void {
    this.store.remove(KEY_PREFIX + name);
  }

  /**
   * Names the patient a sign-in opened (by their mobile number), or null when the sign-in could
   * not name them. A named patient's drafts are theirs, not the session's: when their session
   * expires under them (a 401 keeps the drafts, domain/session/error-policy.ts), signing in again
   * finds what they typed; anyone else signing in next reads it as another's and drops it.
   */
  belongTo(patient: string | null): void {
    if (patient === null) this.store.remove(PATIENT_KEY);
    else this.store.set(PATIENT_KEY, `patient-${tagOf(patient)}`);
  }

  private owner(name: DraftName): string | null {
    const token = this.sessionToken();
    if (token === null) return VISITOR_DRAFTS.has(name) ? VISITOR : null;
    return this.store.get(PATIENT_KEY) ?? tagOf(token);
  }
}

/**
 * Tells sessions (or patients) apart without writing the token or the mobile number a second
 * time: FNV-1a over it. Not a secret and not meant to be one: it keeps one person's draft from
 * being shown to the next, and the token itself sits in local storage beside it.
 */
function tagOf(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function parseDraft(raw: string): StoredDraft | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { owner, expiresAt } = parsed as Record<string, unknown>;
    if (typeof owner !== 'string' || typeof expiresAt !== 'number') return null;
    return parsed as StoredDraft;
  } catch {
    return null;
  }
}
