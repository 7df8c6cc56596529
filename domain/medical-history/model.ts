import { Err, Ok, type Result } from 'ts-results-es';
import type { FieldErrors, InvalidForm } from '../account/forms';
import { istDate, parseCalendarDate } from '../shared/calendar-date';
import { FORM_DEFINITIONS, MEDICAL_HISTORY_FORMS, type FormDefinition, type ItemField, type MedicalHistoryForm } from './forms';

/** A row of a list as the patient types it: text per field. */
export type RowInput = Record<string, string>;
/** A form as the patient types it: text per field, rows per list. */
export type FormInput = Record<string, string | RowInput[]>;

export type AnswerValue = string | number;
/** A row of a list as saved: the fields the patient filled. */
export type RowAnswer = Record<string, AnswerValue>;
/** A form as saved: what the patient filled (empty fields left out), rows per list. */
export type FormAnswers = Record<string, AnswerValue | RowAnswer[]>;

/** One form as the server holds it. */
export interface SavedForm {
  answers: FormAnswers;
  /** When it was last saved, ISO 8601. */
  updatedAt: string;
}

/** GET /user/getMedicalHistory?userId: the forms a person has filled, by form. */
export type MedicalHistoryRecord = Partial<Record<MedicalHistoryForm, SavedForm>>;

export const CHOOSE_ONE = 'Choose one.';
export const FILL_THIS_IN = 'Fill this in.';
export const INVALID_DATE = 'Enter a valid date.';
export const FUTURE_DATE = 'The date cannot be in the future.';
export const TOO_EARLY_DATE = 'Enter a date after 1900.';
const WHOLE_NUMBER = 'Enter a whole number.';
const EARLIEST_YEAR = 1900;

const numberRange = (min: number, max: number) => `Enter a number from ${min} to ${max}.`;
const yearRange = (max: number) => `Enter a year from ${EARLIEST_YEAR} to ${max}.`;
const tooLong = (max: number) => `Keep it under ${max} characters.`;
const tooManyRows = (max: number) => `You can add at most ${max}.`;

/** An empty form: every field blank, every list without rows. */
export function blankInput(definition: FormDefinition): FormInput {
  return Object.fromEntries(definition.fields.map((field) => [field.name, field.kind === 'list' ? [] : '']));
}

/** A blank row of `list`. */
export function blankRow(item: readonly ItemField[]): RowInput {
  return Object.fromEntries(item.map((field) => [field.name, '']));
}

/** What the patient saved, back in the form's fields for editing. */
export function inputOf(definition: FormDefinition, answers: FormAnswers | undefined): FormInput {
  const input = blankInput(definition);
  if (answers === undefined) return input;
  for (const field of definition.fields) {
    const saved = answers[field.name];
    if (saved === undefined) continue;
    if (field.kind === 'list') {
      if (Array.isArray(saved)) input[field.name] = saved.map((row) => ({ ...blankRow(field.item), ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v)])) }));
    } else if (!Array.isArray(saved)) {
      input[field.name] = String(saved);
    }
  }
  return input;
}

function checkItem(field: ItemField, raw: string, today: Date): Result<AnswerValue | null, string> {
  const text = raw.trim();
  if (text === '') return field.required ? Err(field.kind === 'choice' ? CHOOSE_ONE : FILL_THIS_IN) : Ok(null);
  switch (field.kind) {
    case 'text':
      return text.length > field.maxLength ? Err(tooLong(field.maxLength)) : Ok(text);
    case 'choice':
      return field.options.some((option) => option.value === text) ? Ok(text) : Err(CHOOSE_ONE);
    case 'number': {
      const value = Number(text.replace(',', '.'));
      if (!Number.isFinite(value) || value < field.min || value > field.max) return Err(numberRange(field.min, field.max));
      if (field.decimals === 0 && !Number.isInteger(value)) return Err(WHOLE_NUMBER);
      return Ok(Math.round(value * 10 ** field.decimals) / 10 ** field.decimals);
    }
    case 'year': {
      const latest = Number(istDate(today).slice(0, 4));
      const value = Number(text);
      return /^\d{4}$/.test(text) && value >= EARLIEST_YEAR && value <= latest ? Ok(value) : Err(yearRange(latest));
    }
    case 'date': {
      const date = parseCalendarDate(text);
      if (date === null) return Err(INVALID_DATE);
      if (date.getUTCFullYear() < EARLIEST_YEAR) return Err(TOO_EARLY_DATE);
      return text > istDate(today) ? Err(FUTURE_DATE) : Ok(text);
    }
  }
}

/**
 * The form checked as the server would take it: the answers, or a message per wrong field. A
 * list's fields are named `list.row.field` ('doses.1.date'), so each message sits at its own box.
 */
export function checkForm(definition: FormDefinition, input: FormInput, today: Date): Result<FormAnswers, InvalidForm<string>> {
  const answers: FormAnswers = {};
  const fields: FieldErrors<string> = {};
  for (const field of definition.fields) {
    const raw = input[field.name];
    if (field.kind === 'list') {
      const rows = Array.isArray(raw) ? raw : [];
      if (rows.length > field.max) fields[field.name] = tooManyRows(field.max);
      answers[field.name] = rows.map((row, index) => {
        const answer: RowAnswer = {};
        for (const item of field.item) {
          const checked = checkItem(item, row[item.name] ?? '', today);
          if (checked.isErr()) fields[`${field.name}.${index}.${item.name}`] = checked.error;
          else if (checked.value !== null) answer[item.name] = checked.value;
        }
        return answer;
      });
      continue;
    }
    const checked = checkItem(field, typeof raw === 'string' ? raw : '', today);
    if (checked.isErr()) fields[field.name] = checked.error;
    else if (checked.value !== null) answers[field.name] = checked.value;
  }
  return Object.keys(fields).length > 0 ? Err({ kind: 'invalid', fields }) : Ok(answers);
}

/** Body mass index with the cut-offs for Asian adults (WHO 2004, as Indian guidelines use them). */
export interface BodyMassIndex {
  value: number;
  category: 'Underweight' | 'Healthy' | 'Overweight' | 'Obese';
}

/** The BMI of a height and weight as typed, or null until both are numbers in range. */
export function bodyMassIndex(heightCm: string, weightKg: string): BodyMassIndex | null {
  const height = Number(heightCm) / 100;
  const weight = Number(weightKg);
  if (!(height >= 0.3 && height <= 2.5) || !(weight >= 1 && weight <= 300)) return null;
  const value = Math.round((weight / (height * height)) * 10) / 10;
  const category = value < 18.5 ? 'Underweight' : value < 23 ? 'Healthy' : value < 25 ? 'Overweight' : 'Obese';
  return { value, category };
}

/** Which forms a person has filled and which are left, in the onboarding's order. */
export interface HistoryProgress {
  filled: MedicalHistoryForm[];
  missing: MedicalHistoryForm[];
}

export function progressOf(record: MedicalHistoryRecord): HistoryProgress {
  return {
    filled: MEDICAL_HISTORY_FORMS.filter((form) => record[form] !== undefined),
    missing: MEDICAL_HISTORY_FORMS.filter((form) => record[form] === undefined),
  };
}

export { FORM_DEFINITIONS };
