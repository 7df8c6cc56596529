import type { Translation } from '../../../i18n/i18n';
import type en from './en';

export default {
  'header.nav': 'मुख्य',
  'header.login': 'लॉग इन / रजिस्टर करें',
  'header.loadingAccount': 'आपका खाता खुल रहा है…',
  'footer.callUs': 'कॉल करें:',
  'footer.writeToUs': 'ईमेल करें:',
  'footer.follow': 'हमें फ़ॉलो करें',
  'footer.getApp': 'ऐप डाउनलोड करें',
  'footer.googlePlay': 'Google Play से डाउनलोड करें',
  'footer.appStore': 'App Store से डाउनलोड करें',
  'footer.rights': '© 2026 {brand}. सर्वाधिकार सुरक्षित।',
  'frame.skip': 'मुख्य सामग्री पर जाएँ',
  'frame.loading': 'खुल रहा है…',
  'frame.loadingPage': '{page} खुल रहा है…',
  'toast.dismiss': 'बंद करें',
  'error.chunk.title': 'यह पेज खुल नहीं सका',
  'error.chunk.text': 'ऐप का नया वर्शन आया हो सकता है, या आपका इंटरनेट कनेक्शन टूट गया। पेज दोबारा लोड करने से आम तौर पर ठीक हो जाता है।',
  'error.page.title': 'कुछ गड़बड़ हो गई',
  'error.page.text': 'हम यह पेज नहीं दिखा सके। दोबारा कोशिश करने के लिए पेज फिर से लोड करें; आपकी सहेजी हुई कोई जानकारी नहीं जाएगी।',
  'error.reload': 'फिर से लोड करें',
  'error.call': 'फिर भी दिक़्क़त है? {number} पर कॉल करें।',
  'notFound.title': 'पेज नहीं मिला',
  'notFound.text': 'आप जो पेज ढूँढ रहे थे वह हमें नहीं मिला। हो सकता है वह कहीं और चला गया हो, या पते में कोई ग़लती हो।',
  'notFound.home': 'होम पेज पर जाएँ',
} satisfies Translation<typeof en>;
