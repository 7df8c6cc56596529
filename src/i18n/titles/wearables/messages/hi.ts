/** Page titles of the wearables routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'Connect a wearable': 'वियरेबल डिवाइस जोड़ें',
  'Emergency alert': 'आपातकालीन अलर्ट',
};
