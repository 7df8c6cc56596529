/**
 * Where the session keeps the patient's care plans. A consultation booked, moved or cancelled
 * uses or gives back a free consultation, so the consultations context invalidates `mine`.
 */
export const SUBSCRIPTION_QUERIES = {
  mine: ['subscriptions', 'mine'],
  plans: ['subscriptions', 'plans'],
  /** A purchase's price, coupon and GST; a plan bought changes them (what is active, from when). */
  quotes: ['subscriptions', 'quotes'],
  /** A subscription's tax invoice: it never changes once issued. */
  invoice: (subscriptionId: string) => ['subscriptions', 'invoices', subscriptionId],
} as const;
