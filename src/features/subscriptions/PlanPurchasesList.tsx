import { Link } from 'react-router-dom';
import type { UserSubscription } from '../../../domain/subscriptions/model';
import { planPurchases } from '../../../domain/subscriptions/plan-purchases';
import { useUseCase } from '../../app/di';
import { SUBSCRIPTIONS } from '../../app/modules/subscriptions/tokens';
import { useLocale } from '../../i18n/use-locale';
import { Hint } from '../../ui/controls';
import { calendarDay } from '../../ui/dates';
import { Loadable } from '../../ui/Loadable';
import { rupees } from '../../ui/price';
import { OrderRows } from '../../ui/OrderRows';
import { Tag } from '../../ui/Tag';
import { useQuery } from '../../ui/use-query';
import { subscriptionsMessages } from './messages';

const MY_SUBSCRIPTIONS = '/patient/subcription-list';

/** My Orders' subscription tab: each plan term bought, latest first, with its term, status, amount paid and invoice. */
export function PlanPurchasesList() {
  const t = subscriptionsMessages.useT();
  const query = useUseCase(SUBSCRIPTIONS.MySubscription).history();
  const state = useQuery(query);
  return (
    <Loadable
      state={state}
      what={t('loadingMine')}
      retry={() => query.reload()}
      isEmpty={(history) => planPurchases(history).length === 0}
      empty={
        <p>
          {t('mine.none')} <Link to="/auth/subscription-plans">{t('mine.choose')}</Link>
        </p>
      }
    >
      {(history) => (
        <>
          <OrderRows aria-label={t('orders.list')}>
            {planPurchases(history).map((subscription) => (
              <PlanPurchase key={subscription.id} subscription={subscription} />
            ))}
          </OrderRows>
          <p>
            <Link to={MY_SUBSCRIPTIONS}>{t('mySubscriptions')}</Link>
          </p>
        </>
      )}
    </Loadable>
  );
}

function PlanPurchase({ subscription }: { subscription: UserSubscription }) {
  const t = subscriptionsMessages.useT();
  const locale = useLocale();
  const query = useUseCase(SUBSCRIPTIONS.MySubscription).invoice(subscription.id);
  const state = useQuery(query);
  const tone = subscription.status === 'ACTIVE' ? 'success' : subscription.status === 'EXPIRED' ? 'warning' : 'info';
  return (
    <li>
      <div>
        <h2>
          <span translate="no">{subscription.name}</span> · {t('months', { months: subscription.months })}
        </h2>
        <Hint style={{ margin: 0 }}>{t('mine.valid', { start: calendarDay(subscription.startDate, locale), end: calendarDay(subscription.endDate, locale) })}</Hint>
      </div>
      <div style={{ textAlign: 'right' }}>
        <Tag $tone={tone}>{t('mine.status', { status: subscription.status })}</Tag>
        <Loadable state={state} what={t('invoice.loading')} retry={() => query.reload()}>
          {(invoice) => (
            <>
              <div>{t('orders.paid', { amount: rupees(invoice.totalPaise), date: calendarDay(invoice.issuedOn, locale) })}</div>
              <a
                href={invoice.url}
                download={invoice.fileName}
                aria-label={t('invoice.downloadName', { plan: subscription.name, start: calendarDay(subscription.startDate, locale) })}
              >
                {t('invoice.download')}
              </a>
            </>
          )}
        </Loadable>
      </div>
    </li>
  );
}
