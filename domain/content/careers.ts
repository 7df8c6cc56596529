import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { SingleFlight, validateForm, type AlreadyInProgress, type InvalidForm } from '../account/forms';
import { DRAFT_NAMES, textFieldsOf, type Drafts } from '../shared/drafts';
import { EmailSchema } from '../shared/email';
import type { ApiError } from '../shared/errors';
import { checkDocumentFile, type DocumentType, type UploadFileError } from '../shared/file-type';
import { MobileNumberSchema } from '../shared/mobile-number-schema';
import { PersonNameSchema } from '../shared/person-name';
import type { Query, QueryCache } from '../shared/query';
import type { JobApplication, JobDetail, JobOpening, ResumeFile } from './model';
import type { CareersApi } from './ports';
import { byCodeUnits } from '../shared/order';
import type { OpeningsFilter } from './careers-address';

/** A resume of a few pages is well under 1 MB; 5 MB leaves room for a scanned one. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

/** An application typed and not sent is kept for a week: people gather their details over days. */
export const APPLICATION_DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The notice periods an applicant chooses from, in days (0: can join at once). */
export const NOTICE_PERIODS = ['0', '15', '30', '60', '90'] as const;

export const MAX_COVER_NOTE = 2000;

/** A position's page: in the /{product} group (spec §2 gives it no parameter), the id in the query as the blog's. */
export function jobPath(product: string, id: string): string {
  return `/${product}/job-detail?id=${encodeURIComponent(id)}`;
}

export function applicationPath(product: string, id: string): string {
  return `/${product}/job-application?id=${encodeURIComponent(id)}`;
}

/** The positions that match, newest first; and every team and city of all of them, for the filters. */
export interface OpeningsView {
  openings: JobOpening[];
  teams: string[];
  cities: string[];
  total: number;
}

export function viewOpenings(all: readonly JobOpening[], filter: OpeningsFilter): OpeningsView {
  const sorted = [...all].sort((a, b) => byCodeUnits(b.postedOn, a.postedOn) || byCodeUnits(a.title, b.title));
  const distinct = (pick: (opening: JobOpening) => string) => [...new Set(all.map(pick))].sort(byCodeUnits);
  return {
    openings: sorted.filter((o) => (filter.team === null || o.team === filter.team) && (filter.city === null || o.city === filter.city)),
    teams: distinct((o) => o.team),
    cities: distinct((o) => o.city),
    total: all.length,
  };
}

/** The position for search engines (schema.org JobPosting): its title, text, type and city. */
export function jobPostingStructuredData(job: JobDetail, url: string, hiringOrganisation: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, ...job.responsibilities, ...job.requirements].join('\n'),
    datePosted: job.postedOn,
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: hiringOrganisation },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: 'IN' } },
    experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.experience.min * 12 },
    url,
  };
}

// --- Applying ---

/** The application form as typed; the resume is the file chosen in this page's life, never kept in a draft. */
export interface ApplicationForm {
  name: string;
  email: string;
  mobileNumber: string;
  currentCity: string;
  experienceYears: string;
  noticePeriod: string;
  linkedInUrl: string;
  coverNote: string;
  resume: ResumeFile | null;
}

export type ApplicationField = keyof ApplicationForm;

type TypedFields = Omit<ApplicationForm, 'resume'>;

export const EMPTY_APPLICATION_FORM: ApplicationForm = {
  name: '',
  email: '',
  mobileNumber: '',
  currentCity: '',
  experienceYears: '',
  noticePeriod: '',
  linkedInUrl: '',
  coverNote: '',
  resume: null,
};

export const APPLICATION_MESSAGES = {
  city: 'Enter the city you live in now',
  experience: 'Enter your years of experience as a whole number: 0 if this is your first job',
  experienceTooMany: 'Enter at most 50 years of experience',
  notice: 'Choose your notice period',
  linkedIn: 'Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name, or leave it empty',
  coverNote: `Keep your note to ${MAX_COVER_NOTE} characters`,
  resume: 'Choose your resume: a PDF, DOC or DOCX file',
} as const;

/** A LinkedIn profile's address: https://www.linkedin.com/in/… (or a country's subdomain, or an old /pub/ one). */
export function isLinkedInProfile(url: string): boolean {
  return /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub)\/[\w\-%.]+\/?$/i.test(url);
}

const ApplicationSchema = v.object({
  name: PersonNameSchema,
  email: EmailSchema,
  mobileNumber: MobileNumberSchema,
  currentCity: v.pipe(v.string(), v.trim(), v.minLength(2, APPLICATION_MESSAGES.city), v.maxLength(60, APPLICATION_MESSAGES.city)),
  experienceYears: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,2}$/, APPLICATION_MESSAGES.experience),
    v.transform(Number),
    v.maxValue(50, APPLICATION_MESSAGES.experienceTooMany),
  ),
  noticePeriod: v.pipe(v.picklist(NOTICE_PERIODS, APPLICATION_MESSAGES.notice), v.transform(Number)),
  linkedInUrl: v.pipe(
    v.string(),
    v.trim(),
    v.check((url) => url === '' || isLinkedInProfile(url), APPLICATION_MESSAGES.linkedIn),
    v.transform((url) => (url === '' ? null : url)),
  ),
  coverNote: v.pipe(v.string(), v.trim(), v.maxLength(MAX_COVER_NOTE, APPLICATION_MESSAGES.coverNote)),
  resume: v.custom<ResumeFile>((file) => file !== null && typeof file === 'object', APPLICATION_MESSAGES.resume),
});

export type ValidApplication = v.InferOutput<typeof ApplicationSchema>;

/** This mobile number has applied for this position before: the team has the application already. */
export interface AlreadyApplied {
  kind: 'already-applied';
}

export type ApplyError = InvalidForm<ApplicationField> | AlreadyInProgress | AlreadyApplied | ApiError;

const TYPED_FIELDS = Object.keys(EMPTY_APPLICATION_FORM).filter((key) => key !== 'resume') as (keyof TypedFields)[];

function typedFieldsOf(value: unknown): TypedFields | null {
  return textFieldsOf(value, TYPED_FIELDS);
}

/** /career, /{product}/job-detail and /{product}/job-application: open positions and applying for one. */
export class Careers {
  private readonly applying = new SingleFlight();

  constructor(
    private readonly api: CareersApi,
    private readonly queries: QueryCache,
    private readonly drafts: Drafts,
  ) {}

  /** Every open position; kept for revisits. */
  openings(): Query<JobOpening[]> {
    return this.queries.query(['content', 'careers'], () => this.api.openings());
  }

  /** The build's copy of the openings, which /career is prerendered with (scripts/content-snapshot.ts). */
  holdOpenings(openings: JobOpening[]): void {
    this.openings();
    this.queries.put(['content', 'careers'], openings);
  }

  /**
   * The build's copy of the openings as the app takes the prerendered /career over: shown at once,
   * so the list on screen never gives way to a loading state, and asked for again behind it, since
   * positions may have opened or closed after the build.
   */
  takeOverOpenings(openings: JobOpening[]): void {
    this.holdOpenings(openings);
    this.queries.invalidate(['content', 'careers']);
  }

  /** One position; an unknown or closed one fails as not-found. */
  opening(id: string): Query<JobDetail> {
    return this.queries.query(['content', 'careers', id], () => this.api.opening(id));
  }

  /** A chosen file as a resume: a PDF, DOC or DOCX by its first bytes (`head`), not empty, at most 5 MB. */
  checkResume(head: ArrayLike<number>, size: number): Result<DocumentType, UploadFileError> {
    return checkDocumentFile(head, size, MAX_RESUME_BYTES);
  }

  validate(form: ApplicationForm): Result<ValidApplication, InvalidForm<ApplicationField>> {
    return validateForm(ApplicationSchema, { ...form });
  }

  /** What was typed and not sent (never the file, which the browser cannot give back); else an empty form. */
  draft(): { form: ApplicationForm; restored: boolean } {
    const kept = typedFieldsOf(this.drafts.read(DRAFT_NAMES.jobApplication));
    return kept === null ? { form: { ...EMPTY_APPLICATION_FORM }, restored: false } : { form: { ...kept, resume: null }, restored: true };
  }

  keepDraft(form: ApplicationForm): void {
    const typed = typedFieldsOf(form);
    if (typed === null || Object.values(typed).every((value) => value.trim() === '')) this.drafts.remove(DRAFT_NAMES.jobApplication);
    else this.drafts.save(DRAFT_NAMES.jobApplication, typed, APPLICATION_DRAFT_LIFETIME_MS);
  }

  /** Sends the application once, however often it is pressed; `onProgress` has the share of it sent. */
  async apply(jobId: string, form: ApplicationForm, onProgress?: (fraction: number) => void): Promise<Result<JobApplication, ApplyError>> {
    const checked = this.validate(form);
    if (checked.isErr()) return checked;
    const { resume, noticePeriod, ...fields } = checked.value;
    return this.applying.run(async () => {
      const applied = await this.api.apply({ jobId, ...fields, noticePeriodDays: noticePeriod, resume }, onProgress);
      if (applied.isErr()) return Err(applied.error.kind === 'conflict' ? { kind: 'already-applied' as const } : applied.error);
      this.drafts.remove(DRAFT_NAMES.jobApplication);
      return Ok(applied.value);
    });
  }
}
