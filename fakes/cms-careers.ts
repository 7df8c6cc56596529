import { Err, Ok, type Result } from 'ts-results-es';
import { APPLICATION_MESSAGES, isLinkedInProfile, MAX_RESUME_BYTES, NOTICE_PERIODS } from '../domain/content/careers';
import type { EmploymentType } from '../domain/content/model';
import { parseEmail } from '../domain/shared/email';
import type { ApiError } from '../domain/shared/errors';
import { FILE_SIGNATURE_LENGTH, formatMegabytes, sniffDocumentType, type DocumentType } from '../domain/shared/file-type';
import { parseMobileNumber } from '../domain/shared/mobile-number';
import { parsePersonName } from '../domain/shared/person-name';
import type { FakeBackend } from './backend';

/** A position as the careers service stores it. */
export interface FakeJob {
  id: string;
  title: string;
  team: string;
  city: string;
  experience: { min: number; max: number };
  employmentType: EmploymentType;
  /** YYYY-MM-DD */
  postedAt: string;
  summary: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
}

/** One application, kept in the backend's state under its position; the resume's bytes are not kept. */
export interface FakeJobApplication {
  id: string;
  name: string;
  email: string;
  mobileNumber: string;
  resume: { name: string; contentType: DocumentType; sizeBytes: number };
  appliedAt: number;
}

/** What POST /cms/careers/{id}/apply brings. */
export interface FakeApplicationInput {
  jobId: string;
  name: string;
  email: string;
  mobileNumber: string;
  currentCity: string;
  experienceYears: number;
  noticePeriodDays: number;
  linkedInUrl: string | null;
  coverNote: string;
  resume: { name: string; bytes: Uint8Array };
}

const NOT_FOUND: ApiError = { kind: 'not-found', message: 'Data Not Found' };

export const FAKE_JOBS: readonly FakeJob[] = [
  {
    id: 'senior-frontend-engineer-blr',
    title: 'Senior Frontend Engineer',
    team: 'Engineering',
    city: 'Bengaluru',
    experience: { min: 4, max: 8 },
    employmentType: 'FULL_TIME',
    postedAt: '2026-11-18',
    summary: 'Build the web app that lakhs of patients use to see a doctor, order medicines and book lab tests.',
    description:
      'Our patient web app is how most people first meet CareWell, often on a mid-range phone over a patchy connection. You will own pages end to end, from the design review to the release, and keep them fast, accessible and in both English and Hindi.',
    responsibilities: [
      'Build and own features of the patient web app in TypeScript and React',
      'Keep every page fast on a ₹10,000 Android phone over 4G',
      'Review code and mentor two to three engineers',
      'Work with doctors and pharmacists to get the medical details right',
    ],
    requirements: [
      '4 or more years of building web apps, 2 of them with React',
      'Strong TypeScript and testing habits',
      'Care for accessibility and for people on slow networks',
    ],
  },
  {
    id: 'backend-engineer-payments-ggn',
    title: 'Backend Engineer, Payments',
    team: 'Engineering',
    city: 'Gurugram',
    experience: { min: 2, max: 5 },
    employmentType: 'FULL_TIME',
    postedAt: '2026-11-12',
    summary: 'Make UPI, card and wallet payments for consultations and orders reliable and easy to reconcile.',
    description:
      'Every consultation, medicine order and lab booking ends in a payment. You will build the services that take them through our payment gateway, issue refunds and reconcile settlements with finance.',
    responsibilities: [
      'Design and run the payment and refund services',
      'Reconcile daily settlements with the finance team',
      'Be on call one week in six for payment incidents',
    ],
    requirements: ['2 or more years of backend work in Java, Kotlin or Go', 'Experience with UPI or a payment gateway', 'Comfort with SQL and queues'],
  },
  {
    id: 'clinical-pharmacist-mum',
    title: 'Clinical Pharmacist',
    team: 'Pharmacy',
    city: 'Mumbai',
    experience: { min: 1, max: 4 },
    employmentType: 'FULL_TIME',
    postedAt: '2026-11-20',
    summary: 'Check prescriptions and guide patients on their medicines before every order leaves our store.',
    description:
      'Our pharmacists read every uploaded prescription before an order is packed. You will verify prescriptions, call patients and doctors when something is unclear, and counsel patients on dosage and interactions.',
    responsibilities: [
      'Verify uploaded prescriptions against the medicines ordered',
      'Call patients about substitutes, dosage and interactions',
      'Keep the Schedule H and H1 registers as the law asks',
    ],
    requirements: ['B.Pharm or M.Pharm, registered with the State Pharmacy Council', 'Clear spoken Hindi and English; Marathi is a plus', 'Shift work, including Sundays by rota'],
  },
  {
    id: 'care-coordinator-hyd',
    title: 'Patient Care Coordinator',
    team: 'Customer care',
    city: 'Hyderabad',
    experience: { min: 0, max: 2 },
    employmentType: 'FULL_TIME',
    postedAt: '2026-11-22',
    summary: 'Answer patients’ calls and chats, and help them book, reschedule and get their reports.',
    description:
      'Patients call us when something has gone wrong or when they are worried. You will help them on the phone and in chat, follow their issue to the end, and tell our product team what keeps going wrong.',
    responsibilities: ['Answer calls and chats in English, Hindi and Telugu', 'Follow each issue until the patient is helped', 'Note what patients ask most for the FAQ'],
    requirements: ['A graduate in any subject; freshers are welcome', 'Patience and clear speech in Hindi, English and Telugu', 'Rotational shifts between 8 AM and 10 PM'],
  },
  {
    id: 'phlebotomist-pune',
    title: 'Home Collection Phlebotomist',
    team: 'Diagnostics',
    city: 'Pune',
    experience: { min: 1, max: 5 },
    employmentType: 'CONTRACT',
    postedAt: '2026-11-08',
    summary: 'Collect blood samples at patients’ homes safely and on time, across Pune.',
    description:
      'Most of our lab tests start with a visit to a patient’s home. You will collect samples in the booked slot, label and store them right, and hand them to the lab within the hour.',
    responsibilities: ['Collect samples at homes in your area, 8 to 12 visits a day', 'Keep the cold chain and labelling right', 'Update each visit in the collection app'],
    requirements: ['DMLT or a certificate in phlebotomy', 'A two-wheeler and a driving licence', 'At least a year of sample collection'],
  },
  {
    id: 'product-designer-blr',
    title: 'Product Designer',
    team: 'Design',
    city: 'Bengaluru',
    experience: { min: 3, max: 6 },
    employmentType: 'FULL_TIME',
    postedAt: '2026-11-15',
    summary: 'Design journeys that a first-time smartphone user and a busy doctor both find simple.',
    description:
      'You will design the booking, ordering and records journeys of our apps, test them with patients in clinics and homes, and work in the same team as the engineers who build them.',
    responsibilities: ['Design and prototype patient journeys', 'Run usability tests in Hindi and English', 'Grow our design system'],
    requirements: ['3 or more years of product design with a portfolio', 'Experience designing for low-literacy or first-time users is a plus'],
  },
  {
    id: 'data-analyst-intern-ggn',
    title: 'Data Analyst Intern',
    team: 'Engineering',
    city: 'Gurugram',
    experience: { min: 0, max: 1 },
    employmentType: 'INTERNSHIP',
    postedAt: '2026-11-24',
    summary: 'Six months with our analytics team, finding where patients drop off and why.',
    description: 'You will work with product managers on the funnels of booking and ordering, build dashboards and present what you find every fortnight.',
    responsibilities: ['Build dashboards of the booking and ordering funnels', 'Answer product questions with SQL', 'Present findings every two weeks'],
    requirements: ['Final-year student or recent graduate', 'SQL and a spreadsheet; Python is a plus'],
  },
];

function jobOf(id: string): FakeJob | undefined {
  return FAKE_JOBS.find((job) => job.id === id);
}

/** GET /cms/careers, GET /cms/careers/{id} and POST /cms/careers/{id}/apply; applications live in the backend's state. */
export class FakeCareersService {
  constructor(private readonly backend: FakeBackend) {}

  private applications(): Record<string, FakeJobApplication[]> {
    this.backend.state.jobApplications ??= {};
    return this.backend.state.jobApplications;
  }

  openings(): Result<readonly FakeJob[], ApiError> {
    return Ok(FAKE_JOBS);
  }

  opening(id: string): Result<FakeJob, ApiError> {
    const job = jobOf(id);
    return job === undefined ? Err(NOT_FOUND) : Ok(job);
  }

  /** One application per mobile number per position; the resume is a PDF, DOC or DOCX by its content, at most 5 MB. */
  apply(input: FakeApplicationInput): Result<{ applicationId: string }, ApiError> {
    const job = jobOf(input.jobId);
    if (job === undefined) return Err(NOT_FOUND);
    const name = parsePersonName(input.name);
    if (name.isErr()) return Err({ kind: 'rejected', message: name.error });
    const email = parseEmail(input.email);
    if (email.isErr()) return Err({ kind: 'rejected', message: email.error });
    const mobileNumber = parseMobileNumber(input.mobileNumber);
    if (mobileNumber.isErr()) return Err({ kind: 'rejected', message: mobileNumber.error });
    if (input.currentCity.trim().length < 2) return Err({ kind: 'rejected', message: APPLICATION_MESSAGES.city });
    if (!Number.isInteger(input.experienceYears) || input.experienceYears < 0 || input.experienceYears > 50) {
      return Err({ kind: 'rejected', message: APPLICATION_MESSAGES.experience });
    }
    if (!NOTICE_PERIODS.includes(String(input.noticePeriodDays) as never)) return Err({ kind: 'rejected', message: APPLICATION_MESSAGES.notice });
    if (input.linkedInUrl !== null && !isLinkedInProfile(input.linkedInUrl)) {
      return Err({ kind: 'rejected', message: APPLICATION_MESSAGES.linkedIn });
    }
    const { bytes } = input.resume;
    if (bytes.length === 0) return Err({ kind: 'rejected', message: 'This resume is empty. Choose the file again.' });
    const contentType = sniffDocumentType(bytes.subarray(0, FILE_SIGNATURE_LENGTH));
    if (contentType === null) return Err({ kind: 'rejected', message: 'This resume is not a PDF, DOC or DOCX file, whatever its name says.' });
    if (bytes.length > MAX_RESUME_BYTES) {
      return Err({ kind: 'too-large', message: `This resume is ${formatMegabytes(bytes.length)}; the limit is 5 MB.` });
    }
    const held = this.applications()[job.id] ?? [];
    if (held.some((a) => a.mobileNumber === mobileNumber.value)) {
      return Err({ kind: 'conflict', message: 'This mobile number has already applied for this position.' });
    }
    const application: FakeJobApplication = {
      id: this.backend.newId('JA'),
      name: name.value,
      email: email.value,
      mobileNumber: mobileNumber.value,
      resume: { name: input.resume.name, contentType, sizeBytes: bytes.length },
      appliedAt: this.backend.now(),
    };
    this.applications()[job.id] = [...held, application];
    return Ok({ applicationId: application.id });
  }
}
