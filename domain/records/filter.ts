import type { HealthRecord, RecordKind } from './model';

/** Whose records: everyone's, the patient's own, or one family member's (by id). */
export type MemberChoice = 'ALL' | 'SELF' | { memberId: string };

/** Which records by where they came from: ours (lab orders and consultations) or uploaded. */
export type OriginChoice = 'ALL' | 'OURS' | 'UPLOADED';

export interface RecordFilter {
  kind: RecordKind;
  member: MemberChoice;
  origin: OriginChoice;
  /** 'YYYY-MM-DD' or '' for no bound; both ends are included. */
  from: string;
  to: string;
  /** Words of the title, the lab or doctor, the person or the file's name; any case. */
  search: string;
}

function ofMember(record: HealthRecord, member: MemberChoice): boolean {
  if (member === 'ALL') return true;
  if (member === 'SELF') return record.memberId === null;
  return record.memberId === member.memberId;
}

function ofOrigin(record: HealthRecord, origin: OriginChoice): boolean {
  if (origin === 'ALL') return true;
  return origin === 'UPLOADED' ? record.origin === 'UPLOADED' : record.origin !== 'UPLOADED';
}

/** What the search looks in, lower-cased once per record: typing a word filters a family's years of records again. */
const searchTexts = new WeakMap<HealthRecord, string>();

function searchText(record: HealthRecord): string {
  let text = searchTexts.get(record);
  if (text === undefined) {
    text = [record.title, record.source, record.personName, record.file.name].join(' ').toLocaleLowerCase();
    searchTexts.set(record, text);
  }
  return text;
}

/** The records that pass every choice of `filter`, in the order given (the list is newest first). */
export function filterRecords(records: readonly HealthRecord[], filter: RecordFilter): HealthRecord[] {
  const words = filter.search.toLocaleLowerCase().split(/\s+/).filter((word) => word !== '');
  return records.filter(
    (record) =>
      record.kind === filter.kind &&
      ofMember(record, filter.member) &&
      ofOrigin(record, filter.origin) &&
      (filter.from === '' || record.date >= filter.from) &&
      (filter.to === '' || record.date <= filter.to) &&
      (words.length === 0 || words.every((word) => searchText(record).includes(word))),
  );
}
