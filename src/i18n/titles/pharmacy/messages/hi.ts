/** Page titles of the pharmacy routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'Medicine cart': 'दवाइयों का कार्ट',
  'Medicine details': 'दवा का विवरण',
  'Medicine order': 'दवा का ऑर्डर',
  Medicines: 'दवाइयाँ',
  'My Orders': 'मेरे ऑर्डर',
  'Order review': 'ऑर्डर की समीक्षा',
  'Prescription upload': 'पर्चा अपलोड',
  'Request a call back': 'कॉल बैक का अनुरोध करें',
  'Search medicines': 'दवाइयाँ खोजें',
  'Send your prescription': 'अपना पर्चा भेजें',
  'Update medicine order': 'दवा का ऑर्डर बदलें',
  'Upload prescription': 'पर्चा अपलोड करें',
};
