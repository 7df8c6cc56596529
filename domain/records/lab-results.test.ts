import { describe, expect, it } from 'vitest';
import { parametersOf, standing, trendOf, type LabResult } from './lab-results';

function result(change: Partial<LabResult>): LabResult {
  return { recordId: 'doc-1', memberId: null, date: '2026-01-10', lab: 'Metropolis Healthcare', parameter: 'HbA1c', value: 5.4, unit: '%', range: { low: 4, high: 5.6 }, ...change };
}

describe('Lab values over time', () => {
  it('judges a value against the range of the lab that measured it, with one-sided ranges as labs print them', () => {
    expect(standing(6.1, { low: 4, high: 5.6 })).toBe('high');
    expect(standing(3.9, { low: 4, high: 5.6 })).toBe('low');
    expect(standing(5.6, { low: 4, high: 5.6 })).toBe('normal');
    expect(standing(38, { low: 40, high: null })).toBe('low');
    expect(standing(250, { low: null, high: 200 })).toBe('high');
  });

  it('draws a trend across labs oldest first, each value judged by its own lab’s range', () => {
    const results = [
      result({ recordId: 'doc-3', date: '2026-09-01', lab: 'Thyrocare', value: 6.8, range: { low: 4.5, high: 6.9 } }),
      result({ recordId: 'doc-1', date: '2025-12-01', value: 5.4 }),
      result({ recordId: 'doc-2', date: '2026-04-01', lab: 'Dr Lal PathLabs', value: 6.1, range: { low: 4, high: 6.4 } }),
      result({ recordId: 'doc-9', memberId: 'fm-3', date: '2026-10-01', value: 9.1 }),
    ];
    const trend = trendOf(results, null, 'hba1c');
    expect(trend?.points.map((point) => [point.date, point.value, point.standing])).toEqual([
      ['2025-12-01', 5.4, 'normal'],
      ['2026-04-01', 6.1, 'normal'],
      ['2026-09-01', 6.8, 'normal'],
    ]);
    expect(trend?.labs).toEqual(['Metropolis Healthcare', 'Dr Lal PathLabs', 'Thyrocare']);
  });

  it('keeps another family member’s values out of a person’s trend, and has none for a parameter never measured', () => {
    const results = [result({ memberId: 'fm-3', value: 9.1 })];
    expect(trendOf(results, null, 'HbA1c')).toBeNull();
    expect(trendOf(results, 'fm-3', 'Vitamin D')).toBeNull();
    expect(trendOf(results, 'fm-3', 'HbA1c')?.points).toHaveLength(1);
  });

  it('treats one parameter written differently by two labs as one, and leaves out values in another unit than the latest, counting them', () => {
    const results = [
      result({ parameter: 'Glucose, fasting', unit: 'mmol/L', value: 5.2, date: '2025-01-01', range: { low: 3.9, high: 5.5 } }),
      result({ parameter: 'GLUCOSE,  FASTING ', unit: 'mg/dL', value: 104, date: '2025-06-01', range: { low: 70, high: 100 } }),
      result({ parameter: 'Glucose, fasting', unit: 'mg/dL', value: 118, date: '2026-06-01', range: { low: 70, high: 100 } }),
    ];
    const trend = trendOf(results, null, 'glucose, fasting');
    expect(trend).toMatchObject({ parameter: 'Glucose, fasting', unit: 'mg/dL', otherUnits: 1 });
    expect(trend?.points.map((point) => point.value)).toEqual([104, 118]);
  });

  it('lists a person’s parameters with their latest value, those out of range first', () => {
    const results = [
      result({ parameter: 'Vitamin D, 25-OH', unit: 'ng/mL', value: 36.1, date: '2026-08-01', range: { low: 30, high: 100 } }),
      result({ parameter: 'Vitamin D, 25-OH', unit: 'ng/mL', value: 12.4, date: '2025-08-01', range: { low: 30, high: 100 } }),
      result({ parameter: 'TSH', unit: 'uIU/mL', value: 7.2, range: { low: 0.27, high: 4.2 } }),
      result({ parameter: 'HbA1c', value: 5.2 }),
      result({ parameter: 'Haemoglobin', unit: 'g/dL', value: 10.9, range: { low: 12, high: 15 } }),
    ];
    expect(parametersOf(results, null).map((summary) => [summary.parameter, summary.latest.value, summary.standing, summary.count])).toEqual([
      ['Haemoglobin', 10.9, 'low', 1],
      ['TSH', 7.2, 'high', 1],
      ['HbA1c', 5.2, 'normal', 1],
      ['Vitamin D, 25-OH', 36.1, 'normal', 2],
    ]);
  });
});
