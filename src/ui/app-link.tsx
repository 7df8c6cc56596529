import { createContext, memo, useCallback, useContext, useLayoutEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

type Go = (to: string) => void;

const GoContext = createContext<Go | null>(null);

/**
 * Hands the links below it one navigate function for the app's life. React Router's `Link` and
 * `useNavigate` read the address, so every link renders again at every route change: the
 * shell's 40 links were a share of each change's JavaScript for nothing (docs/benchmark.md).
 */
export function StableNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, location });
  useLayoutEffect(() => {
    latest.current = { navigate, location };
  });
  const go = useCallback<Go>((to) => {
    const { navigate: now, location: here } = latest.current;
    // As React Router's Link does: a link to the page on screen replaces it in the history.
    void now(to, { replace: `${here.pathname}${here.search}${here.hash}` === to });
  }, []);
  return <GoContext.Provider value={go}>{children}</GoContext.Provider>;
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address of this app from its root ('/patient/settings'). */
  to: string;
}

/** A click the browser keeps: another button, a modifier (new tab, window, download) or another target. */
function forTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target !== null && target !== '_self');
}

/**
 * A link to an address of this app that does not render again when the address changes (React
 * Router's `Link` does): for the header, sidebar and footer, which stay on screen across pages.
 * A plain click changes the page in the app, as `Link`'s does; without a `StableNavigation`
 * above (a page prerendered at build time) it is an ordinary link.
 */
export const AppLink = memo(function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const go = useContext(GoContext);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (go === null || event.defaultPrevented || forTheBrowser(event)) return;
    event.preventDefault();
    go(to);
  };
  return <a {...rest} href={to} onClick={click} />;
});

/**
 * Whether a menu's link leads to the page on screen or a page under it, as React Router's
 * `NavLink` decides (any case, the query left out): '/patient/settings' is current on
 * /patient/settings and /Patient/Settings/, not on /patient/settings-old.
 */
export function isCurrent(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase();
  const path = (to.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  const end = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return here === path || (here.startsWith(path) && here.charAt(end) === '/');
}

/** A menu's link: `current` marks it as `NavLink` does (class `active`, `aria-current="page"`). */
export const MenuLink = memo(function MenuLink({ current, className, ...rest }: AppLinkProps & { current: boolean }) {
  const classes = [className, current ? 'active' : null].filter(Boolean).join(' ');
  return <AppLink {...rest} className={classes === '' ? undefined : classes} aria-current={current ? 'page' : undefined} />;
});
