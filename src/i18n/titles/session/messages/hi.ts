/** Page titles of the session routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'Corporate registration': 'कॉर्पोरेट पंजीकरण',
  'Create password': 'पासवर्ड बनाएँ',
  'Flipkart Health+': 'Flipkart Health+',
  'Forgot password': 'पासवर्ड भूल गए',
  'Log in': 'लॉग इन',
  Register: 'रजिस्टर करें',
  'Register with Flipkart Health+': 'Flipkart Health+ के साथ रजिस्टर करें',
  'Register with ICICI Bank': 'ICICI Bank के साथ रजिस्टर करें',
  'Register with Times Prime': 'Times Prime के साथ रजिस्टर करें',
  'Signing you in': 'आपको लॉग इन किया जा रहा है',
  'Verify OTP': 'OTP सत्यापित करें',
  'Verify OTP to reset password': 'पासवर्ड बदलने के लिए OTP सत्यापित करें',
  'Verify your mobile number': 'अपना मोबाइल नंबर सत्यापित करें',
};
