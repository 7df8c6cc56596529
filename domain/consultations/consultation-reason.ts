import { Err, Ok, type Result } from 'ts-results-es';
import { COOKIE_LIFETIME_MS } from '../shared/constants';
import { COOKIE_NAMES, type CookieJar } from '../shared/ports';

/** Symptoms offered as chips on /book/consultation-information; others can be typed in the reason. */
export const COMMON_SYMPTOMS = [
  'Fever',
  'Cold and cough',
  'Headache',
  'Stomach pain',
  'Skin rash',
  'Body ache',
  'Breathlessness',
  'Anxiety or stress',
  'Sleep problems',
  'Period problems',
] as const;

export const REASON_MAX_LENGTH = 500;
export const REASON_MIN_LENGTH = 3;

export interface ConsultationReason {
  symptoms: string[];
  reason: string;
}

export type ReasonError = { kind: 'empty'; message: string } | { kind: 'too-long'; message: string };

/** The doctor needs something to go on: a symptom, or a few words of reason; at most 500 characters. */
export function checkReason(input: ConsultationReason): Result<ConsultationReason, ReasonError> {
  const reason = input.reason.trim();
  const symptoms = [...new Set(input.symptoms.map((s) => s.trim()).filter((s) => s !== ''))];
  if ([...reason].length > REASON_MAX_LENGTH) {
    return Err({ kind: 'too-long', message: `Keep the reason to ${REASON_MAX_LENGTH} characters or fewer.` });
  }
  if (symptoms.length === 0 && [...reason].length < REASON_MIN_LENGTH) {
    return Err({ kind: 'empty', message: 'Choose a symptom or tell the doctor in a few words why you are consulting.' });
  }
  return Ok({ symptoms, reason });
}

/**
 * The reason for the consultation, kept in the `reason` cookie for the spec's 10 minutes
 * (§9) between /book/consultation-information and the payment, which clears it (§4).
 */
export class ConsultationReasonCookie {
  constructor(private readonly cookies: CookieJar) {}

  save(input: ConsultationReason): Result<ConsultationReason, ReasonError> {
    const checked = checkReason(input);
    if (checked.isOk()) this.cookies.set(COOKIE_NAMES.reason, JSON.stringify(checked.value), COOKIE_LIFETIME_MS);
    return checked;
  }

  /** The saved reason, or null when none was saved, it lapsed, or the cookie is not ours. */
  read(): ConsultationReason | null {
    const raw = this.cookies.get(COOKIE_NAMES.reason);
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { symptoms, reason } = parsed as Record<string, unknown>;
      if (!Array.isArray(symptoms) || typeof reason !== 'string') return null;
      return { symptoms: symptoms.filter((s): s is string => typeof s === 'string'), reason };
    } catch {
      return null;
    }
  }

  clear(): void {
    this.cookies.remove(COOKIE_NAMES.reason);
  }
}
