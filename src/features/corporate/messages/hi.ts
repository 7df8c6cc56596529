import type { Translation } from '../../../i18n/i18n';
import type en from './en';

/** Hindi of ./en.ts. */
export default {
  'corporate.lead':
    'सेहतमंद टीम कम छुट्टियाँ लेती है। हम आपके कर्मचारियों और उनके परिवारों का ध्यान रखते हैं: कॉल पर डॉक्टर, आपके दफ़्तर में हेल्थ चेक-अप कैंप और घर पर लैब जाँच, पूरी कंपनी के लिए एक ही प्लान में।',
  'corporate.inEnglish': 'हमारी सेवाओं का ब्योरा अंग्रेज़ी में है।',
  'corporate.what': 'कंपनियों के लिए हमारी सेवाएँ',
  'corporate.offer': 'कंपनियों के लिए हमारी सेवाएँ',
  'corporate.how': 'यह कैसे काम करता है',
  'corporate.employees': 'क्या आपकी कंपनी पहले से {brand} देती है?',
  'corporate.employeesLead': 'अपनी कंपनी के पेज पर अपने ऑफ़िस की जानकारी के साथ रजिस्टर करें। आपकी HR टीम भी आपको यह लिंक भेज सकती है।',
  'corporate.register': '{company} के कर्मचारी के रूप में रजिस्टर करें',
  'corporate.signIn': 'पहले से रजिस्टर हैं? लॉग इन करें',
  'enquiry.title': 'हमारी कॉर्पोरेट टीम से बात करें',
  'enquiry.lead': 'अपनी कंपनी के बारे में बताएँ, हम दो कामकाजी दिनों में एक प्लान भेजेंगे। यहाँ सेहत की कोई जानकारी नहीं माँगी जाती।',
  'enquiry.company': 'कंपनी का नाम',
  'enquiry.person': 'आपका नाम',
  'enquiry.email': 'ऑफ़िस का ई-मेल',
  'enquiry.emailHint': 'आपकी कंपनी के डोमेन पर, जैसे name@yourcompany.com।',
  'enquiry.mobileHint': '10 अंक; +91 लगाना ज़रूरी नहीं।',
  'enquiry.city': 'आपका ऑफ़िस किस शहर में है',
  'enquiry.employees': 'कर्मचारियों की संख्या',
  'enquiry.chooseEmployees': 'चुनें',
  'enquiry.employees.1-50': '1 से 50',
  'enquiry.employees.51-200': '51 से 200',
  'enquiry.employees.201-1000': '201 से 1,000',
  'enquiry.employees.1001-5000': '1,001 से 5,000',
  'enquiry.employees.5000+': '5,000 से ज़्यादा',
  'enquiry.message': 'आप अपने कर्मचारियों को क्या देना चाहते हैं? (ज़रूरी नहीं)',
  'enquiry.messageHint': 'ज़्यादा से ज़्यादा {count} अक्षर।',
  'enquiry.submit': 'पूछताछ भेजें',
  'enquiry.sending': 'भेजा जा रहा है…',
  'enquiry.failed': 'आपकी पूछताछ नहीं भेजी जा सकी: {reason} आपने जो लिखा था, वह यहीं है।',
  'enquiry.thanks': 'धन्यवाद। आपकी पूछताछ का नंबर {reference} है।',
  'enquiry.next': 'हमारी कॉर्पोरेट टीम दो कामकाजी दिनों में {email} पर लिखेगी या आपको कॉल करेगी।',
} satisfies Translation<typeof en>;
