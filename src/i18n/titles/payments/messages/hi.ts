/** Page titles of the payments routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  Invoice: 'बिल',
};
