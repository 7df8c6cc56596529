import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { screeningPlanPath, screeningSavingsPaise } from '../../../domain/content/cancer-screening';
import type { ScreeningPlan } from '../../../domain/content/model';
import { Tag } from '../../ui/Tag';
import { rupees } from '../../ui/price';
import { programmeMessages } from './messages';

export const Plans = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
`;

const PlanCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

/** The plan's price against its tests one by one, and how the samples are taken. */
export function PlanPrice({ plan }: { plan: ScreeningPlan }) {
  const t = programmeMessages.useT();
  const savings = screeningSavingsPaise(plan);
  return (
    <>
      <p>
        <strong>{t('screening.price', { price: rupees(plan.pricePaise) })}</strong>
      </p>
      {savings > 0 && (
        <p>
          {t('screening.mrp', { price: rupees(plan.mrpPaise) })} · {t('screening.save', { price: rupees(savings) })}
        </p>
      )}
      <p>
        <Tag $tone="info">{plan.homeCollection ? t('screening.home') : t('screening.atLab')}</Tag>
      </p>
    </>
  );
}

export function ScreeningPlanCard({ plan }: { plan: ScreeningPlan }) {
  const t = programmeMessages.useT();
  return (
    <PlanCard>
      <h3 translate="no">{plan.name}</h3>
      <p translate="no">{plan.summary}</p>
      <p>{t('screening.tests', { count: plan.tests.length })}</p>
      <PlanPrice plan={plan} />
      <Link to={screeningPlanPath(plan.id)}>{t('screening.details', { name: plan.name })}</Link>
    </PlanCard>
  );
}
