import type { FamilyMember } from '../../domain/family/model';

/** One patient's family in the fake store: plain JSON, saved with the rest. */
export interface FakeFamilyAccount {
  members: FamilyMember[];
  /**
   * Appointment id -> the member it is for, or null when the patient booked it for themself
   * (GET /user/getFamilyMember?aptId). Written by whoever books: FakeFamilyService.recordAppointment.
   */
  appointments: Record<string, string | null>;
  /** Members the patient removed, kept so their past bookings still name them (absent in stores saved before removal existed). */
  removed?: FamilyMember[];
}

export function emptyFamilyAccount(): FakeFamilyAccount {
  return { members: [], appointments: {} };
}
