/** Page titles of the places routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'All hospitals': 'सभी अस्पताल',
  'All labs': 'सभी लैब',
  'Hospital details': 'अस्पताल का विवरण',
  Hospitals: 'अस्पताल',
  'Lab details': 'लैब का विवरण',
  'Labs near you': 'आपके पास की लैब',
  Store: 'स्टोर',
  'Store details': 'स्टोर का विवरण',
  Stores: 'स्टोर',
};
