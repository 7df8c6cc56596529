/** Where a member opens (from the list, the tree, a form): their details among the patient's pages. */
export const memberDetailsPath = (id: string) => `/patient/member-details/${encodeURIComponent(id)}`;

/** The family member form: adding one without an id, correcting member `id` with it. */
export function familyMemberPath(id?: string): string {
  return id === undefined ? '/patient/family-member' : `/patient/family-member/${encodeURIComponent(id)}`;
}

/** What the page the patient is sent to after a change says happened (in the location's state). */
export interface MemberNotice {
  kind: 'added' | 'linked' | 'saved' | 'removed';
  name: string;
}
