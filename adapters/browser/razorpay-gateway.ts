import { Err, Ok, type Result } from 'ts-results-es';
import type { CheckoutError, PaymentOutcome, PaymentRequest } from '../../domain/payments/model';
import type { PaymentGateway } from '../../domain/payments/ports';
import { CURRENCY, PAYMENT_SCRIPT_FAILED, PHONE_PREFIX } from '../../domain/shared/constants';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The options of Razorpay Standard Checkout that this app sets. */
export interface RazorpayOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email?: string; contact: string };
  modal: { escape: boolean; ondismiss: () => void };
  handler: (response: { razorpay_payment_id: string; razorpay_order_id?: string; razorpay_signature: string }) => void;
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', callback: (response: { error?: { description?: string; reason?: string } }) => void): void;
  close?(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

/** Adds the provider's script to the page; true once it ran, false when it could not load. */
export interface ScriptLoader {
  load(src: string): Promise<boolean>;
}

export const domScriptLoader: ScriptLoader = {
  load: (src) =>
    new Promise((resolve) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve(true);
      script.onerror = () => {
        // Removed, so a later attempt (back online) adds a fresh one.
        script.remove();
        resolve(false);
      };
      document.head.append(script);
    }),
};

export interface RazorpayGatewayDeps {
  /** The account's public key id (from our API, GET /payment/config); null when it cannot be had. */
  keyId: () => Promise<string | null>;
  /** Shown at the top of the provider's checkout. */
  merchantName: string;
  loader?: ScriptLoader;
  /** Where checkout.js puts its constructor. */
  host?: { Razorpay?: RazorpayConstructor };
}

/**
 * The live payment gateway: Razorpay Standard Checkout (spec §4, §5, §7). Loads
 * checkout.js once (again only after a failed load), opens the checkout for the server's
 * payment order with amount in paise, INR, the prefilled e-mail and '91' + mobile, and
 * Escape disabled; resolves once with paid, failed or dismissed. A failed attempt closes
 * the provider's window, so a later success there cannot arrive after we reported the
 * failure; the patient retries from our page, on the same order.
 */
export class RazorpayGateway implements PaymentGateway {
  private loading: Promise<boolean> | null = null;

  constructor(private readonly deps: RazorpayGatewayDeps) {}

  async collect(request: PaymentRequest): Promise<Result<PaymentOutcome, CheckoutError>> {
    const failedToLoad: Result<PaymentOutcome, CheckoutError> = Err({ kind: 'script-failed', message: PAYMENT_SCRIPT_FAILED });
    const [loaded, key] = await Promise.all([this.load(), this.deps.keyId()]);
    const Razorpay = this.host().Razorpay;
    // Without the key the checkout cannot open either; to the patient it is the same failure (usually offline).
    if (!loaded || !Razorpay || key === null) return failedToLoad;

    return new Promise((resolve) => {
      let settled = false;
      const settle = (outcome: PaymentOutcome) => {
        if (settled) return;
        settled = true;
        resolve(Ok(outcome));
      };
      const checkout = new Razorpay({
        key,
        amount: request.amountPaise,
        currency: CURRENCY,
        order_id: request.paymentOrderId,
        name: this.deps.merchantName,
        description: request.description,
        prefill: {
          name: request.prefill.name,
          ...(request.prefill.email ? { email: request.prefill.email } : {}),
          contact: `${PHONE_PREFIX}${request.prefill.mobileNumber}`,
        },
        modal: { escape: false, ondismiss: () => settle({ kind: 'dismissed' }) },
        handler: (response) => settle({ kind: 'paid', paymentId: response.razorpay_payment_id, signature: response.razorpay_signature }),
      });
      checkout.on('payment.failed', (response) => {
        settle({ kind: 'failed', reason: response.error?.description?.trim() || 'The payment failed' });
        checkout.close?.();
      });
      checkout.open();
    });
  }

  private host(): { Razorpay?: RazorpayConstructor } {
    return this.deps.host ?? (globalThis as unknown as { Razorpay?: RazorpayConstructor });
  }

  /** Once per page: a second payment reuses the script; a failed load is tried again next time. */
  private load(): Promise<boolean> {
    if (this.host().Razorpay) return Promise.resolve(true);
    this.loading ??= (this.deps.loader ?? domScriptLoader).load(RAZORPAY_CHECKOUT_URL).then((ok) => {
      if (!ok) this.loading = null;
      return ok;
    });
    return this.loading;
  }
}
