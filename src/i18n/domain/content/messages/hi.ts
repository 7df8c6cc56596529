/**
 * The words of domain/content in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts): the names of the policies the pages link to, and what the FAQ's
 * question form says is wrong.
 */
export default {
  'Terms and Conditions': 'नियम और शर्तें',
  'Privacy Policy': 'गोपनीयता नीति',
  'Refund Policy': 'रिफ़ंड नीति',
  'Choose what your question is about': 'चुनें कि आपका सवाल किस बारे में है',
  'Write your question': 'अपना सवाल लिखें',
  'Write at least {count} characters so our team can answer': 'कम से कम {count} अक्षर लिखें, ताकि हमारी टीम जवाब दे सके',
  'Keep your question to {count} characters': 'अपना सवाल {count} अक्षरों तक रखें',
};
