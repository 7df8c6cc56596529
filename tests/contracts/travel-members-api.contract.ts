import { describe, expect, it } from 'vitest';
import { verhoeffDigit } from '../../domain/abha/aadhaar';
import { TRAVEL_MEMBER_MESSAGES, type TravelMemberInput } from '../../domain/family/travel-member';
import { DEMO_ACCOUNTS } from '../../fakes/seed';
import { err, freshSubjectEachCase, ok } from './results';
import type { TravelMembersSubject } from './travel-members-subjects';

const PRIYA = DEMO_ACCOUNTS.subscriber.mobileNumber;
const RAHUL = DEMO_ACCOUNTS.patient.mobileNumber;
/** Priya's user id and her mother's member id in the seeded store. */
const PRIYA_ID = 'u-1';
const SUNITA = 'fm-3';
/** Rahul's father: a member of another family. */
const RAMPRASAD = 'fm-4';

const AADHAAR = `23456789012${verhoeffDigit('23456789012')}`;

const ROHAN: TravelMemberInput = {
  name: 'Rohan Agarwal',
  relation: 'SON',
  age: 34,
  gender: 'MALE',
  mobileNumber: '9830012345',
  idType: 'AADHAAR',
  idNumber: AADHAAR,
  needs: [],
};

/** The cases every `TravelMembersApi` must pass: the in-memory fake and the HTTP adapter over the local fake server. */
export function travelMembersApiContract(name: string, makeSubject: () => Promise<TravelMembersSubject>): void {
  describe(name, () => {
    let subject: TravelMembersSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));
    const api = () => subject.travel;

    it('names the traveller, the patient or a member of their family, with nobody travelling yet', async () => {
      await subject.signIn(PRIYA);
      expect(ok(await api().travelParty(PRIYA_ID))).toEqual({ traveller: { id: PRIYA_ID, name: 'Priya Sharma' }, members: [] });
      expect(ok(await api().travelParty(SUNITA))).toEqual({ traveller: { id: SUNITA, name: 'Sunita Agarwal' }, members: [] });
    });

    it('adds a companion and answers the ID number as its last four characters only', async () => {
      await subject.signIn(PRIYA);
      const added = ok(await api().addTravelMember(SUNITA, { ...ROHAN, needs: ['LOWER_BERTH'] }));
      expect(added).toEqual({ ...ROHAN, id: added.id, idNumber: undefined, idLast4: AADHAAR.slice(-4), needs: ['LOWER_BERTH'] });
      const party = ok(await api().travelParty(SUNITA));
      expect(party.members).toEqual([added]);
      expect(JSON.stringify(party)).not.toContain(AADHAAR);
      expect(ok(await api().travelParty(PRIYA_ID)).members).toEqual([]);
    });

    it('corrects a companion, keeping the ID number when none is sent, and removes them', async () => {
      await subject.signIn(PRIYA);
      const added = ok(await api().addTravelMember(SUNITA, ROHAN));
      const updated = ok(await api().updateTravelMember(SUNITA, added.id, { ...ROHAN, age: 35, idNumber: null, needs: ['WHEELCHAIR'] }));
      expect(updated).toMatchObject({ id: added.id, age: 35, idType: 'AADHAAR', idLast4: AADHAAR.slice(-4), needs: ['WHEELCHAIR'] });
      const passport = ok(await api().updateTravelMember(SUNITA, added.id, { ...ROHAN, idType: 'PASSPORT', idNumber: 'K1234567' }));
      expect(passport).toMatchObject({ idType: 'PASSPORT', idLast4: '4567' });
      expect(ok(await api().removeTravelMember(SUNITA, added.id))).toBeNull();
      expect(ok(await api().travelParty(SUNITA)).members).toEqual([]);
      expect(err(await api().removeTravelMember(SUNITA, added.id))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
    });

    it('refuses what the form would refuse: a bad ID number, the same person twice, a fifth companion', async () => {
      await subject.signIn(PRIYA);
      expect(err(await api().addTravelMember(PRIYA_ID, { ...ROHAN, idType: 'PASSPORT', idNumber: '12345' }))).toEqual({ kind: 'rejected', message: TRAVEL_MEMBER_MESSAGES.passport });
      ok(await api().addTravelMember(PRIYA_ID, ROHAN));
      expect(err(await api().addTravelMember(PRIYA_ID, ROHAN))).toEqual({ kind: 'rejected', message: TRAVEL_MEMBER_MESSAGES.duplicate('Rohan Agarwal') });
      for (const [i, who] of ['Meena Iyer', 'Kiran Rao', 'Farhan Ali'].entries()) ok(await api().addTravelMember(PRIYA_ID, { ...ROHAN, name: who, age: 30 + i }));
      expect(err(await api().addTravelMember(PRIYA_ID, { ...ROHAN, name: 'Suresh Nair' }))).toEqual({ kind: 'rejected', message: TRAVEL_MEMBER_MESSAGES.tooMany });
    });

    it('never reads or writes another family’s companions: their traveller is not found', async () => {
      await subject.signIn(RAHUL);
      const rahuls = ok(await api().addTravelMember(RAMPRASAD, ROHAN));
      await subject.signIn(PRIYA);
      expect(err(await api().travelParty(RAMPRASAD))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
      expect(err(await api().travelParty('u-2'))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
      expect(err(await api().addTravelMember(RAMPRASAD, ROHAN))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
      expect(err(await api().removeTravelMember(RAMPRASAD, rahuls.id))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
      expect(err(await api().removeTravelMember(SUNITA, rahuls.id))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
    });

    it('needs a signed-in patient', async () => {
      expect(err(await api().travelParty(PRIYA_ID))).toEqual({ kind: 'unauthorized' });
    });
  });
}
