import { describe, expect, it } from 'vitest';
import { AADHAAR_MESSAGES, parseAadhaar } from '../../domain/abha/aadhaar';
import { formatAbhaNumber } from '../../domain/abha/abha-number';
import { DRIVING_LICENCE_MESSAGES } from '../../domain/abha/driving-licence';
import { checkLicenceDocument, LICENCE_DOCUMENT_MESSAGES, type LicenceDocument } from '../../domain/abha/licence-document';
import { parseMobileNumber } from '../../domain/shared/mobile-number';
import { ABHA_ERRORS } from '../../fakes/abha/service';
import { LIMIT_MESSAGES } from '../../fakes/attempt-limits';
import { OTP_ERRORS, OTP_LIFETIME_MS } from '../../fakes/otp';
import { DEMO_ACCOUNTS, DEMO_OTP } from '../../fakes/seed';
import type { AbhaSubject } from './abha-subjects';
import { err, freshSubjectEachCase, ok } from './results';

const PRIYA = DEMO_ACCOUNTS.subscriber.mobileNumber;
const RAHUL = DEMO_ACCOUNTS.patient.mobileNumber;
const AADHAAR = parseAadhaar('234567890124').unwrap();
const mobile = (text: string) => parseMobileNumber(text).unwrap();
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
/** Rahul's licence as the page sends it, checked by the domain first. */
const LICENCE: LicenceDocument = checkLicenceDocument(
  {
    licence: 'KA01 20150012345', firstName: 'Rahul', middleName: '', lastName: 'Verma', dateOfBirth: '1990-06-01', gender: 'M',
    front: { name: 'front.jpg', bytes: JPEG }, back: { name: 'back.jpg', bytes: JPEG },
    address: '44 Residency Road', state: '29', district: '583', pincode: '560025',
  },
  new Date(2026, 10, 26),
).unwrap();

/**
 * The cases every `AbhaApi` must pass: the in-memory fake and the HTTP adapter over the local
 * fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function abhaApiContract(name: string, makeSubject: () => Promise<AbhaSubject>): void {
  describe(name, () => {
    let subject: AbhaSubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));
    const api = () => subject.abha;

    /** Rahul with Aadhaar's OTP verified: the transaction to go on with. */
    async function aadhaarVerified(): Promise<string> {
      await subject.signIn(RAHUL);
      const { txnId } = ok(await api().requestAadhaarOtp(AADHAAR));
      ok(await api().verifyAadhaarOtp(txnId, DEMO_OTP));
      return txnId;
    }

    it('creates Rahul’s ABHA: OTP to his Aadhaar-linked mobile shown masked, his own mobile linked without a second OTP, a free address, a 14-digit number', async () => {
      await subject.signIn(RAHUL);
      expect(ok(await api().myAbha())).toBeNull();
      const sent = ok(await api().requestAadhaarOtp(AADHAAR));
      expect(sent.maskedMobile).toBe('******6780');
      expect(ok(await api().verifyAadhaarOtp(sent.txnId, DEMO_OTP))).toEqual({ name: 'Rahul Verma' });
      expect(ok(await api().linkMobile(sent.txnId, mobile(RAHUL)))).toEqual({ otpSent: false });
      const suggestions = ok(await api().addressSuggestions(sent.txnId));
      expect(suggestions.length).toBeGreaterThanOrEqual(3);
      for (const suggestion of suggestions) expect(ok(await api().addressAvailable(sent.txnId, suggestion))).toBe(true);
      const card = ok(await api().createAbha(sent.txnId, suggestions[0] ?? ''));
      expect(card).toMatchObject({ abhaAddress: `${suggestions[0]}@abdm`, name: 'Rahul Verma', mobile: '******6780' });
      expect(formatAbhaNumber(card.abhaNumber)).toMatch(/^\d{2}-\d{4}-\d{4}-\d{4}$/);
      expect(ok(await api().myAbha())).toEqual(card);
      // The transaction ends with the card.
      expect(err(await api().addressSuggestions(sent.txnId))).toEqual({ kind: 'rejected', message: ABHA_ERRORS.transaction });
    });

    it('refuses a wrong OTP and then an expired one, each with its own message', async () => {
      await subject.signIn(RAHUL);
      const { txnId } = ok(await api().requestAadhaarOtp(AADHAAR));
      expect(err(await api().verifyAadhaarOtp(txnId, '000000'))).toEqual({ kind: 'rejected', message: OTP_ERRORS.wrong });
      subject.advanceClock(OTP_LIFETIME_MS);
      expect(err(await api().verifyAadhaarOtp(txnId, DEMO_OTP))).toEqual({ kind: 'rejected', message: OTP_ERRORS.expired });
    });

    it('sends the Aadhaar OTP three times in ten minutes (two resends), then asks the patient to wait', async () => {
      await subject.signIn(RAHUL);
      for (let i = 0; i < 3; i += 1) ok(await api().requestAadhaarOtp(AADHAAR));
      expect(err(await api().requestAadhaarOtp(AADHAAR))).toMatchObject({ kind: 'too-many-requests', message: LIMIT_MESSAGES.sends });
    });

    it('verifies a mobile that is not Aadhaar’s with an OTP of its own before any address', async () => {
      const txnId = await aadhaarVerified();
      expect(ok(await api().linkMobile(txnId, mobile('9988776655')))).toEqual({ otpSent: true });
      expect(err(await api().addressSuggestions(txnId))).toEqual({ kind: 'rejected', message: ABHA_ERRORS.mobileFirst });
      expect(err(await api().verifyMobileOtp(txnId, '111111'))).toEqual({ kind: 'rejected', message: OTP_ERRORS.wrong });
      ok(await api().verifyMobileOtp(txnId, DEMO_OTP));
      expect(ok(await api().createAbha(txnId, 'rahul_verma90')).mobile).toBe('******6655');
    });

    it('says a taken address is taken, and refuses to create it', async () => {
      const txnId = await aadhaarVerified();
      ok(await api().linkMobile(txnId, mobile(RAHUL)));
      expect(ok(await api().addressAvailable(txnId, 'priyasharma'))).toBe(false);
      expect(err(await api().createAbha(txnId, 'priyasharma'))).toEqual({ kind: 'conflict', message: ABHA_ERRORS.taken });
    });

    it('refuses an Aadhaar number with a bad check digit, and a patient who is not signed in', async () => {
      expect(err(await api().requestAadhaarOtp(AADHAAR))).toEqual({ kind: 'unauthorized' });
      expect(err(await api().myAbha())).toEqual({ kind: 'unauthorized' });
      await subject.signIn(RAHUL);
      expect(err(await api().requestAadhaarOtp('234567890125' as typeof AADHAAR))).toEqual({ kind: 'rejected', message: AADHAAR_MESSAGES.checkDigit });
    });

    it('shows Priya the ABHA she already has, and does not make her a second', async () => {
      await subject.signIn(PRIYA);
      expect(ok(await api().myAbha())).toMatchObject({ abhaNumber: '91481970732215', abhaAddress: 'priya.sharma@abdm', name: 'Priya Sharma' });
      expect(err(await api().requestAadhaarOtp(AADHAAR))).toEqual({ kind: 'conflict', message: ABHA_ERRORS.alreadyHas });
    });

    it('lists the records facilities linked to Priya’s ABHA, each with its day, ABDM type and facility; none for Rahul, who has no ABHA', async () => {
      await subject.signIn(PRIYA);
      const records = ok(await api().linkedRecords());
      expect(records.length).toBeGreaterThanOrEqual(3);
      expect(records).toContainEqual({ id: 'cc-apollo-0912', date: '2026-09-12', type: 'DIAGNOSTIC_REPORT', source: 'Apollo Hospitals, Bannerghatta Road, Bengaluru', title: 'Lipid profile' });
      for (const record of records) expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await subject.signIn(RAHUL);
      expect(ok(await api().linkedRecords())).toEqual([]);
      subject.setToken(null);
      expect(err(await api().linkedRecords())).toEqual({ kind: 'unauthorized' });
    });

    it('enrols Rahul with his driving licence after his mobile’s OTP: an enrolment number for the facility to verify, the transaction ended', async () => {
      await subject.signIn(RAHUL);
      const { txnId } = ok(await api().requestLicenceOtp(mobile(RAHUL)));
      expect(err(await api().enrolByLicence(txnId, LICENCE))).toEqual({ kind: 'rejected', message: ABHA_ERRORS.mobileFirst });
      expect(err(await api().verifyLicenceOtp(txnId, '000000'))).toEqual({ kind: 'rejected', message: OTP_ERRORS.wrong });
      ok(await api().verifyLicenceOtp(txnId, DEMO_OTP));
      const enrolled = ok(await api().enrolByLicence(txnId, LICENCE));
      expect(enrolled.name).toBe('Rahul Verma');
      expect(enrolled.enrolmentNumber).toMatch(/^DL-\d+$/);
      expect(err(await api().enrolByLicence(txnId, LICENCE))).toEqual({ kind: 'rejected', message: ABHA_ERRORS.transaction });
    });

    it('refuses a licence photo that is not a photo, a district of another state, and a licence already enrolled', async () => {
      await subject.signIn(RAHUL);
      const start = async () => {
        const { txnId } = ok(await api().requestLicenceOtp(mobile(RAHUL)));
        ok(await api().verifyLicenceOtp(txnId, DEMO_OTP));
        return txnId;
      };
      const txnId = await start();
      expect(err(await api().enrolByLicence(txnId, { ...LICENCE, back: { contentType: 'image/jpeg', bytes: PDF } }))).toEqual({ kind: 'rejected', message: LICENCE_DOCUMENT_MESSAGES.photoType });
      expect(err(await api().enrolByLicence(txnId, { ...LICENCE, districtCode: '490' }))).toEqual({ kind: 'rejected', message: ABHA_ERRORS.unknownDistrict });
      expect(err(await api().enrolByLicence(txnId, { ...LICENCE, licence: 'ZZ0120150012345' as LicenceDocument['licence'] }))).toEqual({ kind: 'rejected', message: DRIVING_LICENCE_MESSAGES.state });
      ok(await api().enrolByLicence(txnId, LICENCE));
      expect(err(await api().enrolByLicence(await start(), LICENCE))).toEqual({ kind: 'conflict', message: ABHA_ERRORS.licenceEnrolled });
    });

    it('lists ABDM’s states and the districts of each, and refuses an unknown state', async () => {
      const states = ok(await api().states());
      expect(states).toContainEqual({ code: '27', name: 'Maharashtra' });
      expect(ok(await api().districts('27'))).toContainEqual({ code: '490', name: 'Pune' });
      expect(err(await api().districts('99'))).toEqual({ kind: 'rejected', message: ABHA_ERRORS.unknownState });
    });

    it('finds a forgotten ABHA number by the mobile it was made with, the number masked', async () => {
      await subject.signIn(PRIYA);
      const { txnId } = ok(await api().requestRetrieveOtp(mobile(PRIYA)));
      expect(err(await api().verifyRetrieveOtp(txnId, '000000'))).toEqual({ kind: 'rejected', message: OTP_ERRORS.wrong });
      expect(ok(await api().verifyRetrieveOtp(txnId, DEMO_OTP))).toEqual([{ maskedAbhaNumber: '91-4819-7073-XXXX', name: 'Priya Sharma', abhaAddress: 'priya.sharma@abdm' }]);
      const other = ok(await api().requestRetrieveOtp(mobile('9988776655')));
      expect(ok(await api().verifyRetrieveOtp(other.txnId, DEMO_OTP))).toEqual([]);
    });

    it('finds a forgotten ABHA number by Aadhaar: OTP to Aadhaar’s mobile shown masked, the holder’s ABHA masked, none for one who has none', async () => {
      expect(err(await api().requestRetrieveAadhaarOtp(AADHAAR))).toEqual({ kind: 'unauthorized' });
      await subject.signIn(PRIYA);
      expect(err(await api().requestRetrieveAadhaarOtp('234567890125' as typeof AADHAAR))).toEqual({ kind: 'rejected', message: AADHAAR_MESSAGES.checkDigit });
      const sent = ok(await api().requestRetrieveAadhaarOtp(AADHAAR));
      expect(sent.maskedMobile).toBe('******3210');
      expect(err(await api().verifyRetrieveOtp(sent.txnId, '000000'))).toEqual({ kind: 'rejected', message: OTP_ERRORS.wrong });
      expect(ok(await api().verifyRetrieveOtp(sent.txnId, DEMO_OTP))).toEqual([{ maskedAbhaNumber: '91-4819-7073-XXXX', name: 'Priya Sharma', abhaAddress: 'priya.sharma@abdm' }]);
      expect(err(await api().verifyRetrieveOtp(sent.txnId, DEMO_OTP))).toEqual({ kind: 'rejected', message: ABHA_ERRORS.transaction });
      await subject.signIn(RAHUL);
      const rahul = ok(await api().requestRetrieveAadhaarOtp(AADHAAR));
      expect(rahul.maskedMobile).toBe('******6780');
      expect(ok(await api().verifyRetrieveOtp(rahul.txnId, DEMO_OTP))).toEqual([]);
    });
  });
}
