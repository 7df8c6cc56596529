import styled from 'styled-components';
import type { Medicine } from '../../../../domain/pharmacy/model';
import { formatPricePerUnit } from '../../../../domain/pharmacy/price-per-unit';
import { discountPercent, formatMoney, Money } from '../../../../domain/shared/money';
import { useDomainText } from '../../../i18n/domain-text';
import { medicineMessages } from './messages';

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
  const t = medicineMessages.useT();
  return (
    <PriceLine $large={large}>
      <strong>
        <span className="visually-hidden">{t('price.price')} </span>
        {formatMoney(price)}
      </strong>
      {off > 0 && (
        <>
          <s>
            <span className="visually-hidden">{t('price.mrp')} </span>
            {formatMoney(mrp)}
          </s>
          <Off>{t('price.off', { percent: off })}</Off>
        </>
      )}
    </PriceLine>
  );
}

/** '₹2.03 per tablet': the figure that makes packs of different sizes comparable. */
export function UnitPrice({ medicine }: { medicine: Pick<Medicine, 'pricePaise' | 'packSize' | 'packUnit'> }) {
  const say = useDomainText();
  return <PerUnit>{say(formatPricePerUnit(medicine))}</PerUnit>;
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
  const t = medicineMessages.useT();
  return (
    <RxMark title={t('rx')}>
      <b aria-hidden="true">Rx</b>
      <span className={spelled ? undefined : 'visually-hidden'}>{t('rx')}</span>
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
  const t = medicineMessages.useT();
  if (!available) return <Unavailable>{pincode ? t('availability.notTo', { pincode }) : t('availability.notToArea')}</Unavailable>;
  if (!sayAvailable) return null;
  return <Available>{pincode ? t('availability.to', { pincode }) : t('availability.addPincode')}</Available>;
}
