import { useLocation } from 'react-router-dom';
import type { MenuContext } from '../../../domain/session/menus';
import { useObservable, useUseCase } from '../di';
import { TOKENS } from '../tokens';

/** The session as the menus see it, for the page being shown. */
export function useMenuContext(): MenuContext {
  const session = useUseCase(TOKENS.Session);
  const { pathname } = useLocation();
  const header = useObservable(session.header$, { kind: 'visitor' });
  const loggedIn = useObservable(session.loggedIn$, session.currentToken !== null);
  const isSso = useObservable(session.isSso$, false);
  const tenant = useObservable(session.tenant$, null);
  return {
    headerDetail: header.kind === 'ready' ? header.detail : null,
    loggedIn,
    isSso,
    tenant,
    pathname,
  };
}
