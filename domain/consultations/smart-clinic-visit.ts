import { Err, Ok, type Result } from 'ts-results-es';
import type { InvalidForm } from '../account/forms';
import { DRAFT_NAMES, type Drafts } from '../shared/drafts';
import type { CallBackError, CallBackReceipt, CallBackRequests } from './call-back';
import { EMPTY_ENQUIRY_FORM, ENQUIRY_DRAFT_LIFETIME_MS, callBackFormLedBy, concernMaxAfter, isEnquiryForm, validateEnquiryLedBy, type EnquiryForm } from './programme-enquiry';

/** The clinic a visit is asked for, as the care team needs to read it. */
export interface VisitedClinic {
  id: string;
  name: string;
  pincode: string;
}

/** A programme enquiry's fields and the clinic to visit, all as typed so nothing is lost on an error. */
export type SmartClinicVisitForm = EnquiryForm & { clinicId: string };
export type SmartClinicVisitField = keyof SmartClinicVisitForm;

export const EMPTY_SMART_CLINIC_VISIT_FORM: SmartClinicVisitForm = { ...EMPTY_ENQUIRY_FORM, clinicId: '' };

/** A field the call-back rules refuse, or the clinic not chosen, is said at its field. */
export type SmartClinicVisitError = Exclude<CallBackError, { kind: 'invalid' }> | InvalidForm<SmartClinicVisitField>;

export const CHOOSE_CLINIC = 'Choose the Smart Clinic you will visit';

/** What leads the call-back request, so the care team knows which clinic to book. */
export function smartClinicVisitLead(clinic: VisitedClinic): string {
  return `Smart Clinic visit at ${clinic.name} (${clinic.pincode})`;
}

/** Room left for the patient's words once the clinic leads the request; the full room before a clinic is chosen. */
export function visitConcernMax(clinic: VisitedClinic | null): number {
  return concernMaxAfter(clinic === null ? '' : smartClinicVisitLead(clinic));
}

/**
 * "Book a visit" on /{product}/Smart-Clinic (docs/decisions.md "Smart Clinics"): the one
 * call-back request (POST /appointment/callback, kind CALL_ME_BACK) led by the clinic's name, so
 * the care team calls to fix the hour and the doctor; sent once however often it is pressed, and
 * what a signed-in patient typed is kept until it is sent.
 */
export class SmartClinicVisits {
  constructor(
    private readonly callBacks: Pick<CallBackRequests, 'submit'>,
    private readonly drafts: Drafts,
  ) {}

  validate(form: SmartClinicVisitForm, clinics: readonly VisitedClinic[]): Result<SmartClinicVisitForm, InvalidForm<SmartClinicVisitField>> {
    const clinic = clinics.find((candidate) => candidate.id === form.clinicId);
    const checked = validateEnquiryLedBy(clinic === undefined ? '' : smartClinicVisitLead(clinic), form);
    const fields: Partial<Record<SmartClinicVisitField, string>> = checked.isErr() ? { ...checked.error } : {};
    if (clinic === undefined) fields.clinicId = CHOOSE_CLINIC;
    return Object.keys(fields).length > 0 ? Err({ kind: 'invalid', fields }) : Ok(form);
  }

  draft(): SmartClinicVisitForm {
    const kept = this.drafts.read(DRAFT_NAMES.smartClinicVisit);
    if (!isEnquiryForm(kept) || typeof (kept as { clinicId?: unknown }).clinicId !== 'string') return { ...EMPTY_SMART_CLINIC_VISIT_FORM };
    return kept as SmartClinicVisitForm;
  }

  keepDraft(form: SmartClinicVisitForm): void {
    const empty = form.name.trim() === '' && form.mobileNumber.trim() === '' && form.concern.trim() === '';
    if (empty) this.drafts.remove(DRAFT_NAMES.smartClinicVisit);
    else this.drafts.save(DRAFT_NAMES.smartClinicVisit, form, ENQUIRY_DRAFT_LIFETIME_MS);
  }

  async submit(form: SmartClinicVisitForm, clinics: readonly VisitedClinic[]): Promise<Result<CallBackReceipt, SmartClinicVisitError>> {
    const checked = this.validate(form, clinics);
    if (checked.isErr()) return checked;
    const clinic = clinics.find((candidate) => candidate.id === form.clinicId);
    if (clinic === undefined) return Err({ kind: 'invalid', fields: { clinicId: CHOOSE_CLINIC } });
    const sent = await this.callBacks.submit('CALL_ME_BACK', callBackFormLedBy(smartClinicVisitLead(clinic), form));
    if (sent.isOk()) this.drafts.remove(DRAFT_NAMES.smartClinicVisit);
    return sent;
  }
}
