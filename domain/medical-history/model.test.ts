import { describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS, MEDICAL_HISTORY_FORMS, nextForm, previousForm } from './forms';
import { blankInput, bodyMassIndex, checkForm, inputOf, progressOf } from './model';

/** 26 November 2026, mid-morning in India. */
const TODAY = new Date('2026-11-26T05:00:00Z');

describe('checking a medical-history form', () => {
  it('takes basic details as numbers, leaving out what the patient left empty', () => {
    const checked = checkForm(FORM_DEFINITIONS.basic, { heightCm: ' 162 ', weightKg: '58,5', bloodGroup: 'B+', allergies: '' }, TODAY);
    expect(checked.unwrap()).toEqual({ heightCm: 162, weightKg: 58.5, bloodGroup: 'B+' });
  });

  it('says at each field what is wrong: missing, out of range, not whole, not a choice', () => {
    const checked = checkForm(FORM_DEFINITIONS.basic, { heightCm: '165.5', weightKg: '900', bloodGroup: 'Z', allergies: 'x'.repeat(301) }, TODAY);
    expect(checked.isErr() && checked.error.fields).toEqual({
      heightCm: 'Enter a whole number.',
      weightKg: 'Enter a number from 1 to 300.',
      bloodGroup: 'Choose one.',
      allergies: 'Keep it under 300 characters.',
    });
    const empty = checkForm(FORM_DEFINITIONS.habits, blankInput(FORM_DEFINITIONS.habits), TODAY);
    expect(empty.isErr() && empty.error.fields).toEqual({ smoking: 'Choose one.', alcohol: 'Choose one.', activity: 'Choose one.' });
  });

  it("puts a list row's message at that row's field, and takes an empty list as the answer 'none'", () => {
    const rows = { vaccines: [{ vaccine: 'TYPHOID', date: '2024-02-30' }, { vaccine: '', date: '2027-01-01' }, { vaccine: 'HPV', date: '1890-05-01' }] };
    const checked = checkForm(FORM_DEFINITIONS.vaccine, rows, TODAY);
    expect(checked.isErr() && checked.error.fields).toEqual({
      'vaccines.0.date': 'Enter a valid date.',
      'vaccines.1.vaccine': 'Choose one.',
      'vaccines.1.date': 'The date cannot be in the future.',
      'vaccines.2.date': 'Enter a date after 1900.',
    });
    expect(checkForm(FORM_DEFINITIONS.vaccine, { vaccines: [] }, TODAY).unwrap()).toEqual({ vaccines: [] });
  });

  it('takes today, in India, as a date that is not in the future', () => {
    const pastMidnight = new Date('2026-11-26T19:00:00Z'); // 27 November, 00:30 in India
    expect(checkForm(FORM_DEFINITIONS.ailments, { ailments: [{ name: 'Appendix removed', date: '2026-11-27' }] }, pastMidnight).isOk()).toBe(true);
  });

  it('asks for a year since when a condition has been there, up to this year', () => {
    const checked = checkForm(FORM_DEFINITIONS.health, { conditions: [{ condition: 'DIABETES', since: '2027' }], medicines: '' }, TODAY);
    expect(checked.isErr() && checked.error.fields).toEqual({ 'conditions.0.since': 'Enter a year from 1900 to 2026.' });
  });

  it('refuses more rows than a list takes', () => {
    const doses = Array.from({ length: 6 }, () => ({ vaccine: 'COVISHIELD', date: '2021-06-01' }));
    const checked = checkForm(FORM_DEFINITIONS.covid, { hadCovid: 'NO', covidWhen: '', doses }, TODAY);
    expect(checked.isErr() && checked.error.fields).toEqual({ doses: 'You can add at most 5.' });
  });

  it('gives saved answers back as the text of the fields, so editing starts from them', () => {
    const answers = { heightCm: 162, weightKg: 58.5, bloodGroup: 'B+' };
    expect(inputOf(FORM_DEFINITIONS.basic, answers)).toEqual({ heightCm: '162', weightKg: '58.5', bloodGroup: 'B+', allergies: '' });
    expect(inputOf(FORM_DEFINITIONS['family-disease'], { conditions: [{ relation: 'MOTHER', condition: 'DIABETES' }] })).toEqual({
      conditions: [{ relation: 'MOTHER', condition: 'DIABETES' }],
    });
    expect(checkForm(FORM_DEFINITIONS.basic, inputOf(FORM_DEFINITIONS.basic, answers), TODAY).unwrap()).toEqual(answers);
  });
});

describe('body mass index', () => {
  it('uses the cut-offs for Asian adults', () => {
    expect(bodyMassIndex('162', '58.5')).toEqual({ value: 22.3, category: 'Healthy' });
    expect(bodyMassIndex('170', '70')).toEqual({ value: 24.2, category: 'Overweight' });
    expect(bodyMassIndex('160', '78')).toEqual({ value: 30.5, category: 'Obese' });
    expect(bodyMassIndex('180', '55')).toEqual({ value: 17, category: 'Underweight' });
  });

  it('waits for both numbers in range', () => {
    expect(bodyMassIndex('', '58')).toBeNull();
    expect(bodyMassIndex('1620', '58')).toBeNull();
  });
});

describe('the onboarding through the nine forms', () => {
  it('walks them in the spec’s order', () => {
    expect(MEDICAL_HISTORY_FORMS).toEqual(['basic', 'habits', 'health', 'ailments', 'covid', 'hospitalized', 'symptoms', 'family-disease', 'vaccine']);
    expect(nextForm('basic')).toBe('habits');
    expect(nextForm('vaccine')).toBeNull();
    expect(previousForm('basic')).toBeNull();
    expect(previousForm('family-disease')).toBe('symptoms');
  });

  it('tells what is filled and what is left, in that order', () => {
    const saved = { answers: {}, updatedAt: '2026-11-20T10:00:00.000Z' };
    expect(progressOf({ habits: saved, basic: saved })).toEqual({
      filled: ['basic', 'habits'],
      missing: ['health', 'ailments', 'covid', 'hospitalized', 'symptoms', 'family-disease', 'vaccine'],
    });
  });
});
