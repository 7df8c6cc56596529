import type { Translation } from '../../../i18n/i18n';
import type en from './en';

export default {
  lead: 'दवाइयों, लैब जाँच, डॉक्टर से परामर्श और केयर प्लान पर कूपन। "लगाएँ" दबाने पर आप सही जगह पहुँचते हैं, कूपन लगा हुआ।',
  what: 'ऑफ़र',
  empty: 'अभी कोई ऑफ़र नहीं है। नए ऑफ़र जल्दी-जल्दी आते हैं: कृपया थोड़ी देर बाद फिर देखें।',
  'group.MEDICINE': 'दवाइयाँ',
  'group.DIAGNOSTICS': 'लैब जाँच',
  'group.CONSULTATION': 'डॉक्टर से परामर्श',
  'group.SUBSCRIPTION': 'केयर प्लान',
  'terms.percent': '{value}% की छूट',
  'terms.percentUpTo': '{value}% की छूट, अधिकतम {cap}',
  'terms.flat': '{amount} की छूट',
  'terms.minimum': '{amount} या उससे ज़्यादा के बिल पर',
  'terms.anyBill': 'किसी भी राशि के बिल पर',
  'terms.validTill': '{day} तक मान्य',
  'terms.code': 'कोड',
  'apply.MEDICINE': 'दवाइयों की कार्ट में {code} लगाएँ',
  'apply.DIAGNOSTICS': 'लैब जाँच की कार्ट में {code} लगाएँ',
  'apply.CONSULTATION': 'परामर्श बुक करने में {code} इस्तेमाल करें',
  'apply.SUBSCRIPTION': 'केयर प्लान पर {code} इस्तेमाल करें',
  'apply.consultationHint': 'यह कूपन 10 मिनट तक बुकिंग सारांश पर आपका इंतज़ार करेगा।',
} satisfies Translation<typeof en>;
