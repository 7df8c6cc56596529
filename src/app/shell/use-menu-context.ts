import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuContext, MenuSession } from '../../../domain/session/menus';
import { useObservable, useUseCase } from '../di';
import { TOKENS } from '../tokens';

/** The session as the menus see it: the same value until the session changes, whatever the page. */
export function useMenuSession(): MenuSession {
  const session = useUseCase(TOKENS.Session);
  const header = useObservable(session.header$, { kind: 'visitor' });
  const loggedIn = useObservable(session.loggedIn$, session.currentToken !== null);
  const isSso = useObservable(session.isSso$, false);
  const tenant = useObservable(session.tenant$, null);
  return useMemo(() => ({ headerDetail: header.kind === 'ready' ? header.detail : null, loggedIn, isSso, tenant }), [header, loggedIn, isSso, tenant]);
}

/** The session as the menus see it, for the page being shown. */
export function useMenuContext(): MenuContext {
  const session = useMenuSession();
  const { pathname } = useLocation();
  return useMemo(() => ({ ...session, pathname }), [session, pathname]);
}
