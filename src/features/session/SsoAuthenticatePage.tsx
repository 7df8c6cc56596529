import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ssoTokenFrom, type SsoError } from '../../../domain/session/sso';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { AUTH } from '../../app/modules/auth/tokens';
import { CareNumberLink } from '../../ui/CareNumberLink';
import { Button, Card, PageTitle } from '../../ui/controls';

type State = { kind: 'checking' } | { kind: 'failed'; error: SsoError };

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  margin-top: 1.25rem;
`;

/** What went wrong, in words a partner's user can act on. */
function explain(error: SsoError): { title: string; text: string; retry: boolean } {
  switch (error.kind) {
    case 'missing-token':
      return {
        title: 'We could not sign you in',
        text: 'This sign-in link is incomplete. Please go back to the partner app and open CareWell from there again.',
        retry: false,
      };
    case 'invalid-token':
      return {
        title: 'We could not sign you in',
        text: 'This sign-in link is not valid or has expired. Please go back to the partner app and open CareWell from there again.',
        retry: false,
      };
    default:
      return { title: 'Signing you in is taking longer than it should', text: describeApiError(error), retry: true };
  }
}

/**
 * /{product}/sso/authenticate/{id} and /{product}/sso/authenticate?ssoToken=: a partner's
 * user arrives with the partner's SSO token, is signed in as an SSO user and lands on their
 * consultations. A bad token ends on this page with the customer-care number, never in a loop.
 */
export default function SsoAuthenticatePage({ params }: PageProps) {
  const sso = useUseCase(AUTH.SsoSignIn);
  const navigate = useNavigate();
  const { search } = useLocation();
  const ssoToken = ssoTokenFrom(params, search);
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void sso.authenticate(ssoToken).then((result) => {
      if (!live) return;
      if (result.isErr()) setState({ kind: 'failed', error: result.error });
      // Replace: Back from the consultations must not run the sign-in again.
      else if (!result.value.reloading) navigate(result.value.home, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [sso, ssoToken, attempt, navigate]);

  if (state.kind === 'checking') {
    return (
      <Card>
        <PageTitle>Signing you in</PageTitle>
        <p role="status">Checking your sign-in from our partner…</p>
      </Card>
    );
  }

  const { title, text, retry } = explain(state.error);
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <div role="alert">
        <p>{text}</p>
        <p>
          If this keeps happening, call our customer care on <CareNumberLink />.
        </p>
      </div>
      <Actions>
        {retry && (
          <Button
            type="button"
            onClick={() => {
              setState({ kind: 'checking' });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        )}
        <Link to="/">Go to the home page</Link>
      </Actions>
    </Card>
  );
}
