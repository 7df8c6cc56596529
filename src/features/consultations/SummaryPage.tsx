import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { describeBookingError, type BookingError } from '../../../domain/consultations/booking';
import type { Appointment, BookingQuote, BookingRequest } from '../../../domain/consultations/model';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { Actions, FormAlert } from '../../ui/form';
import { QuoteCouponForm } from '../../ui/QuoteCouponForm';
import { ConfirmPayment } from '../../ui/ConfirmPayment';
import { Panel } from '../../ui/Panel';
import { Amounts } from '../../ui/Amounts';
import { rupees } from '../../ui/price';
import { SignInFirst } from '../../ui/SignInFirst';
import { Status } from '../../ui/Status';
import { useSignedIn } from '../../ui/use-signed-in';
import { useQuery } from '../../ui/use-query';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { richText } from '../../ui/rich-text';
import { bookingBase, bookingQuery, DoctorSummary, readBooking, SlotPicker } from './kit';
import { consultationsMessages } from './messages';
import { SharedRecordsById } from './SharedRecords';
import { useSlotLabel } from './kit';

type Quote = { kind: 'loading' } | { kind: 'ready'; quote: BookingQuote } | { kind: 'failed'; error: BookingError };

/**
 * /book/summary-page (and the specialist summary): the booking as it will be made, the fee with
 * coupon and subscription cover, then pay through the shared checkout ('Credits towards
 * consultation'). A fully covered consultation is confirmed without payment. A slot taken
 * meanwhile says so and offers the doctor's free slots again. A payment taken whose booking did
 * not get through (also after a reload) offers Confirm payment instead of Pay.
 */
export default function SummaryPage({ route }: PageProps) {
  const t = consultationsMessages.useT();
  const title = usePageTitle(route);
  const signedIn = useSignedIn();
  // /book/specialist-summary-page is not marked [auth]: a visitor is asked in, not thrown out.
  if (!signedIn) return <SignInFirst title={title} what={t('summary.signIn')} />;
  return <Summary route={route} />;
}

function Summary({ route }: Pick<PageProps, 'route'>) {
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  const slotLabel = useSlotLabel();
  const booking = useUseCase(CONSULTATIONS.ConsultationBooking);
  const profiles = useUseCase(TOKENS.Profile);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const choice = readBooking(search);
  const base = bookingBase(route);
  // A coupon chosen on the Offers page is quoted from the start; the quote says whether it applies.
  const [appliedCoupon, setAppliedCoupon] = useState<string | null>(() => booking.offeredCoupon());
  // A booking refused for its slot says so in place of the quote, until another slot is chosen.
  const [refusal, setRefusal] = useState<{ key: string; error: BookingError } | null>(null);
  const { busy: paying, run: runPay } = useThrottledSubmit();
  const [failure, setFailure] = useState<string | null>(null);
  const reason = booking.reason.read();

  const query = search.toString();
  const request = useMemo((): BookingRequest | null => {
    const chosen = readBooking(new URLSearchParams(query));
    if (!chosen) return null;
    const forWhom: BookingRequest['forWhom'] = chosen.famId ? { kind: 'family-member', familyMemberId: chosen.famId } : { kind: 'self' };
    return { doctorId: chosen.doctorId, slotId: chosen.slotId, forWhom, couponCode: appliedCoupon, planId: chosen.planId ?? null };
  }, [query, appliedCoupon]);
  // A new slot or coupon is a new quote; the use-case keeps each while the session lasts.
  const key = `${query}|${appliedCoupon ?? ''}`;
  const quoteQuery = request === null ? null : booking.quote(request);
  const quoted = useQuery(quoteQuery);
  const state: Quote = refusal?.key === key ? { kind: 'failed', error: refusal.error } : quoted.kind === 'ready' ? { kind: 'ready', quote: quoted.value } : quoted;
  const retry = () => {
    setRefusal(null);
    quoteQuery?.reload();
  };

  if (!choice || !request) {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p>{t('book.chooseFirst')}</p>
        <Link to={`${base}/bookSpecialist`}>{t('book.findDoctor')}</Link>
      </Card>
    );
  }

  const paidBooking = booking.paidBooking(request);
  const shownReason = paidBooking ? { symptoms: paidBooking.appointment.symptoms, reason: paidBooking.appointment.reason, sharedRecordIds: paidBooking.appointment.sharedRecordIds } : reason;
  const landBooked = (appointment: Appointment) => navigate(`/patient/consultation-detail?id=${encodeURIComponent(appointment.id)}&booked=1`, { replace: true });

  const pay = (current: BookingQuote) =>
    runPay(async () => {
      setFailure(null);
      const booked = await booking.book(request, current, await profiles.paymentContact());
      if (booked.isOk()) {
        landBooked(booked.value);
        return 'keep-busy';
      }
      if (booked.error.kind === 'slot-taken' || booked.error.kind === 'slot-passed') {
        setRefusal({ key, error: booked.error });
        return;
      }
      setFailure(describeBookingError(booked.error));
    });

  const chooseSlot = (slotId: string) => {
    // The same slot chosen again is checked again too.
    if (slotId === choice.slotId) {
      retry();
      return;
    }
    setRefusal(null);
    const next = new URLSearchParams(search);
    next.set('slotId', slotId);
    setSearch(next, { replace: true });
  };

  const slotGone = state.kind === 'failed' && (state.error.kind === 'slot-taken' || state.error.kind === 'slot-passed');

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{t('summary.title')}</PageTitle>
        {state.kind === 'loading' && <p role="status">{t('summary.checking')}</p>}
        {state.kind === 'failed' && !slotGone && (
          <FormAlert role="alert">
            {say(describeBookingError(state.error) ?? '')}{' '}
            <Button type="button" $variant="secondary" onClick={retry}>
              {t('summary.retry')}
            </Button>
          </FormAlert>
        )}
        {slotGone && state.kind === 'failed' && <FormAlert role="alert">{say(describeBookingError(state.error) ?? '')}</FormAlert>}
        {state.kind === 'ready' && (
          <>
            <DoctorSummary doctor={state.quote.doctor} />
            <p>
              {richText((values) => t('summary.videoFor', values), {
                slot: <strong>{slotLabel(state.quote.slot)}</strong>,
                patient: <strong>{state.quote.patientName}</strong>,
              })}
            </p>
          </>
        )}
      </Card>

      {slotGone && !paidBooking && (
        <Panel aria-labelledby="fresh-slots">
          <h2 id="fresh-slots">{t('summary.chooseAnother')}</h2>
          <SlotPicker doctorId={choice.doctorId} chosen={null} onChoose={(slot) => chooseSlot(slot.id)} />
        </Panel>
      )}

      <Panel aria-labelledby="reason-heading">
        <h2 id="reason-heading">{t('book.reason')}</h2>
        {shownReason ? (
          <>
            <p>
              {[...shownReason.symptoms.map(say), shownReason.reason].filter((part) => part !== '').join(' · ')}{' '}
              {!paidBooking && <Link to={`${base}/consultation-information?${bookingQuery(choice)}`}>{t('summary.change')}</Link>}
            </p>
            <SharedRecordsById ids={shownReason.sharedRecordIds} />
          </>
        ) : (
          <FieldError role="alert">
            {richText((values) => t('summary.lapsed', values), {
              link: <Link to={`${base}/consultation-information?${bookingQuery(choice)}`}>{t('summary.tellDoctor')}</Link>,
            })}
          </FieldError>
        )}
      </Panel>

      {paidBooking && (
        <Panel aria-labelledby="payment-heading">
          <h2 id="payment-heading">{t('summary.payment')}</h2>
          <p>{richText((values) => t('summary.paid', values), { amount: <strong>{rupees(paidBooking.amountPaise)}</strong> })}</p>
          <ConfirmPayment subject={t('summary.paymentSubject')} failure={failure} confirm={() => booking.confirmPayment(request)} onConfirmed={landBooked} />
        </Panel>
      )}

      {state.kind === 'ready' && !paidBooking && (
        <Panel aria-labelledby="fee-heading">
          <h2 id="fee-heading">{t('summary.fee')}</h2>
          <Amounts>
            <dt>{t('book.consultationFee')}</dt>
            <dd>{rupees(state.quote.feePaise)}</dd>
            {state.quote.couponDiscountPaise > 0 && (
              <>
                <dt>{t('summary.coupon', { code: state.quote.couponCode ?? '' })}</dt>
                <dd>−{rupees(state.quote.couponDiscountPaise)}</dd>
              </>
            )}
            {state.quote.coveredPaise > 0 && (
              <>
                <dt>{t('book.coveredBySubscription')}</dt>
                <dd>−{rupees(state.quote.coveredPaise)}</dd>
              </>
            )}
            <dt className="total">{t('summary.toPay')}</dt>
            <dd className="total" data-testid="payable">
              {rupees(state.quote.payablePaise)}
            </dd>
          </Amounts>
          {state.quote.subscriptionNote && (
            <Hint>
              {state.quote.subscriptionNote}{' '}
              <Link to={`${base}/subcription-summary?${bookingQuery(choice)}&refer=${route.pattern.endsWith('specialist-summary-page') ? 'specialist-summary-page' : 'summary-page'}`}>
                {t('summary.whatCovered')}
              </Link>
            </Hint>
          )}
          {state.quote.coveredPaise === 0 && (
            <QuoteCouponForm initial={appliedCoupon} refusal={state.quote.couponReason} onApply={setAppliedCoupon} style={{ marginTop: '1rem' }} />
          )}
          {failure && <Status $tone="error" role="alert">{say(failure)}</Status>}
          <Actions style={{ marginTop: '1rem' }}>
            <Button type="button" disabled={paying || reason === null} onClick={() => state.kind === 'ready' && pay(state.quote)}>
              {paying ? t('summary.waiting') : state.quote.payablePaise > 0 ? t('summary.pay', { amount: rupees(state.quote.payablePaise) }) : t('summary.confirm')}
            </Button>
          </Actions>
        </Panel>
      )}
    </>
  );
}
