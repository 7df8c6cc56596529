import { openDemoPaymentDialog } from './demo-payment-dialog';
import { fakePaymentSignature } from './pharmacy/payment-signature';

/** Where the live build loads the provider's checkout from (adapters/browser/razorpay-gateway.ts). */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * A stand-in for Razorpay's checkout.js, for end-to-end tests of the HTTP build against the
 * local fake server: serve it for RAZORPAY_CHECKOUT_URL (Playwright's page.route) and the
 * real Razorpay adapter runs unchanged, opening the demo dialog and signing payments the
 * way the fake server checks. Only the options and events the adapter uses are honoured:
 * amount, description, order_id, prefill, handler, modal.ondismiss, on('payment.failed'),
 * open() and close().
 */
export function razorpayStubScript(): string {
  return `(function () {
  'use strict';
  // Bundlers that keep function names may call __name inside the functions below.
  var __name = function (target) { return target; };
  var sign = ${fakePaymentSignature.toString()};
  var openDialog = ${openDemoPaymentDialog.toString()};
  function Razorpay(options) { this.options = options; this.handlers = {}; this.closed = false; }
  Razorpay.prototype.on = function (event, callback) { this.handlers[event] = callback; };
  Razorpay.prototype.close = function () { this.closed = true; };
  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    var prefill = options.prefill || {};
    openDialog(document, {
      amountPaise: options.amount, description: options.description || '', paymentOrderId: options.order_id,
      name: prefill.name || null, contact: prefill.contact || null
    }, function (outcome) {
      if (outcome.kind === 'paid') {
        options.handler({ razorpay_payment_id: outcome.paymentId, razorpay_order_id: options.order_id, razorpay_signature: sign(options.order_id, outcome.paymentId) });
      } else if (outcome.kind === 'failed') {
        var failed = self.handlers['payment.failed'];
        if (failed) failed({ error: { code: 'BAD_REQUEST_ERROR', description: outcome.reason, reason: 'payment_failed' } });
      } else if (options.modal && options.modal.ondismiss) {
        options.modal.ondismiss();
      }
    });
  };
  window.Razorpay = Razorpay;
})();
`;
}
