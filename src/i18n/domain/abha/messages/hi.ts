/**
 * The words of domain/abha in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts): the Aadhaar, ABHA number and ABHA address fields' messages, and
 * what the ABHA service says (docs/api.md "ABHA").
 */
export default {
  'Enter your 12-digit Aadhaar number': 'अपना 12 अंकों का आधार नंबर लिखें',
  'An Aadhaar number has 12 digits': 'आधार नंबर में 12 अंक होते हैं',
  'An Aadhaar number does not start with 0 or 1': 'आधार नंबर 0 या 1 से शुरू नहीं होता',
  'This is not a valid Aadhaar number. Check the digits and try again.': 'यह सही आधार नंबर नहीं है। अंक जाँचकर फिर से कोशिश करें।',
  'An ABHA number has 14 digits': 'ABHA नंबर में 14 अंक होते हैं',
  'Choose an ABHA address': 'कोई ABHA पता चुनें',
  'Use 8 to 18 characters': '8 से 18 अक्षर लिखें',
  'Use letters, digits, and at most one dot and one underscore': 'अक्षर, अंक, और ज़्यादा से ज़्यादा एक बिंदु और एक अंडरस्कोर लिखें',
  'Start and end with a letter or a digit': 'शुरुआत और अंत किसी अक्षर या अंक से करें',
  'This ABHA address is taken. Choose another or pick a suggestion.': 'यह ABHA पता पहले से लिया जा चुका है। कोई और चुनें या कोई सुझाव लें।',
  'This ABHA request has ended. Please start again.': 'ABHA का यह अनुरोध ख़त्म हो गया है। कृपया फिर से शुरू करें।',
  'Your account already has an ABHA number. You can see it under My ABHA.': 'आपके खाते में पहले से एक ABHA नंबर है। आप उसे "मेरा ABHA" में देख सकते हैं।',
  'Verify the OTP sent to your Aadhaar-linked mobile first.': 'पहले अपने आधार से जुड़े मोबाइल पर भेजे गए OTP की पुष्टि करें।',
  'Verify the mobile number to link first.': 'पहले जोड़े जाने वाले मोबाइल नंबर की पुष्टि करें।',
  'This ABHA address is already taken.': 'यह ABHA पता पहले से लिया जा चुका है।',
  'Enter your driving licence number': 'अपना ड्राइविंग लाइसेंस नंबर लिखें',
  'Enter the licence number as printed: 2 letters for the state, the 2-digit RTO code, the 4-digit year of issue and 7 digits, e.g. MH12 20110012345':
    'लाइसेंस नंबर वैसे ही लिखें जैसा छपा है: राज्य के 2 अक्षर, RTO का 2 अंकों का कोड, जारी होने का 4 अंकों का साल और 7 अंक, जैसे MH12 20110012345',
  'A licence number starts with the code of the state that issued it (MH, KA, DL…). Check the first two letters.':
    'लाइसेंस नंबर उसे जारी करने वाले राज्य के कोड (MH, KA, DL…) से शुरू होता है। पहले दो अक्षर जाँचें।',
  'The 4 digits after the RTO code are the year the licence was issued. Check them.': 'RTO कोड के बाद के 4 अंक लाइसेंस जारी होने का साल हैं। उन्हें जाँचें।',
  'Add a photo of this side of your licence.': 'लाइसेंस की इस तरफ़ की फ़ोटो जोड़ें।',
  'This file is empty. Take the photo again.': 'यह फ़ाइल ख़ाली है। फ़ोटो फिर से लें।',
  'This file is not a JPEG or PNG photo, whatever its name says. Take a photo of the licence instead.':
    'नाम कुछ भी हो, यह फ़ाइल JPEG या PNG फ़ोटो नहीं है। इसकी जगह लाइसेंस की फ़ोटो लें।',
  'A driving licence holder is at least 16 years old. Check the date of birth on your licence.':
    'ड्राइविंग लाइसेंस वाले की उम्र कम से कम 16 साल होती है। अपने लाइसेंस पर जन्म तिथि जाँचें।',
  'Choose the gender printed on your licence.': 'लाइसेंस पर छपा लिंग चुनें।',
  'Enter your address as on the licence: house, street and locality.': 'अपना पता लाइसेंस के अनुसार लिखें: मकान, गली और इलाक़ा।',
  'Keep the address under 200 characters.': 'पता 200 अक्षरों से कम रखें।',
  'Choose your state.': 'अपना राज्य चुनें।',
  'Choose your district.': 'अपना ज़िला चुनें।',
  'This photo is {size}; the limit is 2 MB. Take it again at a lower resolution, or crop it to the licence.':
    'यह फ़ोटो {size} की है; सीमा 2 MB है। कम रिज़ॉल्यूशन पर फिर से लें, या उसे लाइसेंस तक काटें।',
  'Choose a state from the list.': 'सूची से कोई राज्य चुनें।',
  'Choose a district of the state chosen.': 'चुने गए राज्य का कोई ज़िला चुनें।',
  'An enrolment with this driving licence is already waiting for verification at a health facility.':
    'इस ड्राइविंग लाइसेंस से एक नामांकन पहले से किसी स्वास्थ्य केंद्र पर पुष्टि का इंतज़ार कर रहा है।',
};
