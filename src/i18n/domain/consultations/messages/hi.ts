/**
 * The sentences of domain/consultations in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts). A key with {names} is a pattern: its values come from the sentence.
 * Wording follows the glossary in docs/i18n.md.
 */
export default {
  // Tabs and statuses of My Consultations (appointment-rules.ts); one word serves both a tab and a
  // status. 'Cancelled' is the other contexts' (diagnostics, pharmacy-orders).
  Upcoming: 'आगामी',
  Completed: 'पूर्ण',
  Booked: 'बुक हो गया',
  'In the call': 'कॉल जारी है',
  Missed: 'छूट गया',
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
  // Cancelling and rescheduling (appointment-rules.ts, my-consultations.ts)
  'Cancel at least {hours} hours before the start for a full refund; later than that, {percent}% is refunded. Refunds reach your original payment method in 5 to 7 working days. A consultation your subscription covered goes back to your plan.':
    'पूरा रिफ़ंड पाने के लिए शुरू होने से कम से कम {hours} घंटे पहले रद्द करें; उसके बाद रद्द करने पर {percent}% रिफ़ंड होता है। रिफ़ंड 5 से 7 कामकाजी दिनों में आपके भुगतान के मूल तरीके में पहुँचता है। जो परामर्श आपकी सदस्यता में शामिल था, वह आपके प्लान में वापस जुड़ जाता है।',
  'This consultation is already cancelled.': 'यह परामर्श पहले ही रद्द हो चुका है।',
  'A consultation that has started or ended cannot be cancelled.': 'जो परामर्श शुरू हो चुका है या खत्म हो गया है, उसे रद्द नहीं किया जा सकता।',
  'The consultation goes back to your subscription.': 'यह परामर्श आपकी सदस्यता में वापस जुड़ जाएगा।',
  'You cancel at least {hours} hours before the start: the full amount is refunded.': 'आप शुरू होने से कम से कम {hours} घंटे पहले रद्द कर रहे हैं: पूरी रकम रिफ़ंड होगी।',
  'You cancel less than {hours} hours before the start: {percent}% is refunded.': 'आप शुरू होने से {hours} घंटे से कम पहले रद्द कर रहे हैं: {percent}% रिफ़ंड होगा।',
  'Only a booked consultation that has not started can be rescheduled.': 'सिर्फ़ उसी बुक किए गए परामर्श का समय बदला जा सकता है जो अभी शुरू नहीं हुआ है।',
  'A consultation can be rescheduled at most {count} times. Cancel it and book again instead.': 'किसी परामर्श का समय ज़्यादा से ज़्यादा {count} बार बदला जा सकता है। इसकी जगह इसे रद्द करके फिर से बुक करें।',
  'A consultation can be rescheduled up to {minutes} minutes before it starts.': 'परामर्श का समय उसके शुरू होने से {minutes} मिनट पहले तक बदला जा सकता है।',
  'I am feeling better': 'मेरी तबीयत अब ठीक है',
  'I booked the wrong time': 'मैंने गलत समय बुक कर लिया',
  'I want to consult another doctor': 'मुझे किसी दूसरे डॉक्टर से परामर्श लेना है',
  'I cannot make it at this time': 'इस समय मेरे लिए जुड़ना संभव नहीं है',
  'Choose a new time': 'नया समय चुनें',
  'Choose a slot with the same doctor': 'उसी डॉक्टर का कोई समय चुनें',
  'Choose a time other than the current one': 'मौजूदा समय के अलावा कोई दूसरा समय चुनें',
  // The video consultation (video-call.ts)
  'Camera and microphone access is blocked. Allow it for this site in your browser (the camera icon in the address bar), then check again.':
    'कैमरा और माइक्रोफ़ोन की अनुमति बंद है। अपने ब्राउज़र में इस साइट को अनुमति दें (एड्रेस बार में कैमरे का आइकन), फिर से जाँचें।',
  'We could not find a {device} on this device. Connect one and check again, or join from your phone.': 'इस डिवाइस पर हमें {device} नहीं मिला। इसे जोड़कर फिर से जाँचें, या अपने फ़ोन से जुड़ें।',
  camera: 'कैमरा',
  microphone: 'माइक्रोफ़ोन',
  'Your camera or microphone is in use by another app. Close that app and check again.': 'आपका कैमरा या माइक्रोफ़ोन किसी दूसरे ऐप में इस्तेमाल हो रहा है। वह ऐप बंद करके फिर से जाँचें।',
  'This browser cannot make video calls. Please use a recent Chrome, Edge, Firefox or Safari.': 'इस ब्राउज़र से वीडियो कॉल नहीं हो सकती। कृपया Chrome, Edge, Firefox या Safari का नया वर्शन इस्तेमाल करें।',
  'This call link is incomplete. Open the consultation from My Consultations and press Join.': 'यह कॉल लिंक अधूरा है। “मेरे परामर्श” से परामर्श खोलें और “जुड़ें” दबाएँ।',
  'Data Not Found: we could not find this consultation call.': 'डेटा नहीं मिला: हमें यह परामर्श कॉल नहीं मिली।',
  'This consultation has ended or was cancelled, so its call is closed.': 'यह परामर्श खत्म हो गया है या रद्द हो गया था, इसलिए इसकी कॉल बंद है।',
  // The video service's adapter (adapters/browser/jitsi-video-call.ts), shown when the call fails
  'We could not reach the video service. Check your connection and try again.': 'हम वीडियो सेवा तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'This call is set up on a video service this app does not use, so it cannot start. Please contact CareWell support.':
    'यह कॉल ऐसी वीडियो सेवा पर बनी है जिसे यह ऐप इस्तेमाल नहीं करता, इसलिए यह शुरू नहीं हो सकती। कृपया CareWell सहायता से संपर्क करें।',
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
  'Share at most {max} records with the doctor.': 'डॉक्टर के साथ ज़्यादा से ज़्यादा {max} रिकॉर्ड साझा करें।',
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
  // The programme a call-back request is about (domain/consultations/programme-enquiry.ts).
  'Genomic wellness': 'जीनोमिक वेलनेस',
  'Surgery care': 'सर्जरी केयर',
  'Wellness programme': 'वेलनेस कार्यक्रम',
  'Senior care': 'बुज़ुर्गों की देखभाल',
  'Choose the Smart Clinic you will visit': 'वह स्मार्ट क्लिनिक चुनें जहाँ आप जाएँगे',
};
