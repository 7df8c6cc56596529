import type { PurchaseQuote } from '../../../domain/subscriptions/model';
import { Amounts } from '../../ui/Amounts';
import { rupees } from '../../ui/price';
import { subscriptionsMessages } from './messages';

/** The amounts of a plan's bill, as the quote and the invoice both give them. */
export type GstAmounts = Pick<PurchaseQuote, 'pricePaise' | 'couponCode' | 'couponDiscountPaise' | 'upgradeCreditPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'totalPaise'>;

/** A plan's bill as an intra-state Indian invoice states it: price, coupon, an upgrade's credit, taxable value, CGST, SGST and the total. */
export function GstBill({ bill, total, totalTestId }: { bill: GstAmounts; total: 'pay' | 'paid'; totalTestId?: string }) {
  const t = subscriptionsMessages.useT();
  return (
    <Amounts>
      <dt>{t('bill.price')}</dt>
      <dd>{rupees(bill.pricePaise)}</dd>
      {bill.couponDiscountPaise > 0 && (
        <>
          <dt>{t('bill.coupon', { code: bill.couponCode ?? '' })}</dt>
          <dd>−{rupees(bill.couponDiscountPaise)}</dd>
        </>
      )}
      {bill.upgradeCreditPaise > 0 && (
        <>
          <dt>{t('bill.credit')}</dt>
          <dd data-testid="upgrade-credit">−{rupees(bill.upgradeCreditPaise)}</dd>
        </>
      )}
      <dt>{t('bill.taxable')}</dt>
      <dd>{rupees(bill.taxablePaise)}</dd>
      <dt>{t('bill.cgst')}</dt>
      <dd>{rupees(bill.cgstPaise)}</dd>
      <dt>{t('bill.sgst')}</dt>
      <dd>{rupees(bill.sgstPaise)}</dd>
      <dt className="total">{total === 'pay' ? t('bill.total') : t('bill.paid')}</dt>
      <dd className="total" data-testid={totalTestId}>
        {rupees(bill.totalPaise)}
      </dd>
    </Amounts>
  );
}
