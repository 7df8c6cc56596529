import { Err, Ok, type Result } from 'ts-results-es';
import { parseAadhaar } from '../../domain/abha/aadhaar';
import { abhaAddressOf, parseAbhaAddressName, parseAbhaNumber } from '../../domain/abha/abha-number';
import { parseDrivingLicence } from '../../domain/abha/driving-licence';
import { checkLicencePhoto, type LicenceDocument } from '../../domain/abha/licence-document';
import type { AadhaarOtpSent, AadhaarVerified, AbhaAccountSummary, AbhaCard, AbhaPlace, LicenceEnrolled, LinkedRecord } from '../../domain/abha/model';
import type { ApiError } from '../../domain/shared/errors';
import { parseMobileNumber } from '../../domain/shared/mobile-number';
import { recordSuccess, recordWrong, takeSend, checkLock } from '../attempt-limits';
import type { FakeBackend } from '../backend';
import { OTP_ERRORS, OTP_LIFETIME_MS } from '../otp';
import { randomToken } from '../random-token';
import { DEMO_ACCOUNTS, DEMO_OTP } from '../seed';
import { ABHA_STATES } from './places';
import type { FakeUser } from '../state';

/** What the fake keeps of an ABHA: the card and the full mobile it was made with (the forgot flow finds it by that). */
export interface FakeAbhaAccount {
  card: AbhaCard;
  mobile: string;
}

export const ABHA_ERRORS = {
  transaction: 'This ABHA request has ended. Please start again.',
  alreadyHas: 'Your account already has an ABHA number. You can see it under My ABHA.',
  aadhaarFirst: 'Verify the OTP sent to your Aadhaar-linked mobile first.',
  mobileFirst: 'Verify the mobile number to link first.',
  taken: 'This ABHA address is already taken.',
  unknownState: 'Choose a state from the list.',
  unknownDistrict: 'Choose a district of the state chosen.',
  licenceEnrolled: 'An enrolment with this driving licence is already waiting for verification at a health facility.',
} as const;

/** Addresses other people hold, so a demo meets a taken one: 'priyasharma' is the first a patient tries. */
export const TAKEN_ABHA_ADDRESSES = ['priyasharma', 'rahulverma', 'kavyaiyer', 'amitsharma', 'ananya.sharma', 'rahul.verma'] as const;

/** Priya's ABHA, made before the demo starts: /Abha/abha shows it, and her mobile finds it in the forgot flow. */
function seededAccounts(backend: FakeBackend): Record<string, FakeAbhaAccount> {
  const priya = Object.values(backend.state.users).find((user) => user.mobileNumber === DEMO_ACCOUNTS.subscriber.mobileNumber);
  if (priya === undefined) return {};
  return {
    [priya.id]: {
      mobile: priya.mobileNumber,
      card: {
        abhaNumber: parseAbhaNumber('91-4819-7073-2215').unwrap(),
        abhaAddress: 'priya.sharma@abdm',
        name: `${priya.firstName} ${priya.lastName}`,
        gender: 'F',
        dateOfBirth: priya.dateOfBirth ?? '1988-03-14',
        mobile: masked(priya.mobileNumber),
      },
    },
  };
}

/**
 * What facilities have linked to Priya's ABHA (ABDM care contexts), for the demo of /Abha/abha.
 * An ABHA made in the demo starts with none: nobody has seen the patient with it yet.
 */
const DEMO_LINKED_RECORDS: Readonly<Record<string, readonly LinkedRecord[]>> = {
  '91481970732215': [
    { id: 'cc-apollo-0912', date: '2026-09-12', type: 'DIAGNOSTIC_REPORT', source: 'Apollo Hospitals, Bannerghatta Road, Bengaluru', title: 'Lipid profile' },
    { id: 'cc-phc-0407', date: '2026-04-07', type: 'IMMUNIZATION_RECORD', source: 'Urban Primary Health Centre, Jayanagar', title: 'Influenza vaccine (annual)' },
    { id: 'cc-manipal-1103', date: '2026-11-03', type: 'OP_CONSULTATION', source: 'Manipal Hospital, Old Airport Road, Bengaluru', title: 'General medicine OPD' },
    { id: 'cc-manipal-1103-rx', date: '2026-11-03', type: 'PRESCRIPTION', source: 'Manipal Hospital, Old Airport Road, Bengaluru', title: 'Prescription, Dr. S. Raghavan' },
    { id: 'cc-fortis-1214', date: '2025-12-14', type: 'DISCHARGE_SUMMARY', source: 'Fortis Hospital, Cunningham Road, Bengaluru', title: 'Day care: laparoscopic cholecystectomy' },
  ],
};

const masked = (mobile: string) => `******${mobile.slice(-4)}`;

/**
 * A transaction of ABDM's enrolment or login, in this process's memory only: like the app's
 * abhaTxnId it is never saved with the demo, and with it goes nothing of the Aadhaar number
 * (the demographics come from the signed-in patient's profile, as if Aadhaar held the same).
 */
interface Transaction {
  userId: string;
  purpose: 'enrol' | 'retrieve' | 'licence';
  /** A forgot flow by Aadhaar finds the ABHA of the Aadhaar's holder (here the signed-in patient), not of a mobile. */
  byAadhaar?: boolean;
  aadhaarMobile: string;
  aadhaarVerified: boolean;
  mobile: string | null;
  mobileVerified: boolean;
  otp: { code: string; issuedAt: number; to: string } | null;
}

/** The transactions of each backend: the in-memory port and the local server share them. */
const transactionsOf = new WeakMap<FakeBackend, Map<string, Transaction>>();

const licencesOf = new WeakMap<FakeBackend, Set<string>>();

/**
 * The fake ABDM behind the user service's ABHA calls (docs/api.md "ABHA"): the demo OTP, wrong
 * and expired codes, the sign-in's limits on codes sent and wrong codes (per mobile), and
 * addresses other people already hold.
 */
export class FakeAbhaService {
  constructor(private readonly backend: FakeBackend) {}

  private get transactions(): Map<string, Transaction> {
    let map = transactionsOf.get(this.backend);
    if (map === undefined) transactionsOf.set(this.backend, (map = new Map()));
    return map;
  }

  /** Licences already enrolled, in this process only: a second enrolment with one is refused. */
  private get licenceEnrolments(): Set<string> {
    let set = licencesOf.get(this.backend);
    if (set === undefined) licencesOf.set(this.backend, (set = new Set()));
    return set;
  }

  private get accounts(): Record<string, FakeAbhaAccount> {
    return (this.backend.state.abha ??= seededAccounts(this.backend));
  }

  private transaction(user: FakeUser, txnId: string, purpose: Transaction['purpose']): Result<Transaction, ApiError> {
    const txn = this.transactions.get(txnId);
    return txn !== undefined && txn.userId === user.id && txn.purpose === purpose ? Ok(txn) : Err({ kind: 'rejected', message: ABHA_ERRORS.transaction });
  }

  private send(txn: Transaction, to: string): Result<null, ApiError> {
    const allowed = takeSend(this.backend, `abha:${to}`);
    if (allowed.isErr()) return allowed;
    txn.otp = { code: DEMO_OTP, issuedAt: this.backend.now(), to };
    return Ok(null);
  }

  private check(txn: Transaction, code: string): Result<null, ApiError> {
    const otp = txn.otp;
    if (otp === null) return Err({ kind: 'rejected', message: OTP_ERRORS.none });
    const address = `abha:${otp.to}`;
    const locked = checkLock(this.backend, address);
    if (locked.isErr()) return locked;
    if (this.backend.now() - otp.issuedAt >= OTP_LIFETIME_MS) return Err({ kind: 'rejected', message: OTP_ERRORS.expired });
    if (code !== otp.code) {
      const lock = recordWrong(this.backend, address, 'codes');
      if (lock === null) return Err({ kind: 'rejected', message: OTP_ERRORS.wrong });
      txn.otp = null;
      return Err(lock);
    }
    recordSuccess(this.backend, address);
    txn.otp = null;
    return Ok(null);
  }

  private taken(name: string): boolean {
    const address = abhaAddressOf(name);
    return (TAKEN_ABHA_ADDRESSES as readonly string[]).includes(name) || Object.values(this.accounts).some((account) => account.card.abhaAddress === address);
  }

  requestAadhaarOtp(bearer: string | null, aadhaar: string): Result<AadhaarOtpSent, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) => {
      const valid = parseAadhaar(aadhaar);
      if (valid.isErr()) return Err({ kind: 'rejected', message: valid.error });
      if (this.accounts[user.id] !== undefined) return Err({ kind: 'conflict', message: ABHA_ERRORS.alreadyHas });
      const txnId = randomToken();
      const txn: Transaction = { userId: user.id, purpose: 'enrol', aadhaarMobile: user.mobileNumber, aadhaarVerified: false, mobile: null, mobileVerified: false, otp: null };
      return this.send(txn, user.mobileNumber).map(() => {
        this.transactions.set(txnId, txn);
        return { txnId, maskedMobile: masked(user.mobileNumber) };
      });
    });
  }

  verifyAadhaarOtp(bearer: string | null, txnId: string, otp: string): Result<AadhaarVerified, ApiError> {
    return this.backend
      .userByToken(bearer)
      .andThen((user) => this.transaction(user, txnId, 'enrol').andThen((txn) => this.check(txn, otp).map(() => ((txn.aadhaarVerified = true), { name: `${user.firstName} ${user.lastName}` }))));
  }

  linkMobile(bearer: string | null, txnId: string, mobile: string): Result<{ otpSent: boolean }, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) =>
      this.transaction(user, txnId, 'enrol').andThen((txn): Result<{ otpSent: boolean }, ApiError> => {
        if (!txn.aadhaarVerified) return Err({ kind: 'rejected', message: ABHA_ERRORS.aadhaarFirst });
        const number = parseMobileNumber(mobile);
        if (number.isErr()) return Err({ kind: 'rejected', message: number.error });
        txn.mobile = number.value;
        txn.mobileVerified = number.value === txn.aadhaarMobile;
        if (txn.mobileVerified) return Ok({ otpSent: false });
        return this.send(txn, number.value).map(() => ({ otpSent: true }));
      }),
    );
  }

  verifyMobileOtp(bearer: string | null, txnId: string, otp: string): Result<null, ApiError> {
    return this.backend
      .userByToken(bearer)
      .andThen((user) => this.transaction(user, txnId, 'enrol').andThen((txn) => (txn.mobile === null ? Err({ kind: 'rejected' as const, message: ABHA_ERRORS.mobileFirst }) : this.check(txn, otp).map(() => ((txn.mobileVerified = true), null)))));
  }

  private ready(bearer: string | null, txnId: string): Result<{ user: FakeUser; txn: Transaction }, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) =>
      this.transaction(user, txnId, 'enrol').andThen((txn) => (txn.aadhaarVerified && txn.mobileVerified ? Ok({ user, txn }) : Err({ kind: 'rejected' as const, message: ABHA_ERRORS.mobileFirst }))),
    );
  }

  /** Names drawn from the patient's name and year of birth, free ones only, at least three. */
  addressSuggestions(bearer: string | null, txnId: string): Result<string[], ApiError> {
    return this.ready(bearer, txnId).map(({ user }) => {
      const first = user.firstName.toLowerCase().replace(/[^a-z]/g, '');
      const last = user.lastName.toLowerCase().replace(/[^a-z]/g, '');
      const year = (user.dateOfBirth ?? '1990').slice(0, 4);
      const candidates = [`${first}.${last}`, `${first}${last}`, `${first}_${last}`, `${last}.${first}`, `${first}${last}${year.slice(2)}`, `${first}.${last}${year}`, `${first}_${year}`, `${last}${first}${year}`];
      return [...new Set(candidates)].filter((name) => parseAbhaAddressName(name).isOk() && !this.taken(name)).slice(0, 4);
    });
  }

  addressAvailable(bearer: string | null, txnId: string, name: string): Result<boolean, ApiError> {
    return this.ready(bearer, txnId).andThen(() => {
      const valid = parseAbhaAddressName(name);
      return valid.isErr() ? Err({ kind: 'rejected', message: valid.error }) : Ok(!this.taken(valid.value));
    });
  }

  createAbha(bearer: string | null, txnId: string, name: string): Result<AbhaCard, ApiError> {
    return this.ready(bearer, txnId).andThen(({ user, txn }): Result<AbhaCard, ApiError> => {
      const valid = parseAbhaAddressName(name);
      if (valid.isErr()) return Err({ kind: 'rejected', message: valid.error });
      if (this.taken(valid.value)) return Err({ kind: 'conflict', message: ABHA_ERRORS.taken });
      const mobile = txn.mobile ?? txn.aadhaarMobile;
      const serial = String(4819_7073_0000 + this.backend.state.nextId);
      this.backend.state.nextId += 1;
      const card: AbhaCard = {
        abhaNumber: parseAbhaNumber(`91${serial}`).unwrap(),
        abhaAddress: abhaAddressOf(valid.value),
        name: `${user.firstName} ${user.lastName}`,
        gender: user.gender === 'FEMALE' ? 'F' : user.gender === 'MALE' ? 'M' : 'O',
        dateOfBirth: user.dateOfBirth ?? '1990-01-01',
        mobile: masked(mobile),
      };
      this.accounts[user.id] = { card, mobile };
      this.transactions.delete(txnId);
      return Ok(structuredClone(card));
    });
  }

  myAbha(bearer: string | null): Result<AbhaCard | null, ApiError> {
    return this.backend.userByToken(bearer).map((user) => structuredClone(this.accounts[user.id]?.card ?? null));
  }

  /** The care contexts linked to the patient's ABHA, as facilities linked them; none without an ABHA. */
  linkedRecords(bearer: string | null): Result<LinkedRecord[], ApiError> {
    return this.backend.userByToken(bearer).map((user) => {
      const account = this.accounts[user.id];
      return account === undefined ? [] : structuredClone([...(DEMO_LINKED_RECORDS[account.card.abhaNumber] ?? [])]);
    });
  }

  requestRetrieveOtp(bearer: string | null, mobile: string): Result<{ txnId: string }, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) => {
      const number = parseMobileNumber(mobile);
      if (number.isErr()) return Err({ kind: 'rejected', message: number.error });
      const txnId = randomToken();
      const txn: Transaction = { userId: user.id, purpose: 'retrieve', aadhaarMobile: number.value, aadhaarVerified: false, mobile: number.value, mobileVerified: false, otp: null };
      return this.send(txn, number.value).map(() => {
        this.transactions.set(txnId, txn);
        return { txnId };
      });
    });
  }

  /**
   * Forgot ABHA number by Aadhaar: an OTP to Aadhaar's mobile, shown masked. As in the enrolment the
   * number is checked and then dropped: the holder is the signed-in patient, as if Aadhaar held their profile.
   */
  requestRetrieveAadhaarOtp(bearer: string | null, aadhaar: string): Result<AadhaarOtpSent, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) => {
      const valid = parseAadhaar(aadhaar);
      if (valid.isErr()) return Err({ kind: 'rejected', message: valid.error });
      const txnId = randomToken();
      const txn: Transaction = { userId: user.id, purpose: 'retrieve', byAadhaar: true, aadhaarMobile: user.mobileNumber, aadhaarVerified: false, mobile: null, mobileVerified: false, otp: null };
      return this.send(txn, user.mobileNumber).map(() => {
        this.transactions.set(txnId, txn);
        return { txnId, maskedMobile: masked(user.mobileNumber) };
      });
    });
  }

  /** Every ABHA made with that mobile (or held by that Aadhaar's holder), its number masked as ABDM lists them: '91-4819-7073-XXXX'. */
  verifyRetrieveOtp(bearer: string | null, txnId: string, otp: string): Result<AbhaAccountSummary[], ApiError> {
    return this.backend.userByToken(bearer).andThen((user) =>
      this.transaction(user, txnId, 'retrieve').andThen((txn) =>
        this.check(txn, otp).map(() => {
          this.transactions.delete(txnId);
          const found = txn.byAadhaar === true ? [this.accounts[txn.userId]].filter((account) => account !== undefined) : Object.values(this.accounts).filter((account) => account.mobile === txn.mobile);
          return found
            .map(({ card }) => ({ maskedAbhaNumber: `${card.abhaNumber.slice(0, 2)}-${card.abhaNumber.slice(2, 6)}-${card.abhaNumber.slice(6, 10)}-XXXX`, name: card.name, abhaAddress: card.abhaAddress }));
        }),
      ),
    );
  }

  requestLicenceOtp(bearer: string | null, mobile: string): Result<{ txnId: string }, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) => {
      const number = parseMobileNumber(mobile);
      if (number.isErr()) return Err({ kind: 'rejected', message: number.error });
      if (this.accounts[user.id] !== undefined) return Err({ kind: 'conflict', message: ABHA_ERRORS.alreadyHas });
      const txnId = randomToken();
      const txn: Transaction = { userId: user.id, purpose: 'licence', aadhaarMobile: number.value, aadhaarVerified: false, mobile: number.value, mobileVerified: false, otp: null };
      return this.send(txn, number.value).map(() => {
        this.transactions.set(txnId, txn);
        return { txnId };
      });
    });
  }

  verifyLicenceOtp(bearer: string | null, txnId: string, otp: string): Result<null, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) => this.transaction(user, txnId, 'licence').andThen((txn) => this.check(txn, otp).map(() => ((txn.mobileVerified = true), null))));
  }

  states(): Result<AbhaPlace[], ApiError> {
    return Ok(ABHA_STATES.map(({ code, name }) => ({ code, name })));
  }

  districts(stateCode: string): Result<AbhaPlace[], ApiError> {
    const state = ABHA_STATES.find((each) => each.code === stateCode);
    return state === undefined ? Err({ kind: 'rejected', message: ABHA_ERRORS.unknownState }) : Ok(state.districts.map((each) => ({ ...each })));
  }

  /** Checks what ABDM checks (the licence's form, the photos, the place), then answers an enrolment number. */
  enrolByLicence(bearer: string | null, txnId: string, document: LicenceDocument): Result<LicenceEnrolled, ApiError> {
    return this.backend.userByToken(bearer).andThen((user) =>
      this.transaction(user, txnId, 'licence').andThen((txn): Result<LicenceEnrolled, ApiError> => {
        if (!txn.mobileVerified) return Err({ kind: 'rejected', message: ABHA_ERRORS.mobileFirst });
        const licence = parseDrivingLicence(document.licence, new Date(this.backend.now()));
        if (licence.isErr()) return Err({ kind: 'rejected', message: licence.error });
        for (const photo of [document.front, document.back]) {
          const checked = checkLicencePhoto({ name: 'licence', bytes: photo.bytes });
          if (checked.isErr()) return Err({ kind: 'rejected', message: checked.error });
        }
        const state = ABHA_STATES.find((each) => each.code === document.stateCode);
        if (state === undefined) return Err({ kind: 'rejected', message: ABHA_ERRORS.unknownState });
        if (!state.districts.some((each) => each.code === document.districtCode)) return Err({ kind: 'rejected', message: ABHA_ERRORS.unknownDistrict });
        if (this.licenceEnrolments.has(licence.value)) return Err({ kind: 'conflict', message: ABHA_ERRORS.licenceEnrolled });
        this.licenceEnrolments.add(licence.value);
        this.transactions.delete(txnId);
        const serial = String(this.backend.state.nextId).padStart(6, '0');
        this.backend.state.nextId += 1;
        const name = [document.firstName, document.middleName, document.lastName].filter((part) => part !== null).join(' ');
        return Ok({ enrolmentNumber: `DL-${String(this.backend.now()).slice(-6)}${serial}`, name });
      }),
    );
  }
}
