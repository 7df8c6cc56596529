import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Query } from '../../../domain/shared/query';
import { Card, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { useQuery } from '../../ui/use-query';
import { Titled } from './kit';
import { consultationsMessages } from './messages';

/**
 * A page about one consultation, named by `?id=` (its detail, invoice, prescription): under the
 * page's title it says so when the link names none, while it loads, and when loading failed
 * (with Try again); once loaded, `children` draws the page.
 */
export function ConsultationById<T>({
  title,
  unnamed,
  loading,
  what,
  query,
  children,
}: {
  title: string;
  /** What the page says when the link names nothing: 'This link does not say which consultation.' */
  unnamed: string;
  /** The status line while loading: 'Loading the invoice…'. */
  loading: string;
  /** What could not be loaded, as the failure says it: 'the invoice'. */
  what: string;
  /** The use-case's query for the id; a command's answer (a cancel) shows through it. */
  query: (id: string) => Query<T>;
  children: (value: T) => ReactNode;
}) {
  const t = consultationsMessages.useT();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const asked = id === '' ? null : query(id);
  const state = useQuery(asked);
  if (id === '') {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p>
          {unnamed} <Link to="/patient/consultations">{t('kit.seeConsultations')}</Link>
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
        <LoadFailed error={state.error} what={what} retry={() => asked?.reload()} />
      </Titled>
    );
  }
  return children(state.value);
}
