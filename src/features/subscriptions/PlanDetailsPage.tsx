import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loginPathFor } from '../../../domain/navigation/refer-path';
import { SUBSCRIPTION_PLAN_MONTHS } from '../../../domain/shared/constants';
import { describeApiError } from '../../../domain/shared/errors';
import { formatMoney } from '../../../domain/shared/money';
import type { PurchaseQuote, PurchaseRequest } from '../../../domain/subscriptions/model';
import { comparePlans, findOffer, type ComparisonRow, type PlanOffer } from '../../../domain/subscriptions/plans';
import { describePurchaseError } from '../../../domain/subscriptions/purchase';
import { unusedDays, upgradeFrom } from '../../../domain/subscriptions/upgrade';
import { istDate } from '../../../domain/shared/calendar-date';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { SUBSCRIPTIONS } from '../../app/modules/subscriptions/tokens';
import { TOKENS } from '../../app/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { ConfirmPayment } from '../../ui/ConfirmPayment';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { calendarDay } from '../../ui/dates';
import { Actions, FormAlert } from '../../ui/form';
import { QuoteCouponForm } from '../../ui/QuoteCouponForm';
import { Loadable } from '../../ui/Loadable';
import { Panel } from '../../ui/Panel';
import { rupees } from '../../ui/price';
import { richText } from '../../ui/rich-text';
import { Status } from '../../ui/Status';
import { useQuery } from '../../ui/use-query';
import { useOfferedCoupon } from '../../ui/use-offered-coupon';
import { useSignedIn } from '../../ui/use-signed-in';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { GstBill } from './GstBill';
import { kindKey, subscriptionsMessages } from './messages';


const TableScroll = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colours.border};
    padding: 0.4rem 0.6rem;
    text-align: left;
  }
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: 0.5rem;
  }
`;

const Lengths = styled.ul`
  display: flex;
  gap: 1rem;
  list-style: none;
  padding: 0;
`;

/** /subscription-plans/{id}: what the plan includes, what it saves, how it compares, and buying or renewing it (?renew={subscription id}). */
export default function PlanDetailsPage({ route, params }: PageProps) {
  const t = subscriptionsMessages.useT();
  const title = usePageTitle(route);
  const query = useUseCase(SUBSCRIPTIONS.SubscriptionPlans).offers();
  const state = useQuery(query);
  const offer = state.kind === 'ready' ? findOffer(state.value, params.id ?? '') : null;
  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        {offer ? <PageTitle translate="no">{offer.plan.name}</PageTitle> : <PageTitle>{title}</PageTitle>}
        <Loadable state={state} what={t('loadingPlan')} retry={() => query.reload()}>
          {(offers) => {
            const found = findOffer(offers, params.id ?? '');
            return found ? (
              <PlanDetails offer={found} offers={offers} />
            ) : (
              <p>
                {t('notFound')} <Link to="/auth/subscription-plans">{t('allPlans')}</Link>
              </p>
            );
          }}
        </Loadable>
      </Card>
      {offer && <BuyPanel offer={offer} />}
      {state.kind === 'ready' && offer && <Comparison offer={offer} offers={state.value} />}
    </>
  );
}

function PlanDetails({ offer, offers }: { offer: PlanOffer; offers: readonly PlanOffer[] }) {
  const t = subscriptionsMessages.useT();
  const { plan } = offer;
  const otherLengths = SUBSCRIPTION_PLAN_MONTHS.map((months) => offers.find((o) => o.plan.tier === plan.tier && o.plan.months === months)).filter(
    (o): o is PlanOffer => o !== undefined && o !== offer,
  );
  return (
    <>
      <p>
        <strong>{t('tier', { tier: plan.tier })}</strong> · {t('months', { months: plan.months })}
      </p>
      <p>
        <strong data-testid="plan-price">{t('price.total', { amount: formatMoney(offer.price), months: plan.months })}</strong> · {t('price.perMonth', { amount: formatMoney(offer.perMonth) })}
      </p>
      {offer.savingOnVisits && <p>{t('saving.visits', { value: formatMoney(offer.visitsValue), saving: formatMoney(offer.savingOnVisits) })}</p>}
      <Hint>{t('price.gst')}</Hint>
      <h2>{t('includes')}</h2>
      <ul>
        {plan.consultations.map((c) => (
          <li key={c.kind}>{t('includes.consultations', { count: c.perMonth, kind: t('kind', { kind: kindKey(c.kind) }) })}</li>
        ))}
        {plan.medicineDiscountPercent > 0 && <li>{t('includes.medicines', { percent: plan.medicineDiscountPercent })}</li>}
        {plan.labDiscountPercent > 0 && <li>{t('includes.labs', { percent: plan.labDiscountPercent })}</li>}
        <li>{t('includes.family', { count: plan.familyMembers })}</li>
      </ul>
      {otherLengths.length > 0 && (
        <nav aria-label={t('otherLengths')}>
          <Hint>{t('otherLengths')}</Hint>
          <Lengths>
            {otherLengths.map((o) => (
              <li key={o.plan.id}>
                <Link to={`/subscription-plans/${encodeURIComponent(o.plan.id)}`}>{t('months', { months: o.plan.months })}</Link>
              </li>
            ))}
          </Lengths>
        </nav>
      )}
    </>
  );
}

function Comparison({ offer, offers }: { offer: PlanOffer; offers: readonly PlanOffer[] }) {
  const t = subscriptionsMessages.useT();
  const table = comparePlans(offers, offer.plan.months);
  if (table === null) return null;
  const rowLabel = (row: ComparisonRow): string => {
    switch (row.kind) {
      case 'price':
        return t('compare.price');
      case 'per-month':
        return t('compare.perMonth');
      case 'consultations':
        return t('compare.consultations', { kind: kindKey(row.consultation) });
      case 'medicine-discount':
        return t('compare.medicines');
      case 'lab-discount':
        return t('compare.labs');
      case 'family-members':
        return t('compare.family');
      case 'saving-on-visits':
        return t('compare.saving');
    }
  };
  const cells = (row: ComparisonRow): string[] => {
    if (row.kind === 'consultations') return row.perMonth.map(String);
    if ('values' in row) return row.values.map((v) => (row.kind === 'family-members' ? String(v) : `${v}%`));
    return row.amounts.map((a) => (a === null ? t('compare.none') : formatMoney(a)));
  };
  return (
    <Panel aria-labelledby="compare-heading">
      <h2 id="compare-heading">{t('compare', { months: offer.plan.months })}</h2>
      <TableScroll>
        <table aria-labelledby="compare-heading">
          <thead>
            <tr>
              <th scope="col">{t('compare.benefit')}</th>
              {table.offers.map((o) => (
                <th scope="col" key={o.plan.id}>
                  {o === offer ? (
                    <>
                      <span translate="no">{o.plan.name}</span> {t('compare.thisPlan')}
                    </>
                  ) : (
                    <Link to={`/subscription-plans/${encodeURIComponent(o.plan.id)}`} translate="no">
                      {o.plan.name}
                    </Link>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.kind === 'consultations' ? row.consultation : row.kind}>
                <th scope="row">{rowLabel(row)}</th>
                {cells(row).map((cell, i) => (
                  <td key={table.offers[i]?.plan.id ?? i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Panel>
  );
}

function BuyPanel({ offer }: { offer: PlanOffer }) {
  const t = subscriptionsMessages.useT();
  const signedIn = useSignedIn();
  const location = useLocation();
  const [search] = useSearchParams();
  const renewalOf = search.get('renew');
  return signedIn ? (
    <SignedInPurchase offer={offer} renewalOf={renewalOf} />
  ) : (
    <Panel aria-labelledby="buy-heading" style={{ marginBottom: '1rem' }}>
      <h2 id="buy-heading">{renewalOf ? t('renew') : t('buy')}</h2>
      <p>
        <Link to={loginPathFor(`${location.pathname}${location.search}`)}>{t('signIn')}</Link>
      </p>
    </Panel>
  );
}

/**
 * Buying, renewing (?renew=) or upgrading: a plan above the one covering today replaces it
 * mid-term, its unused days credited, so the patient choosing it is offered the upgrade.
 */
function SignedInPurchase({ offer, renewalOf }: { offer: PlanOffer; renewalOf: string | null }) {
  const t = subscriptionsMessages.useT();
  const locale = useLocale();
  const clock = useUseCase(TOKENS.Clock);
  const mine = useQuery(useUseCase(SUBSCRIPTIONS.MySubscription).overview());
  const today = istDate(clock.now());
  const upgraded = renewalOf === null && mine.kind === 'ready' && mine.value.kind === 'active' ? upgradeFrom([mine.value.cover.subscription], offer.plan, today) : null;
  return (
    <Panel aria-labelledby="buy-heading" style={{ marginBottom: '1rem' }}>
      <h2 id="buy-heading">{renewalOf ? t('renew') : upgraded ? t('upgrade') : t('buy')}</h2>
      {upgraded && (
        <p data-testid="upgrade-from">
          {t('upgrade.from', { plan: upgraded.name, end: calendarDay(upgraded.endDate, locale), days: unusedDays(upgraded, today) })}
        </p>
      )}
      {mine.kind === 'loading' && renewalOf === null ? (
        <p role="status">{t('checking')}</p>
      ) : (
        <Purchase planId={offer.plan.id} renewalOf={renewalOf} upgradeOf={upgraded?.id ?? null} />
      )}
    </Panel>
  );
}

/** The bill, the coupon and Pay; Confirm payment instead once a payment was taken but not confirmed. */
function Purchase({ planId, renewalOf, upgradeOf }: { planId: string; renewalOf: string | null; upgradeOf: string | null }) {
  const t = subscriptionsMessages.useT();
  const say = useDomainText();
  const locale = useLocale();
  const navigate = useNavigate();
  const purchase = useUseCase(SUBSCRIPTIONS.PlanPurchase);
  const profiles = useUseCase(TOKENS.Profile);
  // A coupon chosen on the Offers page is quoted from the start; the quote says whether it applies.
  const offered = useOfferedCoupon().code;
  const [coupon, setCoupon] = useState<string | null>(offered);
  const [failure, setFailure] = useState<string | null>(null);
  const { busy: paying, run: runPay } = useThrottledSubmit();
  const request = useMemo((): PurchaseRequest => ({ planId, couponCode: coupon, renewalOf, upgradeOf }), [planId, coupon, renewalOf, upgradeOf]);
  const quoteQuery = purchase.quote(request);
  const state = useQuery(quoteQuery);
  const paid = purchase.paidPurchase(request);
  // A renewed or upgraded plan shows on My subscriptions beside the one before it; a first plan on the subscription summary, with its badge.
  const landBought = () =>
    navigate(renewalOf ? '/patient/subcription-list?renewed=1' : upgradeOf ? '/patient/subcription-list?upgraded=1' : '/book/subcription-summary?bought=1', { replace: true });

  if (paid) {
    return (
      <>
        <p>{richText((values) => t('paid', values), { amount: <strong>{rupees(paid.amountPaise)}</strong> })}</p>
        <ConfirmPayment subject={t('paymentSubject')} failure={failure} confirm={() => purchase.confirmPayment(request)} onConfirmed={landBought} />
      </>
    );
  }

  const pay = (quote: PurchaseQuote) =>
    runPay(async () => {
      setFailure(null);
      const bought = await purchase.buy({ ...request, couponCode: quote.couponCode }, await profiles.paymentContact());
      if (bought.isOk()) {
        landBought();
        return 'keep-busy';
      }
      setFailure(describePurchaseError(bought.error));
    });

  if (state.kind === 'failed') {
    return (
      <FormAlert role="alert">
        <p style={{ margin: 0 }}>{say(describeApiError(state.error))}</p>
        {state.error.kind === 'conflict' || state.error.kind === 'rejected' ? (
          <Link to="/patient/subcription-list">{t('mySubscriptions')}</Link>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => quoteQuery.reload()}>
            {t('retry')}
          </Button>
        )}
      </FormAlert>
    );
  }
  const quote = state.kind === 'ready' ? state.value : null;
  const term = quote && { start: calendarDay(quote.startDate, locale), end: calendarDay(quote.endDate, locale) };
  return (
    <>
      {quote === null || term === null ? (
        <p role="status">{t('checking')}</p>
      ) : (
        <>
          <p data-testid="plan-term">{renewalOf ? t('renew.term', term) : upgradeOf ? t('upgrade.term', term) : t('buy.term', term)}</p>
          <GstBill bill={quote} total="pay" totalTestId="plan-total" />
        </>
      )}
      {/* Stays while a new quote loads, so the code typed is never lost. */}
      <QuoteCouponForm initial={coupon} refusal={quote?.couponReason ? say(quote.couponReason) : null} onApply={setCoupon} />
      {failure && (
        <Status $tone="error" role="alert">
          {say(failure)}
        </Status>
      )}
      {quote && (
        <Actions style={{ marginTop: '1rem' }}>
          <Button type="button" disabled={paying} onClick={() => pay(quote)}>
            {paying ? t('waiting') : t('pay', { amount: rupees(quote.totalPaise) })}
          </Button>
        </Actions>
      )}
    </>
  );
}
