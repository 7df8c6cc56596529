import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { describeBookingError, type BookingError } from '../../../domain/consultations/booking';
import type { BookingQuote, BookingRequest } from '../../../domain/consultations/model';
import { RELATION_LABELS } from '../../../domain/family/model';
import type { SubscriptionStatus } from '../../../domain/session/model';
import { formatIndianDate } from '../../../domain/shared/calendar-date';
import type { PackageTier } from '../../../domain/shared/constants';
import type { ConsultationBenefitKind, UserSubscription } from '../../../domain/subscriptions/model';
import { expiryWhen, type SubscriptionCover } from '../../../domain/subscriptions/my-subscription';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { SUBSCRIPTIONS } from '../../app/modules/subscriptions/tokens';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { FormAlert } from '../../ui/form';
import { Panel } from '../../ui/Panel';
import { rupees } from '../../ui/price';
import { SignInFirst } from '../../ui/SignInFirst';
import { Status } from '../../ui/Status';
import { useSignedIn } from '../../ui/use-signed-in';
import { useQuery } from '../../ui/use-query';
import { bookingBase, bookingQuery, readBooking, type BookingChoice } from './kit';

const STATUS_TEXT: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  EXPIRED: 'Expired',
  PENDING: 'Payment pending',
};

const TIER_NAMES: Record<PackageTier, string> = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum' };

const CONSULTATION_NAMES: Record<ConsultationBenefitKind, string> = {
  'family-physician': 'Family physician',
  specialist: 'Specialist',
  therapist: 'Therapist (mental wellness)',
};

const PLANS_PATH = '/auth/subscription-plans';

/** The summary pages a booking may come back to; anything else in `refer` is ignored. */
const REFERRERS = ['summary-page', 'specialist-summary-page'] as const;
type Referrer = (typeof REFERRERS)[number];

const readReferrer = (search: URLSearchParams): Referrer => {
  const refer = search.get('refer');
  return REFERRERS.find((r) => r === refer) ?? 'summary-page';
};

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.4rem 1.25rem;
  margin: 0 0 1.25rem;
  dt {
    color: ${({ theme }) => theme.colours.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Allowances = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 34rem;
  margin-bottom: 1rem;
  caption {
    text-align: left;
    font-weight: 700;
    font-size: 1.05rem;
    margin-bottom: 0.5rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.45rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

const day = (date: string): string => formatIndianDate(date) ?? date;

const daysText = (days: number): string => (days === 0 ? 'Last day today' : `${days} ${days === 1 ? 'day' : 'days'}`);

/**
 * /book/subcription-summary (and /sso, /patient): the patient's care plan (GET
 * /subscription/user/list): plan, tier, validity, days left, who is covered and the free
 * consultations left; opened from a booking, also what it pays of that consultation
 * (preBookingDisplay, as the summary page asks it) with the way back to the summary.
 */
export default function SubscriptionSummaryPage({ route }: PageProps) {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={route.title} what="your subscription" />;
  return <SubscriptionSummary route={route} />;
}

function SubscriptionSummary({ route }: Pick<PageProps, 'route'>) {
  const query = useUseCase(SUBSCRIPTIONS.MySubscription).overview();
  const state = useQuery(query);
  const [search] = useSearchParams();
  const choice = readBooking(search);
  const base = bookingBase(route);

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{route.title}</PageTitle>
        {state.kind === 'loading' && <p role="status">Loading your subscription…</p>}
        {state.kind === 'failed' && <LoadFailed error={state.error} what="your subscription" retry={() => query.reload()} />}
        {state.kind === 'ready' && state.value.kind === 'active' && <PlanDetails cover={state.value.cover} />}
        {state.kind === 'ready' && state.value.kind === 'none' && <NoActivePlan lastEnded={state.value.lastEnded} />}
      </Card>
      {choice && <BookingCover choice={choice} backTo={`${base}/${readReferrer(search)}?${bookingQuery(choice)}`} />}
    </>
  );
}

function NoActivePlan({ lastEnded }: { lastEnded: UserSubscription | null }) {
  return (
    <>
      <p>You have no active Care Plus plan.</p>
      {lastEnded && (
        <p>
          Your {lastEnded.name} plan ended on {day(lastEnded.endDate)}.
        </p>
      )}
      <p>
        A Care Plus plan includes free consultations with family physicians for you and your family.{' '}
        <Link to={PLANS_PATH}>See the care plans</Link>
      </p>
    </>
  );
}

function PlanDetails({ cover }: { cover: SubscriptionCover }) {
  const { subscription, daysLeft } = cover;
  return (
    <section aria-labelledby="plan-heading">
      <h2 id="plan-heading">{subscription.name}</h2>
      {cover.expiresSoon && (
        <Status $tone="error">
          Your plan expires {expiryWhen(daysLeft)}, on {day(subscription.endDate)}. <Link to={PLANS_PATH}>Renew your care plan</Link> to keep your
          free consultations.
        </Status>
      )}
      <Facts>
        <dt>Tier</dt>
        <dd>{TIER_NAMES[subscription.tier]}</dd>
        <dt>Plan length</dt>
        <dd>{subscription.months} months</dd>
        <dt>Status</dt>
        <dd>{STATUS_TEXT[subscription.status]}</dd>
        <dt>Valid</dt>
        <dd>
          {day(subscription.startDate)} to {day(subscription.endDate)}
        </dd>
        <dt>Days left</dt>
        <dd>{daysText(daysLeft)}</dd>
      </Facts>
      <h3 id="covered-heading">Who is covered</h3>
      <ul aria-labelledby="covered-heading">
        {subscription.covered.map((person) => (
          <li key={person.familyMemberId ?? 'self'}>
            {person.name} ({person.relation === null ? 'you' : RELATION_LABELS[person.relation]})
          </li>
        ))}
      </ul>
      <Allowances>
        <caption>Free consultations left</caption>
        <thead>
          <tr>
            <th scope="col">Consultation</th>
            <th scope="col">Included</th>
            <th scope="col">Used</th>
            <th scope="col">Left</th>
          </tr>
        </thead>
        <tbody>
          {cover.consultations.map((c) => (
            <tr key={c.kind}>
              <th scope="row">{CONSULTATION_NAMES[c.kind]}</th>
              {c.included === 0 ? (
                <td colSpan={3}>Not included in your plan</td>
              ) : (
                <>
                  <td>{c.included}</td>
                  <td>{c.used}</td>
                  <td>{c.left}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </Allowances>
      <Hint>The free consultations are shared by everyone your plan covers; a cancelled one goes back to the plan.</Hint>
    </section>
  );
}

type Quote = { kind: 'loading' } | { kind: 'ready'; quote: BookingQuote } | { kind: 'failed'; error: BookingError };

function BookingCover({ choice, backTo }: { choice: BookingChoice; backTo: string }) {
  const booking = useUseCase(CONSULTATIONS.ConsultationBooking);
  const { doctorId, slotId, famId, planId } = choice;
  const request = useMemo(
    (): BookingRequest => ({
      doctorId,
      slotId,
      forWhom: famId ? { kind: 'family-member', familyMemberId: famId } : { kind: 'self' },
      couponCode: null,
      planId: planId ?? null,
    }),
    [doctorId, slotId, famId, planId],
  );

  const quoted = useQuery(booking.quote(request));
  const state: Quote = quoted.kind === 'ready' ? { kind: 'ready', quote: quoted.value } : quoted;

  return (
    <Panel aria-labelledby="cover-heading">
      <h2 id="cover-heading">This consultation</h2>
      {state.kind === 'loading' && <p role="status">Checking what your subscription covers…</p>}
      {state.kind === 'failed' && <FormAlert role="alert">{describeBookingError(state.error)}</FormAlert>}
      {state.kind === 'ready' && (
        <>
          <dl>
            <dt>Consultation fee</dt>
            <dd>{rupees(state.quote.feePaise)}</dd>
            <dt>Covered by your subscription</dt>
            <dd data-testid="covered">{rupees(state.quote.coveredPaise)}</dd>
            <dt>You pay</dt>
            <dd data-testid="you-pay">{rupees(state.quote.payablePaise)}</dd>
          </dl>
          {state.quote.subscriptionNote && <Hint>{state.quote.subscriptionNote}</Hint>}
        </>
      )}
      <p>
        <Link to={backTo}>Back to the booking summary</Link>
      </p>
    </Panel>
  );
}
