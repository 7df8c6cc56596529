/**
 * The signature the fake checkout hands back and the fake server checks: a deterministic
 * function of the payment order and payment ids, as Razorpay's is an HMAC of the same two
 * (with a secret the fake does not need). Self-contained on purpose, with no imports and no
 * outer names, so the stub checkout script for end-to-end tests can carry its source text
 * (fakes/razorpay-stub.ts) and sign exactly as the fake checkout does.
 */
export function fakePaymentSignature(paymentOrderId: string, paymentId: string): string {
  const text = `${paymentOrderId}|${paymentId}|carewell-demo`;
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    first = Math.imul(first ^ code, 0x01000193) >>> 0;
    second = Math.imul(second ^ code, 0x5bd1e995) >>> 0;
  }
  return `demo_sig_${first.toString(16).padStart(8, '0')}${second.toString(16).padStart(8, '0')}`;
}
