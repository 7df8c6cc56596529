import { settleNavigation } from '../../../domain/navigation/match';
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

/**
 * The path of the page shown at this address: where its redirects lead (a visitor at a patient
 * page is shown the login). The shell is drawn for that page from the first frame, so it does not
 * change, and shift the page, when the redirect lands.
 */
export function shownPathname({ pathname, search }: { pathname: string; search: string }, loggedIn: boolean): string {
  return settleNavigation(pathname, search, loggedIn).pathname;
}

/** The session as the menus see it, for the page being shown. */
export function useMenuContext(): MenuContext {
  const session = useMenuSession();
  const location = useLocation();
  const pathname = shownPathname(location, session.loggedIn);
  return useMemo(() => ({ ...session, pathname }), [session, pathname]);
}
