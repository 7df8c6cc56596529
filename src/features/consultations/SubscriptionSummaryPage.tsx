import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { describeBookingError, type BookingError } from '../../../domain/consultations/booking';
import type { BookingQuote, BookingRequest } from '../../../domain/consultations/model';
import { RELATION_LABELS } from '../../../domain/family/model';
import type { UserSubscription } from '../../../domain/subscriptions/model';
import type { SubscriptionCover } from '../../../domain/subscriptions/my-subscription';
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
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { calendarDay } from '../../ui/dates';
import { richText } from '../../ui/rich-text';
import { bookingBase, bookingQuery, readBooking, type BookingChoice } from './kit';
import { consultationsMessages } from './messages';

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

/** '1 November 2026' ('1 नवंबर 2026') of a plan's 'YYYY-MM-DD' date. */
function useDay(): (date: string) => string {
  const locale = useLocale();
  return (date) => calendarDay(date, locale);
}

/**
 * /book/subcription-summary (and /sso, /patient): the patient's care plan (GET
 * /subscription/user/list): plan, tier, validity, days left, who is covered and the free
 * consultations left; opened from a booking, also what it pays of that consultation
 * (preBookingDisplay, as the summary page asks it) with the way back to the summary.
 */
export default function SubscriptionSummaryPage({ route }: PageProps) {
  const t = consultationsMessages.useT();
  const title = usePageTitle(route);
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={title} what={t('subscriptionSummary.signIn')} />;
  return <SubscriptionSummary route={route} />;
}

function SubscriptionSummary({ route }: Pick<PageProps, 'route'>) {
  const t = consultationsMessages.useT();
  const title = usePageTitle(route);
  const query = useUseCase(SUBSCRIPTIONS.MySubscription).overview();
  const state = useQuery(query);
  const [search] = useSearchParams();
  const choice = readBooking(search);
  const base = bookingBase(route);

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{title}</PageTitle>
        {state.kind === 'loading' && <p role="status">{t('subscriptionSummary.loading')}</p>}
        {state.kind === 'failed' && <LoadFailed error={state.error} what={t('subscriptionSummary.what')} retry={() => query.reload()} />}
        {state.kind === 'ready' && state.value.kind === 'active' && <PlanDetails cover={state.value.cover} />}
        {state.kind === 'ready' && state.value.kind === 'none' && <NoActivePlan lastEnded={state.value.lastEnded} />}
      </Card>
      {choice && <BookingCover choice={choice} backTo={`${base}/${readReferrer(search)}?${bookingQuery(choice)}`} />}
    </>
  );
}

function NoActivePlan({ lastEnded }: { lastEnded: UserSubscription | null }) {
  const t = consultationsMessages.useT();
  const day = useDay();
  return (
    <>
      <p>{t('subscriptionSummary.none')}</p>
      {lastEnded && <p>{t('subscriptionSummary.ended', { plan: lastEnded.name, date: day(lastEnded.endDate) })}</p>}
      <p>
        {t('subscriptionSummary.includes')} <Link to={PLANS_PATH}>{t('subscriptionSummary.seePlans')}</Link>
      </p>
    </>
  );
}

function PlanDetails({ cover }: { cover: SubscriptionCover }) {
  const { subscription, daysLeft } = cover;
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const day = useDay();
  const days = Math.max(daysLeft, 0);
  return (
    <section aria-labelledby="plan-heading">
      <h2 id="plan-heading" translate="no">
        {subscription.name}
      </h2>
      {cover.expiresSoon && (
        <Status $tone="error">
          {richText((values) => t('subscriptionSummary.expires', { ...values, days, date: day(subscription.endDate) }), {
            link: <Link to={PLANS_PATH}>{t('subscriptionSummary.renew')}</Link>,
          })}
        </Status>
      )}
      <Facts>
        <dt>{t('subscriptionSummary.tier')}</dt>
        <dd>{t(`subscriptionSummary.tier.${subscription.tier}`)}</dd>
        <dt>{t('subscriptionSummary.length')}</dt>
        <dd>{t('subscriptionSummary.months', { count: subscription.months })}</dd>
        <dt>{t('subscriptionSummary.status')}</dt>
        <dd>{t(`subscriptionSummary.status.${subscription.status}`)}</dd>
        <dt>{t('subscriptionSummary.valid')}</dt>
        <dd>{t('subscriptionSummary.validRange', { start: day(subscription.startDate), end: day(subscription.endDate) })}</dd>
        <dt>{t('subscriptionSummary.daysLeft')}</dt>
        <dd>{t('subscriptionSummary.daysLeftCount', { days })}</dd>
      </Facts>
      <h3 id="covered-heading">{t('subscriptionSummary.covered')}</h3>
      <ul aria-labelledby="covered-heading">
        {subscription.covered.map((person) => (
          <li key={person.familyMemberId ?? 'self'}>
            {t('subscriptionSummary.coveredPerson', { name: person.name, relation: person.relation === null ? t('subscriptionSummary.you') : say(RELATION_LABELS[person.relation]) })}
          </li>
        ))}
      </ul>
      <Allowances>
        <caption>{t('subscriptionSummary.allowances')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('subscriptionSummary.consultation')}</th>
            <th scope="col">{t('subscriptionSummary.included')}</th>
            <th scope="col">{t('subscriptionSummary.used')}</th>
            <th scope="col">{t('subscriptionSummary.left')}</th>
          </tr>
        </thead>
        <tbody>
          {cover.consultations.map((c) => (
            <tr key={c.kind}>
              <th scope="row">{t(`subscriptionSummary.kind.${c.kind}`)}</th>
              {c.included === 0 ? (
                <td colSpan={3}>{t('subscriptionSummary.notIncluded')}</td>
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
      <Hint>{t('subscriptionSummary.shared')}</Hint>
    </section>
  );
}

type Quote = { kind: 'loading' } | { kind: 'ready'; quote: BookingQuote } | { kind: 'failed'; error: BookingError };

function BookingCover({ choice, backTo }: { choice: BookingChoice; backTo: string }) {
  const t = consultationsMessages.useT();
  const say = useDomainText();
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
      <h2 id="cover-heading">{t('subscriptionSummary.thisConsultation')}</h2>
      {state.kind === 'loading' && <p role="status">{t('subscriptionSummary.checking')}</p>}
      {state.kind === 'failed' && <FormAlert role="alert">{say(describeBookingError(state.error) ?? '')}</FormAlert>}
      {state.kind === 'ready' && (
        <>
          <dl>
            <dt>{t('book.consultationFee')}</dt>
            <dd>{rupees(state.quote.feePaise)}</dd>
            <dt>{t('book.coveredBySubscription')}</dt>
            <dd data-testid="covered">{rupees(state.quote.coveredPaise)}</dd>
            <dt>{t('subscriptionSummary.youPay')}</dt>
            <dd data-testid="you-pay">{rupees(state.quote.payablePaise)}</dd>
          </dl>
          {state.quote.subscriptionNote && <Hint>{state.quote.subscriptionNote}</Hint>}
        </>
      )}
      <p>
        <Link to={backTo}>{t('subscriptionSummary.back')}</Link>
      </p>
    </Panel>
  );
}
