import { RELATIONSHIPS } from '../shared/constants';
import { RELATION_LABELS } from '../family/model';
import { MEDICAL_HISTORY_FORMS, type MedicalHistoryForm } from '../navigation/routes';

export { MEDICAL_HISTORY_FORMS, type MedicalHistoryForm };

/** One choice of a field: what is saved, and what the patient reads. */
export interface Option {
  value: string;
  label: string;
}

interface FieldBase {
  name: string;
  label: string;
  /** A line under the field saying what to put there. */
  hint?: string;
  required?: boolean;
}

/** The fields a form or a row of a list is made of. */
export type ItemField =
  | (FieldBase & { kind: 'number'; unit: string; min: number; max: number; decimals: 0 | 1 })
  | (FieldBase & { kind: 'choice'; options: readonly Option[] })
  | (FieldBase & { kind: 'date' })
  | (FieldBase & { kind: 'year' })
  | (FieldBase & { kind: 'text'; maxLength: number });

/** A list the patient adds rows to (conditions, vaccines): none at all is an answer too. */
export interface ListField {
  kind: 'list';
  name: string;
  label: string;
  hint?: string;
  /** The button that adds a row: 'Add a condition'. */
  addLabel: string;
  /** What one row is called when it is removed: 'condition'. */
  itemName: string;
  item: readonly ItemField[];
  max: number;
}

export type FormField = ItemField | ListField;

export interface FormDefinition {
  form: MedicalHistoryForm;
  title: string;
  /** One line under the title: why a doctor wants this. */
  intro: string;
  fields: readonly FormField[];
}

const options = (...labels: string[]): Option[] => labels.map((label) => ({ value: label.toUpperCase().replace(/[^A-Z0-9+-]+/g, '_'), label }));

/** Blood groups as a lab report writes them. */
const BLOOD_GROUPS: readonly Option[] = [
  ...['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'].map((group) => ({ value: group, label: group })),
  { value: 'UNKNOWN', label: "I don't know" },
];

const CHRONIC_CONDITIONS = options(
  'Diabetes',
  'High blood pressure',
  'Thyroid disorder',
  'Asthma',
  'Heart disease',
  'Kidney disease',
  'PCOS',
  'Arthritis',
  'Other',
);

const FAMILY_CONDITIONS = options('Diabetes', 'High blood pressure', 'Heart disease', 'Cancer', 'Stroke', 'Asthma', 'Thyroid disorder', 'Mental illness', 'Other');

const COVID_VACCINES = options('Covishield', 'Covaxin', 'Corbevax', 'Sputnik V', 'Other');

const VACCINES = options('Hepatitis B', 'Tetanus', 'Influenza', 'Typhoid', 'HPV', 'Pneumococcal', 'MMR', 'Chickenpox', 'Other');

const RELATIVES: readonly Option[] = RELATIONSHIPS.map((relation) => ({ value: relation, label: RELATION_LABELS[relation] }));

/**
 * The nine forms of the medical history (spec §2 /auth/medicalHistory/{form}), in the order the
 * onboarding walks through them: what a doctor asks at a first visit, and nothing a doctor would
 * not use. What each asks is recorded in docs/decisions.md ("Medical history").
 */
export const FORM_DEFINITIONS: Readonly<Record<MedicalHistoryForm, FormDefinition>> = {
  basic: {
    form: 'basic',
    title: 'Basic details',
    intro: 'Height, weight and blood group: the first things a doctor looks at.',
    fields: [
      { kind: 'number', name: 'heightCm', label: 'Height', unit: 'cm', min: 30, max: 250, decimals: 0, required: true },
      { kind: 'number', name: 'weightKg', label: 'Weight', unit: 'kg', min: 1, max: 300, decimals: 1, required: true },
      { kind: 'choice', name: 'bloodGroup', label: 'Blood group', options: BLOOD_GROUPS, required: true },
      { kind: 'text', name: 'allergies', label: 'Allergies', hint: 'Medicines, foods or anything else; leave empty if none.', maxLength: 300 },
    ],
  },
  habits: {
    form: 'habits',
    title: 'Habits',
    intro: 'How you live day to day affects what a doctor advises.',
    fields: [
      { kind: 'choice', name: 'smoking', label: 'Smoking or tobacco', options: options('Never', 'Used to', 'Yes'), required: true },
      { kind: 'choice', name: 'alcohol', label: 'Alcohol', options: options('Never', 'Occasionally', 'Regularly', 'Used to'), required: true },
      { kind: 'choice', name: 'activity', label: 'Physical activity', options: options('Mostly sitting', 'Light', 'Moderate', 'Very active'), required: true },
      { kind: 'choice', name: 'diet', label: 'Diet', options: options('Vegetarian', 'Eggetarian', 'Non-vegetarian', 'Vegan') },
      { kind: 'number', name: 'sleepHours', label: 'Sleep a night', unit: 'hours', min: 0, max: 24, decimals: 1 },
    ],
  },
  health: {
    form: 'health',
    title: 'Long-term conditions',
    intro: 'Conditions you live with and the medicines you take for them.',
    fields: [
      {
        kind: 'list',
        name: 'conditions',
        label: 'Conditions',
        addLabel: 'Add a condition',
        itemName: 'condition',
        max: 12,
        item: [
          { kind: 'choice', name: 'condition', label: 'Condition', options: CHRONIC_CONDITIONS, required: true },
          { kind: 'year', name: 'since', label: 'Since (year)', required: true },
        ],
      },
      { kind: 'text', name: 'medicines', label: 'Medicines you take regularly', hint: 'Name and dose, for example Metformin 500 mg twice a day.', maxLength: 500 },
    ],
  },
  ailments: {
    form: 'ailments',
    title: 'Past illnesses and surgeries',
    intro: 'Illnesses you have recovered from and operations you have had.',
    fields: [
      {
        kind: 'list',
        name: 'ailments',
        label: 'Illnesses and surgeries',
        addLabel: 'Add an illness or surgery',
        itemName: 'illness or surgery',
        max: 20,
        item: [
          { kind: 'text', name: 'name', label: 'Illness or surgery', maxLength: 120, required: true },
          { kind: 'date', name: 'date', label: 'When', required: true },
        ],
      },
    ],
  },
  covid: {
    form: 'covid',
    title: 'COVID-19',
    intro: 'Whether you had COVID-19 and the vaccine doses you took.',
    fields: [
      { kind: 'choice', name: 'hadCovid', label: 'Have you had COVID-19?', options: options('Yes', 'No', 'Not sure'), required: true },
      { kind: 'date', name: 'covidWhen', label: 'When (if you had it)' },
      {
        kind: 'list',
        name: 'doses',
        label: 'Vaccine doses',
        addLabel: 'Add a dose',
        itemName: 'dose',
        max: 5,
        item: [
          { kind: 'choice', name: 'vaccine', label: 'Vaccine', options: COVID_VACCINES, required: true },
          { kind: 'date', name: 'date', label: 'Date', required: true },
        ],
      },
    ],
  },
  hospitalized: {
    form: 'hospitalized',
    title: 'Hospital stays',
    intro: 'Times you were admitted to a hospital.',
    fields: [
      {
        kind: 'list',
        name: 'stays',
        label: 'Hospital stays',
        addLabel: 'Add a hospital stay',
        itemName: 'hospital stay',
        max: 20,
        item: [
          { kind: 'text', name: 'reason', label: 'Reason', maxLength: 120, required: true },
          { kind: 'text', name: 'hospital', label: 'Hospital', maxLength: 120 },
          { kind: 'date', name: 'admitted', label: 'Admitted on', required: true },
          { kind: 'number', name: 'days', label: 'Days in hospital', unit: 'days', min: 1, max: 365, decimals: 0, required: true },
        ],
      },
    ],
  },
  symptoms: {
    form: 'symptoms',
    title: 'Current symptoms',
    intro: 'What troubles you now, and for how long.',
    fields: [
      {
        kind: 'list',
        name: 'symptoms',
        label: 'Symptoms',
        addLabel: 'Add a symptom',
        itemName: 'symptom',
        max: 12,
        item: [
          { kind: 'text', name: 'symptom', label: 'Symptom', maxLength: 80, required: true },
          { kind: 'number', name: 'duration', label: 'For how long', unit: '', min: 1, max: 365, decimals: 0, required: true },
          { kind: 'choice', name: 'unit', label: 'Days, weeks or months', options: options('Days', 'Weeks', 'Months'), required: true },
        ],
      },
    ],
  },
  'family-disease': {
    form: 'family-disease',
    title: 'Family history',
    intro: 'Conditions that run in your family tell a doctor what to watch for.',
    fields: [
      {
        kind: 'list',
        name: 'conditions',
        label: 'Conditions in the family',
        addLabel: 'Add a family condition',
        itemName: 'family condition',
        max: 20,
        item: [
          { kind: 'choice', name: 'relation', label: 'Relative', options: RELATIVES, required: true },
          { kind: 'choice', name: 'condition', label: 'Condition', options: FAMILY_CONDITIONS, required: true },
        ],
      },
    ],
  },
  vaccine: {
    form: 'vaccine',
    title: 'Vaccinations',
    intro: 'Vaccines you have had as an adult, with their dates.',
    fields: [
      {
        kind: 'list',
        name: 'vaccines',
        label: 'Vaccines',
        addLabel: 'Add a vaccine',
        itemName: 'vaccine',
        max: 20,
        item: [
          { kind: 'choice', name: 'vaccine', label: 'Vaccine', options: VACCINES, required: true },
          { kind: 'date', name: 'date', label: 'Date', required: true },
        ],
      },
    ],
  },
};

/** The form after `form` in the onboarding, or null after the last. */
export function nextForm(form: MedicalHistoryForm): MedicalHistoryForm | null {
  return MEDICAL_HISTORY_FORMS[MEDICAL_HISTORY_FORMS.indexOf(form) + 1] ?? null;
}

/** The form before `form`, or null before the first. */
export function previousForm(form: MedicalHistoryForm): MedicalHistoryForm | null {
  return MEDICAL_HISTORY_FORMS[MEDICAL_HISTORY_FORMS.indexOf(form) - 1] ?? null;
}
