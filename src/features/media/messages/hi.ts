import type { Translation } from '../../../i18n/i18n';
import type en from './en';

/** Hindi of ./en.ts. */
export default {
  'media.lead': 'पत्रकारों के लिए {brand} की ख़बरें: हमारी प्रेस विज्ञप्तियाँ, हमारे बारे में छपी ख़बरें, हमारा लोगो और फ़ैक्ट शीट, और किससे बात करें।',
  'media.inEnglish': 'विज्ञप्तियाँ और ख़बरें अंग्रेज़ी में हैं।',
  'media.what': 'प्रेस विज्ञप्तियाँ',
  'releases.title': 'प्रेस विज्ञप्तियाँ',
  'releases.read': 'पूरी विज्ञप्ति पढ़ें',
  'releases.link': 'इस विज्ञप्ति का लिंक',
  'news.title': 'ख़बरों में',
  'news.newTab': '({outlet} पर ख़बर नए टैब में खुलेगी)',
  'kit.title': 'प्रेस किट',
  'kit.logoAlt': '{brand} का लोगो',
  'kit.logo': 'लोगो डाउनलोड करें (SVG)',
  'kit.facts': 'फ़ैक्ट शीट',
  'kit.factSheet': 'फ़ैक्ट शीट डाउनलोड करें (टेक्स्ट)',
  'contact.title': 'मीडिया संपर्क',
  'contact.lead': 'इंटरव्यू, बयान और आँकड़ों के लिए यहाँ लिखें या कॉल करें:',
  'contact.patients': 'क्या आप मरीज़ हैं? हमारी केयर टीम {number} पर जवाब देती है।',
} satisfies Translation<typeof en>;
