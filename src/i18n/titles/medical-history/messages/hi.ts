/** Page titles of the medical-history routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'Medical History': 'चिकित्सा इतिहास',
  'Medical form': 'मेडिकल फ़ॉर्म',
  'Medical history': 'चिकित्सा इतिहास',
};
