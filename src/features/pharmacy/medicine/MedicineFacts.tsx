import styled from 'styled-components';
import type { Medicine } from '../../../../domain/pharmacy/model';
import { formatPricePerUnit } from '../../../../domain/pharmacy/price-per-unit';
import { discountPercent, formatMoney, Money } from '../../../../domain/shared/money';

const PriceLine = styled.p<{ $large?: boolean }>`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.15rem 0.5rem;
  strong {
    font-size: ${({ $large }) => ($large ? '1.6rem' : '1.15rem')};
  }
  s {
    color: ${({ theme }) => theme.colours.muted};
  }
`;

const Off = styled.span`
  color: ${({ theme }) => theme.colours.success};
  font-weight: 700;
`;

const PerUnit = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.muted};
  font-size: 0.95rem;
`;

/** Selling price, the MRP struck through when higher, and 'x% off' (rounded down). */
export function PriceTag({ medicine, large = false }: { medicine: Pick<Medicine, 'mrpPaise' | 'pricePaise'>; large?: boolean }) {
  const price = Money.fromPaise(medicine.pricePaise);
  const mrp = Money.fromPaise(medicine.mrpPaise);
  const off = discountPercent(mrp, price);
  return (
    <PriceLine $large={large}>
      <strong>
        <span className="visually-hidden">Price </span>
        {formatMoney(price)}
      </strong>
      {off > 0 && (
        <>
          <s>
            <span className="visually-hidden">MRP </span>
            {formatMoney(mrp)}
          </s>
          <Off>{off}% off</Off>
        </>
      )}
    </PriceLine>
  );
}

/** '₹2.03 per tablet': the figure that makes packs of different sizes comparable. */
export function UnitPrice({ medicine }: { medicine: Pick<Medicine, 'pricePaise' | 'packSize' | 'packUnit'> }) {
  return <PerUnit>{formatPricePerUnit(medicine)}</PerUnit>;
}

const RxMark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colours.error};
  b {
    border: 1.5px solid currentColor;
    border-radius: 4px;
    padding: 0 0.3rem;
    font-size: 0.8rem;
  }
`;

/**
 * The prescription flag: 'Rx' for those who know it, and the words for screen readers,
 * or for everyone with `spelled`.
 */
export function RxBadge({ spelled = false }: { spelled?: boolean }) {
  return (
    <RxMark title="Prescription required">
      <b aria-hidden="true">Rx</b>
      <span className={spelled ? undefined : 'visually-hidden'}>Prescription required</span>
    </RxMark>
  );
}

const Unavailable = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.error};
  font-weight: 600;
  font-size: 0.95rem;
`;

const Available = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.success};
  font-size: 0.95rem;
`;

/** Whether the medicine reaches the delivery pincode; silent in lists when it does. */
export function Availability({ available, pincode, sayAvailable = false }: { available: boolean; pincode: string | null; sayAvailable?: boolean }) {
  if (!available) return <Unavailable>{pincode ? `Not deliverable to ${pincode}` : 'Not deliverable to your area'}</Unavailable>;
  if (!sayAvailable) return null;
  return <Available>{pincode ? `Deliverable to ${pincode}` : 'Add your pincode to check delivery'}</Available>;
}
