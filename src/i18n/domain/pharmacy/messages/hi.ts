/**
 * The sentences of domain/pharmacy that medicine search, a medicine's page and the cart show, in
 * Hindi, keyed by the English the domain writes (src/i18n/domain-text.ts). Orders, prescriptions
 * and addresses have theirs in ../../pharmacy-orders. A key with {names} is a pattern: its values
 * come from the sentence. Wording follows the glossary in docs/i18n.md.
 */
export default {
  // Search found nothing (domain/shared/debounced-search.ts): the heading of empty results, any search
  'Data Not Found': 'कोई नतीजा नहीं मिला',
  // The cart (domain/pharmacy/cart.ts, cart-rules.ts)
  '{name} added to your cart': '{name} आपके कार्ट में डाल दी गई',
  'We could not add {name} to your cart.': 'हम {name} आपके कार्ट में नहीं डाल सके।',
  'We could not change the quantity.': 'हम मात्रा नहीं बदल सके।',
  'We could not remove that medicine. It is back in your cart.': 'हम वह दवा नहीं हटा सके। वह फिर से आपके कार्ट में है।',
  'Enter a coupon code': 'कूपन कोड डालें',
  'Still updating this medicine': 'यह दवा अभी बदली जा रही है',
  'Choose at least 1': 'कम से कम 1 चुनें',
  'You can order at most {max} of one medicine': 'एक दवा ज़्यादा से ज़्यादा {max} ही मँगा सकते हैं',
  // What stops the order (domain/pharmacy/cart-checkout.ts)
  'Your cart is empty. Add medicines to place an order.': 'आपका कार्ट खाली है। ऑर्डर करने के लिए दवाइयाँ डालें।',
  'Attach a prescription: {names} needs one.': 'पर्चा लगाएँ: {names} के लिए पर्चा ज़रूरी है।',
  'Attach a prescription: {names} need one.': 'पर्चा लगाएँ: {names} के लिए पर्चा ज़रूरी है।',
  '{names} cannot be delivered to this address. Remove it or choose a substitute.': '{names} इस पते पर डिलीवर नहीं हो सकती। इसे हटाएँ या कोई विकल्प चुनें।',
  '{names} cannot be delivered to this address. Remove them or choose a substitute.': '{names} इस पते पर डिलीवर नहीं हो सकतीं। इन्हें हटाएँ या कोई विकल्प चुनें।',
  'Choose a delivery address.': 'डिलीवरी का पता चुनें।',
  // Why a coupon does not apply (domain/pharmacy/coupons.ts)
  'This coupon expired on {date}': 'यह कूपन {date} को ख़त्म हो गया',
  'This coupon is not valid on medicines': 'यह कूपन दवाइयों पर लागू नहीं होता',
  'Add items worth {amount} more to use this coupon': 'यह कूपन इस्तेमाल करने के लिए {amount} के और आइटम डालें',
  // A substitute against the original, per unit (domain/pharmacy/medicine-details.ts)
  'Save {percent}%': '{percent}% की बचत',
  'Costs {percent}% more': '{percent}% महँगी',
  'About the same price per unit': 'एक यूनिट का दाम लगभग उतना ही',
  // The price of one unit (domain/pharmacy/price-per-unit.ts)
  '{amount} per tablet': '{amount} प्रति टैबलेट',
  '{amount} per capsule': '{amount} प्रति कैप्सूल',
  '{amount} per ml': '{amount} प्रति ml',
  '{amount} per g': '{amount} प्रति ग्राम',
  '{amount} per dose': '{amount} प्रति खुराक',
  '{amount} per sachet': '{amount} प्रति सैशे',
};
