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
};
