import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MIN_SEARCH_LENGTH, type MedicineSearchState } from '../../../../domain/pharmacy/search';
import { describeApiError } from '../../../../domain/shared/errors';
import { DEFAULT_PRODUCT } from '../../../app/brand';
import { useObservable, useUseCase } from '../../../app/di';
import type { PageProps } from '../../../app/pages';
import { TOKENS } from '../../../app/tokens';
import { useDomainText } from '../../../i18n/domain-text';
import { usePageTitle } from '../../../i18n/page-titles';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, FieldError, Hint, IconDisc, PageTitle } from '../../../ui/controls';
import { PincodeChip } from '../../../ui/PincodeChip';
import { NoResultsIcon, SearchIcon } from '../../../ui/icons';
import { BuyAgainSection } from './BuyAgain';
import { richText } from '../../../ui/rich-text';
import { GhostCards, MedicineCard } from './MedicineCard';
import { searchMessages } from './messages';

const IDLE: MedicineSearchState = { kind: 'idle' };

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
`;

const SearchForm = styled.form`
  flex: 1 1 22rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  label {
    width: 100%;
    font-weight: 600;
  }
  input {
    flex: 1 1 14rem;
    min-height: 48px;
    padding: 0.5rem 0.9rem;
    font: inherit;
    font-size: 1.05rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
  }
`;

const Results = styled.section`
  margin-top: 1rem;
  /* Room reserved for results from the start: nothing below moves when they arrive. */
  min-height: 70vh;
`;

const Status = styled.p`
  margin: 0 0 0.75rem;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colours.muted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const More = styled.div`
  margin-top: 1rem;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
`;

const Empty = styled.div`
  padding: 1.25rem;
  border: 1px dashed ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  h3 {
    margin: 0.75rem 0 0.5rem;
  }
  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }
`;

type Translate = ReturnType<typeof searchMessages.useT>;

/** What the polite status line says: read out by screen readers as the search moves on. */
function statusText(state: MedicineSearchState, t: Translate): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'too-short':
      return t('status.tooShort', { count: MIN_SEARCH_LENGTH });
    case 'loading':
      return t('status.searching', { text: state.text });
    case 'results':
      if (state.loadingMore) return t('status.loadingMore', { text: state.text });
      return t('status.showing', { shown: state.items.length, total: state.total, text: state.text });
    case 'empty':
      return t('status.empty', { text: state.text });
    case 'failed':
      return t('status.failed', { text: state.text });
  }
}

/**
 * /search-medicine and /{product}/medicine: search as the patient types (1000 ms after the
 * last key, at once on Enter), with the delivery pincode, "Buy again" for a signed-in patient
 * while the box is empty, and every state of the search spelled out.
 */
export default function SearchMedicinePage({ route, params }: PageProps) {
  const t = searchMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  const search = useUseCase(PHARMACY.MedicineSearch);
  const session = useUseCase(TOKENS.Session);
  const delivery = useUseCase(PHARMACY.DeliveryPincode);
  const state = useObservable(search.state$, IDLE);
  const loggedIn = useObservable(session.loggedIn$, session.currentToken !== null);
  const pincode = useObservable(delivery.pincode$, delivery.current);
  // The search lives on between visits, so coming back shows the last query and its results.
  const [text, setText] = useState(() => (state.kind === 'idle' ? '' : state.text));
  const inputId = useId();
  const hintId = useId();
  const headingId = useId();
  const product = params.product ?? DEFAULT_PRODUCT;
  const loading = state.kind === 'loading' || (state.kind === 'results' && state.loadingMore);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.submit(text);
  };

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Bar>
        <SearchForm role="search" onSubmit={submit}>
          <label htmlFor={inputId}>{t('search.label')}</label>
          <input
            id={inputId}
            type="search"
            name="search"
            value={text}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            placeholder={t('search.placeholder')}
            aria-describedby={hintId}
            onChange={(event) => {
              setText(event.target.value);
              search.type(event.target.value);
            }}
          />
          <Button type="submit">
            <SearchIcon />
            {t('search.submit')}
          </Button>
          <Hint id={hintId} style={{ width: '100%' }}>
            {t('search.hint')}
          </Hint>
        </SearchForm>
        <PincodeChip onChange={() => search.refresh()} />
      </Bar>

      {loggedIn && text.trim() === '' && <BuyAgainSection product={product} pincode={pincode} />}

      <Results aria-labelledby={headingId} aria-busy={loading}>
        <h2 id={headingId} className="visually-hidden">
          {t('results.heading')}
        </h2>
        <Status role="status">{statusText(state, t)}</Status>
        {state.kind === 'idle' && <Hint>{t('idle.hint')}</Hint>}
        {state.kind === 'loading' && (
          <List aria-hidden="true">
            <GhostCards count={4} />
          </List>
        )}
        {state.kind === 'failed' && (
          <div role="alert">
            <FieldError>{t('failed.text', { reason: say(describeApiError(state.error)) })}</FieldError>
            <Button type="button" style={{ marginTop: '0.75rem' }} onClick={() => search.retry()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {state.kind === 'empty' && (
          <Empty>
            <IconDisc>
              <NoResultsIcon />
            </IconDisc>
            <h3>{say(state.message)}</h3>
            <p style={{ margin: 0 }}>{t('empty.text', { text: state.text })}</p>
            <ul>
              <li>{t('empty.spelling')}</li>
              <li>{t('empty.salt')}</li>
              <li>
                {richText((values) => t('empty.upload', values), { link: <Link to={`/${product}/uploadPrescription`}>{t('empty.uploadLink')}</Link> })}
              </li>
            </ul>
          </Empty>
        )}
        {state.kind === 'results' && (
          <>
            <List>
              {state.items.map((medicine) => (
                <MedicineCard key={medicine.id} medicine={medicine} product={product} pincode={pincode} />
              ))}
            </List>
            <More>
              {state.moreError && (
                <div role="alert">
                  <FieldError>{t('more.failed', { reason: say(describeApiError(state.moreError)) })}</FieldError>
                </div>
              )}
              {state.items.length < state.total ? (
                <Button type="button" $variant="secondary" aria-disabled={state.loadingMore || undefined} onClick={() => void search.loadMore()}>
                  {state.loadingMore ? t('more.loading') : state.moreError ? t('retry') : t('more.show')}
                </Button>
              ) : (
                <Hint>{t('more.all', { total: state.total })}</Hint>
              )}
            </More>
          </>
        )}
      </Results>
    </>
  );
}
