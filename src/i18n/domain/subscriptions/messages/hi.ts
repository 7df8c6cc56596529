/**
 * The words of domain/subscriptions in Hindi, keyed by the English the domain writes
 * (src/i18n/domain-text.ts). A key with {names} is a pattern: its values come from the text.
 */
export default {
  // When a care plan's cover ends (my-subscription.ts, expiryWhen), as the summary's sentence says it
  today: 'आज',
  tomorrow: 'कल',
  'in {count} days': '{count} दिन में',
};
