import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { DRAFT_NAMES, Drafts } from '../shared/drafts';
import type { ApiError } from '../shared/errors';
import { ManualClock, MemoryStore, testQueries } from '../shared/test-doubles';
import { EMPTY_QUESTION_FORM, Faq, FAQ_MESSAGES, groupByTopic, QUESTION_DRAFT_LIFETIME_MS, searchFaq } from './faq';
import type { AskedQuestion, FaqEntry } from './model';
import { StubCms } from './test-support';

const ENTRIES: FaqEntry[] = [
  { id: 'f1', topic: 'Payments and refunds', question: 'How long does a refund take?', answerHtml: '<p>Refunds reach your <strong>UPI</strong> account in 5 to 7 working days.</p>' },
  { id: 'f2', topic: 'Consultations', question: 'Can I consult a doctor at night?', answerHtml: '<p>Our family physicians answer from 8&nbsp;AM to 10 PM.</p>' },
  { id: 'f3', topic: 'Payments and refunds', question: 'Which cards do you accept?', answerHtml: '<p>Visa, Mastercard and RuPay.</p>' },
];

function faqWith(cms: StubCms) {
  const clock = new ManualClock();
  const session = { token: 'patient-token' as string | null };
  const drafts = new Drafts(new MemoryStore(), () => session.token, clock);
  return { faq: new Faq(cms, testQueries(clock), drafts), drafts, clock, session };
}

const GOOD_QUESTION = { topic: 'Consultations', question: '  Can my mother   join the video call from her phone? ' };

describe('groupByTopic', () => {
  it('puts each question under its topic, topics in the order they first appear', () => {
    expect(groupByTopic(ENTRIES).map(({ topic, entries }) => [topic, entries.map((e) => e.id)])).toEqual([
      ['Payments and refunds', ['f1', 'f3']],
      ['Consultations', ['f2']],
    ]);
  });
});

describe('searchFaq', () => {
  const topics = groupByTopic(ENTRIES);

  it('keeps every question for a blank search', () => {
    expect(searchFaq(topics, '   ')).toEqual(topics);
  });

  it('finds a question by words of its answer in any case and order, and drops topics left empty', () => {
    expect(searchFaq(topics, 'upi REFUNDS')).toEqual([{ topic: 'Payments and refunds', entries: [ENTRIES[0]] }]);
  });

  it('matches what a reader sees, not the markup: "strong" is no match, "8 AM" is', () => {
    expect(searchFaq(topics, 'strong')).toEqual([]);
    expect(searchFaq(topics, '8 am')).toEqual([{ topic: 'Consultations', entries: [ENTRIES[1]] }]);
  });

  it('finds every question of a topic by the topic’s name', () => {
    expect(searchFaq(topics, 'payments').flatMap((t) => t.entries.map((e) => e.id))).toEqual(['f1', 'f3']);
  });

  it('finds nothing when one of the words is nowhere', () => {
    expect(searchFaq(topics, 'refund insurance')).toEqual([]);
  });
});

describe('Faq.topics', () => {
  it('loads GET /faq and groups it by topic', async () => {
    const { faq } = faqWith(new StubCms({ faq: () => Ok(ENTRIES) }));
    const topics = (await faq.topics().value()).unwrap();
    expect(topics.map((t) => t.topic)).toEqual(['Payments and refunds', 'Consultations']);
  });
});

describe('Faq.validate', () => {
  it('tidies the question’s spaces and keeps the topic', () => {
    const { faq } = faqWith(new StubCms());
    expect(faq.validate(GOOD_QUESTION).unwrap()).toEqual({ topic: 'Consultations', question: 'Can my mother join the video call from her phone?' });
  });

  it.each([
    [{ topic: '', question: 'Can my mother join the call?' }, { topic: FAQ_MESSAGES.topicMissing }],
    [{ topic: 'Consultations', question: '   ' }, { question: FAQ_MESSAGES.questionEmpty }],
    [{ topic: 'Consultations', question: 'Is it safe?' }, { question: FAQ_MESSAGES.questionTooShort }],
    [{ topic: 'Consultations', question: 'x'.repeat(501) }, { question: FAQ_MESSAGES.questionTooLong }],
  ])('says what is wrong at each field of %j', (form, fields) => {
    const { faq } = faqWith(new StubCms());
    const checked = faq.validate(form);
    expect(checked.isErr() && checked.error).toEqual({ kind: 'invalid', fields });
  });
});

describe('Faq.ask', () => {
  it('sends the checked question and forgets the draft once it is sent', async () => {
    const cms = new StubCms({ askQuestion: () => Ok({ id: 'FQ-1042' }) });
    const { faq } = faqWith(cms);
    faq.keepDraft(GOOD_QUESTION);

    const asked = await faq.ask(GOOD_QUESTION);

    expect(asked.unwrap()).toEqual({ id: 'FQ-1042' });
    expect(cms.asked).toEqual([{ topic: 'Consultations', question: 'Can my mother join the video call from her phone?' }]);
    expect(faq.draft()).toEqual(EMPTY_QUESTION_FORM);
  });

  it('sends nothing for a form with mistakes', async () => {
    const cms = new StubCms();
    const { faq } = faqWith(cms);
    expect((await faq.ask({ topic: '', question: '' })).isErr()).toBe(true);
    expect(cms.asked).toEqual([]);
  });

  it('keeps the draft when the call fails, so the patient can send it again', async () => {
    const failure: ApiError = { kind: 'server', status: 500, message: '' };
    const { faq } = faqWith(new StubCms({ askQuestion: () => Err(failure) }));
    faq.keepDraft(GOOD_QUESTION);

    const asked = await faq.ask(GOOD_QUESTION);
    expect(asked.isErr() && asked.error).toEqual(failure);
    expect(faq.draft()).toEqual(GOOD_QUESTION);
  });

  it('sends once when pressed twice while the first is on its way', async () => {
    let answer: (result: Result<AskedQuestion, ApiError>) => void = () => undefined;
    const cms = new StubCms({ askQuestion: () => new Promise((resolve) => (answer = resolve)) });
    const { faq } = faqWith(cms);

    const first = faq.ask(GOOD_QUESTION);
    const second = await faq.ask(GOOD_QUESTION);
    answer(Ok({ id: 'FQ-7' }));

    expect(second.isErr() && second.error).toEqual({ kind: 'in-progress' });
    expect((await first).unwrap()).toEqual({ id: 'FQ-7' });
    expect(cms.asked).toHaveLength(1);
  });
});

describe('Faq drafts', () => {
  it('gives back what was typed, until it lapses after a day', () => {
    const { faq, clock } = faqWith(new StubCms());
    faq.keepDraft(GOOD_QUESTION);
    expect(faq.draft()).toEqual(GOOD_QUESTION);

    clock.advanceSeconds(QUESTION_DRAFT_LIFETIME_MS / 1000);

    expect(faq.draft()).toEqual(EMPTY_QUESTION_FORM);
  });

  it('keeps nothing for another session, nor for an emptied form', () => {
    const { faq, drafts, session } = faqWith(new StubCms());
    faq.keepDraft(GOOD_QUESTION);
    session.token = 'someone-else';
    expect(faq.draft()).toEqual(EMPTY_QUESTION_FORM);

    session.token = 'patient-token';
    faq.keepDraft(GOOD_QUESTION);
    faq.keepDraft(EMPTY_QUESTION_FORM);
    expect(drafts.read(DRAFT_NAMES.faqQuestion)).toBeNull();
  });
});
