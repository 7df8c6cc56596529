import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatMoney } from '../../../domain/shared/money';
import { describeApiError } from '../../../domain/shared/errors';
import { groupByDuration, type PlanOffer } from '../../../domain/subscriptions/plans';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { SUBSCRIPTIONS } from '../../app/modules/subscriptions/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { CareNumberLink } from '../../ui/CareNumberLink';
import { OFFERED_COUPON_PARAM, useOfferedCoupon } from '../../ui/use-offered-coupon';
import { useQuery } from '../../ui/use-query';
import { richText } from '../../ui/rich-text';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { contentMessages } from './messages';

const Plans = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const PlanCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.25rem;
  h2,
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const Tier = styled.span`
  align-self: flex-start;
  background: ${({ theme }) => theme.colours.primarySoft};
  color: ${({ theme }) => theme.colours.primaryDark};
  border-radius: 999px;
  padding: 0.1rem 0.6rem;
  font-size: 0.85rem;
  font-weight: 700;
`;

const Price = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.6rem;
  strong {
    font-size: 1.5rem;
  }
  s {
    color: ${({ theme }) => theme.colours.muted};
  }
`;

const Saving = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.success};
  font-weight: 600;
`;

const Cover = styled.p`
  margin: 0;
`;

const Lead = styled(Hint)`
  margin-bottom: 1rem;
`;

const Push = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

/** One plan as a card; 'Choose plan' opens the plan's page, where it is compared and bought. */
function PlanCardView({ offer, headingLevel }: { offer: PlanOffer; headingLevel: 2 | 3 }) {
  const t = contentMessages.useT();
  const { plan, price, mrp, saving, percentOff } = offer;
  const duration = t('plan.months', { months: plan.months });
  const headingId = useId();
  // A coupon chosen on the Offers page goes on to the plan's page, where the bill takes it.
  const offered = useOfferedCoupon().code;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <PlanCard>
      <Heading id={headingId} translate="no">
        {plan.name}
      </Heading>
      <Tier>{t('plan.tier', { tier: plan.tier })}</Tier>
      <Price>
        <strong>{formatMoney(price)}</strong>
        <span>{t('plan.for', { duration })}</span>
        {mrp && (
          <s>
            <span className="visually-hidden">{t('plan.mrp')} </span>
            {formatMoney(mrp)}
          </s>
        )}
      </Price>
      {saving && (
<Saving>{t('plan.saving', { amount: formatMoney(saving), percent: percentOff })}</Saving>
      )}
      <Cover>{t('plan.covers', { count: Math.max(0, plan.familyMembers) })}</Cover>
      {plan.benefits.length > 0 && (
        <ul aria-label={t('plan.includes', { plan: plan.name })}>
          {plan.benefits.map((benefit) => (
            // The plan's words as the server keeps them (it has no Hindi for them).
            <li key={benefit} translate="no">
              {benefit}
            </li>
          ))}
        </ul>
      )}
      <Push>
        {/* The name starts with the visible words, so speech control ("click Choose plan") works. */}
        <Button as={Link} to={`/subscription-plans/${encodeURIComponent(plan.id)}${offered === null ? '' : `?${new URLSearchParams({ [OFFERED_COUPON_PARAM]: offered })}`}`} $variant="secondary" aria-label={t('plan.chooseName', { plan: plan.name, duration })}>
          {t('plan.choose')}
        </Button>
      </Push>
    </PlanCard>
  );
}

/**
 * /auth/subscription-plans (every plan, shortest first) and /auth/subcription-list (the
 * spec's spelling; the same plans grouped by duration).
 */
export default function SubscriptionPlansPage({ route }: PageProps) {
  const t = contentMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  const query = useUseCase(SUBSCRIPTIONS.SubscriptionPlans).offers();
  const state = useQuery(query);
  const grouped = route.id === 'auth-subcription-list';
  const partner = state.kind === 'ready' ? (state.value.find((o) => o.plan.partner !== null)?.plan.partner ?? null) : null;
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {/* The server prices the plans by the patient's partner, and names it on each plan of its list. */}
      <Lead data-testid="plans-lead">{partner ? t('plans.partnerLead', { partner }) : t('plans.lead')}</Lead>
      {state.kind === 'loading' && <p role="status">{t('plans.loading')}</p>}
      {state.kind === 'failed' && (
        <div role="alert">
          <FieldError>{say(describeApiError(state.error))}</FieldError>
          <Button type="button" onClick={() => query.reload()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && state.value.length === 0 && <p>{richText((values) => t('plans.none', values), { number: <CareNumberLink /> })}</p>}
      {state.kind === 'ready' &&
        state.value.length > 0 &&
        (grouped ? (
          groupByDuration(state.value).map((group) => (
            <section key={group.months} aria-labelledby={`plans-${group.months}`}>
              <h2 id={`plans-${group.months}`}>{t('plan.months', { months: group.months })}</h2>
              <Plans>
                {group.offers.map((offer) => (
                  <PlanCardView key={offer.plan.id} offer={offer} headingLevel={3} />
                ))}
              </Plans>
            </section>
          ))
        ) : (
          <Plans>
            {state.value.map((offer) => (
              <PlanCardView key={offer.plan.id} offer={offer} headingLevel={2} />
            ))}
          </Plans>
        ))}
    </Card>
  );
}
