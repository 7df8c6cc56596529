/** Page titles of the video routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'Call ended': 'कॉल समाप्त',
  'Mera Clinic': 'मेरा क्लिनिक',
  'Video consultation': 'वीडियो परामर्श',
};
