/**
 * The words of domain/places in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts): why the device's location could not be had.
 */
export default {
  'Location access is blocked for this site. Allow it in your browser’s settings, or type your pincode.':
    'इस साइट के लिए लोकेशन की अनुमति बंद है। ब्राउज़र की सेटिंग में इसे चालू करें, या अपना पिनकोड लिखें।',
  'We could not tell where you are. Type your pincode instead.': 'हम पता नहीं लगा सके कि आप कहाँ हैं। इसके बजाय अपना पिनकोड लिखें।',
  'Finding your location took too long. Try again, or type your pincode.': 'आपकी लोकेशन ढूँढने में बहुत देर लगी। फिर से कोशिश करें, या अपना पिनकोड लिखें।',
};
