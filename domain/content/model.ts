/** The TYPE query of the policy pages (spec §2). */
export const POLICY_TYPES = ['TERMS_AND_CONDITIONS', 'PRIVACY_POLICY', 'REFUND_POLICY'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

export interface PolicyDocument {
  type: PolicyType;
  title: string;
  /** HTML from the server: shown only after sanitising. */
  html: string;
  /** YYYY-MM-DD */
  updatedOn: string;
}
