/** Page titles of the diagnostics routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'Choose lab tests': 'लैब जाँच चुनें',
  Diagnostics: 'लैब जाँच',
  'Home sample collection': 'घर से सैंपल कलेक्शन',
  'Lab test cart': 'लैब जाँच कार्ट',
  'Lab test details': 'लैब जाँच का विवरण',
  'Lab test order review': 'लैब जाँच ऑर्डर की समीक्षा',
  'Lab test orders': 'लैब जाँच के ऑर्डर',
  'Lab tests': 'लैब जाँच',
  'Search lab tests': 'लैब जाँच खोजें',
};
