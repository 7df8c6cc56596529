import type { Translation } from '../../../i18n/i18n';
import type en from './en';

/** /patient/notifications के शब्द। सूचनाओं के शीर्षक और संदेश सर्वर के हैं, जैसे आए वैसे ही दिखते हैं। */
export default {
  what: 'आपकी सूचनाएँ',
  empty: 'अभी कोई सूचना नहीं है। आपके परामर्श के रिमाइंडर और आपके ऑर्डर व रिपोर्ट की जानकारी यहाँ दिखेगी।',
  'list.label': '{day} की सूचनाएँ',
  'day.today': 'आज',
  'day.yesterday': 'कल',
  unread: 'नई',
  'unread.count': '{count, plural, =0 {सब पढ़ ली गईं} other {# नई}}',
  markAll: 'सभी को पढ़ा हुआ मानें',
  markRead: 'पढ़ा हुआ मानें',
  allRead: 'सभी सूचनाएँ पढ़ी हुई मान ली गई हैं।',
  'kind.CONSULTATION_REMINDER': 'परामर्श रिमाइंडर',
  'kind.ORDER_UPDATE': 'ऑर्डर की जानकारी',
  'kind.SAMPLE_COLLECTION': 'सैंपल कलेक्शन',
  'kind.REPORT_READY': 'रिपोर्ट तैयार',
  'kind.PRESCRIPTION_READY': 'पर्चा तैयार',
  'kind.SUBSCRIPTION_RENEWAL': 'प्लान रिन्यूअल',
  'kind.OFFER': 'ऑफ़र',
} satisfies Translation<typeof en>;
