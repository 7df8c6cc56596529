/** What a feature asks the checkout to collect (spec §7 "Card payment provider"). */
export interface PaymentRequest {
  /** The server's payment order id (Payment order: paymentOrderId). */
  paymentOrderId: string;
  /** Integer paise: charges x 100 (spec §9). */
  amountPaise: number;
  /** 'Credits towards consultation' for consultations (spec §7). */
  description: string;
  prefill: { name: string; email: string | null; mobileNumber: string };
}

export type PaymentOutcome =
  | { kind: 'paid'; paymentId: string; signature: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'dismissed' };

export type CheckoutError = { kind: 'script-failed'; message: string };
