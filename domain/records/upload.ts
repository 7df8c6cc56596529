import { Err, Ok, type Result } from 'ts-results-es';
import type { FieldErrors, InvalidForm } from '../account/forms';
import { istDate, parseCalendarDate } from '../shared/calendar-date';
import { checkUploadFile, formatMegabytes, type SniffedType, type UploadFileError } from '../shared/file-type';
import { RECORD_KINDS, type RecordKind } from './model';

/** A scanned report of many pages is rarely above a few MB; the server takes at most 10. */
export const MAX_RECORD_BYTES = 10 * 1024 * 1024;

/** The longest title or lab/doctor name kept: a list line, not a note. */
export const MAX_RECORD_TEXT = 120;

export type RecordFileError = UploadFileError;

/** A record is a PDF, JPEG or PNG by its content, whatever its name says, of at most 10 MB. */
export function checkRecordFile(head: ArrayLike<number>, size: number): Result<SniffedType, RecordFileError> {
  return checkUploadFile(head, size, MAX_RECORD_BYTES);
}

export function describeRecordFileError(error: RecordFileError): string {
  switch (error.kind) {
    case 'empty':
      return 'This file is empty. Choose the PDF or the photo of the report again.';
    case 'unsupported-type':
      return 'This file is not a PDF, JPEG or PNG, whatever its name says. Choose a PDF or a photo of the report.';
    case 'file-too-large':
      return `This file is ${formatMegabytes(error.bytes)}; the limit is 10 MB. Scan at a lower resolution, or take a photo instead.`;
  }
}

/** What the patient types about a file, as typed. `member` is 'SELF' or a family member's id. */
export interface RecordDetailsInput {
  kind: string;
  title: string;
  date: string;
  source: string;
  member: string;
}

export type RecordDetailsField = keyof RecordDetailsInput;

export interface RecordDetails {
  kind: RecordKind;
  title: string;
  date: string;
  source: string;
  memberId: string | null;
}

/**
 * Checks what the patient said about a file, on the patient's day (`today`): a title, a real
 * date not in the future, an optional lab or doctor, and someone of the family as it is now
 * (`memberIds`: a member removed meanwhile is refused here, not by the server).
 */
export function checkRecordDetails(input: RecordDetailsInput, today: Date, memberIds: readonly string[]): Result<RecordDetails, InvalidForm<RecordDetailsField>> {
  const fields: FieldErrors<RecordDetailsField> = {};
  const title = input.title.trim();
  const source = input.source.trim();
  const date = input.date.trim();
  if (!(RECORD_KINDS as readonly string[]).includes(input.kind)) fields.kind = 'Choose whether this is a lab report or a prescription.';
  if (title === '') fields.title = 'Give the record a name, such as Thyroid profile.';
  else if (title.length > MAX_RECORD_TEXT) fields.title = `Keep the name to ${MAX_RECORD_TEXT} characters.`;
  if (date === '') fields.date = 'Enter the date of the report.';
  else if (parseCalendarDate(date) === null) fields.date = 'Enter a real date.';
  else if (date > istDate(today)) fields.date = 'The date cannot be in the future.';
  if (source.length > MAX_RECORD_TEXT) fields.source = `Keep the name to ${MAX_RECORD_TEXT} characters.`;
  const member = input.member.trim();
  if (member !== 'SELF' && !memberIds.includes(member)) fields.member = 'Choose who this record is for: this person is no longer in your family.';
  if (Object.keys(fields).length > 0) return Err({ kind: 'invalid', fields });
  return Ok({ kind: input.kind as RecordKind, title, date, source, memberId: member === 'SELF' ? null : member });
}
