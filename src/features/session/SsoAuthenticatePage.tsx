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
import { BRAND_NAME } from '../../app/brand';
import { useDomainText } from '../../i18n/domain-text';
import { richText } from '../../ui/rich-text';
import type { Translate } from '../../i18n/messages-of';
import { sessionMessages } from './messages';
import type en from './messages/en';

type State = { kind: 'checking' } | { kind: 'failed'; error: SsoError };

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  margin-top: 1.25rem;
`;

/** What went wrong, in words a partner's user can act on. */
function explain(error: SsoError, t: Translate<typeof en>, say: (text: string) => string): { title: string; text: string; retry: boolean } {
  switch (error.kind) {
    case 'missing-token':
      return { title: t('sso.failedTitle'), text: t('sso.missingToken', { brand: BRAND_NAME }), retry: false };
    case 'invalid-token':
      return { title: t('sso.failedTitle'), text: t('sso.invalidToken', { brand: BRAND_NAME }), retry: false };
    default:
      return { title: t('sso.slowTitle'), text: say(describeApiError(error)), retry: true };
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
  const t = sessionMessages.useT();
  const say = useDomainText();

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
        <PageTitle>{t('sso.checkingTitle')}</PageTitle>
        <p role="status">{t('sso.checking')}</p>
      </Card>
    );
  }

  const { title, text, retry } = explain(state.error, t, say);
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <div role="alert">
        <p>{text}</p>
        <p>{richText((values) => t('sso.keepsHappening', values), { number: <CareNumberLink /> })}</p>
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
            {t('tryAgain')}
          </Button>
        )}
        <Link to="/">{t('sso.home')}</Link>
      </Actions>
    </Card>
  );
}
