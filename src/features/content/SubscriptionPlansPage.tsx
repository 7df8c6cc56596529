import { useId, useState } from 'react';
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
import { useQuery } from '../../ui/use-query';


const TIER_NAMES = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum' } as const;

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

const Note = styled.p`
  margin: 0;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.primarySoft};
`;

const Push = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const monthsText = (months: number): string => `${months} months`;

function coverText(familyMembers: number): string {
  if (familyMembers <= 0) return 'Covers you';
  return `Covers you and ${familyMembers} family member${familyMembers === 1 ? '' : 's'}`;
}

/** One plan as a card. Buying is another issue's flow: 'Choose plan' says how to join today. */
function PlanCardView({ offer, headingLevel }: { offer: PlanOffer; headingLevel: 2 | 3 }) {
  const { plan, price, mrp, saving, percentOff } = offer;
  const [chosen, setChosen] = useState(false);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <PlanCard>
      <Heading id={headingId}>{plan.name}</Heading>
      <Tier>{TIER_NAMES[plan.tier]}</Tier>
      <Price>
        <strong>{formatMoney(price)}</strong>
        <span>for {monthsText(plan.months)}</span>
        {mrp && (
          <s>
            <span className="visually-hidden">MRP </span>
            {formatMoney(mrp)}
          </s>
        )}
      </Price>
      {saving && (
        <Saving>
          You save {formatMoney(saving)} ({percentOff}% off)
        </Saving>
      )}
      <Cover>{coverText(plan.familyMembers)}</Cover>
      {plan.benefits.length > 0 && (
        <ul aria-label={`What ${plan.name} includes`}>
          {plan.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      )}
      <Push>
        {/* The name starts with the visible words, so speech control ("click Choose plan") works. */}
        <Button type="button" $variant="secondary" aria-label={`Choose plan: ${plan.name}, ${monthsText(plan.months)}`} onClick={() => setChosen(true)}>
          Choose plan
        </Button>
        <div role="status">
          {chosen && (
            <Note>
              Buying a plan online is coming soon. To join {plan.name} today, call <CareNumberLink /> or{' '}
              <Link to="/contact-us">send us a message</Link> and our care team will set it up for you.
            </Note>
          )}
        </div>
      </Push>
    </PlanCard>
  );
}

/**
 * /auth/subscription-plans (every plan, shortest first) and /auth/subcription-list (the
 * spec's spelling; the same plans grouped by duration).
 */
export default function SubscriptionPlansPage({ route }: PageProps) {
  const query = useUseCase(SUBSCRIPTIONS.SubscriptionPlans).offers();
  const state = useQuery(query);
  const grouped = route.id === 'auth-subcription-list';
  return (
    <Card>
      <PageTitle>{route.title}</PageTitle>
      <Lead>Care Plus: online consultations and savings on medicines and lab tests, for you and your family.</Lead>
      {state.kind === 'loading' && <p role="status">Loading the plans…</p>}
      {state.kind === 'failed' && (
        <div role="alert">
          <FieldError>{describeApiError(state.error)}</FieldError>
          <Button type="button" onClick={() => query.reload()}>
            Try again
          </Button>
        </div>
      )}
      {state.kind === 'ready' && state.value.length === 0 && (
        <p>
          No plans are on sale right now. Call <CareNumberLink /> to ask about Care Plus.
        </p>
      )}
      {state.kind === 'ready' &&
        state.value.length > 0 &&
        (grouped ? (
          groupByDuration(state.value).map((group) => (
            <section key={group.months} aria-labelledby={`plans-${group.months}`}>
              <h2 id={`plans-${group.months}`}>{monthsText(group.months)}</h2>
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
