/**
 * The words of domain/wearables in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts): an emergency alert's link that opens no alert.
 */
export default {
  'There is no alert at this link. Check that you opened the whole link from the SMS.': 'इस लिंक पर कोई अलर्ट नहीं है। देख लें कि आपने एसएमएस का पूरा लिंक खोला है।',
};
