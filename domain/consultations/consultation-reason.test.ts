import { describe, expect, it } from 'vitest';
import { Drafts } from '../shared/drafts';
import { ManualClock, MemoryStore } from '../shared/test-doubles';
import { ConsultationReasonDraft } from './consultation-reason';

function setup(token: string | null = 'token-priya') {
  const clock = new ManualClock();
  const tabStore = new MemoryStore();
  const session = { token };
  const reasons = new ConsultationReasonDraft(new Drafts(tabStore, () => session.token, clock));
  return { clock, tabStore, session, reasons };
}

describe('the consultation reason draft', () => {
  it('keeps the symptoms and reason for 10 minutes, then forgets them', () => {
    const { clock, reasons } = setup();
    reasons.save({ symptoms: ['Fever', 'Fever', ' Headache '], reason: '  Fever since two days  ', sharedRecordIds: ['doc-1', 'doc-1', 'doc-2'] });
    expect(reasons.read()).toEqual({ symptoms: ['Fever', 'Headache'], reason: 'Fever since two days', sharedRecordIds: ['doc-1', 'doc-2'] });
    clock.advanceSeconds(10 * 60 - 1);
    expect(reasons.read()).not.toBeNull();
    clock.advanceSeconds(1);
    expect(reasons.read()).toBeNull();
  });

  it('is the signed-in session’s alone: another session reads nothing, and the draft is gone', () => {
    const { tabStore, session, reasons } = setup();
    reasons.save({ symptoms: ['Anxiety or stress'], reason: 'Panic attacks at night', sharedRecordIds: [] });

    session.token = 'token-rahul';

    expect(reasons.read()).toBeNull();
    expect(tabStore.entries.size).toBe(0);
  });

  it('keeps nothing for a visitor, who has no session to keep it in', () => {
    const { tabStore, reasons } = setup(null);
    expect(reasons.save({ symptoms: ['Fever'], reason: '', sharedRecordIds: [] }).isOk()).toBe(true);
    expect(reasons.read()).toBeNull();
    expect(tabStore.entries.size).toBe(0);
  });

  it('asks for a symptom or a few words before saving anything', () => {
    const { tabStore, reasons } = setup();
    const saved = reasons.save({ symptoms: [], reason: ' a ', sharedRecordIds: [] });
    expect(saved.isErr() && saved.error.message).toBe('Choose a symptom or tell the doctor in a few words why you are consulting.');
    expect(tabStore.entries.size).toBe(0);
  });

  it('checks the form before saving, with its message at the reason', () => {
    const { tabStore, reasons } = setup();
    const checked = reasons.validate({ symptoms: [], reason: '', sharedRecordIds: [] });
    expect(checked.isErr() && checked.error).toEqual({
      kind: 'invalid',
      fields: { reason: 'Choose a symptom or tell the doctor in a few words why you are consulting.' },
    });
    expect(reasons.validate({ symptoms: ['Fever', ' Fever '], reason: ' since Monday ', sharedRecordIds: [] }).unwrap()).toEqual({ symptoms: ['Fever'], reason: 'since Monday', sharedRecordIds: [] });
    expect(tabStore.entries.size).toBe(0);
  });

  it('refuses a reason over 500 characters', () => {
    const saved = setup().reasons.save({ symptoms: ['Fever'], reason: 'x'.repeat(501), sharedRecordIds: [] });
    expect(saved.isErr() && saved.error.kind).toBe('too-long');
  });

  it('shares at most ten records with the doctor, with the message at the records chosen', () => {
    const { tabStore, reasons } = setup();
    const eleven = Array.from({ length: 11 }, (_, i) => `doc-${i}`);
    const checked = reasons.validate({ symptoms: ['Fever'], reason: '', sharedRecordIds: eleven });
    expect(checked.isErr() && checked.error).toEqual({ kind: 'invalid', fields: { sharedRecordIds: 'Share at most 10 records with the doctor.' } });
    expect(reasons.save({ symptoms: ['Fever'], reason: '', sharedRecordIds: eleven }).isErr()).toBe(true);
    expect(tabStore.entries.size).toBe(0);
    expect(reasons.save({ symptoms: ['Fever'], reason: '', sharedRecordIds: eleven.slice(1) }).isOk()).toBe(true);
  });

  it('reads a draft saved before records could be shared as sharing none', () => {
    const { tabStore, reasons } = setup();
    reasons.save({ symptoms: ['Fever'], reason: 'since Monday', sharedRecordIds: [] });
    const key = 'draft:consultation-reason';
    const stored = JSON.parse(tabStore.get(key) ?? '') as { value: Record<string, unknown> };
    delete stored.value.sharedRecordIds;
    tabStore.set(key, JSON.stringify(stored));
    expect(reasons.read()).toEqual({ symptoms: ['Fever'], reason: 'since Monday', sharedRecordIds: [] });
  });

  it('ignores a draft it cannot read rather than failing', () => {
    const { tabStore, reasons } = setup();
    tabStore.set('draft:consultation-reason', 'not json');
    expect(reasons.read()).toBeNull();
  });
});
