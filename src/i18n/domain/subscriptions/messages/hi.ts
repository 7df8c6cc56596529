/**
 * The sentences of buying a Care Plus plan in Hindi, keyed by the English the server sends
 * (docs/api.md "Subscriptions"; fakes/subscriptions-purchase.ts). Wording follows docs/i18n.md.
 */
export default {
  'You already have an active Care Plus plan. Renew it from My subscriptions to extend it.':
    'आपका Care Plus प्लान पहले से चालू है। उसे आगे बढ़ाने के लिए मेरी सदस्यता में जाकर रिन्यू करें।',
  'Only a plan that is still active can be renewed. Choose a plan to buy instead.': 'केवल चालू प्लान ही रिन्यू हो सकता है। इसके बजाय खरीदने के लिए कोई प्लान चुनें।',
  'This coupon code is not valid.': 'यह कूपन कोड मान्य नहीं है।',
  'This coupon has expired.': 'इस कूपन की अवधि समाप्त हो चुकी है।',
  'This coupon is for Gold plans only.': 'यह कूपन केवल गोल्ड प्लान के लिए है।',
  'Pay for this plan to buy it': 'इस प्लान को खरीदने के लिए भुगतान करें',
};
