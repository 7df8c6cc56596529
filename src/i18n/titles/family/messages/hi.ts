/** Page titles of the family routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'Add a family member': 'परिवार का सदस्य जोड़ें',
  'Add family details': 'परिवार की जानकारी जोड़ें',
  'Add family members': 'परिवार के सदस्य जोड़ें',
  'Add travel members': 'यात्रा करने वाले सदस्य जोड़ें',
  'Family Tree': 'मेरा परिवार',
  'Family details': 'परिवार की जानकारी',
  'Family member': 'परिवार का सदस्य',
  'Family tree': 'मेरा परिवार',
  'Member details': 'सदस्य का विवरण',
  Members: 'सदस्य',
};
