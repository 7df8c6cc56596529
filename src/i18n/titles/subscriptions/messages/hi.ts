/** Page titles of the subscriptions routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'Subscription plan': 'सदस्यता प्लान',
  'Subscription plans': 'सदस्यता प्लान',
  'Subscription summary': 'सदस्यता का सारांश',
  Subscriptions: 'सदस्यता',
};
