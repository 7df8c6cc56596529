import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LabTestSummary } from '../../../domain/diagnostics/model';
import type { LabSearchState } from '../../../domain/diagnostics/search';
import { describeApiError } from '../../../domain/shared/errors';
import { useObservable, useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { productOf } from '../../app/product-segment';
import { rupees } from '../../ui/price';
import { SearchIcon } from '../../ui/icons';
import { useQuery } from '../../ui/use-query';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import type { Translate } from '../../i18n/messages-of';
import { fastingText, List, Muted, rich, Row, sampleText, turnaroundText, ZipcodeChip } from './kit';
import { diagnosticsMessages } from './messages';
import type en from './messages/en';
import { CustomPackage } from './CustomPackage';
import { CUSTOM_PACKAGE_MAX_TESTS } from '../../../domain/diagnostics/packages';

const IDLE: LabSearchState = { kind: 'idle' };

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: flex-end;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
    width: 100%;
  }
  input {
    flex: 1 1 16rem;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
`;

// Room for results only once a search is on, so they arrive without moving the page (CLS);
// before that the page shows no empty gap.
const Results = styled.section<{ $searching: boolean }>`
  margin-top: 1.25rem;
  min-height: ${({ $searching }) => ($searching ? '12rem' : '0')};
`;

const TestCard = styled(Card)`
  display: grid;
  gap: 0.35rem;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

function statusText(t: Translate<typeof en>, state: LabSearchState): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'too-short':
      return t('search.tooShort');
    case 'loading':
      return t('search.loading', { text: state.text });
    case 'results':
      return t('search.showing', { shown: state.items.length, total: state.total, text: state.text });
    case 'empty':
      return t('search.empty', { text: state.text });
    case 'failed':
      return t('search.failedStatus', { text: state.text });
  }
}

/** A test or package in a list: what it is, preparation, the lowest price and how many labs offer it. */
export function LabTestCard({ test, product, action }: { test: LabTestSummary; product: string; action?: ReactNode }) {
  const t = diagnosticsMessages.useT();
  return (
    <TestCard as="li">
      <h3>
        <Link to={`/${product}/testDetails/${encodeURIComponent(test.id)}`} translate="no">{test.name}</Link>
      </h3>
      <Row>
        <Muted>{test.kind === 'PACKAGE' ? t('card.package', { count: test.parameterCount }) : t('card.parameters', { count: test.parameterCount })}</Muted>
        <Muted>{t('card.sample', { sample: sampleText(t, test) })}</Muted>
        <Muted>{fastingText(t, test)}</Muted>
        <Muted>{turnaroundText(t, test)}</Muted>
      </Row>
      {test.labCount > 0 ? (
        <p style={{ margin: 0 }}>
          {rich(
            t,
            'card.price',
            { count: test.labCount },
            { price: <strong>{rupees(test.fromPricePaise)}</strong>, mrp: <s aria-label={t('mrp', { price: rupees(test.mrpPaise) })}>{rupees(test.mrpPaise)}</s> },
          )}
        </p>
      ) : (
        <Hint>{t('card.notOffered')}</Hint>
      )}
      {action}
    </TestCard>
  );
}

/**
 * /diagnostics, /{product}/diagnosticsList, /{product}/diagnostics, /{product}/search-diagnosis,
 * /diagnostic-choice and /diagnosticChoice: lab test search (spec §5: page 1, limit 10, q and
 * the zipcode kept in local storage), with the packages of the city while the box is empty.
 */
export default function DiagnosticsSearchPage({ route, params }: PageProps) {
  const search = useUseCase(DIAGNOSTICS.LabTestSearch);
  const details = useUseCase(DIAGNOSTICS.LabTestDetails);
  const zipcode = useUseCase(DIAGNOSTICS.CollectionZipcode);
  const state = useObservable(search.state$, IDLE);
  // A new pincode renders again, and the packages of its city are a new query.
  useObservable(zipcode.zipcode$, zipcode.current);
  const [text, setText] = useState(() => (state.kind === 'idle' ? '' : state.text));
  const inputId = useId();
  const headingId = useId();
  const product = productOf(params);
  const packagesQuery = details.packages();
  const packages = useQuery(packagesQuery);
  const picks = useUseCase(DIAGNOSTICS.PackagePicks);
  const t = diagnosticsMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  const chosen = useObservable(picks.picks$, picks.current);
  const packageAction = (test: LabTestSummary) => {
    if (test.kind !== 'TEST') return undefined;
    const picked = chosen.some((item) => item.id === test.id);
    const full = !picked && chosen.length >= CUSTOM_PACKAGE_MAX_TESTS;
    return (
      <Button
        type="button"
        $variant="secondary"
        aria-pressed={picked}
        aria-disabled={full || undefined}
        title={full ? t('search.packageFull', { max: CUSTOM_PACKAGE_MAX_TESTS }) : undefined}
        onClick={() => picks.toggle(test)}
      >
        {t('search.addToPackage', { name: test.name })}
      </Button>
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.submit(text);
  };

  return (
    <>
      <PageTitle>{route.title === 'Diagnostics' ? t('search.title') : title}</PageTitle>
      <p>{t('search.intro')}</p>
      <ZipcodeChip onChange={() => search.refresh()} />
      <SearchForm role="search" onSubmit={submit} style={{ marginTop: '1rem' }}>
        <label htmlFor={inputId}>{t('search.label')}</label>
        <input
          id={inputId}
          type="search"
          name="q"
          value={text}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          placeholder={t('search.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            search.type(event.target.value);
          }}
        />
        <Button type="submit">
          <SearchIcon />
          {t('search')}
        </Button>
      </SearchForm>

      <Results aria-labelledby={headingId} aria-busy={state.kind === 'loading'} $searching={state.kind !== 'idle' && state.kind !== 'too-short'}>
        <h2 id={headingId} className="visually-hidden">
          {t('search.results')}
        </h2>
        <p role="status">{statusText(t, state)}</p>
        {state.kind === 'failed' && (
          <div role="alert">
            <FieldError>{t('search.failed', { reason: say(describeApiError(state.error)) })}</FieldError>
            <Button type="button" onClick={() => search.refresh()}>
              {t('tryAgain')}
            </Button>
          </div>
        )}
        {state.kind === 'empty' && (
          <Card>
            <h3>{state.message}</h3>
            <p>{t('search.emptyHint', { text: state.text })}</p>
          </Card>
        )}
        {state.kind === 'results' && (
          <>
            <List>
              {state.items.map((test) => (
                <LabTestCard key={test.id} test={test} product={product} action={packageAction(test)} />
              ))}
            </List>
            <div style={{ marginTop: '1rem' }}>
              {state.moreError && <FieldError role="alert">{t('search.moreFailed', { reason: say(describeApiError(state.moreError)) })}</FieldError>}
              {state.items.length < state.total ? (
                <Button type="button" $variant="secondary" aria-disabled={state.loadingMore || undefined} onClick={() => void search.loadMore()}>
                  {state.loadingMore ? t('search.loadingMore') : t('search.showMore')}
                </Button>
              ) : (
                <Hint>{t('search.all', { total: state.total })}</Hint>
              )}
            </div>
          </>
        )}
      </Results>

      <CustomPackage chosen={chosen} product={product} onRemove={(id) => picks.remove(id)} />
      <p style={{ marginTop: '1.5rem' }}>
        <Link to={`/${product}/diagnostics-cart`}>{t('search.cart')}</Link> · <Link to={`/${product}/diagnostics-orders`}>{t('search.orders')}</Link>
      </p>
      {/* Last on the page: the packages arrive after it paints, and only what is below them may move (CLS). */}
      {(state.kind === 'idle' || state.kind === 'too-short') && (
        <section aria-labelledby={`${headingId}-packages`}>
          <h2 id={`${headingId}-packages`}>{t('search.packages')}</h2>
          {packages.kind === 'loading' && <Hint>{t('search.packagesLoading')}</Hint>}
          {packages.kind === 'failed' && (
            <div role="alert">
              <FieldError>{t('search.packagesFailed', { reason: say(describeApiError(packages.error)) })}</FieldError>
              <Button type="button" onClick={() => packagesQuery.reload()}>
                {t('tryAgain')}
              </Button>
            </div>
          )}
          {packages.kind === 'ready' && (
            <List>
              {packages.value.map((test) => (
                <LabTestCard key={test.id} test={test} product={product} />
              ))}
            </List>
          )}
        </section>
      )}
    </>
  );
}
