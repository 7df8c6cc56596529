import { Err, Ok, type Result } from 'ts-results-es';
import { SingleFlight, type AlreadyInProgress } from '../account/forms';
import type { ApiError } from '../shared/errors';
import { parseMobileNumber } from '../shared/mobile-number';
import { parsePersonName } from '../shared/person-name';
import { SPECIALITIES, type Speciality } from './model';
import type { ConsultationApi } from './ports';

/** /rx-gen/callMeBack, /RXFlashForm (quick consult) and /medicalForm: a doctor or our team calls back. */
export const CALL_BACK_KINDS = ['CALL_ME_BACK', 'QUICK_CONSULT', 'MEDICAL_FORM'] as const;
export type CallBackKind = (typeof CALL_BACK_KINDS)[number];

export const CALL_TIMES = ['As soon as possible', 'Morning (9 AM to 12 PM)', 'Afternoon (12 PM to 5 PM)', 'Evening (5 PM to 9 PM)'] as const;
export const CONCERN_MIN = 10;
export const CONCERN_MAX = 500;

/** The form as typed: every field a string (or the consent tick), so nothing typed is lost on an error. */
export interface CallBackForm {
  name: string;
  mobileNumber: string;
  speciality: string;
  preferredTime: string;
  concern: string;
  age: string;
  consent: boolean;
}

export type CallBackField = keyof CallBackForm;

export interface CallBackRequest {
  kind: CallBackKind;
  name: string;
  mobileNumber: string;
  speciality: Speciality | null;
  preferredTime: (typeof CALL_TIMES)[number];
  concern: string;
  ageYears: number | null;
}

export interface CallBackReceipt {
  reference: string;
  /** How soon the call comes when asked for as soon as possible; null for a chosen time. */
  callWithinMinutes: number | null;
}

export const EMPTY_CALL_BACK_FORM: CallBackForm = { name: '', mobileNumber: '', speciality: '', preferredTime: CALL_TIMES[0], concern: '', age: '', consent: false };

/**
 * The rules of the three forms: a name and a valid Indian mobile always, and the consent to be
 * called; a quick consult and the medical form need the problem in 10 to 500 characters; the
 * medical form needs the patient's age too.
 */
export function validateCallBack(kind: CallBackKind, form: CallBackForm): Result<CallBackRequest, Partial<Record<CallBackField, string>>> {
  const errors: Partial<Record<CallBackField, string>> = {};
  const name = parsePersonName(form.name);
  if (name.isErr()) errors.name = name.error;
  const mobile = parseMobileNumber(form.mobileNumber);
  if (mobile.isErr()) errors.mobileNumber = mobile.error;
  const speciality = form.speciality === '' ? null : (SPECIALITIES as readonly string[]).includes(form.speciality) ? (form.speciality as Speciality) : undefined;
  if (speciality === undefined) errors.speciality = 'Choose a speciality from the list';
  const time = CALL_TIMES.find((t) => t === form.preferredTime);
  if (!time) errors.preferredTime = 'Choose when we should call';
  const concern = form.concern.trim();
  const length = [...concern].length;
  if (length > CONCERN_MAX) errors.concern = `Keep it to ${CONCERN_MAX} characters or fewer`;
  else if (kind !== 'CALL_ME_BACK' && length < CONCERN_MIN) errors.concern = `Tell the doctor what is wrong in at least ${CONCERN_MIN} characters`;
  let ageYears: number | null = null;
  if (kind === 'MEDICAL_FORM') {
    const age = form.age.trim();
    if (!/^\d{1,3}$/.test(age) || Number(age) > 120) errors.age = 'Enter the patient’s age in years, from 0 to 120';
    else ageYears = Number(age);
  }
  if (!form.consent) errors.consent = 'Tick to let us call you on this number';
  if (Object.keys(errors).length > 0 || name.isErr() || mobile.isErr() || speciality === undefined || !time) return Err(errors);
  return Ok({ kind, name: name.value, mobileNumber: mobile.value, speciality, preferredTime: time, concern, ageYears });
}

export type CallBackError = { kind: 'invalid'; fields: Partial<Record<CallBackField, string>> } | AlreadyInProgress | ApiError;

/** Sends a call-back request once, however often Send is pressed. */
export class CallBackRequests {
  private readonly sending = new SingleFlight();

  constructor(
    private readonly api: ConsultationApi,
  ) {}

  async submit(kind: CallBackKind, form: CallBackForm): Promise<Result<CallBackReceipt, CallBackError>> {
    const checked = validateCallBack(kind, form);
    if (checked.isErr()) return Err({ kind: 'invalid', fields: checked.error });
    return this.sending.run(async () => {
      const sent = await this.api.requestCallBack(checked.value);
      return sent;
    });
  }
}
