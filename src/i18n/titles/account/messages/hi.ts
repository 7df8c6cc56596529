/** Page titles of the account routes in Hindi, keyed by the route table's English (src/i18n/page-titles.ts). */
export default {
  'Add a new address': 'नया पता जोड़ें',
  'Create your profile': 'अपनी प्रोफ़ाइल बनाएँ',
  'Delete Account': 'खाता हटाएँ',
  'Edit profile': 'प्रोफ़ाइल बदलें',
  'My Profile': 'मेरी प्रोफ़ाइल',
  Notifications: 'सूचनाएँ',
  Settings: 'सेटिंग्स',
};
