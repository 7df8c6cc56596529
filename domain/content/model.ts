import type { DocumentType } from '../shared/file-type';

/** The TYPE query of the policy pages (spec §2). */
export const POLICY_TYPES = ['TERMS_AND_CONDITIONS', 'PRIVACY_POLICY', 'REFUND_POLICY'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

export interface PolicyDocument {
  type: PolicyType;
  title: string;
  /** HTML from the server: shown only after sanitising. */
  html: string;
  /** YYYY-MM-DD */
  updatedOn: string;
}

/** One question of GET /faq with its answer, under the topic it is filed in. */
export interface FaqEntry {
  id: string;
  topic: string;
  question: string;
  /** HTML from the server: shown only after sanitising. */
  answerHtml: string;
}

/** A question a patient asks because the FAQ does not answer it (the spec's forum question call). */
export interface ForumQuestion {
  topic: string;
  question: string;
}

/** What the forum answers to a question asked: its reference, for the patient to quote. */
export interface AskedQuestion {
  id: string;
}

/** A blog post as a list shows it. */
export interface BlogSummary {
  /** The post's slug: the /blog?id= of its page. */
  id: string;
  title: string;
  category: string;
  author: string;
  /** YYYY-MM-DD */
  publishedOn: string;
  excerpt: string;
}

/** A blog post with its text and the posts the server relates to it. */
export interface BlogArticle extends BlogSummary {
  /** HTML from the server: shown only after sanitising. */
  html: string;
  related: BlogSummary[];
}

/** What a blog list asks for: one page of the posts in a category (null: all) matching a search ('' : any). */
export interface BlogListRequest {
  page: number;
  category: string | null;
  search: string;
}

/** One page of posts, with every category the blog has (for the category filter). */
export interface BlogPage {
  posts: BlogSummary[];
  page: number;
  totalPages: number;
  total: number;
  categories: string[];
}

/** Someone who speaks at a webinar; no photo: the page shows their initials. */
export interface WebinarSpeaker {
  id: string;
  name: string;
  /** Degrees and post, as the speaker signs: 'MD (Medicine), DM (Endocrinology)'. */
  qualification: string;
  bio: string;
}

/** A webinar of GET /user/webinar/data, upcoming or past. */
export interface Webinar {
  id: string;
  title: string;
  topic: string;
  description: string;
  /** The instant it starts, ISO in UTC; the server sends it in IST and the page shows it in IST. */
  startsAt: string;
  durationMinutes: number;
  /** Places still free; 0 is full. */
  seatsLeft: number;
  speakers: WebinarSpeaker[];
  /** Where the recording of a past webinar plays; null before it is held, or until it is up. */
  recordingUrl: string | null;
}

/** What POST /user/webinar takes: who registers for which webinar. */
export interface WebinarRegistrationRequest {
  webinarId: string;
  name: string;
  mobileNumber: string;
  email: string;
}

/** The server's reference for a registration, for the patient to quote. */
export interface WebinarRegistration {
  id: string;
}

// --- Careers (GET /cms/careers, GET /cms/careers/{id}, POST /cms/careers/{id}/apply: docs/api.md) ---

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** An open position as the careers list shows it. */
export interface JobOpening {
  /** The /{product}/job-detail?id= of its page. */
  id: string;
  title: string;
  /** Engineering, Clinical operations, Pharmacy…: the list filters by it. */
  team: string;
  city: string;
  /** Years of experience asked for, from min to max. */
  experience: { min: number; max: number };
  employmentType: EmploymentType;
  /** YYYY-MM-DD */
  postedOn: string;
  summary: string;
}

/** One position with what the role is and asks for. */
export interface JobDetail extends JobOpening {
  description: string;
  responsibilities: string[];
  requirements: string[];
}

/** A resume as it is sent: its name, its format as its bytes say, and the bytes. */
export interface ResumeFile {
  name: string;
  contentType: DocumentType;
  bytes: Uint8Array;
}

/** What POST /cms/careers/{id}/apply takes. */
export interface JobApplicationRequest {
  jobId: string;
  name: string;
  email: string;
  mobileNumber: string;
  currentCity: string;
  experienceYears: number;
  noticePeriodDays: number;
  /** A LinkedIn profile address, or null when not given. */
  linkedInUrl: string | null;
  coverNote: string;
  resume: ResumeFile;
}

/** The server's reference for an application, for the applicant to quote. */
export interface JobApplication {
  id: string;
}

/** Who a cancer screening plan is made for: the cancers worth looking for differ. */
export const SCREENING_AUDIENCES = ['WOMEN', 'MEN'] as const;
export type ScreeningAudience = (typeof SCREENING_AUDIENCES)[number];

/** One test of a screening plan and what it looks for. */
export interface ScreeningTest {
  name: string;
  /** What the test can find early, in a sentence: 'Cervical cancer and the changes before it'. */
  detects: string;
}

/** A cancer screening plan of GET /cms/cancer-screening/plans, as a provider edits it. */
export interface ScreeningPlan {
  id: string;
  name: string;
  audience: ScreeningAudience;
  summary: string;
  /** Who should take it: age, family history, habits. */
  whoFor: string;
  preparation: string;
  tests: ScreeningTest[];
  pricePaise: number;
  /** What the tests cost one by one; at least the price. */
  mrpPaise: number;
  /** A phlebotomist collects the samples at home; otherwise at a partner lab. */
  homeCollection: boolean;
  /** The lab package of the diagnostics catalogue booked for this plan; null when it is booked by a call. */
  labPackageId: string | null;
}

// --- Corporate wellness and the media center (GET /cms/corporate-wellness, POST /cms/corporate-wellness/enquiry, GET /cms/media-center: docs/api.md) ---

/** One thing we offer an employer for its staff: consultations, health check camps, lab packages, plans. */
export interface CorporateService {
  id: string;
  title: string;
  description: string;
}

/** A company whose staff already use us: its employees register at /auth/register/corporate/{slug}. */
export interface CorporatePartner {
  name: string;
  slug: string;
}

/** What /corporate shows from the service: the services, how taking them up goes, and the companies with us. */
export interface CorporateWellnessOffer {
  services: CorporateService[];
  steps: string[];
  partners: CorporatePartner[];
}

/** How many people the company employs, as the enquiry asks it: a range, not a count. */
export const EMPLOYEE_RANGES = ['1-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

/** What POST /cms/corporate-wellness/enquiry takes: an employer asking to be contacted. */
export interface CorporateEnquiryRequest {
  companyName: string;
  contactPerson: string;
  workEmail: string;
  mobileNumber: string;
  city: string;
  employees: EmployeeRange;
  message: string;
}

/** The server's reference for an enquiry, for the employer to quote. */
export interface CorporateEnquiryReceipt {
  reference: string;
}

/** A press release: its summary in the list, its paragraphs when opened. */
export interface PressRelease {
  /** Its anchor on /media-center: #release-{id}. */
  id: string;
  title: string;
  /** YYYY-MM-DD */
  publishedOn: string;
  summary: string;
  paragraphs: string[];
}

/** A story about us in another outlet, read on the outlet's site. */
export interface NewsCoverage {
  id: string;
  outlet: string;
  headline: string;
  /** YYYY-MM-DD */
  publishedOn: string;
  /** The story's address on the outlet's site (https). */
  url: string;
}

/** One line of the fact sheet: 'Founded' – '2019'. */
export interface PressFact {
  label: string;
  value: string;
}

/** Who journalists write to or call. */
export interface MediaContact {
  name: string;
  role: string;
  email: string;
  phone: string;
}

/** What /media-center shows: releases, coverage, the press kit (logo and fact sheet) and the media contact. */
export interface PressRoom {
  releases: PressRelease[];
  coverage: NewsCoverage[];
  /** The logo file to download (an SVG): an address or a data: URL. */
  logoUrl: string;
  facts: PressFact[];
  contact: MediaContact;
}
