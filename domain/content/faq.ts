import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { SingleFlight, validateForm, type AlreadyInProgress, type InvalidForm } from '../account/forms';
import { DRAFT_NAMES, type Drafts } from '../shared/drafts';
import type { ApiError } from '../shared/errors';
import type { Query, QueryCache } from '../shared/query';
import { schemaFromParser } from '../shared/schema';
import type { AskedQuestion, FaqEntry, ForumQuestion } from './model';
import type { CmsApi } from './ports';

export const QUESTION_MIN = 15;
export const QUESTION_MAX = 500;

/** A question typed and not yet sent is kept for a day: long enough to come back to after a break. */
export const QUESTION_DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const FAQ_MESSAGES = {
  topicMissing: 'Choose what your question is about',
  questionEmpty: 'Write your question',
  questionTooShort: `Write at least ${QUESTION_MIN} characters so our team can answer`,
  questionTooLong: `Keep your question to ${QUESTION_MAX} characters`,
} as const;

/** The FAQ's questions under one topic, in the order the server sends them. */
export interface FaqTopic {
  topic: string;
  entries: FaqEntry[];
}

/** Topics in the order they first appear, each with its questions. */
export function groupByTopic(entries: readonly FaqEntry[]): FaqTopic[] {
  const topics = new Map<string, FaqEntry[]>();
  for (const entry of entries) {
    const topic = entry.topic.trim();
    topics.set(topic, [...(topics.get(topic) ?? []), entry]);
  }
  return [...topics].map(([topic, grouped]) => ({ topic, entries: grouped }));
}

/** The words of an answer as a reader sees them: markup and entities do not match a search. */
function readableText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

function wordsOf(text: string): string[] {
  return text.toLocaleLowerCase('en-IN').split(/\s+/).filter((word) => word !== '');
}

/**
 * The questions matching what the patient typed: every word they typed appears in the
 * question, its answer or its topic, in any case and order ("refund upi" finds "How long does a
 * UPI refund take?"). Topics with no match drop out; a blank search keeps everything.
 */
export function searchFaq(topics: readonly FaqTopic[], search: string): FaqTopic[] {
  const words = wordsOf(search);
  if (words.length === 0) return [...topics];
  return topics
    .map(({ topic, entries }) => ({
      topic,
      entries: entries.filter((entry) => {
        const text = `${topic} ${entry.question} ${readableText(entry.answerHtml)}`.toLocaleLowerCase('en-IN');
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter(({ entries }) => entries.length > 0);
}

export interface QuestionForm {
  topic: string;
  question: string;
}

export type QuestionField = keyof QuestionForm;

export const EMPTY_QUESTION_FORM: QuestionForm = { topic: '', question: '' };

function parseQuestion(input: string): Result<string, string> {
  const question = input.trim().replace(/\s+/g, ' ');
  const length = [...question].length;
  if (length === 0) return Err(FAQ_MESSAGES.questionEmpty);
  if (length < QUESTION_MIN) return Err(FAQ_MESSAGES.questionTooShort);
  if (length > QUESTION_MAX) return Err(FAQ_MESSAGES.questionTooLong);
  return Ok(question);
}

const QuestionSchema = v.object({
  topic: v.pipe(v.string(FAQ_MESSAGES.topicMissing), v.trim(), v.minLength(1, FAQ_MESSAGES.topicMissing)),
  question: schemaFromParser(parseQuestion, FAQ_MESSAGES.questionEmpty),
});

export type AskError = InvalidForm<QuestionField> | AlreadyInProgress | ApiError;

function isQuestionForm(value: unknown): value is QuestionForm {
  if (typeof value !== 'object' || value === null) return false;
  const { topic, question } = value as Record<string, unknown>;
  return typeof topic === 'string' && typeof question === 'string';
}

/** /patient/faq: the questions by topic (GET /faq) and asking one they do not answer (the forum question call). */
export class Faq {
  private readonly asking = new SingleFlight();

  constructor(
    private readonly cms: CmsApi,
    private readonly queries: QueryCache,
    private readonly drafts: Drafts,
  ) {}

  /** The questions by topic, kept for revisits. */
  topics(): Query<FaqTopic[]> {
    return this.queries.query(['content', 'faq'], async () => (await this.cms.faq()).map(groupByTopic));
  }

  validate(form: QuestionForm): Result<ForumQuestion, InvalidForm<QuestionField>> {
    return validateForm(QuestionSchema, { ...form });
  }

  /** What the patient typed and did not send, in this session; else an empty form. */
  draft(): QuestionForm {
    const kept = this.drafts.read(DRAFT_NAMES.faqQuestion);
    return isQuestionForm(kept) ? { topic: kept.topic, question: kept.question } : { ...EMPTY_QUESTION_FORM };
  }

  /** Keeps what is typed, so a reload or a failed call loses nothing; an empty form keeps nothing. */
  keepDraft(form: QuestionForm): void {
    if (form.topic === '' && form.question.trim() === '') this.drafts.remove(DRAFT_NAMES.faqQuestion);
    else this.drafts.save(DRAFT_NAMES.faqQuestion, form, QUESTION_DRAFT_LIFETIME_MS);
  }

  /** Sends the question once, however often it is pressed; once sent, the draft goes. */
  async ask(form: QuestionForm): Promise<Result<AskedQuestion, AskError>> {
    const question = this.validate(form);
    if (question.isErr()) return question;
    return this.asking.run(async () => {
      const asked = await this.cms.askQuestion(question.value);
      if (asked.isErr()) return Err(asked.error);
      this.drafts.remove(DRAFT_NAMES.faqQuestion);
      return Ok(asked.value);
    });
  }
}
