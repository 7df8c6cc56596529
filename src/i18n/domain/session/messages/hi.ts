/**
 * The sentences of domain/session in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts). A key with {names} is a pattern: its values come from the sentence.
 */
export default {
  // The session's end and the sign-in by link (error-policy.ts, session.ts, sso.ts)
  'Your session has ended. Log in again to carry on where you were.': 'आपका सत्र समाप्त हो गया है। जहाँ थे वहीं से आगे बढ़ने के लिए फिर से लॉग इन करें।',
  'This sign-in link is not valid or has expired': 'यह लॉग इन लिंक मान्य नहीं है या इसकी समय-सीमा ख़त्म हो गई है',
  'We could not check this sign-in link. Check your connection and open the link again.':
    'हम यह लॉग इन लिंक जाँच नहीं सके। अपना इंटरनेट कनेक्शन जाँचें और लिंक फिर से खोलें।',
  'This sign-in link is not valid any more.': 'यह लॉग इन लिंक अब मान्य नहीं है।',
  'You are now signed in as {name}.': 'अब आप {name} के रूप में लॉग इन हैं।',
  // Sign-in and the new password (sign-in.ts, password-recovery.ts)
  'Enter your password': 'अपना पासवर्ड डालें',
  'Enter the new password again': 'नया पासवर्ड फिर से डालें',
  // The OTP step (pending-verification.ts; shortWait of domain/shared/retry-after.ts, on the resend button)
  'You have no attempts left': 'आपके पास कोई कोशिश बाकी नहीं है',
  'You have {count} attempt left': 'आपके पास {count} कोशिश बाकी है',
  'You have {count} attempts left': 'आपके पास {count} कोशिशें बाकी हैं',
  '{count} s': '{count} सेकंड',
  '{count} min': '{count} मिनट',
  // Registration (registration.ts); the partners' names are brands and stay as they are
  'Times Prime': 'Times Prime',
  'ICICI Bank': 'ICICI Bank',
  'Flipkart Health+': 'Flipkart Health+',
  'Enter your first name': 'अपना पहला नाम डालें',
  'Choose your gender': 'अपना लिंग चुनें',
  'Accept the Terms and Conditions and the Privacy Policy to continue': 'आगे बढ़ने के लिए नियम और शर्तें तथा गोपनीयता नीति स्वीकार करें',
  'This mobile number is already registered.': 'यह मोबाइल नंबर पहले से रजिस्टर है।',
  'Enter text': 'कुछ लिखें',
};
