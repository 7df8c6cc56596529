import { Err, Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { ManualClock, testQueries } from '../shared/test-doubles';
import { HealthRecords } from './health-records';
import type { Query } from '../shared/query';
import type { LabResult } from './lab-results';
import type { HealthRecord, NewRecord } from './model';
import type { RecordsApi } from './ports';
import { testRecord } from './test-records';

const PDF_BYTES = new Uint8Array([...'%PDF-1.4\n'].map((c) => c.charCodeAt(0)));
const DETAILS = { kind: 'LAB_REPORT', title: 'Lipid profile', date: '2026-01-14', source: 'Metropolis', member: 'fm-mother' };

class RecordingApi implements RecordsApi {
  records$: HealthRecord[] = [testRecord({ id: 'old', date: '2025-12-01' })];
  readonly uploads: NewRecord[] = [];
  failNext = false;

  async records() {
    return Ok(structuredClone(this.records$));
  }

  async upload(record: NewRecord, onProgress?: (fraction: number) => void) {
    this.uploads.push(record);
    onProgress?.(1);
    if (this.failNext) {
      this.failNext = false;
      return Err({ kind: 'network' as const });
    }
    const saved = testRecord({ id: `doc-${this.uploads.length}`, title: record.title, date: record.date, memberId: record.memberId });
    this.records$.push(saved);
    return Ok(saved);
  }

  async setPrivate(id: string, isPrivate: boolean) {
    const found = this.records$.find((record) => record.id === id && record.memberId === null);
    if (!found) return Err({ kind: 'not-found' as const, message: 'Data Not Found' });
    found.private = isPrivate;
    return Ok(structuredClone(found));
  }

  refuseRemove = false;

  async remove(id: string) {
    if (this.refuseRemove) return Err({ kind: 'network' as const });
    this.records$ = this.records$.filter((record) => record.id !== id);
    this.results$ = this.results$.filter((result) => result.recordId !== id);
    return Ok(null);
  }

  results$: LabResult[] = [{ recordId: 'old', memberId: null, date: '2025-12-01', lab: 'Metropolis', parameter: 'HbA1c', value: 6.1, unit: '%', range: { low: 4, high: 5.6 } }];

  async labResults() {
    return Ok(structuredClone(this.results$));
  }
}

function setup() {
  const clock = new ManualClock();
  const api = new RecordingApi();
  return { api, records: new HealthRecords({ api, queries: testQueries(clock), clock }) };
}

describe('HealthRecords', () => {
  it('uploads a file with the type its content shows, and the list shows it first at once', async () => {
    const { api, records } = setup();
    const list = records.list();
    await list.value();

    const uploaded = await records.upload(DETAILS, { name: 'lipids.bin', bytes: PDF_BYTES }, ['fm-mother']);

    expect(uploaded.isOk()).toBe(true);
    expect(api.uploads[0]).toMatchObject({ title: 'Lipid profile', memberId: 'fm-mother', file: { name: 'lipids.bin', contentType: 'application/pdf' } });
    expect(list.state).toMatchObject({ kind: 'ready', value: [{ id: 'doc-1' }, { id: 'old' }] });
  });

  it('sends nothing for a file that is not a PDF or an image, or for details with a wrong field', async () => {
    const { api, records } = setup();
    const lying = await records.upload(DETAILS, { name: 'report.pdf', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04]) }, ['fm-mother']);
    expect(lying.isErr() && lying.error).toEqual({ kind: 'unsupported-type' });
    const untitled = await records.upload({ ...DETAILS, title: '' }, { name: 'a.pdf', bytes: PDF_BYTES }, ['fm-mother']);
    expect(untitled.isErr() && untitled.error).toMatchObject({ kind: 'invalid', fields: { title: expect.any(String) } });
    expect(api.uploads).toEqual([]);
  });

  it('gives back the failure of one upload, and a retry sends that file alone', async () => {
    const { api, records } = setup();
    api.failNext = true;
    const failed = await records.upload(DETAILS, { name: 'a.pdf', bytes: PDF_BYTES }, ['fm-mother']);
    expect(failed.isErr() && failed.error).toEqual({ kind: 'network' });
    const retried = await records.upload(DETAILS, { name: 'a.pdf', bytes: PDF_BYTES }, ['fm-mother']);
    expect(retried.isOk()).toBe(true);
    expect(api.uploads).toHaveLength(2);
  });

  it('takes a deleted record out of the list on screen', async () => {
    const { records } = setup();
    const list = records.list();
    await list.value();
    expect((await records.remove('old')).isOk()).toBe(true);
    expect(list.state).toMatchObject({ kind: 'ready', value: [] });
  });

  it('takes a deleted report’s values out of the trends on screen with it', async () => {
    const { records } = setup();
    const results = records.labResults();
    expect((await results.value()).unwrap()).toHaveLength(1);
    expect((await records.remove('old')).isOk()).toBe(true);
    expect(results.state).toMatchObject({ kind: 'ready', value: [] });
  });

  it('withdraws a record for the undo window: out of the lists at once, out of a list fetched meanwhile, nothing deleted yet', async () => {
    const { api, records } = setup();
    const list = records.list();
    await list.value();
    records.withdraw('old');
    expect(list.state).toMatchObject({ kind: 'ready', value: [] });
    await list.reload();
    expect(list.state).toMatchObject({ kind: 'ready', value: [] });
    expect(api.records$.map((record) => record.id)).toEqual(['old']);
  });

  it('brings a withdrawn record back on undo, and deletes it only when the window ends', async () => {
    const { api, records } = setup();
    const list = records.list();
    await list.value();
    records.withdraw('old');
    records.restore('old');
    await waitForList(list, ['old']);

    records.withdraw('old');
    expect((await records.remove('old')).isOk()).toBe(true);
    expect(api.records$).toEqual([]);
    expect(list.state).toMatchObject({ kind: 'ready', value: [] });
  });

  it('shows a withdrawn record again when the server would not delete it', async () => {
    const { api, records } = setup();
    const list = records.list();
    await list.value();
    records.withdraw('old');
    api.refuseRemove = true;
    expect((await records.remove('old')).isErr()).toBe(true);
    await waitForList(list, ['old']);
  });
});

/** The ids a list shows once its fetch under way has answered. */
async function waitForList(list: Query<HealthRecord[], unknown>, ids: string[]) {
  await list.value();
  expect(list.state).toMatchObject({ kind: 'ready', value: ids.map((id) => expect.objectContaining({ id })) });
}
