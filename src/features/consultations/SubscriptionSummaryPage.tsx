import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { describeBookingError, type BookingError } from '../../../domain/consultations/booking';
import type { BookingQuote, BookingRequest } from '../../../domain/consultations/model';
import type { SubscriptionStatus } from '../../../domain/session/model';
import { useObservable, useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { FormAlert } from '../account/form-kit';
import { Panel, rupees, SignInFirst, useSignedIn } from '../pharmacy/orders/kit';
import { bookingBase, bookingQuery, readBooking, type BookingChoice } from './kit';

const STATUS_TEXT: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  EXPIRED: 'Expired',
  PENDING: 'Payment pending',
};

/** The summary pages a booking may come back to; anything else in `refer` is ignored. */
const REFERRERS = ['summary-page', 'specialist-summary-page'] as const;
type Referrer = (typeof REFERRERS)[number];

const readReferrer = (search: URLSearchParams): Referrer => {
  const refer = search.get('refer');
  return REFERRERS.find((r) => r === refer) ?? 'summary-page';
};

/**
 * /book/subcription-summary (and /sso, /patient): the patient's care subscription and, when
 * opened from a booking, what it pays of that consultation (preBookingDisplay, as the summary
 * page asks it) with the way back to the summary.
 */
export default function SubscriptionSummaryPage({ route }: PageProps) {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={route.title} what="your subscription" />;
  return <SubscriptionSummary route={route} />;
}

function SubscriptionSummary({ route }: Pick<PageProps, 'route'>) {
  const session = useUseCase(TOKENS.Session);
  const header = useObservable(session.header$, { kind: 'loading' });
  const headerDetail = header.kind === 'ready' ? header.detail : null;
  const [search] = useSearchParams();
  const choice = readBooking(search);
  const base = bookingBase(route);
  const status = headerDetail?.subscriptionStatus ?? null;
  const active = status === 'ACTIVE';

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{route.title}</PageTitle>
        {header.kind === 'failed' ? (
          <FormAlert role="alert">
            We could not load your subscription.{' '}
            <Button type="button" $variant="secondary" onClick={() => void session.refreshHeader()}>
              Try again
            </Button>
          </FormAlert>
        ) : headerDetail === null ? (
          <p role="status">Loading your subscription…</p>
        ) : status === null ? (
          <p>You have no Care Plus subscription.</p>
        ) : (
          <dl>
            <dt>Plan</dt>
            <dd>Care Plus</dd>
            <dt>Status</dt>
            <dd>{STATUS_TEXT[status]}</dd>
          </dl>
        )}
        {headerDetail !== null && !active && (
          <p>
            A Care Plus plan covers family-physician consultations for you and your family.{' '}
            <Link to="/auth/subscription-plans">See the care plans</Link>
          </p>
        )}
      </Card>
      {choice && <BookingCover choice={choice} backTo={`${base}/${readReferrer(search)}?${bookingQuery(choice)}`} />}
    </>
  );
}

type Quote = { kind: 'loading' } | { kind: 'ready'; quote: BookingQuote } | { kind: 'failed'; error: BookingError };

function BookingCover({ choice, backTo }: { choice: BookingChoice; backTo: string }) {
  const booking = useUseCase(TOKENS.ConsultationBooking);
  const [state, setState] = useState<Quote>({ kind: 'loading' });
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

  useEffect(() => {
    let live = true;
    void booking.quote(request).then((quoted) => {
      if (live) setState(quoted.isOk() ? { kind: 'ready', quote: quoted.value } : { kind: 'failed', error: quoted.error });
    });
    return () => {
      live = false;
    };
  }, [booking, request]);

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
