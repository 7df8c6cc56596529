import { Link } from 'react-router-dom';
import type { UserSubscription } from '../../../domain/subscriptions/model';
import { consultationsLeft } from '../../../domain/subscriptions/my-subscription';
import { canBeUpgraded } from '../../../domain/subscriptions/upgrade';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { SUBSCRIPTIONS } from '../../app/modules/subscriptions/tokens';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { calendarDay } from '../../ui/dates';
import { Loadable } from '../../ui/Loadable';
import { Panel } from '../../ui/Panel';
import { useQuery } from '../../ui/use-query';
import { FamilySlots } from './FamilySlots';
import { GstBill } from './GstBill';
import { kindKey, subscriptionsMessages } from './messages';

/** /patient/subcription-list: the current plan with what is left of it, its family slots and Renew, renewed terms to come, and past plans. */
export default function MySubscriptionsPage({ route }: PageProps) {
  const t = subscriptionsMessages.useT();
  const title = usePageTitle(route);
  const locale = useLocale();
  const query = useUseCase(SUBSCRIPTIONS.MySubscription).history();
  const state = useQuery(query);
  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{title}</PageTitle>
        <Loadable
          state={state}
          what={t('loadingMine')}
          retry={() => query.reload()}
          isEmpty={(history) => history.current === null && history.upcoming.length === 0 && history.past.length === 0}
          empty={
            <p>
              {t('mine.none')} <Link to="/auth/subscription-plans">{t('mine.choose')}</Link>
            </p>
          }
        >
          {(history) =>
            history.coveredUntil ? (
              <p data-testid="covered-until">{t('mine.coveredUntil', { date: calendarDay(history.coveredUntil, locale) })}</p>
            ) : (
              <p>
                {t('mine.none')} <Link to="/auth/subscription-plans">{t('mine.choose')}</Link>
              </p>
            )
          }
        </Loadable>
      </Card>
      {state.kind === 'ready' && state.value.current && (
        <Panel aria-labelledby="current-plan" style={{ marginBottom: '1rem' }}>
          <h2 id="current-plan">{t('mine.current')}</h2>
          <PlanHeld subscription={state.value.current.subscription} renewable />
          <h3>{t('mine.benefits')}</h3>
          <ul>
            {consultationsLeft(state.value.current.subscription)
              .filter((c) => c.included > 0)
              .map((c) => (
                <li key={c.kind}>{t('mine.used', { kind: kindKey(c.kind), used: c.used, left: c.left, included: c.included })}</li>
              ))}
          </ul>
          <FamilySlots subscription={state.value.current.subscription} />
        </Panel>
      )}
      {state.kind === 'ready' && state.value.upcoming.length > 0 && (
        <Panel aria-labelledby="upcoming-plans" style={{ marginBottom: '1rem' }}>
          <h2 id="upcoming-plans">{t('mine.upcoming')}</h2>
          {state.value.upcoming.map((s) => (
            <PlanHeld key={s.id} subscription={s} />
          ))}
        </Panel>
      )}
      {state.kind === 'ready' && state.value.past.length > 0 && (
        <Panel aria-labelledby="past-plans">
          <h2 id="past-plans">{t('mine.past')}</h2>
          {state.value.past.map((s) => (
            <PlanHeld key={s.id} subscription={s} />
          ))}
        </Panel>
      )}
    </>
  );
}

function PlanHeld({ subscription, renewable = false }: { subscription: UserSubscription; renewable?: boolean }) {
  const t = subscriptionsMessages.useT();
  const locale = useLocale();
  return (
    <div style={{ marginBottom: '0.75rem' }}>
      <p style={{ margin: 0 }}>
        <strong translate="no">{subscription.name}</strong> · {t('months', { months: subscription.months })} · {t('mine.status', { status: subscription.status })}
      </p>
      <Hint style={{ margin: 0 }}>{t('mine.valid', { start: calendarDay(subscription.startDate, locale), end: calendarDay(subscription.endDate, locale) })}</Hint>
      <p style={{ margin: '0.25rem 0' }}>
        {t('mine.covered')}{' '}
        <span translate="no">{subscription.covered.map((p) => p.name).join(', ')}</span>
      </p>
      <PlanInvoice subscription={subscription} />
      {renewable && (
        <Button
          as={Link}
          to={`/subscription-plans/${encodeURIComponent(subscription.planId)}?renew=${encodeURIComponent(subscription.id)}`}
          $variant="secondary"
          aria-label={t('mine.renewName', { plan: subscription.name })}
        >
          {t('mine.renew')}
        </Button>
      )}
      {renewable && canBeUpgraded(subscription) && (
        <Button as={Link} to="/auth/subscription-plans" $variant="secondary" aria-label={t('mine.upgradeName', { plan: subscription.name })} style={{ marginLeft: '0.5rem' }}>
          {t('mine.upgrade')}
        </Button>
      )}
    </div>
  );
}

/** The tax invoice of the purchase that made the plan: its GST bill to unfold, and its PDF to download. */
function PlanInvoice({ subscription }: { subscription: UserSubscription }) {
  const t = subscriptionsMessages.useT();
  const locale = useLocale();
  const query = useUseCase(SUBSCRIPTIONS.MySubscription).invoice(subscription.id);
  const state = useQuery(query);
  return (
    <Loadable state={state} what={t('invoice.loading')} retry={() => query.reload()}>
      {(invoice) => (
        <div style={{ margin: '0.25rem 0 0.5rem' }}>
          <details>
            <summary>
              {t('invoice.title', { number: invoice.invoiceNumber, date: calendarDay(invoice.issuedOn, locale) })}
            </summary>
            <GstBill bill={invoice} total="paid" />
          </details>
          <a
            href={invoice.url}
            download={invoice.fileName}
            aria-label={t('invoice.downloadName', { plan: subscription.name, start: calendarDay(subscription.startDate, locale) })}
          >
            {t('invoice.download')}
          </a>
        </div>
      )}
    </Loadable>
  );
}
