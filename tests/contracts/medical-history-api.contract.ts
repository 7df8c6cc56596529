import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../fakes/seed';
import type { MedicalHistorySubject } from './medical-history-subjects';
import { err, freshSubjectEachCase, ok } from './results';

const PRIYA = DEMO_ACCOUNTS.subscriber.mobileNumber;
const RAHUL = DEMO_ACCOUNTS.patient.mobileNumber;

/**
 * The cases every `MedicalHistoryApi` must pass: the in-memory fake and the HTTP adapter over the
 * local fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function medicalHistoryApiContract(name: string, makeSubject: () => Promise<MedicalHistorySubject>): void {
  describe(name, () => {
    let subject: MedicalHistorySubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    it('has nothing for a patient who has filled no form', async () => {
      await subject.signIn(RAHUL);
      expect(ok(await subject.history.history(subject.userId()))).toEqual({});
    });

    it('keeps a saved form, answers and lists alike, and gives it back with when it was saved', async () => {
      await subject.signIn(PRIYA);
      const me = subject.userId();
      const saved = ok(await subject.history.save(me, 'basic', { heightCm: 162, weightKg: 58.5, bloodGroup: 'B+' }));
      expect(saved.answers).toEqual({ heightCm: 162, weightKg: 58.5, bloodGroup: 'B+' });
      expect(Date.parse(saved.updatedAt)).not.toBeNaN();
      ok(await subject.history.save(me, 'vaccine', { vaccines: [{ vaccine: 'HEPATITIS_B', date: '2019-03-04' }] }));

      const record = ok(await subject.history.history(me));
      expect(Object.keys(record).sort()).toEqual(['basic', 'vaccine']);
      expect(record.basic?.answers).toEqual({ heightCm: 162, weightKg: 58.5, bloodGroup: 'B+' });
      expect(record.vaccine?.answers).toEqual({ vaccines: [{ vaccine: 'HEPATITIS_B', date: '2019-03-04' }] });
    });

    it('replaces a form saved again rather than adding to it', async () => {
      await subject.signIn(PRIYA);
      const me = subject.userId();
      ok(await subject.history.save(me, 'habits', { smoking: 'NEVER', alcohol: 'NEVER', activity: 'LIGHT' }));
      ok(await subject.history.save(me, 'habits', { smoking: 'NEVER', alcohol: 'OCCASIONALLY', activity: 'MODERATE', sleepHours: 7 }));
      expect(ok(await subject.history.history(me)).habits?.answers).toEqual({ smoking: 'NEVER', alcohol: 'OCCASIONALLY', activity: 'MODERATE', sleepHours: 7 });
    });

    it("keeps a family member's history apart from the patient's", async () => {
      await subject.signIn(PRIYA);
      const mother = ok(await subject.family.members()).find((member) => member.relation === 'MOTHER');
      if (!mother) throw new Error('Priya’s seeded family has her mother');
      ok(await subject.history.save(mother.id, 'family-disease', { conditions: [{ relation: 'FATHER', condition: 'DIABETES' }] }));

      expect(ok(await subject.history.history(mother.id))['family-disease']?.answers).toEqual({ conditions: [{ relation: 'FATHER', condition: 'DIABETES' }] });
      expect(ok(await subject.history.history(subject.userId()))).toEqual({});
    });

    it('refuses a form the app would refuse, and keeps what was saved before', async () => {
      await subject.signIn(PRIYA);
      const me = subject.userId();
      ok(await subject.history.save(me, 'basic', { heightCm: 162, weightKg: 58, bloodGroup: 'B+' }));
      const refused = err(await subject.history.save(me, 'basic', { heightCm: 1620, weightKg: 58, bloodGroup: 'B+' }));
      expect(refused).toMatchObject({ kind: 'rejected', message: 'Enter a number from 30 to 250.' });
      const future = err(await subject.history.save(me, 'vaccine', { vaccines: [{ vaccine: 'TYPHOID', date: '2027-01-01' }] }));
      expect(future).toMatchObject({ kind: 'rejected', message: 'The date cannot be in the future.' });
      expect(ok(await subject.history.history(me)).basic?.answers.heightCm).toBe(162);
    });

    it("never gives or takes another family's history: their ids are not found, as unknown ones", async () => {
      await subject.signIn(PRIYA);
      const priya = subject.userId();
      const mother = ok(await subject.family.members()).find((member) => member.relation === 'MOTHER');
      ok(await subject.history.save(priya, 'basic', { heightCm: 162, weightKg: 58, bloodGroup: 'B+' }));

      await subject.signIn(RAHUL);
      expect(err(await subject.history.history(priya))).toMatchObject({ kind: 'not-found' });
      expect(err(await subject.history.history(mother?.id ?? ''))).toMatchObject({ kind: 'not-found' });
      expect(err(await subject.history.save(priya, 'basic', { heightCm: 170, weightKg: 70, bloodGroup: 'O+' }))).toMatchObject({ kind: 'not-found' });
      expect(err(await subject.history.history('no-such-person'))).toMatchObject({ kind: 'not-found' });
    });

    it('asks for a session', async () => {
      expect(err(await subject.history.history('anyone'))).toMatchObject({ kind: 'unauthorized' });
    });
  });
}
