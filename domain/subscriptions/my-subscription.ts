import { Err, Ok, type Result } from 'ts-results-es';
import { istDate } from '../consultations/slots';
import type { ApiError } from '../shared/errors';
import type { Clock } from '../shared/ports';
import type { Query, QueryCache } from '../shared/query';
import { CONSULTATION_BENEFIT_KINDS, type ConsultationBenefitKind, type SubscriptionInvoice, type UserSubscription } from './model';
import type { SubscriptionsApi } from './ports';
import { SUBSCRIPTION_QUERIES } from './queries';
import { byCodeUnits } from '../shared/order';

/** From this many days before the last day of cover the summary warns that the plan expires. */
export const EXPIRY_WARNING_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is left of one kind of consultation. */
export interface ConsultationsLeft {
  kind: ConsultationBenefitKind;
  included: number;
  used: number;
  /** Never below 0, even when the server counts more used than included. */
  left: number;
}

/** The plan that covers the patient today, with what is left of it. */
export interface SubscriptionCover {
  subscription: UserSubscription;
  /** Whole days from today to the last day of cover: 0 on the last day. */
  daysLeft: number;
  expiresSoon: boolean;
  /** Every kind, in CONSULTATION_BENEFIT_KINDS order; a kind the plan leaves out has 0 included. */
  consultations: ConsultationsLeft[];
}

export type SubscriptionOverview =
  | { kind: 'active'; cover: SubscriptionCover }
  /** `lastEnded`: the plan that ended most recently, so the page can say it is over. */
  | { kind: 'none'; lastEnded: UserSubscription | null };

/** Days from `today` to `date`, both 'YYYY-MM-DD'; negative when the date has passed. */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00.000Z`) - Date.parse(`${today}T00:00:00.000Z`)) / DAY_MS);
}

/** Active on the server and today within its dates: a plan the client clock says has ended covers nothing. */
export function coversToday(subscription: UserSubscription, today: string): boolean {
  return subscription.status === 'ACTIVE' && subscription.startDate <= today && today <= subscription.endDate;
}

/** The plan covering today; with more than one, the one that lasts longest. */
export function activeSubscription(subscriptions: readonly UserSubscription[], today: string): UserSubscription | null {
  const current = subscriptions.filter((s) => coversToday(s, today));
  return current.sort((a, b) => byCodeUnits(b.endDate, a.endDate))[0] ?? null;
}

export function consultationsLeft(subscription: UserSubscription): ConsultationsLeft[] {
  return CONSULTATION_BENEFIT_KINDS.map((kind) => {
    const benefit = subscription.consultations.find((b) => b.kind === kind);
    const included = Math.max(0, benefit?.included ?? 0);
    const used = Math.max(0, benefit?.used ?? 0);
    return { kind, included, used, left: Math.max(0, included - used) };
  });
}

/** What the summary shows: the plan covering today, else the last one that ended. */
export function subscriptionOverview(subscriptions: readonly UserSubscription[], now: Date): SubscriptionOverview {
  const today = istDate(now);
  const active = activeSubscription(subscriptions, today);
  if (active === null) {
    const ended = subscriptions.filter((s) => s.endDate < today || s.status === 'EXPIRED').sort((a, b) => byCodeUnits(b.endDate, a.endDate));
    return { kind: 'none', lastEnded: ended[0] ?? null };
  }
  const daysLeft = daysBetween(today, active.endDate);
  return {
    kind: 'active',
    cover: { subscription: active, daysLeft, expiresSoon: daysLeft <= EXPIRY_WARNING_DAYS, consultations: consultationsLeft(active) },
  };
}

/** /patient/subcription-list: every plan the patient holds, by where it stands today. */
export interface SubscriptionHistory {
  current: SubscriptionCover | null;
  /** Terms bought ahead (renewals), soonest first. */
  upcoming: UserSubscription[];
  /** Ended or cancelled plans, latest first. */
  past: UserSubscription[];
  /** The last day of cover of the current plan and its renewals: renew by then to stay covered. */
  coveredUntil: string | null;
}

export function subscriptionHistory(subscriptions: readonly UserSubscription[], now: Date): SubscriptionHistory {
  const today = istDate(now);
  const overview = subscriptionOverview(subscriptions, now);
  const current = overview.kind === 'active' ? overview.cover : null;
  const upcoming = subscriptions
    .filter((s) => s.status === 'ACTIVE' && s.startDate > today)
    .sort((a, b) => byCodeUnits(a.startDate, b.startDate));
  const past = subscriptions
    .filter((s) => s !== current?.subscription && !upcoming.includes(s))
    .sort((a, b) => byCodeUnits(b.endDate, a.endDate));
  const ends = [current?.subscription, ...upcoming].flatMap((s) => (s ? [s.endDate] : []));
  return { current, upcoming, past, coveredUntil: ends.sort().at(-1) ?? null };
}

/**
 * /{book,sso,patient}/subcription-summary: the patient's own care plan (GET
 * /subscription/user/list), which one covers them today and what is left of it, by the Clock.
 */
export class MySubscription {
  constructor(
    private readonly api: SubscriptionsApi,
    private readonly clock: Clock,
    private readonly queries: QueryCache,
  ) {}

  /** The overview as the summary page shows it, kept for revisits. */
  overview(): Query<SubscriptionOverview> {
    return this.queries.query(SUBSCRIPTION_QUERIES.mine, () => this.latestOverview());
  }

  /** Current, upcoming and past plans for My subscriptions, kept with the overview's answer. */
  history(): Query<SubscriptionHistory> {
    return this.queries.query([...SUBSCRIPTION_QUERIES.mine, 'history'], async () => {
      const loaded = await this.api.mySubscriptions();
      return loaded.map((list) => subscriptionHistory(list, this.clock.now()));
    });
  }

  /** The tax invoice of the purchase that made `subscriptionId`, with its PDF; kept while the session lasts. */
  invoice(subscriptionId: string): Query<SubscriptionInvoice> {
    return this.queries.query(SUBSCRIPTION_QUERIES.invoice(subscriptionId), () => this.api.invoice(subscriptionId));
  }

  /** The overview from the server's answer now, by the Clock. */
  async latestOverview(): Promise<Result<SubscriptionOverview, ApiError>> {
    const loaded = await this.api.mySubscriptions();
    if (loaded.isErr()) return Err(loaded.error);
    return Ok(subscriptionOverview(loaded.value, this.clock.now()));
  }
}
