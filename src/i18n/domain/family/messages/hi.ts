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
};
