import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError } from '../domain/shared/errors';
import { BLOG_POSTS, type FakeBlogPost } from './cms-blogs';
import { FAQ, type FakeFaqEntry } from './cms-faq';
import type { FakeUser } from './state';

/** A policy as the CMS stores it; `updatedAt` is an ISO timestamp, as CMSs keep them. */
export interface FakePolicy {
  type: string;
  title: string;
  html: string;
  updatedAt: string;
}

// The customer-care number and e-mail are the app's own (domain constants, src/app/brand.ts).
const CARE = 'call <strong>1800 3090 101</strong> (9 am to 9 pm, all days) or write to <a href="mailto:care@carewell.in">care@carewell.in</a>';

/** Three believable documents, written as an Indian digital-health provider would publish them. */
export const POLICIES: readonly FakePolicy[] = [
  {
    type: 'TERMS_AND_CONDITIONS',
    title: 'Terms and Conditions',
    updatedAt: '2026-01-15T10:30:00.000Z',
    html: `<h2>1. About these terms</h2>
<p>These terms govern your use of the CareWell website and app, run by CareWell Health Services Private Limited, Gurugram. By creating an account or using any service you agree to them. If you do not agree, please do not use the services.</p>
<h2>2. Your account</h2>
<ul>
<li>You must be 18 or older to hold an account. A parent or guardian manages the records of family members under 18.</li>
<li>Keep your password and OTPs to yourself. We will never ask for them by phone, e-mail or WhatsApp.</li>
<li>The details you give us, including your name, date of birth and mobile number, must be true and your own.</li>
</ul>
<h2>3. Online consultations</h2>
<p>Consultations are given by doctors registered with the National Medical Commission or a State Medical Council, under the Telemedicine Practice Guidelines, 2020. A doctor may decline to prescribe, or ask you to visit in person, when a remote consultation is not enough.</p>
<p><strong>Online consultations are not for emergencies.</strong> In an emergency call 112 or go to the nearest hospital.</p>
<h2>4. Medicines and lab tests</h2>
<ol>
<li>Prescription medicines are dispensed only against a valid prescription, checked by a registered pharmacist.</li>
<li>Lab tests are performed by NABL-accredited partner laboratories; home collection depends on your pincode.</li>
<li>Prices shown include GST unless stated otherwise and may change until the order is confirmed.</li>
</ol>
<h2>5. Limitation of liability</h2>
<p>We take care to keep the services available and correct, but we are not liable for losses caused by events beyond our reasonable control. Nothing in these terms limits liability that Indian law does not allow to be limited.</p>
<h2>6. Disputes</h2>
<p>These terms are governed by the laws of India; the courts at Gurugram, Haryana have jurisdiction. For any concern, ${CARE}.</p>`,
  },
  {
    type: 'PRIVACY_POLICY',
    title: 'Privacy Policy',
    updatedAt: '2026-02-01T09:00:00.000Z',
    html: `<h2>1. What this policy covers</h2>
<p>This policy explains how CareWell collects, uses and protects your personal data, in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.</p>
<h2>2. What we collect</h2>
<ul>
<li><strong>Identity and contact:</strong> name, mobile number, e-mail address, date of birth, gender and address.</li>
<li><strong>Health information:</strong> consultation notes, prescriptions, lab reports and the medical history you choose to share.</li>
<li><strong>Usage:</strong> device type, app version and pages visited, to keep the service working and secure.</li>
</ul>
<h2>3. How we use it</h2>
<ol>
<li>To provide consultations, deliver medicines and arrange lab tests you ask for.</li>
<li>To send OTPs, order updates and reminders over SMS, e-mail or WhatsApp, as your notification settings allow.</li>
<li>To meet legal duties, such as keeping prescription records for the period the law requires.</li>
</ol>
<p>We do <strong>not</strong> sell your data. Doctors, pharmacies and laboratories see only what they need to serve you.</p>
<h2>4. Your rights</h2>
<p>You may see, correct or delete your data, and withdraw consent, from your profile and settings. Deleting your account deactivates it at once; records the law requires us to keep are retained and then erased.</p>
<h2>5. Grievance officer</h2>
<p>For any privacy concern, ${CARE}. We acknowledge complaints within 48 hours and resolve them within 30 days.</p>`,
  },
  {
    type: 'REFUND_POLICY',
    title: 'Refund Policy',
    updatedAt: '2025-11-20T12:00:00.000Z',
    html: `<h2>1. Consultations</h2>
<ul>
<li>Cancel at least 2 hours before the appointment for a full refund.</li>
<li>If the doctor does not join within 15 minutes of the slot, you get a full refund or a free rebooking, as you choose.</li>
<li>Consultations that have taken place are not refundable.</li>
</ul>
<h2>2. Medicines</h2>
<p>Unopened medicines may be returned within 7 days of delivery if they were damaged, expired or not what you ordered. Refrigerated medicines and opened strips cannot be returned for safety reasons.</p>
<h2>3. Lab tests</h2>
<p>Cancel before the phlebotomist is assigned for a full refund. After sample collection, tests are not refundable.</p>
<h2>4. Care plans</h2>
<p>A plan may be cancelled within 7 days of purchase if no benefit has been used; the full amount is refunded.</p>
<h2>5. How refunds are paid</h2>
<ol>
<li>Refunds go back to the original payment method: UPI, card, net banking or wallet.</li>
<li>They are started within 2 working days and usually reach you in 5 to 7 working days, depending on your bank.</li>
</ol>
<p>For help with a refund, ${CARE}.</p>`,
  },
];

const NOT_FOUND: ApiError = { kind: 'not-found', message: 'Data Not Found' };

/** What a blog list asks for, as it arrives on the query. */
export interface FakeBlogQuery {
  page: number;
  limit: number;
  category: string;
  search: string;
}

/** One page of posts, newest first, with every category of the blog. */
export interface FakeBlogPage {
  posts: FakeBlogPost[];
  page: number;
  totalPages: number;
  total: number;
  categories: string[];
}

/** A question for the forum, as it arrives in the body. */
export interface FakeQuestionInput {
  topic: string;
  question: string;
}

/** How many related posts an article names. */
const RELATED = 3;

const NEWEST_FIRST = [...BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

function matches(post: FakeBlogPost, words: readonly string[]): boolean {
  const text = [post.title, post.category, post.author, post.excerpt, post.content.replace(/<[^>]*>/g, ' ')].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The fake CMS: the policies of the /auth policy pages, the FAQ, the forum's questions and the blog. */
export class FakeCmsService {
  private questionsAsked = 0;

  /** `type` as it arrives on the query; an unknown one is not-found, as a CMS answers. */
  policy(type: string): Result<FakePolicy, ApiError> {
    const policy = POLICIES.find((p) => p.type === type);
    return policy ? Ok(policy) : Err(NOT_FOUND);
  }

  faq(): Result<readonly FakeFaqEntry[], ApiError> {
    return Ok(FAQ);
  }

  /** Only a signed-in patient asks; the question goes to the care team, who answer by e-mail. */
  askQuestion(asker: Result<FakeUser, ApiError>, input: FakeQuestionInput): Result<{ id: string }, ApiError> {
    if (asker.isErr()) return asker;
    const question = input.question.trim();
    if (input.topic.trim() === '') return Err({ kind: 'rejected', message: 'Choose a topic for your question' });
    if ([...question].length < 15) return Err({ kind: 'rejected', message: 'The question must be at least 15 characters' });
    if ([...question].length > 500) return Err({ kind: 'rejected', message: 'The question must be at most 500 characters' });
    this.questionsAsked += 1;
    return Ok({ id: `FQ-${1000 + this.questionsAsked}` });
  }

  /** A page past the last is empty, not an error: the list says there is nothing there. */
  blogs(query: FakeBlogQuery): Result<FakeBlogPage, ApiError> {
    const words = query.search.toLowerCase().split(/\s+/).filter((word) => word !== '');
    const category = query.category.trim();
    const found = NEWEST_FIRST.filter((post) => (category === '' || post.category === category) && matches(post, words));
    const limit = Math.max(1, query.limit);
    const page = Math.max(1, query.page);
    return Ok({
      posts: found.slice((page - 1) * limit, page * limit),
      page,
      totalPages: Math.ceil(found.length / limit),
      total: found.length,
      categories: [...new Set(BLOG_POSTS.map((post) => post.category))].sort(),
    });
  }

  /** The post with the newest others of its category as related, then the newest of the rest. */
  blog(id: string): Result<{ post: FakeBlogPost; related: FakeBlogPost[] }, ApiError> {
    const post = BLOG_POSTS.find((p) => p.id === id);
    if (post === undefined) return Err(NOT_FOUND);
    const others = NEWEST_FIRST.filter((p) => p.id !== id);
    const related = [...others.filter((p) => p.category === post.category), ...others.filter((p) => p.category !== post.category)].slice(0, RELATED);
    return Ok({ post, related });
  }
}
