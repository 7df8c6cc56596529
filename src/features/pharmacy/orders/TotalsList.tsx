import styled from 'styled-components';
import type { CartTotals } from '../../../../domain/pharmacy/model';
import { rupees } from '../../../ui/price';
import { ordersMessages } from './messages';

const Amounts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.35rem 1rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colours.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .payable {
    font-weight: 700;
    color: ${({ theme }) => theme.colours.text};
    border-top: 1px solid ${({ theme }) => theme.colours.border};
    padding-top: 0.35rem;
  }
`;

/** MRP total, discount, coupon, delivery and what is payable, in rupees. */
export function TotalsList({ totals, couponCode }: { totals: CartTotals; couponCode: string | null }) {
  const t = ordersMessages.useT();
  return (
    <Amounts>
      <dt>{t('totals.mrp')}</dt>
      <dd>{rupees(totals.mrpPaise)}</dd>
      <dt>{t('totals.discount')}</dt>
      <dd>{totals.itemDiscountPaise > 0 ? `−${rupees(totals.itemDiscountPaise)}` : rupees(0)}</dd>
      <dt>{couponCode ? t('totals.couponCode', { code: couponCode }) : t('totals.coupon')}</dt>
      <dd>{totals.couponDiscountPaise > 0 ? `−${rupees(totals.couponDiscountPaise)}` : rupees(0)}</dd>
      <dt>{t('totals.delivery')}</dt>
      <dd>{totals.deliveryPaise > 0 ? rupees(totals.deliveryPaise) : t('totals.free')}</dd>
      <dt className="payable">{t('totals.payable')}</dt>
      <dd className="payable" data-testid="payable">
        {rupees(totals.payablePaise)}
      </dd>
    </Amounts>
  );
}
