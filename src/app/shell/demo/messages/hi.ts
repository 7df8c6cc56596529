import type { Translation } from '../../../../i18n/i18n';
import type en from './en';

export default {
  launcher: 'डेमो',
  title: 'डेमो कंट्रोल',
  close: 'बंद करें',
  loading: 'डेमो डेटा लोड हो रहा है…',
  intro: 'यह ऐप पहले से रखे डेमो डेटा पर चलता है। कोई भी सही मोबाइल नंबर OTP {otp} से लॉग इन हो जाता है।',
  'fault.label': 'अगली कॉल इस गड़बड़ी के साथ फ़ेल करें',
  'fault.count': 'फ़ेल होने वाली कॉल की संख्या',
  'fault.inject': 'गड़बड़ी डालें',
  'fault.injected': 'अगली कॉल फ़ेल होगी: {fault}',
  'fault.clear': 'गड़बड़ियाँ हटाएँ',
  'fault.cleared': 'गड़बड़ियाँ हटा दी गईं',
  'fault.401': 'सत्र समाप्त (401)',
  'fault.409': 'टकराव (409)',
  'fault.413': 'बहुत बड़ा (413)',
  'fault.429': 'बहुत ज़्यादा कोशिशें (429)',
  'fault.500': 'सर्वर की गड़बड़ी (500)',
  'fault.timeout': 'समय ख़त्म',
  'fault.malformed': 'ग़लत जवाब',
  'latency.label': 'हर कॉल में देरी (ms)',
  'latency.invalid': '0 से 30000 तक पूरे मिलीसेकंड डालें',
  'latency.apply': 'देरी लागू करें',
  'latency.set': 'अब हर डेमो कॉल में {ms} ms लगेंगे',
  reset: 'डेमो डेटा रीसेट करें',
  alert: 'गिरने का वह अलर्ट खोलें जो मरीज़ के आपातकालीन संपर्क को एसएमएस से मिलता है',
} satisfies Translation<typeof en>;
