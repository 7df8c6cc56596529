/**
 * The words of domain/content in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts): the names of the policies the pages link to, and what the FAQ's
 * question form says is wrong.
 */
export default {
  'Terms and Conditions': 'नियम और शर्तें',
  'Privacy Policy': 'गोपनीयता नीति',
  'Refund Policy': 'रिफ़ंड नीति',
  'Choose what your question is about': 'चुनें कि आपका सवाल किस बारे में है',
  'Write your question': 'अपना सवाल लिखें',
  'Write at least {count} characters so our team can answer': 'कम से कम {count} अक्षर लिखें, ताकि हमारी टीम जवाब दे सके',
  'Keep your question to {count} characters': 'अपना सवाल {count} अक्षरों तक रखें',
  // The webinar service's refusals (docs/api.md "POST /user/webinar"), shown as the server words them.
  'This webinar has already started, so registration is closed.': 'यह वेबिनार शुरू हो चुका है, इसलिए रजिस्ट्रेशन बंद है।',
  'This webinar is full.': 'इस वेबिनार की सभी सीटें भर गई हैं।',
  // The job application's field messages (domain/content/careers.ts); the careers service words its refusals the same.
  'Enter the city you live in now': 'आप अभी जिस शहर में रहते हैं, वह लिखें',
  'Enter your years of experience as a whole number: 0 if this is your first job': 'अनुभव के साल पूरी संख्या में लिखें: अगर यह आपकी पहली नौकरी है तो 0',
  'Enter at most 50 years of experience': 'अनुभव ज़्यादा से ज़्यादा 50 साल लिखें',
  'Choose your notice period': 'अपना नोटिस पीरियड चुनें',
  'Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name, or leave it empty':
    'अपनी LinkedIn प्रोफ़ाइल का पता लिखें, जैसे https://www.linkedin.com/in/your-name, या इसे खाली छोड़ दें',
  'Keep your note to {count} characters': 'अपना नोट {count} अक्षरों तक रखें',
  'Choose your resume: a PDF, DOC or DOCX file': 'अपना रिज़्यूमे चुनें: PDF, DOC या DOCX फ़ाइल',
  // The corporate enquiry's field messages (domain/content/corporate-wellness.ts); the service words its refusals the same.
  'Enter your company’s name': 'अपनी कंपनी का नाम लिखें',
  'Enter the city your office is in': 'आपका ऑफ़िस जिस शहर में है, वह लिखें',
  'Enter your work e-mail, not a personal one like Gmail or Yahoo': 'अपने ऑफ़िस का ई-मेल लिखें, Gmail या Yahoo जैसा निजी ई-मेल नहीं',
  'Choose how many people your company employs': 'चुनें कि आपकी कंपनी में कितने लोग काम करते हैं',
};
