import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { PolicyType } from '../../../domain/content/model';
import { POLICY_LINKS, policyPageRequest, policyTypeOfRoute } from '../../../domain/content/policy';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONTENT } from '../../app/modules/content/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { SafeHtml } from '../../ui/SafeHtml';
import { useQuery } from '../../ui/use-query';


const Updated = styled(Hint)`
  margin-bottom: 1.25rem;
`;

const OtherPolicies = styled.nav`
  margin-top: 2rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
`;

function PolicyLinks({ except, label }: { except: PolicyType | null; label: string }) {
  return (
    <OtherPolicies aria-label={label}>
      <h2>{label}</h2>
      <ul>
        {POLICY_LINKS.filter((link) => link.type !== except).map((link) => (
          <li key={link.type}>
            <Link to={link.to}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </OtherPolicies>
  );
}

/** The answer for a TYPE that names no policy, or a document the server does not have. */
function NoSuchDocument({ requested }: { requested: string | null }) {
  return (
    <Card>
      <PageTitle>We could not find that document</PageTitle>
      <p>
        {requested === null
          ? 'This document is not available at the moment.'
          : `There is no policy called “${requested}”.`}{' '}
        These are the policies we publish:
      </p>
      <PolicyLinks except={null} label="Our policies" />
    </Card>
  );
}

/** /auth/terms, /auth/privacy-policy and /auth/refund-policy: one policy from the cms, by its TYPE query. */
export default function PolicyPage({ route }: PageProps) {
  const { search } = useLocation();
  const pageType = policyTypeOfRoute(route.id);
  if (pageType === null) throw new Error(`PolicyPage is not the page of ${route.id}`);
  const request = policyPageRequest(pageType, search);
  if (request.kind === 'elsewhere') return <Navigate to={request.to} replace />;
  if (request.kind === 'unknown-type') return <NoSuchDocument requested={request.requested} />;
  return <PolicyDocument type={request.type} />;
}

function PolicyDocument({ type }: { type: PolicyType }) {
  const policies = useUseCase(CONTENT.PolicyDocuments);
  const query = policies.document(type);
  const state = useQuery(query);
  const usualTitle = POLICY_LINKS.find((link) => link.type === type)?.title ?? 'Policy';

  if (state.kind === 'failed' && state.error.kind === 'not-found') return <NoSuchDocument requested={null} />;

  return (
    <Card as="article">
      <PageTitle>{state.kind === 'ready' ? state.value.title : usualTitle}</PageTitle>
      {state.kind === 'loading' && <p role="status">Loading the {usualTitle}…</p>}
      {state.kind === 'failed' && (
        <div role="alert">
          <FieldError>{describeApiError(state.error)}</FieldError>
          <Button type="button" onClick={() => query.reload()}>
            Try again
          </Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          {state.value.updatedOn && (
            <Updated>
              Last updated <time dateTime={state.value.updatedOn.iso}>{state.value.updatedOn.text}</time>
            </Updated>
          )}
          <SafeHtml html={state.value.html} />
        </>
      )}
      <PolicyLinks except={type} label="Other policies" />
    </Card>
  );
}
