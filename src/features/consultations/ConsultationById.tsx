import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Result } from 'ts-results-es';
import type { ApiError } from '../../../domain/shared/errors';
import { Card, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { useLoad } from '../pharmacy/orders/use-load';
import { Titled } from './kit';

/**
 * A page about one consultation, named by `?id=` (its detail, invoice, prescription): under the
 * page's title it says so when the link names none, while it loads, and when loading failed
 * (with Try again); once loaded, `children` draws the page.
 */
export function ConsultationById<T>({
  title,
  names,
  loading,
  what,
  load,
  children,
}: {
  title: string;
  /** What the link should have named: 'consultation', 'prescription'. */
  names: string;
  /** The status line while loading: 'Loading the invoice…'. */
  loading: string;
  /** What could not be loaded, as the failure says it: 'the invoice'. */
  what: string;
  /** Keep it stable (useCallback), or it loads again on every render. */
  load: (id: string) => Promise<Result<T, ApiError>>;
  /** The loaded page; `replace` swaps in a value the page got otherwise (a cancel's answer). */
  children: (value: T, replace: (value: T) => void) => ReactNode;
}) {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const loadId = useCallback(() => load(id), [load, id]);
  const { state, retry, replace } = useLoad(id === '' ? null : loadId);
  if (id === '') {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p>
          This link does not say which {names}. <Link to="/patient/consultations">See your consultations</Link>
        </p>
      </Card>
    );
  }
  if (state.kind === 'loading') {
    return (
      <Titled title={title}>
        <p role="status">{loading}</p>
      </Titled>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Titled title={title}>
        <LoadFailed error={state.error} what={what} retry={retry} />
      </Titled>
    );
  }
  return children(state.value, replace);
}
