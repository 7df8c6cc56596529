import { Err, Ok, type Result } from 'ts-results-es';
import type { InvalidForm } from '../account/forms';
import { COOKIE_LIFETIME_MS } from '../shared/constants';
import { DRAFT_NAMES, type Drafts } from '../shared/drafts';

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
/** A doctor reads what is shared before a 15-minute call: a handful of records, not a whole history. */
export const MAX_SHARED_RECORDS = 10;

export interface ConsultationReason {
  symptoms: string[];
  reason: string;
  /** Ids of the health records of the person consulted that the patient shows the doctor. */
  sharedRecordIds: string[];
}

export type ReasonError = { kind: 'empty'; message: string } | { kind: 'too-long'; message: string } | { kind: 'too-many-records'; message: string };

/**
 * The doctor needs something to go on: a symptom, or a few words of reason; at most 500
 * characters; at most ten records shared.
 */
export function checkReason(input: ConsultationReason): Result<ConsultationReason, ReasonError> {
  const reason = input.reason.trim();
  const symptoms = [...new Set(input.symptoms.map((s) => s.trim()).filter((s) => s !== ''))];
  const sharedRecordIds = [...new Set(input.sharedRecordIds.filter((id) => id !== ''))];
  if ([...reason].length > REASON_MAX_LENGTH) {
    return Err({ kind: 'too-long', message: `Keep the reason to ${REASON_MAX_LENGTH} characters or fewer.` });
  }
  if (symptoms.length === 0 && [...reason].length < REASON_MIN_LENGTH) {
    return Err({ kind: 'empty', message: 'Choose a symptom or tell the doctor in a few words why you are consulting.' });
  }
  if (sharedRecordIds.length > MAX_SHARED_RECORDS) {
    return Err({ kind: 'too-many-records', message: `Share at most ${MAX_SHARED_RECORDS} records with the doctor.` });
  }
  return Ok({ symptoms, reason, sharedRecordIds });
}

/**
 * The reason for the consultation, kept between /book/consultation-information and the payment,
 * which clears it (§4), for the 10 minutes the spec gives its `reason` cookie (§9). Symptoms are
 * health free text, so they are a draft of the signed-in session (domain/shared/drafts.ts), not a
 * cookie: the next patient on a shared computer never finds them.
 */
export class ConsultationReasonDraft {
  constructor(private readonly drafts: Drafts) {}

  /** The form's check before saving: the message at the reason, where the doctor's words go, or at the records chosen. */
  validate(input: ConsultationReason): Result<ConsultationReason, InvalidForm<keyof ConsultationReason>> {
    return checkReason(input).mapErr((error) => ({
      kind: 'invalid' as const,
      fields: error.kind === 'too-many-records' ? { sharedRecordIds: error.message } : { reason: error.message },
    }));
  }

  save(input: ConsultationReason): Result<ConsultationReason, ReasonError> {
    const checked = checkReason(input);
    if (checked.isOk()) this.drafts.save(DRAFT_NAMES.consultationReason, checked.value, COOKIE_LIFETIME_MS);
    return checked;
  }

  /** The saved reason, or null when none was saved, it lapsed, or it is not this session's. */
  read(): ConsultationReason | null {
    const saved = this.drafts.read(DRAFT_NAMES.consultationReason);
    if (typeof saved !== 'object' || saved === null) return null;
    const { symptoms, reason, sharedRecordIds } = saved as Record<string, unknown>;
    if (!Array.isArray(symptoms) || typeof reason !== 'string') return null;
    return { symptoms: onlyStrings(symptoms), reason, sharedRecordIds: Array.isArray(sharedRecordIds) ? onlyStrings(sharedRecordIds) : [] };
  }

  clear(): void {
    this.drafts.remove(DRAFT_NAMES.consultationReason);
  }
}

function onlyStrings(values: unknown[]): string[] {
  return values.filter((value): value is string => typeof value === 'string');
}
