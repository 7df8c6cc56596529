/**
 * The words of domain/family in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts): the new member's validation, relations, genders and ages.
 */
export default {
  // The new member's form (domain/family/new-member.ts)
  'Enter the family member’s name': 'परिवार के सदस्य का नाम डालें',
  'Choose how they are related to you': 'चुनें कि वे आपके क्या लगते हैं',
  'Choose female, male or other': 'महिला, पुरुष या अन्य चुनें',
  'Enter their date of birth': 'उनकी जन्म की तारीख़ डालें',
  // The family's rules (domain/family/family-rules.ts)
  'You already have a wife or husband in your family': 'आपके परिवार में पत्नी या पति पहले से हैं',
  'A parent’s date of birth must be before yours': 'माता या पिता की जन्म की तारीख़ आपकी जन्म की तारीख़ से पहले की होनी चाहिए',
  '{name} is already in your family': '{name} पहले से आपके परिवार में हैं',
  'The children in your family need an adult: add another adult before removing this member':
    'आपके परिवार के बच्चों के साथ किसी बड़े का होना ज़रूरी है: इस सदस्य को हटाने से पहले किसी दूसरे बड़े सदस्य को जोड़ें',
  // Relations and genders (domain/family/model.ts), and the patient in the family tree
  Father: 'पिता',
  Mother: 'माँ',
  Daughter: 'बेटी',
  Son: 'बेटा',
  Brother: 'भाई',
  Sister: 'बहन',
  Wife: 'पत्नी',
  Husband: 'पति',
  Friend: 'दोस्त',
  Patient: 'मरीज़',
  Female: 'महिला',
  Male: 'पुरुष',
  Other: 'अन्य',
  // Ages (domain/family/model.ts, ageText)
  'under 1 year': '1 साल से कम',
  '1 year': '1 साल',
  '{count} years': '{count} साल',
  // Travel companions (domain/family/travel-member.ts)
  'Enter the companion’s name': 'साथ जाने वाले व्यक्ति का नाम डालें',
  'Choose how they are related': 'चुनें कि उनका क्या रिश्ता है',
  'Enter their age in years, from 1 to 120': 'उनकी उम्र सालों में डालें, 1 से 120 तक',
  'Choose the photo ID they will carry': 'वे जो फ़ोटो पहचान पत्र साथ रखेंगे, उसे चुनें',
  'Enter the number on their ID': 'उनके पहचान पत्र पर लिखा नंबर डालें',
  'A passport number is a letter and 7 digits, e.g. K1234567': 'पासपोर्ट नंबर में एक अक्षर और 7 अंक होते हैं, जैसे K1234567',
  'A voter ID (EPIC) number is 3 letters and 7 digits, e.g. ABC1234567': 'वोटर आईडी (EPIC) नंबर में 3 अक्षर और 7 अंक होते हैं, जैसे ABC1234567',
  'At most 4 people can travel with one patient': 'एक मरीज़ के साथ ज़्यादा से ज़्यादा 4 लोग जा सकते हैं',
  '{name} is already travelling with them': '{name} पहले से उनके साथ जा रहे हैं',
  Aadhaar: 'आधार',
  Passport: 'पासपोर्ट',
  'Voter ID': 'वोटर आईडी',
  'Driving licence': 'ड्राइविंग लाइसेंस',
  Wheelchair: 'व्हीलचेयर',
  'Lower berth': 'नीचे की बर्थ',
  'Help with walking and luggage': 'चलने और सामान में मदद',
  // Linking an account (domain/family/member-link.ts)
  'Enter their mobile number': 'उनका मोबाइल नंबर डालें',
  'This is your own number. Enter the mobile number of the family member.': 'यह आपका अपना नंबर है। परिवार के सदस्य का मोबाइल नंबर डालें।',
  'No CareWell account uses this number.': 'इस नंबर से कोई CareWell खाता नहीं है।',
  '{name} is already in your family with this number': '{name} इस नंबर के साथ पहले से आपके परिवार में हैं',
  'Their account has no date of birth yet. Ask them to add it in their profile, or add them as a new member.':
    'उनके खाते में अभी जन्म की तारीख़ नहीं है। उनसे इसे अपनी प्रोफ़ाइल में जोड़ने को कहें, या उन्हें नए सदस्य के रूप में जोड़ें।',
};
