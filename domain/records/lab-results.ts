import { byCodeUnits } from '../shared/order';
/**
 * A lab's reference range as it prints it: "4.0 - 5.6" (both ends), "< 117" (an upper limit
 * only) or "> 40" (a lower limit only).
 */
export interface ReferenceRange {
  low: number | null;
  high: number | null;
}

/**
 * One value of one parameter in one lab report (docs/api.md "Lab values"): what a lab sends as
 * data beside its PDF. A report the patient uploaded is a file only, so it has none.
 */
export interface LabResult {
  /** The report it was read from (a health record's id). */
  recordId: string;
  /** null for the patient themself, else the family member's id. */
  memberId: string | null;
  /** 'YYYY-MM-DD': the day of the sample. */
  date: string;
  lab: string;
  /** As the lab names it: 'HbA1c', 'LDL cholesterol'. */
  parameter: string;
  value: number;
  unit: string;
  range: ReferenceRange;
}

/** Where a value stands against the range of the lab that measured it. */
export type Standing = 'low' | 'normal' | 'high';

export function standing(value: number, range: ReferenceRange): Standing {
  if (range.low !== null && value < range.low) return 'low';
  if (range.high !== null && value > range.high) return 'high';
  return 'normal';
}

/** One parameter a person has values for, by its latest value. */
export interface ParameterSummary {
  parameter: string;
  latest: LabResult;
  standing: Standing;
  /** How many values there are, across every lab. */
  count: number;
}

/** A value on a trend, with where it stood against its own lab's range. */
export interface TrendPoint extends LabResult {
  standing: Standing;
}

/** One parameter of one person over time, oldest first, in the unit of the latest value. */
export interface ParameterTrend {
  parameter: string;
  unit: string;
  points: TrendPoint[];
  /** The labs that measured it, in the order they first did. */
  labs: string[];
  /** Values in another unit, which one axis cannot show beside these. */
  otherUnits: number;
}

/** Labs write the same parameter in different cases and spacing: 'HbA1c' and 'HBA1C ' are one. */
export function parameterKey(parameter: string): string {
  return parameter.trim().replace(/\s+/g, ' ').toLowerCase();
}

const byDay = (a: LabResult, b: LabResult) => byCodeUnits(a.date, b.date) || byCodeUnits(a.recordId, b.recordId);

function ofPerson(results: readonly LabResult[], memberId: string | null): LabResult[] {
  return results.filter((result) => result.memberId === memberId);
}

/**
 * The parameters one person has values for: those whose latest value is out of its range first
 * (what a patient should look at), then by name.
 */
export function parametersOf(results: readonly LabResult[], memberId: string | null): ParameterSummary[] {
  const groups = new Map<string, LabResult[]>();
  for (const result of ofPerson(results, memberId)) {
    const key = parameterKey(result.parameter);
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  const summaries = [...groups.values()].map((values): ParameterSummary => {
    const latest = [...values].sort(byDay).at(-1) as LabResult;
    return { parameter: latest.parameter, latest, standing: standing(latest.value, latest.range), count: values.length };
  });
  const outOfRange = (summary: ParameterSummary) => (summary.standing === 'normal' ? 1 : 0);
  return summaries.sort((a, b) => outOfRange(a) - outOfRange(b) || a.parameter.localeCompare(b.parameter));
}

/** One person's values of one parameter over time, or null when they have none. */
export function trendOf(results: readonly LabResult[], memberId: string | null, parameter: string): ParameterTrend | null {
  const key = parameterKey(parameter);
  const values = ofPerson(results, memberId)
    .filter((result) => parameterKey(result.parameter) === key)
    .sort(byDay);
  const latest = values.at(-1);
  if (latest === undefined) return null;
  const sameUnit = values.filter((result) => result.unit === latest.unit);
  return {
    parameter: latest.parameter,
    unit: latest.unit,
    points: sameUnit.map((result) => ({ ...result, standing: standing(result.value, result.range) })),
    labs: [...new Set(sameUnit.map((result) => result.lab))],
    otherUnits: values.length - sameUnit.length,
  };
}
