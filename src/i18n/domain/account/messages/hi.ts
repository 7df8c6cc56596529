/**
 * The words of domain/account in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts): the profile's, password's, contact form's and deletion's messages,
 * the photo's checks and the completion meter's field names.
 */
export default {
  // The profile form (domain/account/profile-editing.ts)
  'Enter your first name': 'अपना पहला नाम डालें',
  'Use letters, spaces, dots, hyphens and brackets only': 'सिर्फ़ अक्षर, खाली जगह, बिंदु, हाइफ़न और कोष्ठक डालें',
  'Keep this under 60 characters': 'इसे 60 अक्षरों से छोटा रखें',
  'We could not find this pincode. Check it, or type your city and state.': 'हमें यह पिनकोड नहीं मिला। इसे जाँचें, या अपना शहर और राज्य लिखें।',
  'Enter an e-mail address': 'ईमेल पता डालें',
  'Enter a pincode': 'पिनकोड डालें',
  // The completion meter: its value and the names of the missing details
  '{percent}% complete': '{percent}% पूरी',
  'First name': 'पहला नाम',
  'Last name': 'उपनाम',
  'E-mail address': 'ईमेल पता',
  Gender: 'लिंग',
  'Date of birth': 'जन्म की तारीख़',
  Pincode: 'पिनकोड',
  'Profile photo': 'प्रोफ़ाइल फ़ोटो',
  // The profile photo (domain/account/profile-photo.ts)
  'This file is empty. Choose a JPEG or PNG photo.': 'यह फ़ाइल खाली है। JPEG या PNG फ़ोटो चुनें।',
  'This file is not a JPEG or PNG image. Choose a photo in one of those formats.': 'यह फ़ाइल JPEG या PNG तस्वीर नहीं है। इन्हीं में से किसी एक फ़ॉर्मैट की फ़ोटो चुनें।',
  'This photo is {size}; the limit is 2 MB. Choose a smaller photo.': 'यह फ़ोटो {size} की है; सीमा 2 MB है। कोई छोटी फ़ोटो चुनें।',
  'This photo could not be read. Choose it again.': 'यह फ़ोटो पढ़ी नहीं जा सकी। इसे फिर से चुनें।',
  // Changing the password (domain/account/account-settings.ts)
  'Enter your current password': 'अपना मौजूदा पासवर्ड डालें',
  'Type the new password again': 'नया पासवर्ड फिर से लिखें',
  'Choose a new password that differs from your current one': 'ऐसा नया पासवर्ड चुनें जो आपके मौजूदा पासवर्ड से अलग हो',
  // Contact us (domain/account/contact-us.ts)
  'Write your message': 'अपना संदेश लिखें',
  'Write at least {count} characters so we can help': 'हम आपकी मदद कर सकें, इसके लिए कम से कम {count} अक्षर लिखें',
  'Keep your message to {count} characters': 'अपना संदेश {count} अक्षरों तक रखें',
  // Deleting the account (domain/account/account-deletion.ts)
  'Type {word} in capitals to confirm': 'पुष्टि के लिए अंग्रेज़ी के बड़े अक्षरों में {word} लिखें',
  'Your account has been deleted': 'आपका खाता हटा दिया गया है',
};
