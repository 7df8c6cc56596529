/**
 * The sentences of domain/pharmacy that the order, prescription and address screens show, in
 * Hindi, keyed by the English the domain writes (src/i18n/domain-text.ts). The search, medicine
 * and cart screens' sentences sit in ../pharmacy. A key with {names} is a pattern: its values
 * come from the sentence, and a value that is the domain's words (the address form's field
 * names) is translated by its own key. Wording follows the glossary in docs/i18n.md.
 */
export default {
  // What each state of an order means (order-tracking.ts)
  'Order placed': 'ऑर्डर हो गया',
  'Pharmacist checking your prescription': 'फ़ार्मासिस्ट आपका पर्चा जाँच रहे हैं',
  'Waiting for you to approve changes': 'बदलावों पर आपकी मंज़ूरी का इंतज़ार',
  'Confirmed by the pharmacy': 'फ़ार्मेसी ने पक्का किया',
  Packed: 'पैक हो गया',
  'On the way': 'रास्ते में है',
  Delivered: 'पहुँच गया',
  Cancelled: 'रद्द हो गया',
  '{status} · payment pending': '{status} · भुगतान बाकी',
  // Cancelling and paying for an order (ordering.ts)
  'I ordered by mistake': 'मैंने गलती से ऑर्डर कर दिया',
  'I found it cheaper elsewhere': 'मुझे कहीं और सस्ता मिल गया',
  'The delivery takes too long': 'डिलीवरी में बहुत समय लग रहा है',
  'My doctor changed the prescription': 'मेरे डॉक्टर ने पर्चा बदल दिया',
  Other: 'अन्य',
  'This order has no payment pending': 'इस ऑर्डर का कोई भुगतान बाकी नहीं है',
  'This order has left the pharmacy and can no longer be cancelled': 'यह ऑर्डर फ़ार्मेसी से निकल चुका है, अब इसे रद्द नहीं किया जा सकता',
  // Prescription files (prescription-file.ts)
  'This file is empty. Choose a photo or PDF of your prescription.': 'यह फ़ाइल खाली है। अपने पर्चे की फ़ोटो या PDF चुनें।',
  'Upload a photo (JPEG or PNG) or a PDF of your prescription. This file is neither.':
    'अपने पर्चे की फ़ोटो (JPEG या PNG) या PDF अपलोड करें। यह फ़ाइल इनमें से कोई नहीं है।',
  'This file is {size}; the limit is 10 MB. Take a photo instead, or scan at a lower resolution.':
    'यह फ़ाइल {size} की है; सीमा 10 MB है। इसकी जगह फ़ोटो लें, या कम रिज़ॉल्यूशन पर स्कैन करें।',
  // Delivery addresses (address-book.ts, address-form.ts)
  Home: 'घर',
  Work: 'दफ़्तर',
  'We do not know this pincode. Check it, or type the city and state yourself.': 'यह पिनकोड हमें नहीं मिला। इसे जाँचें, या शहर और राज्य ख़ुद लिखें।',
  'Location access is blocked for this site. Allow it in your browser’s settings, or type the address.':
    'इस साइट के लिए लोकेशन की अनुमति बंद है। ब्राउज़र की सेटिंग्स में इसकी अनुमति दें, या पता लिखें।',
  'We could not find where you are. Type the address instead.': 'हम आपकी लोकेशन नहीं ढूँढ सके। इसकी जगह पता लिखें।',
  'Finding your location took too long. Try again, or type the address.': 'आपकी लोकेशन ढूँढने में बहुत देर लगी। फिर से कोशिश करें, या पता लिखें।',
  'We found where you are but could not turn it into an address. Type it instead.': 'हमें आपकी लोकेशन मिल गई, पर उससे पता नहीं बन सका। कृपया पता लिखें।',
  'This browser cannot share your location. Type the address instead.': 'यह ब्राउज़र आपकी लोकेशन नहीं बता सकता। इसकी जगह पता लिखें।',
  'Enter {field}': '{field} डालें',
  'Keep {field} under {max} characters': '{field} {max} अक्षरों से छोटा रखें',
  'the house number and street': 'मकान नंबर और गली',
  'the area': 'इलाका',
  'the landmark': 'लैंडमार्क',
  'the city': 'शहर',
  'the state': 'राज्य',
  'Choose Home, Work or Other': 'घर, दफ़्तर या अन्य चुनें',
};
