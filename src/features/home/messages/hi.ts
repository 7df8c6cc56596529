import type { Translation } from '../../../i18n/i18n';
import type en from './en';

export default {
  title: 'पूरे परिवार की देखभाल, एक ही ऐप से',
  intro: '{brand} डॉक्टर, दवाइयाँ, लैब जाँच और आपके स्वास्थ्य रिकॉर्ड एक जगह लाता है, आप भारत में कहीं भी हों।',
  cta: 'विशेषज्ञ से परामर्श लें',
  services: 'हमारी सेवाएँ',
  'consult.title': 'डॉक्टर से ऑनलाइन परामर्श',
  'consult.text': 'फ़ैमिली डॉक्टर, विशेषज्ञ और थेरेपिस्ट वीडियो पर, अक्सर एक घंटे के अंदर।',
  'medicine.title': 'दवाइयाँ मँगाएँ',
  'medicine.text': 'दवाइयाँ खोजें, सस्ते विकल्प देखें और घर पर मँगाएँ।',
  'diagnostics.title': 'लैब जाँच बुक करें',
  'diagnostics.text': 'लैब की तुलना करें और अपनी सुविधा के समय पर घर से सैंपल कलेक्शन बुक करें।',
  'wellness.title': 'मानसिक स्वास्थ्य',
  'wellness.text': 'थेरेपिस्ट से भरोसे के साथ, अपनी भाषा में बात करें।',
} satisfies Translation<typeof en>;
