import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Medicine } from '../../../../domain/pharmacy/model';
import { CartControl } from '../medicine/CartControl';
import { Availability, PriceTag, RxBadge, UnitPrice } from '../medicine/MedicineFacts';
import { compositionText, medicinePath } from '../medicine/medicine-text';
import { richText } from '../../../ui/rich-text';
import { searchMessages } from './messages';

export const CardItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.35rem 1rem;
  align-items: start;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem 1.1rem;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.2rem;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1.1rem;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.6rem;
  }
  h3 a {
    color: ${({ theme }) => theme.colours.primary};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.muted};
  font-size: 0.95rem;
`;

const Buy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.35rem;
  min-width: 9.5rem;
`;

/**
 * One medicine in a list: name (to its page), maker, composition, pack, price with MRP and
 * discount, price per unit, the Rx flag, availability at the pincode and the cart control.
 */
export function MedicineCard({ medicine, product, pincode }: { medicine: Medicine; product: string; pincode: string | null }) {
  const t = searchMessages.useT();
  return (
    <CardItem>
      <Facts>
        <h3>
          <Link to={medicinePath(product, medicine.id)} translate="no">{medicine.name}</Link>
          {medicine.isRxRequired && <RxBadge />}
        </h3>
        <Muted>{medicine.manufacturer}</Muted>
        <p style={{ margin: 0 }}>{compositionText(medicine)}</p>
        <Muted>{medicine.packLabel}</Muted>
        <Availability available={medicine.available} pincode={pincode} />
        {!medicine.available && (
          <Link to={`${medicinePath(product, medicine.id)}#substitutes`}>
            {richText((values) => t('card.substitutes', values), { of: <span className="visually-hidden">{t('card.substitutesOf', { name: medicine.name })}</span> })}
          </Link>
        )}
      </Facts>
      <Buy>
        <PriceTag medicine={medicine} />
        <UnitPrice medicine={medicine} />
        <CartControl medicine={medicine} />
      </Buy>
    </CardItem>
  );
}

const Ghost = styled(CardItem)`
  height: 8.5rem;
  background: linear-gradient(90deg, #eef1f6 25%, #f6f8fb 50%, #eef1f6 75%) 0 0 / 200% 100%;
  @media (prefers-reduced-motion: no-preference) {
    animation: shimmer 1.4s linear infinite;
  }
  @keyframes shimmer {
    to {
      background-position: -200% 0;
    }
  }
`;

/** Placeholders the size of a card while results load: nothing jumps when they arrive. */
export function GhostCards({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Ghost key={i} aria-hidden="true" />
      ))}
    </>
  );
}
