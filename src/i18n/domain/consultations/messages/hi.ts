/**
 * The sentences of domain/consultations in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts). A key with {names} is a pattern: its values come from the sentence.
 * Wording follows the glossary in docs/i18n.md.
 */
export default {
  // Booking (domain/consultations/booking.ts)
  'Someone has just booked this slot. Please choose another time; the free slots are shown again.':
    'यह समय अभी-अभी किसी और ने बुक कर लिया। कृपया कोई दूसरा समय चुनें; खाली समय फिर से दिखाए गए हैं।',
  'Tell the doctor why you are consulting first: your reason is kept for 10 minutes.': 'पहले डॉक्टर को बताएँ कि आप परामर्श क्यों ले रहे हैं: आपकी वजह 10 मिनट तक रखी जाती है।',
  'This slot has already started. Please choose another time.': 'यह समय शुरू हो चुका है। कृपया कोई दूसरा समय चुनें।',
  'There is no payment to confirm': 'पुष्टि करने के लिए कोई भुगतान नहीं है',
  // Specialities and the languages doctors speak (model.ts)
  'General physician': 'जनरल फ़िज़िशियन',
  Paediatrics: 'बाल रोग',
  Dermatology: 'त्वचा रोग',
  Gynaecology: 'स्त्री रोग',
  Cardiology: 'हृदय रोग',
  Psychiatry: 'मनोरोग',
  Psychology: 'मनोविज्ञान',
  English: 'अंग्रेज़ी',
  Hindi: 'हिन्दी',
  Tamil: 'तमिल',
  Telugu: 'तेलुगु',
  Bengali: 'बांग्ला',
  Marathi: 'मराठी',
  Kannada: 'कन्नड़',
  // Symptoms and the reason (domain/consultations/consultation-reason.ts)
  Fever: 'बुख़ार',
  'Cold and cough': 'सर्दी-खाँसी',
  Headache: 'सिरदर्द',
  'Stomach pain': 'पेट दर्द',
  'Skin rash': 'त्वचा पर दाने',
  'Body ache': 'बदन दर्द',
  Breathlessness: 'साँस फूलना',
  'Anxiety or stress': 'घबराहट या तनाव',
  'Sleep problems': 'नींद की परेशानी',
  'Period problems': 'पीरियड्स की परेशानी',
  'Keep the reason to {max} characters or fewer.': 'वजह {max} अक्षरों या उससे कम में लिखें।',
  'Choose a symptom or tell the doctor in a few words why you are consulting.': 'कोई लक्षण चुनें या कुछ शब्दों में डॉक्टर को बताएँ कि आप परामर्श क्यों ले रहे हैं।',
  // Call back and quick consult (domain/consultations/call-back.ts)
  'As soon as possible': 'जितनी जल्दी हो सके',
  'Morning (9 AM to 12 PM)': 'सुबह (9 AM से 12 PM)',
  'Afternoon (12 PM to 5 PM)': 'दोपहर (12 PM से 5 PM)',
  'Evening (5 PM to 9 PM)': 'शाम (5 PM से 9 PM)',
  'Choose a speciality from the list': 'सूची से विशेषज्ञता चुनें',
  'Choose when we should call': 'चुनें कि हम कब कॉल करें',
  'Tell the doctor what is wrong in at least {min} characters': 'डॉक्टर को कम से कम {min} अक्षरों में बताएँ कि क्या तकलीफ़ है',
  'Enter the patient’s age in years, from 0 to 120': 'मरीज़ की उम्र साल में डालें, 0 से 120 तक',
  'Tick to let us call you on this number': 'हमें इस नंबर पर कॉल करने देने के लिए टिक करें',
  // The Mera Clinic meeting code (domain/consultations/meet-code.ts)
  'Enter the meeting code from your SMS': 'अपने SMS से मीटिंग कोड डालें',
  'A meeting code has only letters and digits, like cw41a0b. Check the SMS and type it again.': 'मीटिंग कोड में सिर्फ़ अक्षर और अंक होते हैं, जैसे cw41a0b। SMS देखें और फिर से लिखें।',
};
