/**
 * The sentences of buying a Care Plus plan in Hindi, keyed by the English the server sends
 * (docs/api.md "Subscriptions"; fakes/subscriptions-purchase.ts, fakes/subscriptions-family.ts). Wording follows docs/i18n.md.
 */
export default {
  'You already have an active Care Plus plan. Renew it from My subscriptions to extend it.':
    'आपका Care Plus प्लान पहले से चालू है। उसे आगे बढ़ाने के लिए मेरी सदस्यता में जाकर रिन्यू करें।',
  'Only a plan that is still active can be renewed. Choose a plan to buy instead.': 'केवल चालू प्लान ही रिन्यू हो सकता है। इसके बजाय खरीदने के लिए कोई प्लान चुनें।',
  'This coupon code is not valid.': 'यह कूपन कोड मान्य नहीं है।',
  'This coupon has expired.': 'इस कूपन की अवधि समाप्त हो चुकी है।',
  'This coupon is for Gold plans only.': 'यह कूपन केवल गोल्ड प्लान के लिए है।',
  'Pay for this plan to buy it': 'इस प्लान को खरीदने के लिए भुगतान करें',
  'Only the plan that covers you today can cover family members. This plan is not active.':
    'केवल वही प्लान परिवार के सदस्यों को कवर कर सकता है जो आज आपको कवर करता है। यह प्लान चालू नहीं है।',
  'Every family slot of your plan is taken. Free a slot to cover someone else.': 'आपके प्लान के सभी परिवार वाले स्लॉट भरे हुए हैं। किसी और को कवर करने के लिए एक स्लॉट खाली करें।',
  'This person is no longer an active member of your family, so your plan cannot cover them.':
    'यह व्यक्ति अब आपके परिवार का सक्रिय सदस्य नहीं है, इसलिए आपका प्लान उन्हें कवर नहीं कर सकता।',
};
