/**
 * The words of domain/content in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts): the names of the policies the pages link to.
 */
export default {
  'Terms and Conditions': 'नियम और शर्तें',
  'Privacy Policy': 'गोपनीयता नीति',
  'Refund Policy': 'रिफ़ंड नीति',
};
