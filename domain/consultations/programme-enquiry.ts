import { Err, type Result } from 'ts-results-es';
import type { InvalidForm } from '../account/forms';
import { DRAFT_NAMES, type Drafts } from '../shared/drafts';
import { CALL_TIMES, CONCERN_MAX, EMPTY_CALL_BACK_FORM, validateCallBack, type CallBackError, type CallBackForm, type CallBackReceipt, type CallBackRequests } from './call-back';

/** The programmes whose pages ask our care team to call: the call-back request says which one. */
export const ENQUIRY_PROGRAMMES = ['GENOMIC_WELLNESS', 'SURGERY_CARE', 'WELLNESS', 'SENIOR_CARE'] as const;
export type EnquiryProgramme = (typeof ENQUIRY_PROGRAMMES)[number];

/** How the care team reads the programme at the start of the request. */
export const PROGRAMME_NAMES: Readonly<Record<EnquiryProgramme, string>> = {
  GENOMIC_WELLNESS: 'Genomic wellness',
  SURGERY_CARE: 'Surgery care',
  WELLNESS: 'Wellness programme',
  SENIOR_CARE: 'Senior care',
};

/** An enquiry typed and not sent is kept for a day, as a webinar registration is. */
export const ENQUIRY_DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What the patient types: who to call, when, and (optionally) what about. */
export type EnquiryForm = Pick<CallBackForm, 'name' | 'mobileNumber' | 'preferredTime' | 'concern' | 'consent'>;
export type EnquiryField = keyof EnquiryForm;

export const EMPTY_ENQUIRY_FORM: EnquiryForm = { name: '', mobileNumber: '', preferredTime: CALL_TIMES[0], concern: '', consent: false };

/** Room left for the patient's words once `lead` (what the enquiry is about) starts the request. */
export function concernMaxAfter(lead: string): number {
  return CONCERN_MAX - `${lead}: `.length;
}

/** Room left for the patient's words once the programme's name leads the request. */
export function enquiryConcernMax(programme: EnquiryProgramme): number {
  return concernMaxAfter(PROGRAMME_NAMES[programme]);
}

/** The call-back form the request is: what it is about first, so the care team knows what to talk about. */
export function callBackFormLedBy(lead: string, form: EnquiryForm): CallBackForm {
  const concern = form.concern.trim();
  return { ...EMPTY_CALL_BACK_FORM, ...form, concern: concern === '' ? lead : `${lead}: ${concern}` };
}

/** The call-back rules of an enquiry led by `lead`, its concern's limit counted after the lead. */
export function validateEnquiryLedBy(lead: string, form: EnquiryForm): Result<EnquiryForm, Partial<Record<EnquiryField, string>>> {
  const checked = validateCallBack('CALL_ME_BACK', callBackFormLedBy(lead, form));
  if (checked.isOk()) return checked.map(() => form);
  const { name, mobileNumber, preferredTime, consent } = checked.error;
  const concern = checked.error.concern === undefined ? undefined : `Keep it to ${concernMaxAfter(lead)} characters or fewer`;
  const errors = Object.fromEntries(Object.entries({ name, mobileNumber, preferredTime, concern, consent }).filter(([, message]) => message !== undefined));
  return Err(errors);
}

export function isEnquiryForm(value: unknown): value is EnquiryForm {
  if (typeof value !== 'object' || value === null) return false;
  const { name, mobileNumber, preferredTime, concern, consent } = value as Record<string, unknown>;
  return [name, mobileNumber, preferredTime, concern].every((field) => typeof field === 'string') && typeof consent === 'boolean';
}

/**
 * "Request a call back" on the programme pages (genomic wellness, surgery care, wellness, senior care): the one call-back request
 * (POST /appointment/callback, kind CALL_ME_BACK) with the programme named first, sent once
 * however often it is pressed; what a signed-in patient typed is kept until it is sent.
 */
export class ProgrammeEnquiries {
  constructor(
    private readonly callBacks: Pick<CallBackRequests, 'submit'>,
    private readonly drafts: Drafts,
  ) {}

  validate(programme: EnquiryProgramme, form: EnquiryForm): Result<EnquiryForm, InvalidForm<EnquiryField>> {
    return validateEnquiryLedBy(PROGRAMME_NAMES[programme], form).mapErr((fields) => ({ kind: 'invalid' as const, fields }));
  }

  draft(programme: EnquiryProgramme): EnquiryForm {
    const kept = this.kept()[programme];
    return isEnquiryForm(kept) ? kept : { ...EMPTY_ENQUIRY_FORM };
  }

  keepDraft(programme: EnquiryProgramme, form: EnquiryForm): void {
    const drafts = { ...this.kept() };
    const empty = form.name.trim() === '' && form.mobileNumber.trim() === '' && form.concern.trim() === '';
    if (empty) delete drafts[programme];
    else drafts[programme] = form;
    if (Object.keys(drafts).length === 0) this.drafts.remove(DRAFT_NAMES.programmeEnquiry);
    else this.drafts.save(DRAFT_NAMES.programmeEnquiry, drafts, ENQUIRY_DRAFT_LIFETIME_MS);
  }

  async submit(programme: EnquiryProgramme, form: EnquiryForm): Promise<Result<CallBackReceipt, CallBackError>> {
    const checked = this.validate(programme, form);
    if (checked.isErr()) return checked;
    const sent = await this.callBacks.submit('CALL_ME_BACK', callBackFormLedBy(PROGRAMME_NAMES[programme], form));
    if (sent.isOk()) this.keepDraft(programme, EMPTY_ENQUIRY_FORM);
    return sent;
  }

  private kept(): Record<string, unknown> {
    const kept = this.drafts.read(DRAFT_NAMES.programmeEnquiry);
    return typeof kept === 'object' && kept !== null ? (kept as Record<string, unknown>) : {};
  }
}
