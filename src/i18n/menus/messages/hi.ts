/**
 * The menus' words in Hindi (domain/session/menus.ts: labels and footer headings), keyed by
 * the English the domain speaks (src/i18n/menu-labels.ts). Wording follows docs/i18n.md's
 * glossary; tsc fails when the domain gains a label missing here.
 */
import type { MenuLabel } from '../../../../domain/session/menus';

export default {
  // Menus (domain/session/menus.ts)
  'About Us': 'हमारे बारे में',
  Blogs: 'ब्लॉग',
  'Cancer Screening': 'कैंसर जाँच',
  Careers: 'करियर',
  'Consult Specialist': 'विशेषज्ञ से परामर्श',
  Consultations: 'परामर्श',
  'Contact Us': 'संपर्क करें',
  'Delete Account': 'खाता हटाएँ',
  Diagnostics: 'लैब जाँच',
  FAQ: 'अक्सर पूछे जाने वाले सवाल',
  'Family Tree': 'मेरा परिवार',
  'Genomic Wellness': 'जीनोमिक वेलनेस',
  'Health Records': 'स्वास्थ्य रिकॉर्ड',
  Home: 'होम',
  Logout: 'लॉग आउट',
  'Media Center': 'मीडिया सेंटर',
  'Medical History': 'चिकित्सा इतिहास',
  Medicine: 'दवाइयाँ',
  'Mental Wellness': 'मानसिक स्वास्थ्य',
  'My Consultations': 'मेरे परामर्श',
  'My Orders': 'मेरे ऑर्डर',
  'My Profile': 'मेरी प्रोफ़ाइल',
  'Need Assistance': 'मदद चाहिए',
  Offers: 'ऑफ़र',
  Prescriptions: 'पर्चे',
  'Privacy Policy': 'गोपनीयता नीति',
  'Refund Policy': 'रिफ़ंड नीति',
  Settings: 'सेटिंग्स',
  Subscriptions: 'सदस्यता',
  'Surgery Care': 'सर्जरी केयर',
  'Terms and Conditions': 'नियम और शर्तें',
  Webinars: 'वेबिनार',
  // Footer headings
  Know: 'जानें',
  Services: 'सेवाएँ',
  Policies: 'नीतियाँ',
} satisfies Readonly<Record<MenuLabel, string>> & Readonly<Record<string, string>>;
