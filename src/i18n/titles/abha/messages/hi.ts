/** Page titles of the abha routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'ABHA health ID': 'ABHA हेल्थ आईडी',
  'ABHA registration': 'ABHA पंजीकरण',
  'Create ABHA with Aadhaar': 'आधार से ABHA बनाएँ',
  'Create ABHA with driving licence': 'ड्राइविंग लाइसेंस से ABHA बनाएँ',
  'Retrieve your ABHA': 'अपना ABHA वापस पाएँ',
};
