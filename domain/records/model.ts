import type { SniffedType } from '../shared/file-type';
import { byCodeUnits } from '../shared/order';

/** The two tabs of /patient/health-record (spec §2): a lab test report or a prescription. */
export type RecordKind = 'LAB_REPORT' | 'PRESCRIPTION';

export const RECORD_KINDS: readonly RecordKind[] = ['LAB_REPORT', 'PRESCRIPTION'];

/**
 * Where a record came from: the report of one of our lab orders, the prescription of one of our
 * consultations, or a file the patient uploaded (the only kind they may delete).
 */
export type RecordOrigin = 'LAB_ORDER' | 'CONSULTATION' | 'UPLOADED';

/** One report or prescription of the patient or of one of their family members. */
export interface HealthRecord {
  id: string;
  kind: RecordKind;
  origin: RecordOrigin;
  /** 'Complete blood count', 'Dr Meera Iyer, general physician' — what the patient calls it. */
  title: string;
  /** 'YYYY-MM-DD': the day of the report or the prescription, not of the upload. */
  date: string;
  /** The lab or the doctor; '' when the patient did not say. */
  source: string;
  /** null for the patient themself, else the family member's id. */
  memberId: string | null;
  /** Whom it is for, as the server names them. */
  personName: string;
  file: RecordFile;
  /** ISO date-time the server received it: orders records of the same day. */
  addedAt: string;
  /**
   * Its owner marked it "Private: only I can see this": nobody managing a family they are linked
   * into sees it (docs/decisions.md "Privacy inside a family"). Only ever true on one's own records.
   */
  private: boolean;
  /**
   * A record of a linked family member's own account, which they share with the family: readable
   * here, theirs to delete or keep private.
   */
  fromMemberAccount: boolean;
}

export interface RecordFile {
  name: string;
  contentType: SniffedType;
  sizeBytes: number;
  /** Where the file is read from (a data: or https: address). */
  url: string;
}

/** A file the patient is uploading, with what they said about it. */
export interface NewRecord {
  kind: RecordKind;
  title: string;
  date: string;
  source: string;
  memberId: string | null;
  file: { name: string; contentType: SniffedType; bytes: Uint8Array };
}

/** Whether the signed-in patient may mark the record private: only their own, in their own account. */
export function isOwnRecord(record: Pick<HealthRecord, 'memberId' | 'fromMemberAccount'>): boolean {
  return record.memberId === null && !record.fromMemberAccount;
}

/** Newest first: by the record's day, then by when it was added. */
export function newestFirst(records: readonly HealthRecord[]): HealthRecord[] {
  return [...records].sort((a, b) => byCodeUnits(b.date, a.date) || byCodeUnits(b.addedAt, a.addedAt));
}
