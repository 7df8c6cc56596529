import { Ok, type Result } from 'ts-results-es';
import type { CheckoutError, PaymentOutcome, PaymentRequest } from '../domain/payments/model';
import type { PaymentGateway } from '../domain/payments/ports';
import { openDemoPaymentDialog } from './demo-payment-dialog';
import { fakePaymentSignature } from './pharmacy/payment-signature';

/**
 * The payment gateway of the fake backend: the demo dialog instead of Razorpay, signing a
 * successful payment the way the fake server checks (fakes/pharmacy/payment-signature.ts).
 * It lives under fakes/ and is reached only through the dynamic import of the fakes, so
 * the live build does not carry it.
 */
export class FakeCheckoutGateway implements PaymentGateway {
  constructor(private readonly doc: () => Document = () => document) {}

  collect(request: PaymentRequest): Promise<Result<PaymentOutcome, CheckoutError>> {
    return new Promise((resolve) => {
      openDemoPaymentDialog(
        this.doc(),
        {
          amountPaise: request.amountPaise,
          description: request.description,
          paymentOrderId: request.paymentOrderId,
          name: request.prefill.name,
          contact: `91${request.prefill.mobileNumber}`,
        },
        (outcome) => {
          if (outcome.kind === 'paid') {
            resolve(Ok({ kind: 'paid', paymentId: outcome.paymentId, signature: fakePaymentSignature(request.paymentOrderId, outcome.paymentId) }));
          } else {
            resolve(Ok(outcome));
          }
        },
      );
    });
  }
}
