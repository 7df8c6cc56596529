import type { Translation } from '../../../../i18n/i18n';
import type en from './en';

export default {
  'cart.kind': 'दवाइयों का',
  'cart.link': 'कार्ट',
  'cart.count': '{count, plural, one {आइटम} other {आइटम}}',
  'bell.name': '{count, plural, =0 {सूचनाएँ} other {सूचनाएँ, # नई}}',
  'account.partnerLogo': '{partner} का लोगो',
  'account.partner': 'पार्टनर',
  'account.companyLogo': 'आपकी कंपनी का लोगो',
  'account.carePlus': 'केयर प्लस सदस्य',
  'account.menuFor': 'खाते का मेन्यू:',
  'sidebar.nav': 'मरीज़ का मेन्यू',
  'sidebar.with': 'साथ में',
  'sidebar.back': 'होम पर वापस जाएँ',
  'widget.title': '{partner} के साथ Care Plus',
  'widget.text': 'आपके और आपके परिवार के लिए प्लान, उन कीमतों पर जो {partner} ने अपने सदस्यों के लिए तय की हैं।',
  'widget.link': 'अपने प्लान देखें',
  'sso.nav': 'ज़रूरी लिंक',
  'sso.assistance.title': 'मदद चाहिए?',
  'sso.assistance.text': 'हमारी ग्राहक सेवा को रोज़ सुबह 8 बजे से रात 10 बजे तक कॉल करें:',
  'sso.assistance.close': 'बंद करें',
} satisfies Translation<typeof en>;
