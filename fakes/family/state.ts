import type { FamilyMember } from '../../domain/family/model';
import type { TravelMember } from '../../domain/family/travel-member';

/** A companion as the fake server keeps them: with the whole ID number, which it never answers. */
export type FakeTravelMember = Omit<TravelMember, 'idLast4'> & { idNumber: string };

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
  /** Traveller id (the patient's or a member's) -> their companions (absent in stores saved before travel members existed). */
  travel?: Record<string, FakeTravelMember[]>;
  /** Linked member id -> the user id of their own account (absent in stores saved before linking existed). */
  accounts?: Record<string, string>;
}

export function emptyFamilyAccount(): FakeFamilyAccount {
  return { members: [], appointments: {} };
}
