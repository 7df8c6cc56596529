import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { QUESTION_MAX, QUESTION_MIN, searchFaq, type FaqTopic, type QuestionForm } from '../../../domain/content/faq';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { Actions, FormAlert, SelectField, SubmitButton, Success, TextAreaField, TextField } from '../../ui/form';
import { Loadable } from '../../ui/Loadable';
import { SafeHtml } from '../../ui/SafeHtml';
import { notSentIfInvalid } from '../../ui/throttled-submit';
import { useForm } from '../../ui/use-form';
import { useQuery } from '../../ui/use-query';
import { contentMessages } from './messages';

/** The topic of a question that fits none of the FAQ's, as the forum receives it. */
const OTHER_TOPIC = 'Other';

const Topic = styled.section`
  margin-top: 1.5rem;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.5rem;
  }
`;

const Question = styled.details`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.surface};
  & + & {
    margin-top: 0.5rem;
  }
  summary {
    cursor: pointer;
    padding: 0.75rem 1rem;
    font-weight: 600;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.primary};
    outline-offset: 2px;
  }
  > div {
    padding: 0 1rem 0.75rem;
  }
`;

const Ask = styled.section`
  margin-top: 2rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.25rem;
  }
`;

/** /patient/faq: the questions by topic, searched as one types, and a form for one they do not answer. */
export default function FaqPage({ route }: PageProps) {
  const t = contentMessages.useT();
  const title = usePageTitle(route);
  const faq = useUseCase(CONTENT.Faq);
  const query = faq.topics();
  const state = useQuery(query);
  const [search, setSearch] = useState('');
  const topics = state.kind === 'ready' ? state.value : null;
  const found = topics === null ? null : searchFaq(topics, search);
  const unanswered = found !== null && found.length === 0 && search.trim() !== '' ? search.trim() : null;

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Hint>{t('faq.lead')}</Hint>
      <TextField label={t('faq.search')} hint={t('faq.searchHint')} type="search" name="faq-search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <Loadable state={state} what={t('faq.what')} retry={query.reload}>
        {() => <Answers topics={found ?? []} search={search.trim()} />}
      </Loadable>
      <AskQuestion topics={(topics ?? []).map((topic) => topic.topic)} unanswered={unanswered} />
    </Card>
  );
}

function Answers({ topics, search }: { topics: FaqTopic[]; search: string }) {
  const t = contentMessages.useT();
  const count = topics.reduce((sum, topic) => sum + topic.entries.length, 0);
  return (
    <>
      <p role="status">
        {search === '' ? null : count === 0 ? t('faq.noMatch', { search }) : t('faq.matches', { count, search })}
      </p>
      {search !== '' && count === 0 && <p>{t('faq.noMatchAsk')}</p>}
      {topics.map(({ topic, entries }) => (
        <TopicAnswers key={topic} topic={topic}>
          {entries.map((entry) => (
            <Question key={entry.id}>
              <summary lang="en" translate="no">
                {entry.question}
              </summary>
              <div lang="en" translate="no">
                <SafeHtml html={entry.answerHtml} />
              </div>
            </Question>
          ))}
        </TopicAnswers>
      ))}
    </>
  );
}

function TopicAnswers({ topic, children }: { topic: string; children: ReactNode }) {
  const id = useId();
  return (
    <Topic aria-labelledby={id}>
      <h2 id={id} lang="en" translate="no">
        {topic}
      </h2>
      {children}
    </Topic>
  );
}

/** The question form; `unanswered` is a search that found nothing, which the patient may send as it is. */
function AskQuestion({ topics, unanswered }: { topics: readonly string[]; unanswered: string | null }) {
  const t = contentMessages.useT();
  const say = useDomainText();
  const heading = useId();
  const faq = useUseCase(CONTENT.Faq);
  const questionRef = useRef<HTMLTextAreaElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [askedId, setAskedId] = useState<string | null>(null);
  const { formRef, values, field, set, reset, busy, onSubmit, showErrors } = useForm<QuestionForm, unknown>({
    initial: () => faq.draft(),
    validate: (form) => faq.validate(form),
    onStart: () => setServerError(null),
    submit: async (_valid, form) => {
      const asked = await faq.ask(form);
      if (asked.isOk()) {
        setAskedId(asked.value.id);
        reset(faq.draft());
        return;
      }
      const error = asked.error;
      if (error.kind === 'in-progress') return;
      if (error.kind === 'invalid') {
        showErrors(error.fields);
        return notSentIfInvalid(error);
      }
      setServerError(describeApiError(error));
    },
  });
  useEffect(() => faq.keepDraft(values), [faq, values]);
  const length = [...values.question.trim()].length;

  const askSearched = (question: string) => {
    set('question', question);
    questionRef.current?.focus();
  };

  return (
    <Ask aria-labelledby={heading}>
      <h2 id={heading}>{t('faq.ask.title')}</h2>
      <Hint>{t('faq.ask.lead')}</Hint>
      {askedId !== null ? (
        <Success role="status">
          <p>
            <strong>{t('faq.ask.thanks')}</strong>
          </p>
          <p>{t('faq.ask.reference', { id: askedId })}</p>
          <Button type="button" $variant="secondary" onClick={() => setAskedId(null)}>
            {t('faq.ask.another')}
          </Button>
        </Success>
      ) : (
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('faq.ask.form')}>
          {serverError && <FormAlert role="alert">{t('faq.ask.notSent', { reason: say(serverError) })}</FormAlert>}
          {unanswered !== null && values.question.trim() === '' && (
            <Actions>
              <Button type="button" $variant="secondary" onClick={() => askSearched(unanswered)}>
                {t('faq.askThis')}
              </Button>
            </Actions>
          )}
          <SelectField label={t('faq.ask.topic')} {...field('topic')}>
            <option value="">{t('faq.ask.chooseTopic')}</option>
            {topics.map((topic) => (
              <option key={topic} value={topic} lang="en" translate="no">
                {topic}
              </option>
            ))}
            <option value={OTHER_TOPIC}>{t('faq.ask.other')}</option>
          </SelectField>
          <TextAreaField
            label={t('faq.ask.question')}
            {...field('question')}
            ref={questionRef}
            rows={4}
            hint={t('faq.ask.length', { length, max: QUESTION_MAX, min: QUESTION_MIN })}
          />
          <Actions>
            <SubmitButton busy={busy} busyLabel={t('faq.ask.sending')}>
              {t('faq.ask.send')}
            </SubmitButton>
          </Actions>
        </form>
      )}
    </Ask>
  );
}
