import { describe, expect, it } from 'vitest';
import { checkRecordDetails, checkRecordFile, describeRecordFileError, MAX_RECORD_BYTES } from './upload';

const PDF = [...'%PDF-1.7'].map((c) => c.charCodeAt(0));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const TODAY = new Date('2026-01-15T10:00:00+05:30');
const DETAILS = { kind: 'LAB_REPORT', title: 'Lipid profile', date: '2026-01-14', source: 'Metropolis', member: 'SELF' };

describe('a record file', () => {
  it('is taken as the type its content shows', () => {
    expect(checkRecordFile(PDF, 1000).unwrap()).toBe('application/pdf');
    expect(checkRecordFile(PNG, 1000).unwrap()).toBe('image/png');
    expect(checkRecordFile(JPEG, 1000).unwrap()).toBe('image/jpeg');
  });

  it('is refused when it only claims to be a PDF, is empty, or is over 10 MB, with a sentence saying so', () => {
    const zip = checkRecordFile(ZIP, 1000);
    expect(zip.isErr() && describeRecordFileError(zip.error)).toContain('not a PDF, JPEG or PNG');
    const empty = checkRecordFile([], 0);
    expect(empty.isErr() && empty.error).toEqual({ kind: 'empty' });
    const large = checkRecordFile(PDF, MAX_RECORD_BYTES + 1);
    expect(large.isErr() && describeRecordFileError(large.error)).toBe('This file is 10.1 MB; the limit is 10 MB. Scan at a lower resolution, or take a photo instead.');
  });
});

describe("a record's details", () => {
  it('are trimmed, and the patient themself is no member id', () => {
    expect(checkRecordDetails({ ...DETAILS, title: '  Lipid profile ' }, TODAY, []).unwrap()).toEqual({ kind: 'LAB_REPORT', title: 'Lipid profile', date: '2026-01-14', source: 'Metropolis', memberId: null });
    expect(checkRecordDetails({ ...DETAILS, member: 'fm-1' }, TODAY, ['fm-1']).unwrap().memberId).toBe('fm-1');
  });

  it('say at each field what is wrong: no title, a date that is not real or still to come, an unknown kind', () => {
    const checked = checkRecordDetails({ kind: 'XRAY', title: ' ', date: '2026-02-30', source: '', member: 'SELF' }, TODAY, []);
    expect(checked.isErr() && checked.error.fields).toEqual({
      kind: 'Choose whether this is a lab report or a prescription.',
      title: 'Give the record a name, such as Thyroid profile.',
      date: 'Enter a real date.',
    });
    const future = checkRecordDetails({ ...DETAILS, date: '2026-01-16' }, TODAY, []);
    expect(future.isErr() && future.error.fields).toEqual({ date: 'The date cannot be in the future.' });
  });

  it('refuse a family member who is no longer in the family', () => {
    const checked = checkRecordDetails({ ...DETAILS, member: 'fm-removed' }, TODAY, ['fm-1']);
    expect(checked.isErr() && checked.error.fields.member).toMatch(/no longer in your family/);
  });
});
