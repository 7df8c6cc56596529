import type { Session } from '../../domain/session/session';

declare global {
  interface Window {
    /** Set by index.html's first script: the `token` a sign-in link carried, already out of the address. */
    carewellLinkToken?: string;
  }
}

/** The sign-in link's token that index.html took out of the address, once: nothing else can read it later. */
export function takeLinkToken(page: Window = window): string | null {
  const token = page.carewellLinkToken ?? null;
  delete page.carewellLinkToken;
  return token;
}

/**
 * A page that outlived its session shows what belongs to nobody now, so it is loaded anew:
 * - restored from the back/forward cache after a sign-out (Back after logout would otherwise
 *   bring the previous patient's page back, typed reason and all, straight from memory);
 * - in another tab of this browser when the session changed here (signed out or another
 *   person signed in).
 */
export function reloadWhenSessionChanges(session: Pick<Session, 'currentToken'>, page: Window = window): void {
  const stored = () => {
    try {
      return page.localStorage.getItem('token');
    } catch {
      return null;
    }
  };
  const outlived = () => stored() !== session.currentToken;
  page.addEventListener('pageshow', (event) => {
    if (event.persisted && outlived()) page.location.reload();
  });
  page.addEventListener('storage', (event) => {
    if ((event.key === null || event.key === 'token') && outlived()) page.location.reload();
  });
}
