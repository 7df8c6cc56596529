import { describe, expect, it } from 'vitest';
import { filterRecords, type RecordFilter } from './filter';
import { newestFirst } from './model';
import { testRecord } from './test-records';

const ALL: RecordFilter = { kind: 'LAB_REPORT', member: 'ALL', origin: 'ALL', from: '', to: '', search: '' };

const RECORDS = newestFirst([
  testRecord({ id: 'cbc', title: 'Complete blood count', date: '2026-01-10' }),
  testRecord({ id: 'tsh', title: 'Thyroid profile', date: '2025-11-02', memberId: 'fm-mother', personName: 'Sunita Sharma', origin: 'LAB_ORDER', source: 'Thyrocare' }),
  testRecord({ id: 'hba1c', title: 'HbA1c', date: '2026-01-10', addedAt: '2026-01-11T06:00:00.000Z', memberId: 'fm-mother', personName: 'Sunita Sharma' }),
  testRecord({ id: 'rx', kind: 'PRESCRIPTION', title: 'Dr Meera Iyer', date: '2026-01-12', origin: 'CONSULTATION' }),
]);

const ids = (filter: Partial<RecordFilter>) => filterRecords(RECORDS, { ...ALL, ...filter }).map((record) => record.id);

describe('the records list', () => {
  it('puts the newest day first, and on one day the one added last', () => {
    expect(RECORDS.map((record) => record.id)).toEqual(['rx', 'hba1c', 'cbc', 'tsh']);
  });

  it('shows one tab at a time: lab reports or prescriptions', () => {
    expect(ids({})).toEqual(['hba1c', 'cbc', 'tsh']);
    expect(ids({ kind: 'PRESCRIPTION' })).toEqual(['rx']);
  });

  it("shows the patient's own records or one family member's", () => {
    expect(ids({ member: 'SELF' })).toEqual(['cbc']);
    expect(ids({ member: { memberId: 'fm-mother' } })).toEqual(['hba1c', 'tsh']);
  });

  it('tells our lab orders and consultations from uploads', () => {
    expect(ids({ origin: 'OURS' })).toEqual(['tsh']);
    expect(ids({ origin: 'UPLOADED' })).toEqual(['hba1c', 'cbc']);
  });

  it('keeps the days between the two dates, both included', () => {
    expect(ids({ from: '2026-01-10' })).toEqual(['hba1c', 'cbc']);
    expect(ids({ to: '2025-12-31' })).toEqual(['tsh']);
    expect(ids({ from: '2025-11-02', to: '2025-11-02' })).toEqual(['tsh']);
  });

  it('finds every word searched in the name, the lab or doctor, or the person, in any case', () => {
    expect(ids({ search: 'thyroid' })).toEqual(['tsh']);
    expect(ids({ search: 'THYROCARE' })).toEqual(['tsh']);
    expect(ids({ search: 'sunita hba1c' })).toEqual(['hba1c']);
    expect(ids({ search: '  ' })).toEqual(['hba1c', 'cbc', 'tsh']);
  });
});
