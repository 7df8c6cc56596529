/**
 * The sentences of domain/diagnostics in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts). A key with {names} is a pattern: its values come from the sentence.
 * Wording follows the glossary in docs/i18n.md.
 */
export default {
  // The cart (domain/diagnostics/cart.ts)
  'Enter the pincode where the sample is to be collected: prices and labs depend on the city.': 'वह पिनकोड डालें जहाँ से सैंपल लिया जाना है: कीमतें और लैब शहर पर निर्भर करती हैं।',
  'Home collection does not reach this pincode yet. Try another pincode.': 'घर से सैंपल कलेक्शन अभी इस पिनकोड तक नहीं पहुँचता। कोई दूसरा पिनकोड डालकर देखें।',
  'This lab does not do every test in your cart in this city.': 'यह लैब इस शहर में आपके कार्ट की हर जाँच नहीं करती।',
  'Enter a coupon code': 'कूपन कोड डालें',
  'We could not add {name} to your cart.': 'हम {name} आपके कार्ट में नहीं डाल सके।',
  // Home collection slots (domain/diagnostics/home-collection.ts)
  'Sorry, that slot was just taken. Please choose another one: the times below are up to date.': 'माफ़ कीजिए, वह समय अभी-अभी किसी और ने ले लिया। कृपया कोई दूसरा समय चुनें: नीचे दिए गए समय ताज़ा हैं।',
  'This slot has passed or starts too soon for a visit. Please choose a later one.': 'यह समय निकल चुका है या विज़िट के लिए बहुत जल्दी शुरू होता है। कृपया बाद का कोई समय चुनें।',
  // Labs (domain/diagnostics/labs.ts)
  'Add your pincode to see the labs near you.': 'अपने पास की लैब देखने के लिए अपना पिनकोड डालें।',
  '{metres} m away': '{metres} मीटर दूर',
  '{km} km away': '{km} किमी दूर',
  // Orders, reports and payment (domain/diagnostics/ordering.ts)
  'This file is empty. Choose the report again.': 'यह फ़ाइल खाली है। रिपोर्ट फिर से चुनें।',
  'The report must be 10 MB or smaller.': 'रिपोर्ट 10 MB या उससे छोटी होनी चाहिए।',
  'Upload a PDF or a photo (JPEG or PNG) of the report.': 'रिपोर्ट की PDF या फ़ोटो (JPEG या PNG) अपलोड करें।',
  'This order has no payment pending': 'इस ऑर्डर का कोई भुगतान बाकी नहीं है',
  'Choose a reason': 'कोई कारण चुनें',
  'This is the slot already booked. Choose another time.': 'यही समय पहले से बुक है। कोई दूसरा समय चुनें।',
  // Custom packages and lab search (domain/diagnostics/packages.ts)
  'Choose {min} to {max} tests for a custom package': 'अपने पैकेज के लिए {min} से {max} जाँच चुनें',
  'Add your pincode to see what the package costs at each lab.': 'हर लैब में पैकेज की कीमत देखने के लिए अपना पिनकोड डालें।',
  'We do not collect samples at this pincode yet.': 'हम अभी इस पिनकोड से सैंपल नहीं लेते।',
  'Type at least {count} letters of the lab, area or pincode': 'लैब, इलाके या पिनकोड के कम से कम {count} अक्षर लिखें',
  // An order's states (domain/diagnostics/rules.ts)
  'Waiting for payment': 'भुगतान का इंतज़ार',
  Booked: 'बुक हो गया',
  'Phlebotomist assigned': 'फ़्लेबोटोमिस्ट तय हो गया',
  'Sample collected': 'सैंपल ले लिया गया',
  'Sample at the lab': 'सैंपल लैब में है',
  'Report ready': 'रिपोर्ट तैयार है',
  Cancelled: 'रद्द हो गया',
  // Reasons to cancel, and why an order cannot change (domain/diagnostics/rules.ts)
  'I booked by mistake': 'मैंने गलती से बुक किया',
  'I want a different date or time': 'मुझे कोई दूसरी तारीख़ या समय चाहिए',
  'My doctor changed the tests': 'मेरे डॉक्टर ने जाँच बदल दी हैं',
  'I found it cheaper elsewhere': 'मुझे कहीं और सस्ता मिल गया',
  Other: 'अन्य',
  'The sample has been collected, so this order can no longer be cancelled': 'सैंपल लिया जा चुका है, इसलिए यह ऑर्डर अब रद्द नहीं हो सकता',
  'Only a booked visit whose slot has not started can be rescheduled': 'सिर्फ़ उसी बुक की गई विज़िट का समय बदला जा सकता है जिसका समय अभी शुरू नहीं हुआ है',
};
