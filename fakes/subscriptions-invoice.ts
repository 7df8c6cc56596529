import { Err, Ok, type Result } from 'ts-results-es';
import { DATA_NOT_FOUND } from '../domain/shared/constants';
import type { ApiError } from '../domain/shared/errors';
import { Money } from '../domain/shared/money';
import type { SubscriptionInvoice } from '../domain/subscriptions/model';
import { gstOn } from '../domain/subscriptions/purchase';
import type { FakeBackend } from './backend';
import { onePagePdf } from './pdf';
import { FakeCarePlans, planOf, type FakeUserSubscription } from './subscriptions-cover';
import type { FakeBill, FakePurchase } from './subscriptions-purchase';

/** 'Rs 3,419.10': Helvetica in the PDF has no rupee sign. */
const rs = (paise: number): string => `Rs ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * GET /subscription/invoice on the fake store: the tax invoice of the purchase that made a
 * subscription, from the bill its quote gave (price, coupon, CGST and SGST), as a one-page PDF.
 * A demo plan laid out without a purchase is billed at its price, without a coupon, on its first day.
 */
export class FakeSubscriptionInvoices {
  private readonly carePlans: FakeCarePlans;

  constructor(private readonly backend: FakeBackend) {
    this.carePlans = new FakeCarePlans(backend);
  }

  invoice(token: string | null, subscriptionId: string): Result<SubscriptionInvoice, ApiError> {
    return this.backend.userByToken(token).andThen((user): Result<SubscriptionInvoice, ApiError> => {
      const held = this.carePlans.of(user).find((s) => s.id === subscriptionId);
      if (!held) return Err({ kind: 'not-found', message: DATA_NOT_FOUND });
      const plan = planOf(held);
      const { purchase, bill } = this.billOf(user.id, held);
      const invoiceNumber = `CW/SUB/${held.id.replace(/^sub-/, '').toUpperCase()}`;
      const issuedOn = purchase?.paidOn ?? held.startDate;
      const billedTo = `${user.firstName} ${user.lastName}`.trim();
      const couponCode = bill.couponDiscountPaise > 0 ? (purchase?.request.couponCode ?? null) : null;
      const lines = [
        'CareWell - Tax invoice',
        `Invoice ${invoiceNumber}, ${issuedOn}`,
        `Billed to ${billedTo}`,
        `${plan.name}, ${plan.months} months (SAC 999312), ${held.startDate} to ${held.endDate}`,
        `Plan price: ${rs(bill.pricePaise)}`,
        ...(couponCode ? [`Coupon ${couponCode}: -${rs(bill.couponDiscountPaise)}`] : []),
        ...(bill.upgradeCreditPaise > 0 ? [`Credit for the unused part of the plan upgraded: -${rs(bill.upgradeCreditPaise)}`] : []),
        `Taxable value: ${rs(bill.taxablePaise)}`,
        `CGST 9%: ${rs(bill.cgstPaise)}`,
        `SGST 9%: ${rs(bill.sgstPaise)}`,
        `Total paid: ${rs(bill.totalPaise)}`,
      ];
      return Ok({
        invoiceNumber,
        subscriptionId: held.id,
        issuedOn,
        billedTo,
        planName: plan.name,
        months: plan.months,
        pricePaise: bill.pricePaise,
        couponCode,
        couponDiscountPaise: bill.couponDiscountPaise,
        upgradeCreditPaise: bill.upgradeCreditPaise,
        taxablePaise: bill.taxablePaise,
        cgstPaise: bill.cgstPaise,
        sgstPaise: bill.sgstPaise,
        totalPaise: bill.totalPaise,
        fileName: `${invoiceNumber.replace(/\//g, '-')}.pdf`,
        url: onePagePdf(lines),
      });
    });
  }

  /** The purchase that made a subscription and its bill; a demo plan laid out without a purchase is billed at its price. */
  billOf(userId: string, held: FakeUserSubscription): { purchase: FakePurchase | undefined; bill: Required<FakeBill> } {
    const purchase = Object.values<FakePurchase>(this.backend.state.subscriptionPurchases ?? {}).find((p) => p.userId === userId && p.subscriptionId === held.id);
    if (purchase?.bill) return { purchase, bill: { ...purchase.bill, upgradeCreditPaise: purchase.bill.upgradeCreditPaise ?? 0 } };
    const pricePaise = Money.fromRupees(planOf(held).priceRupees).paise;
    const gst = gstOn(pricePaise);
    return { purchase, bill: { pricePaise, couponDiscountPaise: 0, upgradeCreditPaise: 0, taxablePaise: pricePaise, ...gst, totalPaise: pricePaise + gst.cgstPaise + gst.sgstPaise } };
  }
}
