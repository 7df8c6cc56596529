/** Page titles of the home routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  Home: 'होम',
};
