import { describe, expect, it } from 'vitest';
import { parametersOf, trendOf } from '../../domain/records/lab-results';
import type { NewRecord } from '../../domain/records/model';
import { sniffFileType } from '../../domain/shared/file-type';
import { THERAPY_SPECIALITIES } from '../../domain/consultations/model';
import { parseMobileNumber } from '../../domain/shared/mobile-number';
import { DEMO_ACCOUNTS, DEMO_OTP } from '../../fakes/seed';
import type { RecordsSubject } from './records-subjects';
import { err, freshSubjectEachCase, ok } from './results';

const PRIYA = DEMO_ACCOUNTS.subscriber.mobileNumber;
const RAHUL = DEMO_ACCOUNTS.patient.mobileNumber;
const ARJUN = DEMO_ACCOUNTS.linkable.mobileNumber;

const PDF = new Uint8Array([...'%PDF-1.4\n% a lipid profile\n%%EOF\n'].map((c) => c.charCodeAt(0)));

function lipidProfile(change: Partial<NewRecord> = {}): NewRecord {
  return { kind: 'LAB_REPORT', title: 'Lipid profile', date: '2026-11-20', source: 'Metropolis Healthcare', memberId: null, file: { name: 'lipids.pdf', contentType: 'application/pdf', bytes: PDF }, ...change };
}

/** The first bytes of a data: address's file. */
function headOf(url: string): Uint8Array {
  return new Uint8Array(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').subarray(0, 8));
}

/**
 * The cases every `RecordsApi` must pass: the in-memory fake and the HTTP adapter over the
 * local fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function recordsApiContract(name: string, makeSubject: () => Promise<RecordsSubject>): void {
  describe(name, () => {
    let subject: RecordsSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    async function mother() {
      const found = ok(await subject.family.members()).find((member) => member.relation === 'MOTHER');
      if (!found) throw new Error('Priya’s seeded family has her mother');
      return found;
    }

    it("lists the family's lab reports and prescriptions, each a real file, for the patient and the family members", async () => {
      await subject.signIn(PRIYA);
      const { id: motherId } = await mother();
      const records = ok(await subject.records.records());
      expect(records.some((record) => record.kind === 'LAB_REPORT' && record.memberId === null)).toBe(true);
      expect(records.some((record) => record.kind === 'PRESCRIPTION')).toBe(true);
      expect(records.some((record) => record.memberId === motherId)).toBe(true);
      for (const record of records) {
        expect(sniffFileType(headOf(record.file.url))).toBe(record.file.contentType);
        expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });

    it('keeps an upload for a family member with the type its content shows, and lists it after', async () => {
      await subject.signIn(PRIYA);
      const { id: motherId, name } = await mother();
      const progress: number[] = [];
      const uploaded = ok(await subject.records.upload(lipidProfile({ memberId: motherId }), (fraction) => progress.push(fraction)));
      expect(uploaded).toMatchObject({ kind: 'LAB_REPORT', origin: 'UPLOADED', title: 'Lipid profile', date: '2026-11-20', source: 'Metropolis Healthcare', memberId: motherId, personName: name });
      expect(uploaded.file).toMatchObject({ name: 'lipids.pdf', contentType: 'application/pdf', sizeBytes: PDF.length });
      expect(progress.at(-1)).toBe(1);
      expect(ok(await subject.records.records()).find((record) => record.id === uploaded.id)).toEqual(uploaded);
    });

    it('refuses a file that lies about its type, a date still to come and an empty file, and keeps nothing of them', async () => {
      await subject.signIn(PRIYA);
      const before = ok(await subject.records.records()).length;
      const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
      expect(err(await subject.records.upload(lipidProfile({ file: { name: 'report.pdf', contentType: 'application/pdf', bytes: zip } })))).toMatchObject({ kind: 'rejected' });
      expect(err(await subject.records.upload(lipidProfile({ date: '2026-12-01' })))).toMatchObject({ kind: 'rejected', message: 'The date cannot be in the future.' });
      expect(err(await subject.records.upload(lipidProfile({ file: { name: 'empty.pdf', contentType: 'application/pdf', bytes: new Uint8Array() } })))).toMatchObject({ kind: 'rejected' });
      expect(ok(await subject.records.records())).toHaveLength(before);
    });

    it('refuses a file over 10 MB as too large', async () => {
      await subject.signIn(PRIYA);
      const huge = new Uint8Array(10 * 1024 * 1024 + 1);
      huge.set(PDF);
      expect(err(await subject.records.upload(lipidProfile({ file: { name: 'scan.pdf', contentType: 'application/pdf', bytes: huge } })))).toMatchObject({ kind: 'too-large' });
    });

    it('deletes an upload, once; the reports of lab orders and consultations are not the patient’s to delete', async () => {
      await subject.signIn(PRIYA);
      const uploaded = ok(await subject.records.upload(lipidProfile()));
      expect(ok(await subject.records.remove(uploaded.id))).toBeNull();
      expect(ok(await subject.records.records()).some((record) => record.id === uploaded.id)).toBe(false);
      expect(err(await subject.records.remove(uploaded.id))).toMatchObject({ kind: 'not-found' });
      expect(err(await subject.records.remove('lab-order-no-such-order'))).toMatchObject({ kind: 'not-found' });
    });

    it("never shows, takes or deletes another family's records: they are not found, as unknown ones", async () => {
      await subject.signIn(PRIYA);
      const { id: motherId } = await mother();
      const priyas = ok(await subject.records.upload(lipidProfile({ memberId: motherId })));
      const priyaIds = ok(await subject.records.records()).map((record) => record.id);

      await subject.signIn(RAHUL);
      const rahuls = ok(await subject.records.records());
      expect(rahuls.filter((record) => priyaIds.includes(record.id))).toEqual([]);
      expect(rahuls.some((record) => record.memberId === motherId)).toBe(false);
      expect(err(await subject.records.remove(priyas.id))).toMatchObject({ kind: 'not-found' });
      expect(err(await subject.records.upload(lipidProfile({ memberId: motherId })))).toMatchObject({ kind: 'not-found' });

      await subject.signIn(PRIYA);
      expect(ok(await subject.records.records()).some((record) => record.id === priyas.id)).toBe(true);
    });

    it('gives the values of the patient’s lab orders with the report each came from, enough to follow a parameter over months and across labs', async () => {
      await subject.signIn(PRIYA);
      const reports = new Map(ok(await subject.records.records()).map((record) => [record.id, record]));
      const results = ok(await subject.records.labResults());
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) {
        const report = reports.get(result.recordId);
        expect(report).toMatchObject({ kind: 'LAB_REPORT', origin: 'LAB_ORDER', date: result.date, source: result.lab, memberId: result.memberId });
        expect(Number.isFinite(result.value)).toBe(true);
        expect(result.range.low !== null || result.range.high !== null).toBe(true);
      }
      const followed = parametersOf(results, null).find((summary) => (trendOf(results, null, summary.parameter)?.points.length ?? 0) >= 3);
      expect(followed, 'a parameter measured on three days or more').toBeDefined();
    });

    it("never gives another family's lab values", async () => {
      await subject.signIn(PRIYA);
      const priyas = ok(await subject.records.labResults()).map((result) => result.recordId);
      await subject.signIn(RAHUL);
      const rahulsRecords = ok(await subject.records.records()).map((record) => record.id);
      const rahuls = ok(await subject.records.labResults());
      expect(rahuls.filter((result) => priyas.includes(result.recordId))).toEqual([]);
      expect(rahuls.every((result) => rahulsRecords.includes(result.recordId))).toBe(true);
    });

    /** Priya links Arjun's own account into her family as her brother, with his code; his member id. */
    async function linkArjun() {
      await subject.signIn(PRIYA);
      const request = { mobileNumber: parseMobileNumber(ARJUN).unwrap(), relation: 'BROTHER' as const };
      ok(await subject.family.sendLinkOtp(request));
      return ok(await subject.family.confirmLink({ ...request, otp: DEMO_OTP })).id;
    }

    it('marks a record of one’s own private and shares it again; a family member’s record is not one’s own to mark', async () => {
      await subject.signIn(PRIYA);
      const records = ok(await subject.records.records());
      const own = records.find((record) => record.memberId === null);
      const mothers = records.find((record) => record.memberId !== null);
      if (!own || !mothers) throw new Error('Priya has records of her own and of her family');
      expect(own.private).toBe(false);
      expect(ok(await subject.records.setPrivate(own.id, true))).toEqual({ ...own, private: true });
      expect(ok(await subject.records.records()).find((record) => record.id === own.id)?.private).toBe(true);
      expect(ok(await subject.records.setPrivate(own.id, false))).toEqual(own);
      expect(err(await subject.records.setPrivate(mothers.id, true))).toMatchObject({ kind: 'not-found' });
      expect(err(await subject.records.setPrivate('doc-nobody', true))).toMatchObject({ kind: 'not-found' });
    });

    it('never gives the managing patient a record a linked member marked private: not listed, and its id is as unknown as any', async () => {
      await subject.signIn(ARJUN);
      const [kept, hidden] = ok(await subject.records.records()).filter((record) => record.memberId === null);
      if (!kept || !hidden) throw new Error('Arjun has records of his own');
      ok(await subject.records.setPrivate(hidden.id, true));
      const arjunId = await linkArjun();

      const seen = ok(await subject.records.records());
      expect(seen.find((record) => record.id === kept.id)).toEqual({ ...kept, memberId: arjunId, personName: 'Arjun Mehta', fromMemberAccount: true });
      expect(seen.some((record) => record.id === hidden.id)).toBe(false);
      expect(seen.filter((record) => record.memberId === arjunId).every((record) => record.fromMemberAccount)).toBe(true);
      const unknown = err(await subject.records.remove('doc-nobody'));
      expect(err(await subject.records.remove(hidden.id))).toEqual(unknown);
      expect(err(await subject.records.setPrivate(hidden.id, false))).toEqual(err(await subject.records.setPrivate('doc-nobody', false)));
      expect(err(await subject.records.remove(kept.id))).toEqual(unknown);
      expect(err(await subject.records.setPrivate(kept.id, true))).toMatchObject({ kind: 'not-found' });

      await subject.signIn(ARJUN);
      expect(ok(await subject.records.records()).find((record) => record.id === hidden.id)?.private).toBe(true);
    });

    it('never gives the managing patient a linked member’s therapy session or its prescription, while his physician’s prescription is shared', async () => {
      await subject.signIn(ARJUN);
      const appointments = ok(await subject.consultations.appointments());
      const therapy = appointments.find((appointment) => THERAPY_SPECIALITIES.includes(appointment.doctor.speciality));
      const physician = appointments.find((appointment) => appointment.doctor.speciality === 'GENERAL_PHYSICIAN');
      if (!therapy || !physician) throw new Error('Arjun has a therapy session and a physician’s consultation');
      const prescriptions = ok(await subject.records.records()).filter((record) => record.kind === 'PRESCRIPTION' && record.origin === 'CONSULTATION');
      const fromTherapy = prescriptions.find((record) => record.source === therapy.doctor.name);
      const fromPhysician = prescriptions.find((record) => record.source === physician.doctor.name);
      if (!fromTherapy || !fromPhysician) throw new Error('both of Arjun’s consultations have their prescription');
      const arjunId = await linkArjun();

      const seen = ok(await subject.records.records());
      expect(seen.some((record) => record.id === fromTherapy.id)).toBe(false);
      expect(seen.find((record) => record.id === fromPhysician.id)).toMatchObject({ memberId: arjunId, fromMemberAccount: true });
      const priyas = ok(await subject.consultations.appointments());
      expect(priyas.some((appointment) => appointment.id === therapy.id)).toBe(false);
      expect(priyas.some((appointment) => appointment.familyMemberId === arjunId && THERAPY_SPECIALITIES.includes(appointment.doctor.speciality))).toBe(false);
      expect(err(await subject.consultations.appointment(therapy.id))).toMatchObject({ kind: 'not-found' });
    });

    it('asks for a session', async () => {
      expect(err(await subject.records.records())).toMatchObject({ kind: 'unauthorized' });
      expect(err(await subject.records.labResults())).toMatchObject({ kind: 'unauthorized' });
    });
  });
}
