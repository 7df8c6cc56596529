import { Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { SingleFlight, validateForm, type AlreadyInProgress, type InvalidForm } from '../account/forms';
import { DRAFT_NAMES, textFieldsOf, type Drafts } from '../shared/drafts';
import { EmailSchema } from '../shared/email';
import type { ApiError } from '../shared/errors';
import { MobileNumberSchema } from '../shared/mobile-number-schema';
import { PersonNameSchema } from '../shared/person-name';
import type { Query, QueryCache } from '../shared/query';
import { EMPLOYEE_RANGES, type CorporateEnquiryReceipt, type CorporateWellnessOffer } from './model';
import type { CorporateWellnessApi } from './ports';

/** The page an employee of a company with us registers at. */
export function corporateRegistrationPath(slug: string): string {
  return `/auth/register/corporate/${encodeURIComponent(slug)}`;
}

/** What we offer employers, for search engines (schema.org Service by a MedicalOrganization, its services as offers). */
export function corporateWellnessStructuredData(offer: CorporateWellnessOffer, url: string, provider: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    serviceType: 'Corporate wellness',
    provider: { '@type': 'MedicalOrganization', name: provider },
    areaServed: { '@type': 'Country', name: 'India' },
    audience: { '@type': 'BusinessAudience', audienceType: 'Employers' },
    url,
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Corporate wellness',
      itemListElement: offer.services.map((service) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: service.title, description: service.description } })),
    },
  };
}

/** An enquiry typed and not sent is kept for a week: HR gathers headcounts and approvals over days. */
export const CORPORATE_ENQUIRY_DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const MAX_ENQUIRY_MESSAGE = 1000;

/**
 * Mail services anyone can sign up to: an address there says nothing of the company, and the
 * corporate team answers work addresses first.
 */
export const PERSONAL_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'ymail.com',
  'rediffmail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'icloud.com',
  'aol.com',
  'protonmail.com',
]);

export const CORPORATE_ENQUIRY_MESSAGES = {
  company: 'Enter your company’s name',
  city: 'Enter the city your office is in',
  workEmail: 'Enter your work e-mail, not a personal one like Gmail or Yahoo',
  employees: 'Choose how many people your company employs',
  message: `Keep your message to ${MAX_ENQUIRY_MESSAGE} characters`,
} as const;

/** Whether an address is at a company's own domain, not a free mail service. */
export function isWorkEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  return domain !== '' && !PERSONAL_EMAIL_DOMAINS.has(domain);
}

/** The enquiry as typed; every field a string, so it is kept as a draft as it is. */
export interface CorporateEnquiryForm {
  companyName: string;
  contactPerson: string;
  workEmail: string;
  mobileNumber: string;
  city: string;
  employees: string;
  message: string;
}

export type CorporateEnquiryField = keyof CorporateEnquiryForm;

export const EMPTY_CORPORATE_ENQUIRY: CorporateEnquiryForm = { companyName: '', contactPerson: '', workEmail: '', mobileNumber: '', city: '', employees: '', message: '' };

const EnquirySchema = v.object({
  companyName: v.pipe(v.string(), v.trim(), v.minLength(2, CORPORATE_ENQUIRY_MESSAGES.company), v.maxLength(100, CORPORATE_ENQUIRY_MESSAGES.company)),
  contactPerson: PersonNameSchema,
  workEmail: v.pipe(EmailSchema, v.check(isWorkEmail, CORPORATE_ENQUIRY_MESSAGES.workEmail)),
  mobileNumber: MobileNumberSchema,
  city: v.pipe(v.string(), v.trim(), v.minLength(2, CORPORATE_ENQUIRY_MESSAGES.city), v.maxLength(60, CORPORATE_ENQUIRY_MESSAGES.city)),
  employees: v.picklist(EMPLOYEE_RANGES, CORPORATE_ENQUIRY_MESSAGES.employees),
  message: v.pipe(v.string(), v.trim(), v.maxLength(MAX_ENQUIRY_MESSAGE, CORPORATE_ENQUIRY_MESSAGES.message)),
});

export type ValidCorporateEnquiry = v.InferOutput<typeof EnquirySchema>;

/** The enquiry checked and tidied, or a message per wrong field: the page's check and the service's. */
export function parseCorporateEnquiry(form: CorporateEnquiryForm): Result<ValidCorporateEnquiry, InvalidForm<CorporateEnquiryField>> {
  return validateForm(EnquirySchema, { ...form });
}

export type CorporateEnquiryError = InvalidForm<CorporateEnquiryField> | AlreadyInProgress | ApiError;

function enquiryOf(value: unknown): CorporateEnquiryForm | null {
  return textFieldsOf(value, Object.keys(EMPTY_CORPORATE_ENQUIRY) as CorporateEnquiryField[]);
}

/** /corporate: what we offer employers, and an employer's enquiry, sent once and kept as a draft until it is. */
export class CorporateWellness {
  private readonly enquiring = new SingleFlight();

  constructor(
    private readonly api: CorporateWellnessApi,
    private readonly queries: QueryCache,
    private readonly drafts: Drafts,
  ) {}

  /** The services, the steps and the companies with us; kept for revisits. */
  offer(): Query<CorporateWellnessOffer> {
    return this.queries.query(['content', 'corporate-wellness'], () => this.api.offer());
  }

  validate(form: CorporateEnquiryForm): Result<ValidCorporateEnquiry, InvalidForm<CorporateEnquiryField>> {
    return parseCorporateEnquiry(form);
  }

  /** What was typed and not sent, or an empty form. */
  draft(): CorporateEnquiryForm {
    return enquiryOf(this.drafts.read(DRAFT_NAMES.corporateEnquiry)) ?? { ...EMPTY_CORPORATE_ENQUIRY };
  }

  keepDraft(form: CorporateEnquiryForm): void {
    const typed = enquiryOf(form);
    if (typed === null || Object.values(typed).every((value) => value.trim() === '')) this.drafts.remove(DRAFT_NAMES.corporateEnquiry);
    else this.drafts.save(DRAFT_NAMES.corporateEnquiry, typed, CORPORATE_ENQUIRY_DRAFT_LIFETIME_MS);
  }

  /** Sends the enquiry once, however often it is pressed; the draft goes once the server has it. */
  async enquire(form: CorporateEnquiryForm): Promise<Result<CorporateEnquiryReceipt, CorporateEnquiryError>> {
    const checked = this.validate(form);
    if (checked.isErr()) return checked;
    return this.enquiring.run(async () => {
      const sent = await this.api.enquire(checked.value);
      if (sent.isErr()) return sent;
      this.drafts.remove(DRAFT_NAMES.corporateEnquiry);
      return Ok(sent.value);
    });
  }
}
