import { THERAPY_SPECIALITIES, type Speciality } from '../domain/consultations/model';
import { addDays, istDate } from '../domain/consultations/slots';
import type { ConsultationBenefitKind, HeldPlanStatus } from '../domain/subscriptions/model';
import type { FakeBackend } from './backend';
import { fakeDoctor } from './consultations/doctors';
import type { FakeUser } from './state';
import { CONSULTATIONS_PER_MONTH, PLANS, type FakePlan } from './subscriptions-service';

/** A subscription a patient holds in the fake store. */
export interface FakeUserSubscription {
  id: string;
  planId: string;
  /** IST calendar dates ('YYYY-MM-DD'), both covered. */
  startDate: string;
  endDate: string;
  status: HeldPlanStatus;
  /** The family members covered besides the subscriber, at most the plan's `familyMembers`. */
  familyMemberIds: string[];
}

/** Whether a subscription pays for one consultation, and if not, the line the summary shows. */
export type PlanCover =
  | { covered: true; subscriptionId: string; note: string }
  | { covered: false; note: string | null };

const CONSULTATION_NAMES: Record<ConsultationBenefitKind, string> = {
  'family-physician': 'family-physician consultation',
  specialist: 'specialist consultation',
  therapist: 'therapy session',
};

/**
 * The demo holdings (fakes/seed.ts ids), laid out from the day the store first needs them, as the
 * demo consultations are: Priya took Care Plus Silver for a year 130 days ago, for herself and her
 * mother Sunita (fm-3). Any other member holds Bronze for a year.
 */
const DEMO_HOLDINGS: Record<string, { planId: string; startedDaysAgo: number; familyMemberIds: string[] }> = {
  'u-1': { planId: 'plan-silver-12m', startedDaysAgo: 130, familyMemberIds: ['fm-3'] },
};

export function consultationKindOf(speciality: Speciality): ConsultationBenefitKind {
  if (speciality === 'GENERAL_PHYSICIAN') return 'family-physician';
  return THERAPY_SPECIALITIES.includes(speciality) ? 'therapist' : 'specialist';
}

export function planOf(subscription: Pick<FakeUserSubscription, 'planId'>): FakePlan {
  const plan = PLANS.find((p) => p.id === subscription.planId);
  if (!plan) throw new Error(`Stored subscription names an unknown plan ${subscription.planId}`);
  return plan;
}

export function includedConsultations(plan: FakePlan, kind: ConsultationBenefitKind): number {
  return CONSULTATIONS_PER_MONTH[plan.tier][kind] * plan.months;
}

/** The last day of a term of `months` from `start`: 15 July 2026 + 12 months ends 14 July 2027. */
export function lastDayOfTerm(start: string, months: number): string {
  const [year, month, day] = start.split('-').map(Number);
  const next = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 + months, day ?? 1)).toISOString().slice(0, 10);
  return addDays(next, -1);
}

/** A stable number from a text, so a seeded member's plan starts on the same day every run. */
function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

/**
 * The patients' care subscriptions in the fake store, and what they cover: the consultation
 * service books through `coverFor`, and the count of used consultations comes from the
 * appointments it tagged with the subscription, so a covered booking uses one up and its
 * cancellation gives it back.
 */
export class FakeCarePlans {
  constructor(private readonly backend: FakeBackend) {}

  private get today(): string {
    return istDate(new Date(this.backend.now()));
  }

  /** The user's subscriptions; an ACTIVE member's is laid out the first time it is needed. */
  of(user: FakeUser): FakeUserSubscription[] {
    const store = (this.backend.state.subscriptions ??= {});
    const held = store[user.id] ?? this.seed(user);
    store[user.id] = held;
    return held;
  }

  /** The subscription covering today; with two, the one that lasts longest. */
  current(user: FakeUser): FakeUserSubscription | null {
    const today = this.today;
    const covering = this.of(user).filter((s) => s.status === 'ACTIVE' && s.startDate <= today && today <= s.endDate);
    return covering.sort((a, b) => b.endDate.localeCompare(a.endDate))[0] ?? null;
  }

  /** As the server reports it: an ACTIVE subscription whose last day has passed is EXPIRED. */
  statusOf(subscription: FakeUserSubscription): HeldPlanStatus {
    return subscription.status === 'ACTIVE' && subscription.endDate < this.today ? 'EXPIRED' : subscription.status;
  }

  /** Consultations of each kind the subscription has paid for and that still stand (cancelled ones go back). */
  used(subscription: FakeUserSubscription): Record<ConsultationBenefitKind, number> {
    const used: Record<ConsultationBenefitKind, number> = { 'family-physician': 0, specialist: 0, therapist: 0 };
    for (const appointment of this.backend.state.consultations.appointments) {
      if (appointment.subscriptionId !== subscription.id || appointment.status === 'CANCELLED') continue;
      const doctor = fakeDoctor(appointment.doctorId);
      if (doctor) used[consultationKindOf(doctor.speciality)] += 1;
    }
    return used;
  }

  /** Whether the user's plan pays for a consultation with this speciality for this patient (null: the user). */
  coverFor(user: FakeUser, speciality: Speciality, familyMemberId: string | null, patientName: string): PlanCover {
    const subscription = this.current(user);
    if (!subscription) return { covered: false, note: null };
    const plan = planOf(subscription);
    const kind = consultationKindOf(speciality);
    const what = CONSULTATION_NAMES[kind];
    const included = includedConsultations(plan, kind);
    if (included === 0) return { covered: false, note: `Your ${plan.name} plan does not include a ${what}, so this one is paid.` };
    if (familyMemberId !== null && !subscription.familyMemberIds.includes(familyMemberId)) {
      return { covered: false, note: `${patientName} is not covered by your ${plan.name} plan, so this ${what} is paid.` };
    }
    if (this.used(subscription)[kind] >= included) {
      return { covered: false, note: `You have used all ${included} of your plan's ${what}s, so this one is paid.` };
    }
    return { covered: true, subscriptionId: subscription.id, note: `Your Care Plus subscription covers this ${what} in full.` };
  }

  private seed(user: FakeUser): FakeUserSubscription[] {
    if (user.subscriptionStatus !== 'ACTIVE') return [];
    const demo = DEMO_HOLDINGS[user.id] ?? { planId: 'plan-bronze-12m', startedDaysAgo: 20 + (hash(user.id) % 300), familyMemberIds: [] };
    const plan = planOf(demo);
    const startDate = addDays(this.today, -demo.startedDaysAgo);
    return [
      {
        id: `sub-${user.id}-1`,
        planId: plan.id,
        startDate,
        endDate: lastDayOfTerm(startDate, plan.months),
        status: 'ACTIVE',
        familyMemberIds: demo.familyMemberIds.slice(0, plan.familyMembers),
      },
    ];
  }
}
