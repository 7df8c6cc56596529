/** Page titles of the consultations routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'All therapists': 'सभी थेरेपिस्ट',
  'Book a consultation': 'परामर्श बुक करें',
  'Book a family physician': 'फ़ैमिली डॉक्टर से परामर्श बुक करें',
  'Book a specialist': 'विशेषज्ञ से परामर्श बुक करें',
  'Book a therapist': 'थेरेपिस्ट से परामर्श बुक करें',
  'Booking summary': 'बुकिंग का सारांश',
  'Call information': 'कॉल की जानकारी',
  'Consultation details': 'परामर्श का विवरण',
  'Consultation information': 'परामर्श की जानकारी',
  'Doctor profile': 'डॉक्टर की प्रोफ़ाइल',
  'Mental wellness': 'मानसिक स्वास्थ्य',
  'My Consultations': 'मेरे परामर्श',
  'Smart Clinic': 'स्मार्ट क्लिनिक',
  'Specialist booking summary': 'विशेषज्ञ बुकिंग का सारांश',
  'Update consultation': 'परामर्श बदलें',
};
