import { useObservable, useUseCase } from '../app/di';
import { TOKENS } from '../app/tokens';

/** Whether someone is signed in, as the session sees it now. */
export function useSignedIn(): boolean {
  const session = useUseCase(TOKENS.Session);
  return useObservable(session.loggedIn$, session.currentToken !== null);
}
