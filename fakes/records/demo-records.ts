import { istDate } from '../../domain/shared/calendar-date';
import type { LabResult, ReferenceRange } from '../../domain/records/lab-results';
import type { HealthRecord } from '../../domain/records/model';
import { FAKE_DOCTORS } from '../consultations/doctors';
import { LABS } from '../diagnostics/tests';
import { stableHash } from '../seeded-random';
import { onePagePdf } from '../pdf';
import type { FakeStoredRecord } from '../state';

/** A lab panel as an Indian lab prints it: each parameter with its value, unit and reference range. */
interface Panel {
  title: string;
  rows: readonly (readonly [name: string, values: readonly string[], unit: string, range: string])[];
}

const PANELS: readonly Panel[] = [
  { title: 'HbA1c (Glycated haemoglobin)', rows: [['HbA1c', ['5.4', '6.1', '6.8', '7.4'], '%', '4.0 - 5.6'], ['Estimated average glucose', ['108', '128', '148', '166'], 'mg/dL', '< 117']] },
  { title: 'Fasting blood sugar', rows: [['Glucose, fasting', ['92', '104', '118', '131'], 'mg/dL', '70 - 100']] },
  {
    title: 'Lipid profile',
    rows: [
      ['Total cholesterol', ['168', '192', '214', '238'], 'mg/dL', '< 200'],
      ['LDL cholesterol', ['96', '118', '134', '152'], 'mg/dL', '< 100'],
      ['HDL cholesterol', ['38', '44', '52', '61'], 'mg/dL', '> 40'],
      ['Triglycerides', ['110', '146', '172', '205'], 'mg/dL', '< 150'],
    ],
  },
  { title: 'Thyroid profile (T3, T4, TSH)', rows: [['T3, total', ['1.1', '1.3'], 'ng/mL', '0.8 - 2.0'], ['T4, total', ['7.2', '8.9'], 'ug/dL', '5.1 - 14.1'], ['TSH', ['2.1', '3.8', '5.9', '7.2'], 'uIU/mL', '0.27 - 4.2']] },
  {
    title: 'Complete blood count (CBC)',
    rows: [
      ['Haemoglobin', ['10.9', '12.4', '13.6', '14.8'], 'g/dL', '12.0 - 15.0'],
      ['Total leucocyte count', ['5.6', '7.2', '9.8'], '10^3/uL', '4.0 - 10.0'],
      ['Platelet count', ['1.9', '2.6', '3.4'], 'lakh/uL', '1.5 - 4.1'],
    ],
  },
  { title: 'Vitamin D (25-hydroxy)', rows: [['Vitamin D, 25-OH', ['12.4', '18.9', '27.5', '36.1'], 'ng/mL', '30 - 100']] },
  { title: 'Vitamin B12', rows: [['Vitamin B12', ['168', '246', '412'], 'pg/mL', '211 - 911']] },
  { title: 'Kidney function test (KFT)', rows: [['Creatinine', ['0.7', '0.9', '1.2'], 'mg/dL', '0.6 - 1.1'], ['Urea', ['18', '26', '38'], 'mg/dL', '17 - 43'], ['Uric acid', ['4.2', '5.6', '7.1'], 'mg/dL', '2.6 - 6.0']] },
];

/** What a physician in India writes for the common complaints, with the salt beside the brand. */
const PRESCRIPTIONS: readonly { diagnosis: string; medicines: readonly string[]; advice: string }[] = [
  { diagnosis: 'Type 2 diabetes mellitus, follow-up', medicines: ['Tab. Glycomet 500 (Metformin 500 mg) 1-0-1 after food x 90 days', 'Tab. Januvia 50 (Sitagliptin 50 mg) 1-0-0 x 90 days'], advice: 'Walk 30 minutes daily; HbA1c after 3 months.' },
  { diagnosis: 'Essential hypertension', medicines: ['Tab. Telma 40 (Telmisartan 40 mg) 1-0-0 x 30 days'], advice: 'Less salt; check BP twice a week and keep a log.' },
  { diagnosis: 'Acute upper respiratory tract infection', medicines: ['Tab. Dolo 650 (Paracetamol 650 mg) SOS for fever, up to 3 a day x 5 days', 'Tab. Montair LC (Montelukast 10 mg + Levocetirizine 5 mg) 0-0-1 x 5 days'], advice: 'Warm fluids and steam inhalation; review if fever lasts beyond 3 days.' },
  { diagnosis: 'Hypothyroidism', medicines: ['Tab. Thyronorm 50 mcg (Levothyroxine 50 mcg) 1-0-0 empty stomach x 90 days'], advice: 'Repeat TSH after 6 weeks.' },
  { diagnosis: 'Vitamin D deficiency', medicines: ['Cap. Uprise D3 60K (Cholecalciferol 60,000 IU) once a week x 8 weeks', 'Tab. Shelcal 500 (Calcium 500 mg + Vitamin D3) 0-1-0 x 60 days'], advice: 'Morning sunlight for 15 minutes.' },
  { diagnosis: 'Acid peptic disease', medicines: ['Tab. Pan 40 (Pantoprazole 40 mg) 1-0-0 before breakfast x 14 days'], advice: 'Small meals; avoid late dinners and spicy food.' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The person a demo record is for: the patient (memberId null) or a family member. */
export interface DemoPerson {
  memberId: string | null;
  name: string;
}

/** A range as a lab prints it ("4.0 - 5.6", "< 117", "> 40") as numbers. */
export function printedRange(printed: string): ReferenceRange {
  const [low, high] = printed.split(' - ').map(Number);
  if (printed.startsWith('< ')) return { low: null, high: Number(printed.slice(2)) };
  if (printed.startsWith('> ')) return { low: Number(printed.slice(2)), high: null };
  return { low: low ?? null, high: high ?? null };
}

/** The panels a patient repeats over the months (a diabetic's HbA1c, a thyroid patient's TSH): their trends tell a story. */
const FOLLOWED_UP = PANELS.filter((panel) => ['HbA1c (Glycated haemoglobin)', 'Lipid profile', 'Thyroid profile (T3, T4, TSH)', 'Vitamin D (25-hydroxy)', 'Complete blood count (CBC)', 'Fasting blood sugar'].includes(panel.title));

/** How long ago the patient's follow-up reports were, oldest first. */
const FOLLOW_UP_DAYS_AGO = [520, 330, 150, 35];

/** The family's demo past: its records, and the values our lab orders' reports carry as data. */
export interface DemoPast {
  records: FakeStoredRecord[];
  results: LabResult[];
}

/**
 * The believable past of one family, picked by a hash of who they are (the same every time,
 * without drawing from the seed's faker), over the last eighteen months: for the patient, two
 * panels followed up four times at our partner labs, whose reports carry their values, so the
 * patient has trends to see; for each family member, two reports they uploaded; for everyone, a
 * prescription of one of the catalogue's doctors.
 */
export function demoRecords(userId: string, people: readonly DemoPerson[], nowMs: number, newId: () => string): DemoPast {
  const records: FakeStoredRecord[] = [];
  const results: LabResult[] = [];
  const daysAgo = (days: number) => istDate(new Date(nowMs - days * DAY_MS));
  const report = (person: DemoPerson, panel: Panel, lab: string, date: string, origin: HealthRecord['origin'], valueOf: (values: readonly string[], name: string) => string) => {
    const rows = panel.rows.map(([name, values, unit, range]) => ({ name, value: valueOf(values, name), unit, range }));
    const lines = [
      `${lab} - ${panel.title}`,
      `Patient: ${person.name}    Sample collected: ${date}`,
      '',
      'Parameter / Result / Unit / Reference range',
      ...rows.map((row) => `${row.name}: ${row.value} ${row.unit}   (${row.range})`),
      '',
      'Electronically verified by the consultant pathologist. NABL accredited laboratory.',
    ];
    const record = document(newId(), 'LAB_REPORT', origin, panel.title, date, lab, person, lines, nowMs);
    records.push(record);
    if (origin === 'LAB_ORDER') {
      for (const row of rows) results.push({ recordId: record.id, memberId: person.memberId, date, lab, parameter: row.name, value: Number(row.value), unit: row.unit, range: printedRange(row.range) });
    }
  };
  people.forEach((person, personIndex) => {
    const key = `${userId}|${person.memberId ?? 'self'}`;
    const pick = <T>(list: readonly T[], salt: string): T => list[stableHash(`${key}|${salt}`) % list.length] as T;
    if (personIndex === 0) {
      const first = stableHash(`${key}|followed`) % FOLLOWED_UP.length;
      for (const panel of [FOLLOWED_UP[first], FOLLOWED_UP[(first + 1) % FOLLOWED_UP.length]] as Panel[]) {
        FOLLOW_UP_DAYS_AGO.forEach((days, visit) => {
          const date = daysAgo(days + (stableHash(`${key}|${panel.title}|${visit}`) % 20));
          report(person, panel, pick(LABS, `${panel.title}|lab${visit}`).name, date, 'LAB_ORDER', (values) => values[Math.min(visit, values.length - 1)] as string);
        });
      }
    } else {
      for (let n = 0; n < 2; n += 1) {
        report(person, pick(PANELS, `panel${n}`), pick(LABS, `lab${n}`).name, daysAgo(10 + (stableHash(`${key}|day${n}`) % 540)), 'UPLOADED', (values, name) => pick(values, `${name}${n}`));
      }
    }
    const prescription = pick(PRESCRIPTIONS, 'rx');
    const doctor = pick(
      FAKE_DOCTORS.filter((each) => each.speciality === 'GENERAL_PHYSICIAN'),
      'doctor',
    );
    const date = daysAgo(5 + (stableHash(`${key}|rxday`) % 400));
    const lines = [
      `${doctor.name}, ${doctor.qualifications.join(', ')} (Reg. ${doctor.registrationNumber})`,
      `Patient: ${person.name}    Date: ${date}`,
      '',
      `Diagnosis: ${prescription.diagnosis}`,
      'Rx',
      ...prescription.medicines.map((medicine, index) => `${index + 1}. ${medicine}`),
      '',
      `Advice: ${prescription.advice}`,
    ];
    records.push(document(newId(), 'PRESCRIPTION', 'UPLOADED', prescription.diagnosis, date, doctor.name, person, lines, nowMs));
  });
  return { records, results };
}

function document(id: string, kind: HealthRecord['kind'], origin: HealthRecord['origin'], title: string, date: string, source: string, person: DemoPerson, lines: readonly string[], nowMs: number): FakeStoredRecord {
  const url = onePagePdf(lines);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    id,
    kind,
    origin,
    title,
    date,
    source,
    memberId: person.memberId,
    personName: person.name,
    file: { name: `${slug}-${date}.pdf`, contentType: 'application/pdf', sizeBytes: Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4), url },
    addedAt: new Date(Math.min(nowMs, Date.parse(`${date}T12:00:00+05:30`))).toISOString(),
  };
}
