/**
 * The words of domain/records in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts): the checks of an upload's file and details.
 */
export default {
  'This file is empty. Choose the PDF or the photo of the report again.': 'यह फ़ाइल ख़ाली है। रिपोर्ट की PDF या फ़ोटो फिर से चुनें।',
  'This file is not a PDF, JPEG or PNG, whatever its name says. Choose a PDF or a photo of the report.':
    'यह फ़ाइल PDF, JPEG या PNG नहीं है, चाहे उसका नाम कुछ भी कहे। रिपोर्ट की PDF या फ़ोटो चुनें।',
  'This file is {size}; the limit is 10 MB. Scan at a lower resolution, or take a photo instead.':
    'यह फ़ाइल {size} की है; सीमा 10 MB है। कम रेज़ॉल्यूशन पर स्कैन करें, या उसकी जगह फ़ोटो लें।',
  'Choose whether this is a lab report or a prescription.': 'चुनें कि यह लैब रिपोर्ट है या पर्चा।',
  'Give the record a name, such as Thyroid profile.': 'रिकॉर्ड को कोई नाम दें, जैसे थायरॉइड प्रोफ़ाइल।',
  'Keep the name to {count} characters.': 'नाम {count} अक्षरों तक ही रखें।',
  'Enter the date of the report.': 'रिपोर्ट की तारीख़ डालें।',
  'Enter a real date.': 'कोई असली तारीख़ डालें।',
  'Choose who this record is for: this person is no longer in your family.': 'चुनें कि यह रिकॉर्ड किसका है: यह व्यक्ति अब आपके परिवार में नहीं है।',
};
