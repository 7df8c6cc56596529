import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { OtpPurpose } from '../../../domain/account/model';
import type { Pending, PendingVerification } from '../../../domain/session/pending-verification';
import { useObservable } from '../../app/di';
import { sessionMessages } from './messages';

/** `?refer=…` of the current address, to carry along the auth steps ('' when there is none). */
export function useReferSuffix(): string {
  const [search] = useSearchParams();
  const refer = search.get('refer');
  // Slashes stay readable; everything else that could end the parameter is escaped.
  return refer ? `?refer=${encodeURIComponent(refer).replace(/%2F/gi, '/')}` : '';
}

/** Why a step sent the user back to another: a key of the session's catalogue, said in the language on screen. */
const NOTICES = ['notice.numberAgain', 'notice.registerAgain', 'notice.resetExpired'] as const;
type AuthNotice = (typeof NOTICES)[number];

const isNotice = (value: unknown): value is AuthNotice => NOTICES.some((known) => known === value);

/** State a step hands to the next one through navigation (never the number). */
export interface AuthNavigationState {
  notice?: AuthNotice;
}

/** A message another step left for this one, e.g. why the user was sent back here. */
export function useRouteNotice(): string | null {
  const t = sessionMessages.useT();
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  return isNotice(notice) ? t(notice) : null;
}

/**
 * The pending code for one of `purposes`. After the code is used the store empties; the
 * screen keeps showing the last value rather than flashing "nothing pending" while it moves on.
 */
export function usePending(store: PendingVerification, purposes: readonly OtpPurpose[]): Pending | null {
  const live = useObservable(store.pending$, store.current);
  const [last, setLast] = useState(() => store.currentFor(purposes));
  const fitting = live !== null && purposes.includes(live.purpose) ? live : null;
  // Remembering the last value seen: state set while rendering, as React allows for this.
  if (fitting !== null && fitting !== last) setLast(fitting);
  return fitting ?? last;
}
