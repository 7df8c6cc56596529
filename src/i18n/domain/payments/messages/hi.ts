/**
 * The sentences of domain/payments (the one checkout of medicines, lab tests and consultations)
 * in Hindi, keyed by the English the domain writes (src/i18n/domain-text.ts). A key with {names}
 * is a pattern: its values come from the sentence (a gateway's reason stays as the gateway wrote
 * it). Wording follows the glossary in docs/i18n.md; "भुगतान की पुष्टि करें" is the button's name.
 */
export default {
  // What to tell the patient about a payment that did not go through (checkout.ts, describePaymentFailure)
  'The payment did not go through: {reason}. You can try again; you have not been charged twice.':
    'भुगतान नहीं हो सका: {reason}। आप फिर से कोशिश कर सकते हैं; आपसे दो बार पैसे नहीं लिए गए हैं।',
  'There is no payment to confirm': 'पुष्टि करने के लिए कोई भुगतान नहीं है',
  'You closed the payment window. Your order is saved; pay whenever you are ready.':
    'आपने भुगतान की विंडो बंद कर दी। आपका ऑर्डर सेव है; जब आप तैयार हों, तब भुगतान करें।',
  'We received your payment but could not confirm it yet. Please press Confirm payment in a minute; do not pay again.':
    'हमें आपका भुगतान मिल गया है, पर हम अभी उसकी पुष्टि नहीं कर सके। कृपया एक मिनट बाद "भुगतान की पुष्टि करें" दबाएँ; दोबारा भुगतान न करें।',
  'We received your payment for this order and are waiting to confirm it; do not pay again.':
    'हमें इस ऑर्डर का भुगतान मिल गया है और हम उसकी पुष्टि का इंतज़ार कर रहे हैं; दोबारा भुगतान न करें।',
  'A payment is already open.': 'एक भुगतान पहले से खुला है।',
};
