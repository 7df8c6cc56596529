import { useId, useState, type FormEvent } from 'react';
import type { Lab, LabTestSummary } from '../../../domain/diagnostics/model';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, Field, FieldError, Hint } from '../../ui/controls';
import { useQuery } from '../../ui/use-query';
import { LabTestCard } from './DiagnosticsSearchPage';
import { useDomainText } from '../../i18n/domain-text';
import { AccreditationBadges, List, Muted } from './kit';
import { diagnosticsMessages } from './messages';

/** GET preferred product options on a test's page: the lab we suggest and the packages that hold the test. */
export function PreferredOptions({ testId, product, labs }: { testId: string; product: string; labs: readonly Lab[] }) {
  const state = useQuery(useUseCase(DIAGNOSTICS.LabOffers).preferredOptions(testId));
  const t = diagnosticsMessages.useT();
  // Extras: a failure here leaves the rest of the test page as it is.
  if (state.kind !== 'ready') return null;
  const preferred = labs.find((lab) => lab.id === state.value.preferredLabId);
  if (!preferred && state.value.packages.length === 0) return null;
  return (
    <section aria-label={t('offers.preferred')}>
      {preferred && (
        <p>
          <strong>{t('offers.pick')}</strong> {preferred.name} <AccreditationBadges accreditations={preferred.accreditations} /> <Muted>{t('offers.pickWhy')}</Muted>
        </p>
      )}
      {state.value.packages.length > 0 && (
        <>
          <h2>{t('offers.packages')}</h2>
          <List>
            {state.value.packages.map((item) => (
              <LabTestCard key={item.id} test={item} product={product} />
            ))}
          </List>
        </>
      )}
    </section>
  );
}

/** GET partner tests and search partner tests on a lab's page: its tests, a page at a time, or those matching the words. */
export function PartnerTests({ lab, product }: { lab: Lab; product: string }) {
  const offers = useUseCase(DIAGNOSTICS.LabOffers);
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  // Further pages (Show more tests) of the search asked, after the first page the query keeps.
  const [more, setMore] = useState<{ asked: string; items: LabTestSummary[]; page: number }>({ asked: '', items: [], page: 1 });
  const [moreError, setMoreError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const inputId = useId();
  const t = diagnosticsMessages.useT();
  const say = useDomainText();
  const query = offers.partnerTests(lab.id, asked);
  const state = useQuery(query);
  const shownMore = more.asked === asked ? more : { asked, items: [], page: 1 };
  const items = state.kind === 'ready' ? [...state.value.items, ...shownMore.items] : [];

  const showMore = async () => {
    if (loadingMore) return;
    setLoadingMore(true);
    const next = await offers.partnerTestsPage(lab.id, asked, shownMore.page + 1);
    setLoadingMore(false);
    if (next.isErr()) {
      setMoreError(describeApiError(next.error));
      return;
    }
    setMoreError(null);
    setMore({ asked, items: [...shownMore.items, ...next.value.items], page: shownMore.page + 1 });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(text.trim());
    setMoreError(null);
  };

  return (
    <section>
      <h2>{t('offers.tests', { lab: lab.name })}</h2>
      <form role="search" onSubmit={submit}>
        <Field>
          <label htmlFor={inputId}>{t('offers.searchTests', { lab: lab.name })}</label>
          <input id={inputId} type="search" value={text} autoComplete="off" onChange={(event) => setText(event.target.value)} />
        </Field>
        <Button type="submit">{t('search')}</Button>
      </form>
      {state.kind === 'loading' && <Hint role="status">{t('offers.loading')}</Hint>}
      {state.kind === 'failed' && (
        <div role="alert">
          <FieldError>{t('offers.failed', { reason: say(describeApiError(state.error)) })}</FieldError>
          <Button type="button" onClick={() => query.reload()}>
            {t('tryAgain')}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <p role="status">
            {state.value.total === 0
              ? asked === ''
                ? t('offers.noTests', { lab: lab.name })
                : t('offers.noMatch', { lab: lab.name, text: asked })
              : t(asked === '' ? 'offers.showing' : 'offers.showingFor', { shown: items.length, total: state.value.total, text: asked })}
          </p>
          <List aria-label={t('offers.tests', { lab: lab.name })}>
            {items.map((test) => (
              <LabTestCard key={test.id} test={test} product={product} />
            ))}
          </List>
          {moreError && <FieldError role="alert">{t('offers.moreFailed', { reason: say(moreError) })}</FieldError>}
          {items.length < state.value.total && (
            <Button type="button" $variant="secondary" aria-disabled={loadingMore || undefined} onClick={() => void showMore()}>
              {loadingMore ? t('offers.loadingMore') : t('offers.showMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
