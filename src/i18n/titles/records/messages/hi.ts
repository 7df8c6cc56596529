/** Page titles of the records routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'Health Records': 'स्वास्थ्य रिकॉर्ड',
  Prescription: 'पर्चा',
  'Upload reports': 'रिपोर्ट अपलोड करें',
};
