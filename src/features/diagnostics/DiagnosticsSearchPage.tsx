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
import { fastingText, List, Muted, Row, sampleText, turnaroundText, ZipcodeChip } from './kit';
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

function quoted(q: string): string {
  return `“${q}”`;
}

function statusText(state: LabSearchState): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'too-short':
      return 'Type at least 2 letters to search.';
    case 'loading':
      return `Searching for ${quoted(state.text)}…`;
    case 'results':
      return `Showing ${state.items.length} of ${state.total} for ${quoted(state.text)}`;
    case 'empty':
      return `No tests found for ${quoted(state.text)}`;
    case 'failed':
      return `The search for ${quoted(state.text)} failed.`;
  }
}

/** A test or package in a list: what it is, preparation, the lowest price and how many labs offer it. */
export function LabTestCard({ test, product, action }: { test: LabTestSummary; product: string; action?: ReactNode }) {
  return (
    <TestCard as="li">
      <h3>
        <Link to={`/${product}/testDetails/${encodeURIComponent(test.id)}`}>{test.name}</Link>
      </h3>
      <Row>
        <Muted>{test.kind === 'PACKAGE' ? `Package of ${test.parameterCount} parameters` : `${test.parameterCount} ${test.parameterCount === 1 ? 'parameter' : 'parameters'}`}</Muted>
        <Muted>{sampleText(test)} sample</Muted>
        <Muted>{fastingText(test)}</Muted>
        <Muted>{turnaroundText(test)}</Muted>
      </Row>
      {test.labCount > 0 ? (
        <p style={{ margin: 0 }}>
          From <strong>{rupees(test.fromPricePaise)}</strong> <s aria-label={`MRP ${rupees(test.mrpPaise)}`}>{rupees(test.mrpPaise)}</s> at {test.labCount}{' '}
          {test.labCount === 1 ? 'lab' : 'labs'}
        </p>
      ) : (
        <Hint>Not offered at your pincode</Hint>
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
        title={full ? `A custom package holds at most ${CUSTOM_PACKAGE_MAX_TESTS} tests` : undefined}
        onClick={() => picks.toggle(test)}
      >
        Add {test.name} to my package
      </Button>
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.submit(text);
  };

  return (
    <>
      <PageTitle>{route.title === 'Diagnostics' ? 'Book lab tests at home' : route.title}</PageTitle>
      <p>Compare NABL-accredited labs, pay online and a phlebotomist collects the sample at your home.</p>
      <ZipcodeChip onChange={() => search.refresh()} />
      <SearchForm role="search" onSubmit={submit} style={{ marginTop: '1rem' }}>
        <label htmlFor={inputId}>Search lab tests and packages</label>
        <input
          id={inputId}
          type="search"
          name="q"
          value={text}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          placeholder="e.g. HbA1c, thyroid or full body"
          onChange={(event) => {
            setText(event.target.value);
            search.type(event.target.value);
          }}
        />
        <Button type="submit">
          <SearchIcon />
          Search
        </Button>
      </SearchForm>

      <Results aria-labelledby={headingId} aria-busy={state.kind === 'loading'} $searching={state.kind !== 'idle' && state.kind !== 'too-short'}>
        <h2 id={headingId} className="visually-hidden">
          Search results
        </h2>
        <p role="status">{statusText(state)}</p>
        {state.kind === 'failed' && (
          <div role="alert">
            <FieldError>We could not search for lab tests. {describeApiError(state.error)}</FieldError>
            <Button type="button" onClick={() => search.refresh()}>
              Try again
            </Button>
          </div>
        )}
        {state.kind === 'empty' && (
          <Card>
            <h3>{state.message}</h3>
            <p>No test matches {quoted(state.text)}. Try its common name (sugar, thyroid, vitamin D) or fewer letters.</p>
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
              {state.moreError && <FieldError role="alert">We could not load more results. {describeApiError(state.moreError)}</FieldError>}
              {state.items.length < state.total ? (
                <Button type="button" $variant="secondary" aria-disabled={state.loadingMore || undefined} onClick={() => void search.loadMore()}>
                  {state.loadingMore ? 'Loading more…' : 'Show more'}
                </Button>
              ) : (
                <Hint>That is all {state.total} results.</Hint>
              )}
            </div>
          </>
        )}
      </Results>

      <CustomPackage chosen={chosen} product={product} onRemove={(id) => picks.remove(id)} />
      <p style={{ marginTop: '1.5rem' }}>
        <Link to={`/${product}/diagnostics-cart`}>Your lab test cart</Link> · <Link to={`/${product}/diagnostics-orders`}>Your lab test orders</Link>
      </p>
      {/* Last on the page: the packages arrive after it paints, and only what is below them may move (CLS). */}
      {(state.kind === 'idle' || state.kind === 'too-short') && (
        <section aria-labelledby={`${headingId}-packages`}>
          <h2 id={`${headingId}-packages`}>Popular health packages</h2>
          {packages.kind === 'loading' && <Hint>Loading packages…</Hint>}
          {packages.kind === 'failed' && (
            <div role="alert">
              <FieldError>We could not load the packages. {describeApiError(packages.error)}</FieldError>
              <Button type="button" onClick={() => packagesQuery.reload()}>
                Try again
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
