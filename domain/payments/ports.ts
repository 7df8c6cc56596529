import type { Result } from 'ts-results-es';
import type { CheckoutError, PaymentOutcome, PaymentRequest } from './model';

/** The payment provider's checkout (Razorpay live, a look-alike on the fake backend). */
export interface PaymentGateway {
  /** Opens the checkout and resolves when the patient pays, fails or closes it. */
  collect(request: PaymentRequest): Promise<Result<PaymentOutcome, CheckoutError>>;
}
