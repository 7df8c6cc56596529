import { Err, Ok, type Result } from 'ts-results-es';
import { parseEmail } from '../domain/shared/email';
import type { ApiError } from '../domain/shared/errors';
import { parseMobileNumber } from '../domain/shared/mobile-number';
import { parsePersonName } from '../domain/shared/person-name';
import type { FakeBackend } from './backend';

/** A speaker as the webinar service stores them. */
export interface FakeSpeaker {
  id: string;
  name: string;
  qualification: string;
  bio: string;
}

/** A webinar as the service holds it, its start an instant (epoch ms) worked out from the backend's clock. */
export interface FakeWebinar {
  id: string;
  title: string;
  topic: string;
  description: string;
  startsAt: number;
  durationMinutes: number;
  capacity: number;
  seatsLeft: number;
  speakers: FakeSpeaker[];
  recordingUrl: string | null;
}

/** One registration, kept in the backend's state under its webinar. */
export interface FakeWebinarRegistration {
  id: string;
  name: string;
  mobileNumber: string;
  email: string;
  registeredAt: number;
}

/** What POST /user/webinar brings. */
export interface FakeRegistrationInput {
  webinarId: string;
  name: string;
  mobileNumber: string;
  email: string;
}

const SPEAKERS = {
  mehta: {
    id: 'sp-anjali-mehta',
    name: 'Dr. Anjali Mehta',
    qualification: 'MD (Medicine), DM (Endocrinology)',
    bio: 'Consultant endocrinologist in Pune with 15 years of caring for people with diabetes and thyroid disorders. She runs a free diabetes education clinic every Saturday.',
  },
  iyer: {
    id: 'sp-rajesh-iyer',
    name: 'Dr. Rajesh Iyer',
    qualification: 'MD (Medicine), DM (Cardiology)',
    bio: 'Interventional cardiologist in Chennai. He has spoken across Tamil Nadu on preventing heart attacks in young Indians.',
  },
  rao: {
    id: 'sp-kiran-rao',
    name: 'Dr. Kiran Rao',
    qualification: 'MD (Psychiatry)',
    bio: 'Psychiatrist in Hyderabad who helps working adults with stress, anxiety and sleep. She believes asking for help is a strength.',
  },
  nair: {
    id: 'sp-meera-nair',
    name: 'Ms. Meera Nair',
    qualification: 'M.Phil (Clinical Psychology), RCI registered',
    bio: 'Clinical psychologist in Kochi and one of our mental-wellness therapists, with a special interest in workplace burnout.',
  },
  agarwal: {
    id: 'sp-sunita-agarwal',
    name: 'Dr. Sunita Agarwal',
    qualification: 'MD (Paediatrics)',
    bio: 'Paediatrician in Jaipur for 20 years. She guides new parents on feeding, growth and vaccinations.',
  },
  kapoor: {
    id: 'sp-neha-kapoor',
    name: 'Ms. Neha Kapoor',
    qualification: 'M.Sc (Food and Nutrition), Clinical Dietitian',
    bio: 'Clinical dietitian in Delhi who turns home-cooked Indian food into plans that work for diabetes, PCOS and growing children.',
  },
  siddiqui: {
    id: 'sp-farah-siddiqui',
    name: 'Dr. Farah Siddiqui',
    qualification: 'MS (Obstetrics and Gynaecology)',
    bio: 'Gynaecologist in Lucknow who treats PCOS and infertility, and talks openly about periods and hormones.',
  },
  singh: {
    id: 'sp-vikram-singh',
    name: 'Dr. Vikram Singh',
    qualification: 'MD (Medicine), DNB (Geriatric Medicine)',
    bio: 'Geriatrician in Bengaluru. He helps families care for ageing parents at home: falls, memory, medicines and more.',
  },
} satisfies Record<string, FakeSpeaker>;

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

interface Plan extends Omit<FakeWebinar, 'startsAt' | 'seatsLeft'> {
  /** Days from today (in India) and the time of day in IST. */
  day: number;
  istTime: string;
  /** Registrations the seed already holds: the PCOS webinar is full. */
  taken: number;
}

const recording = (id: string) => `https://videos.carewell.in/webinars/${id}`;

/** Six webinars a patient would expect: three held, three to come, relative to the backend's today. */
const PLANS: readonly Plan[] = [
  {
    id: 'diabetes-festive-season',
    title: 'Living well with diabetes through the festive season',
    topic: 'Diabetes',
    description:
      'Sweets, late dinners and fasts: how to enjoy the festivals and keep your blood sugar steady. Dr. Mehta explains what to eat, when to check your sugar and how to adjust medicines on fasting days, and answers your questions live.',
    day: -24,
    istTime: '18:00',
    durationMinutes: 60,
    capacity: 1000,
    taken: 742,
    speakers: [SPEAKERS.mehta, SPEAKERS.kapoor],
    recordingUrl: recording('diabetes-festive-season'),
  },
  {
    id: 'heart-health-after-40',
    title: 'Heart health after 40: know your numbers',
    topic: 'Heart health',
    description:
      'Blood pressure, cholesterol and sugar: the three numbers that tell you most about your heart. Learn which tests to take and how often, the warning signs of a heart attack, and what to do in the first hour.',
    day: -10,
    istTime: '19:00',
    durationMinutes: 75,
    capacity: 1000,
    taken: 615,
    speakers: [SPEAKERS.iyer],
    recordingUrl: recording('heart-health-after-40'),
  },
  {
    id: 'stress-and-sleep-at-work',
    title: 'Stress, sleep and you: mental wellness for working adults',
    topic: 'Mental wellness',
    description:
      'Long hours, commutes and screens leave many of us tired but unable to sleep. Two experts talk about recognising burnout and anxiety, simple habits for better sleep, and when to see a therapist.',
    day: -3,
    istTime: '17:30',
    durationMinutes: 60,
    capacity: 500,
    taken: 388,
    speakers: [SPEAKERS.rao, SPEAKERS.nair],
    recordingUrl: null,
  },
  {
    id: 'child-nutrition-first-years',
    title: 'Feeding your child right: from first foods to school tiffin',
    topic: 'Child nutrition',
    description:
      'When to start solids, how much milk is enough, fussy eaters and healthy tiffin ideas. A paediatrician and a dietitian share what Indian families can cook at home for growing children.',
    day: 3,
    istTime: '11:00',
    durationMinutes: 60,
    capacity: 500,
    taken: 214,
    speakers: [SPEAKERS.agarwal, SPEAKERS.kapoor],
    recordingUrl: null,
  },
  {
    id: 'pcos-beyond-the-pill',
    title: 'PCOS: beyond the pill',
    topic: 'PCOS',
    description:
      'One in five Indian women has PCOS. Learn what it means for periods, weight, skin and pregnancy, and how food, exercise and treatment together make a difference.',
    day: 8,
    istTime: '18:30',
    durationMinutes: 60,
    capacity: 300,
    taken: 300,
    speakers: [SPEAKERS.siddiqui, SPEAKERS.kapoor],
    recordingUrl: null,
  },
  {
    id: 'caring-for-ageing-parents',
    title: 'Caring for ageing parents at home',
    topic: 'Senior care',
    description:
      'Falls, forgetfulness, many medicines and loneliness: a geriatrician on keeping older parents safe and independent at home, and on when to seek help.',
    day: 15,
    istTime: '17:00',
    durationMinutes: 90,
    capacity: 1000,
    taken: 129,
    speakers: [SPEAKERS.singh],
    recordingUrl: null,
  },
];

const NOT_FOUND: ApiError = { kind: 'not-found', message: 'Data Not Found' };

/** The start of the backend's today in India, as an instant. */
function todayInIndia(now: number): number {
  return Math.floor((now + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

function startOf(plan: Plan, now: number): number {
  const [hours = 0, minutes = 0] = plan.istTime.split(':').map(Number);
  return todayInIndia(now) + plan.day * DAY_MS + (hours * 60 + minutes) * 60_000;
}

/** '2026-12-01T19:00:00+05:30': the time in India, as the webinar service sends it. */
export function istTimestamp(instant: number): string {
  return `${new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/**
 * The webinars (GET /user/webinar/data) and their registrations (POST /user/webinar). The
 * webinars are dated from the backend's clock, so a demo always has some to come and some
 * held; the registrations live in the backend's state, so they survive a reload.
 */
export class FakeWebinarService {
  constructor(private readonly backend: FakeBackend) {}

  private registrations(): Record<string, FakeWebinarRegistration[]> {
    this.backend.state.webinarRegistrations ??= {};
    return this.backend.state.webinarRegistrations;
  }

  private webinar(plan: Plan): FakeWebinar {
    const registered = this.registrations()[plan.id]?.length ?? 0;
    return {
      id: plan.id,
      title: plan.title,
      topic: plan.topic,
      description: plan.description,
      startsAt: startOf(plan, this.backend.now()),
      durationMinutes: plan.durationMinutes,
      capacity: plan.capacity,
      seatsLeft: Math.max(0, plan.capacity - plan.taken - registered),
      speakers: plan.speakers,
      recordingUrl: plan.recordingUrl,
    };
  }

  list(): Result<FakeWebinar[], ApiError> {
    return Ok(PLANS.map((plan) => this.webinar(plan)));
  }

  /** One registration per mobile number per webinar, before it starts and while seats are left. */
  register(input: FakeRegistrationInput): Result<{ registrationId: string }, ApiError> {
    const plan = PLANS.find((p) => p.id === input.webinarId);
    if (plan === undefined) return Err(NOT_FOUND);
    const name = parsePersonName(input.name);
    if (name.isErr()) return Err({ kind: 'rejected', message: name.error });
    const mobileNumber = parseMobileNumber(input.mobileNumber);
    if (mobileNumber.isErr()) return Err({ kind: 'rejected', message: mobileNumber.error });
    const email = parseEmail(input.email);
    if (email.isErr()) return Err({ kind: 'rejected', message: email.error });

    const webinar = this.webinar(plan);
    if (webinar.startsAt <= this.backend.now()) return Err({ kind: 'rejected', message: 'This webinar has already started, so registration is closed.' });
    const held = this.registrations()[plan.id] ?? [];
    if (held.some((r) => r.mobileNumber === mobileNumber.value)) {
      return Err({ kind: 'conflict', message: 'This mobile number is already registered for this webinar.' });
    }
    if (webinar.seatsLeft === 0) return Err({ kind: 'rejected', message: 'This webinar is full.' });

    const registration = { id: this.backend.newId('WR'), name: name.value, mobileNumber: mobileNumber.value, email: email.value, registeredAt: this.backend.now() };
    this.registrations()[plan.id] = [...held, registration];
    return Ok({ registrationId: registration.id });
  }
}
