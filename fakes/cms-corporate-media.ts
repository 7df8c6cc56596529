import { Err, Ok, type Result } from 'ts-results-es';
import { parseCorporateEnquiry, type CorporateEnquiryForm } from '../domain/content/corporate-wellness';
import type { CorporateEnquiryRequest, CorporateWellnessOffer, PressRoom } from '../domain/content/model';
import type { ApiError } from '../domain/shared/errors';
import type { FakeBackend } from './backend';
import { logoDataUrl } from './seed';

/** One employer's enquiry, kept in the backend's state; the corporate team calls back from it. */
export interface FakeCorporateEnquiry extends CorporateEnquiryRequest {
  reference: string;
  receivedAt: number;
}

const CORPORATE_OFFER: Omit<CorporateWellnessOffer, 'partners'> = {
  services: [
    {
      id: 'consultations',
      title: 'Doctor consultations for every employee',
      description: 'Video and phone consultations with general physicians and 20 specialities, in English, Hindi and eight Indian languages, from 7 AM to 11 PM, with prescriptions on the app.',
    },
    {
      id: 'health-camps',
      title: 'Health check camps at your office',
      description: 'Our phlebotomists and a doctor set up at your office or factory for a day: blood sugar, lipid profile, blood pressure, BMI and eye checks, with reports on each employee’s phone in 48 hours.',
    },
    {
      id: 'lab-packages',
      title: 'Annual lab test packages',
      description: 'Full-body check-ups from NABL-accredited partner labs, with samples collected at home or at the office in 40 cities, and a doctor to go through the report.',
    },
    {
      id: 'family-plans',
      title: 'Plans for staff and their families',
      description: 'Cover the employee, spouse, children and parents on one plan: consultations, discounts on medicines and tests, and a care manager for the family.',
    },
    {
      id: 'wellbeing',
      title: 'Mental health and wellbeing sessions',
      description: 'Confidential counselling with clinical psychologists, and monthly talks on sleep, stress, diabetes and heart health for your teams.',
    },
  ],
  steps: [
    'Tell us about your company: how many people, which cities, and what you want to offer them.',
    'Our corporate team proposes a plan and a price per employee within two working days.',
    'Your HR team shares a registration link; employees sign up with their work details in two minutes.',
    'Every quarter you get a report of how the plan is used, never anyone’s health details.',
  ],
};

const PRESS_ROOM: PressRoom = {
  releases: [
    {
      id: 'senior-care-launch',
      title: 'CareWell launches senior care at home in Delhi NCR, Pune and Bengaluru',
      publishedOn: '2026-10-14',
      summary: 'Doctor visits, medicines and lab tests at home for people over 60, with one care manager per family.',
      paragraphs: [
        'Gurugram, 14 October 2026: CareWell today launched senior care at home in Delhi NCR, Pune and Bengaluru. Families can book doctor visits, medicine deliveries and lab tests at home for parents over 60, and get one care manager who knows their history.',
        '“Most of our calls at night are from children living in another city, worried about a parent,” said Dr Ananya Rao, Chief Medical Officer. “Senior care gives them one person to call who already knows their parent.”',
        'Senior care is available on the CareWell app and website from ₹1,499 a month.',
      ],
    },
    {
      id: 'hindi-app',
      title: 'The CareWell app and website now speak Hindi end to end',
      publishedOn: '2026-09-05',
      summary: 'Booking, prescriptions, lab reports and payments can now be done entirely in Hindi.',
      paragraphs: [
        'Gurugram, 5 September 2026: Every screen of the CareWell app and website is now available in Hindi, from booking a consultation to reading a lab report.',
        'Nearly four in ten of our patients outside the metros asked for Hindi. They can switch at any time, and their doctors can still write prescriptions in English.',
      ],
    },
    {
      id: 'series-b',
      title: 'CareWell raises ₹240 crore to take online consultations to smaller towns',
      publishedOn: '2026-03-02',
      summary: 'The round will fund partner clinics and home sample collection in 60 tier-2 and tier-3 towns.',
      paragraphs: [
        'Gurugram, 2 March 2026: CareWell has raised ₹240 crore in its Series B round to bring doctor consultations, medicine delivery and home sample collection to 60 more towns.',
        'The company will open partner clinics where patients without a smartphone can see a doctor on video with a nurse beside them.',
      ],
    },
  ],
  coverage: [
    {
      id: 'et-senior-care',
      outlet: 'The Economic Times',
      headline: 'Health apps turn to parents at home as families live apart',
      publishedOn: '2026-10-20',
      url: 'https://economictimes.indiatimes.com/industry/healthcare/biotech/healthcare/health-apps-turn-to-parents-at-home/articleshow/114000001.cms',
    },
    {
      id: 'hindu-hindi',
      outlet: 'The Hindu',
      headline: 'Telemedicine in your language: why Hindi matters for digital health',
      publishedOn: '2026-09-12',
      url: 'https://www.thehindu.com/sci-tech/health/telemedicine-in-your-language/article68000001.ece',
    },
    {
      id: 'mint-series-b',
      outlet: 'Mint',
      headline: 'CareWell raises ₹240 crore in Series B to expand to small towns',
      publishedOn: '2026-03-03',
      url: 'https://www.livemint.com/companies/start-ups/carewell-raises-rs-240-crore-series-b-11700000000001.html',
    },
    {
      id: 'ys-camps',
      outlet: 'YourStory',
      headline: 'How a Gurugram startup runs health camps for factory workers',
      publishedOn: '2026-06-18',
      url: 'https://yourstory.com/2026/06/carewell-health-camps-factory-workers',
    },
  ],
  logoUrl: logoDataUrl('CareWell', '#0b6e4f'),
  facts: [
    { label: 'Founded', value: '2019, in Gurugram' },
    { label: 'What we do', value: 'Online doctor consultations, medicine delivery, lab tests at home and health records' },
    { label: 'Cities', value: 'Medicines and lab tests in 40 cities; consultations across India' },
    { label: 'Doctors', value: 'Over 2,500 registered doctors in 20 specialities' },
    { label: 'Languages', value: 'English and Hindi in the app; consultations in ten Indian languages' },
    { label: 'Registered office', value: '4th Floor, Tower B, Cyber City, DLF Phase 2, Gurugram, Haryana 122002' },
  ],
  contact: { name: 'Neha Kapoor', role: 'Head of communications', email: 'press@carewell.in', phone: '+91 124 456 7800' },
};

/** GET and POST /cms/corporate-wellness and GET /cms/media-center; enquiries live in the backend's state. */
export class FakeCorporateMediaService {
  constructor(private readonly backend: FakeBackend) {}

  /** The offer, with the companies whose registration pages exist (the seeded corporates). */
  corporateWellness(): Result<CorporateWellnessOffer, ApiError> {
    const partners = Object.values(this.backend.state.corporates)
      .map(({ name, slug }) => ({ name, slug }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return Ok({ ...CORPORATE_OFFER, partners });
  }

  /** Checked as the page checks it (the number of employees one of the ranges); every accepted enquiry gets a reference. */
  enquire(request: CorporateEnquiryForm): Result<{ reference: string }, ApiError> {
    const checked = parseCorporateEnquiry(request);
    if (checked.isErr()) return Err({ kind: 'rejected', message: Object.values(checked.error.fields)[0] ?? 'Check the enquiry and send it again.' });
    const reference = this.backend.newId('CE');
    this.backend.state.corporateEnquiries ??= [];
    this.backend.state.corporateEnquiries.push({ ...checked.value, reference, receivedAt: this.backend.now() });
    return Ok({ reference });
  }

  pressRoom(): Result<PressRoom, ApiError> {
    return Ok(PRESS_ROOM);
  }
}
