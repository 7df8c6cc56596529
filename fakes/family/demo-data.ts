import type { FamilyMember } from '../../domain/family/model';
import type { FakeUser } from '../state';
import { emptyFamilyAccount, type FakeFamilyAccount } from './state';

/**
 * The families of the demo accounts, so "for whom" has someone to choose in every demo:
 * Priya (34) with her husband, their daughter and her mother; Rahul (65) with his father.
 * Everyone else starts with no family and adds members on the spot.
 */
export function seedFamilies(users: Record<string, FakeUser>): Record<string, FakeFamilyAccount> {
  const families: Record<string, FakeFamilyAccount> = {};
  const priya = users['u-1'];
  if (priya) {
    families[priya.id] = {
      ...emptyFamilyAccount(),
      members: [
        seeded('fm-1', 'Amit Sharma', 'HUSBAND', 'MALE', '1989-03-14', '9876501234'),
        seeded('fm-2', 'Ananya Sharma', 'DAUGHTER', 'FEMALE', '2019-08-21', null),
        seeded('fm-3', 'Sunita Agarwal', 'MOTHER', 'FEMALE', '1964-11-02', '9840012345'),
      ],
    };
  }
  const rahul = users['u-2'];
  if (rahul) {
    families[rahul.id] = { ...emptyFamilyAccount(), members: [seeded('fm-4', 'Ramprasad Verma', 'FATHER', 'MALE', '1938-02-10', null)] };
  }
  return families;
}

function seeded(
  id: string,
  name: string,
  relation: FamilyMember['relation'],
  gender: FamilyMember['gender'],
  dateOfBirth: string,
  mobileNumber: string | null,
): FamilyMember {
  return { id, name, relation, gender, dateOfBirth, mobileNumber, status: 'ACTIVE', linked: false };
}
