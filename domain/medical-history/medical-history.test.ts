import { Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { Drafts } from '../shared/drafts';
import { ManualClock, MemoryStore, testQueries } from '../shared/test-doubles';
import { MedicalHistory } from './medical-history';
import type { FormAnswers, MedicalHistoryRecord, SavedForm } from './model';
import type { MedicalHistoryApi } from './ports';

class RecordingApi implements MedicalHistoryApi {
  readonly saves: { userId: string; form: string; answers: FormAnswers }[] = [];
  record: MedicalHistoryRecord = {};
  release: (() => void) | null = null;

  async history() {
    return Ok(structuredClone(this.record));
  }

  async save(userId: string, form: 'basic', answers: FormAnswers) {
    this.saves.push({ userId, form, answers });
    if (this.release === null) await Promise.resolve();
    else await new Promise<void>((resolve) => (this.release = resolve));
    const saved: SavedForm = { answers, updatedAt: '2026-01-15T04:30:00.000Z' };
    this.record[form] = saved;
    return Ok(saved);
  }
}

function setup() {
  const clock = new ManualClock();
  const api = new RecordingApi();
  let token: string | null = 'priya-session';
  const drafts = new Drafts(new MemoryStore(), () => token, clock);
  const history = new MedicalHistory({ api, queries: testQueries(clock), clock, drafts });
  return { api, history, signOut: () => (token = null), signInAs: (t: string) => (token = t) };
}

const BASIC = { heightCm: '162', weightKg: '58.5', bloodGroup: 'B+', allergies: '' };

describe('MedicalHistory', () => {
  it('saves a checked form and shows it in the record at once', async () => {
    const { api, history } = setup();
    const record = history.record('u-1');
    expect((await record.value()).unwrap()).toEqual({});

    const saved = await history.save('u-1', 'basic', BASIC);

    expect(saved.isOk()).toBe(true);
    expect(api.saves).toEqual([{ userId: 'u-1', form: 'basic', answers: { heightCm: 162, weightKg: 58.5, bloodGroup: 'B+' } }]);
    expect(record.state).toMatchObject({ kind: 'ready', value: { basic: { answers: { heightCm: 162, weightKg: 58.5, bloodGroup: 'B+' } } } });
  });

  it('sends nothing for a form with a wrong field, and says which', async () => {
    const { api, history } = setup();
    const saved = await history.save('u-1', 'basic', { ...BASIC, heightCm: '' });
    expect(saved.isErr() && saved.error).toEqual({ kind: 'invalid', fields: { heightCm: 'Fill this in.' } });
    expect(api.saves).toEqual([]);
  });

  it('sends one save however often Save is pressed while it is out', async () => {
    const { api, history } = setup();
    api.release = () => undefined;
    const first = history.save('u-1', 'basic', BASIC);
    const second = await history.save('u-1', 'basic', BASIC);
    expect(second.isErr() && second.error).toEqual({ kind: 'in-progress' });
    api.release();
    expect((await first).isOk()).toBe(true);
    expect(api.saves).toHaveLength(1);
  });

  it('keeps the form being typed for that person and that form only, until it is saved', async () => {
    const { history } = setup();
    history.keepDraft('fm-3', 'basic', { ...BASIC, weightKg: '61' });

    expect(history.draft('fm-3', 'basic')).toEqual({ ...BASIC, weightKg: '61' });
    expect(history.draft('u-1', 'basic')).toBeNull();
    expect(history.draft('fm-3', 'habits')).toBeNull();

    await history.save('fm-3', 'basic', { ...BASIC, weightKg: '61' });
    expect(history.draft('fm-3', 'basic')).toBeNull();
  });

  it('never hands a draft to another session', () => {
    const { history, signInAs } = setup();
    history.keepDraft('u-1', 'symptoms', { symptoms: [{ symptom: 'Cough', duration: '3', unit: 'DAYS' }] });
    signInAs('rahul-session');
    expect(history.draft('u-1', 'symptoms')).toBeNull();
  });
});
