import { readyLazy } from '../pages';

/**
 * The parts of the shell only a signed-in patient sees (account menu, header cart, notifications bell, patient
 * sidebar, SSO bar) with their menu icons, in one chunk: a visitor's first visit to / does not
 * download them (the 150 KB budget). main.tsx fetches it before the first render when a
 * session is stored, so a patient never sees the header without them.
 */
const load = () => import('./signed-in/SignedInParts');

const accountMenu = readyLazy(async () => ({ default: (await load()).AccountMenu }));
const headerCartLink = readyLazy(async () => ({ default: (await load()).HeaderCartLink }));
const notificationsBell = readyLazy(async () => ({ default: (await load()).NotificationsBell }));
const sidebar = readyLazy(async () => ({ default: (await load()).Sidebar }));
const ssoBottomBar = readyLazy(async () => ({ default: (await load()).SsoBottomBar }));

export const AccountMenu = accountMenu.Component;
export const HeaderCartLink = headerCartLink.Component;
export const NotificationsBell = notificationsBell.Component;
export const Sidebar = sidebar.Component;
export const SsoBottomBar = ssoBottomBar.Component;

export const preloadSignedInShell = () => Promise.all([accountMenu, headerCartLink, notificationsBell, sidebar, ssoBottomBar].map((part) => part.preload()));
