/** The landing page's words. */
export default {
  title: 'Care for your whole family, from one app',
  intro: '{brand} brings doctors, medicines, lab tests and your health records together, wherever you are in India.',
  cta: 'Consult a specialist',
  services: 'Our services',
  'consult.title': 'Consult a doctor online',
  'consult.text': 'Family physicians, specialists and therapists by video, often within the hour.',
  'medicine.title': 'Order medicines',
  'medicine.text': 'Search medicines, see cheaper substitutes and get them delivered.',
  'diagnostics.title': 'Book lab tests',
  'diagnostics.text': 'Compare labs and book a home sample collection at a time that suits you.',
  'wellness.title': 'Mental wellness',
  'wellness.text': 'Talk to a therapist in confidence, in your language.',
};
