import { memo, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { accountBadge, headerItems, hidesAppBar, isHeaderShown, type MenuContext } from '../../../domain/session/menus';
import { BRAND_NAME } from '../brand';
import { AccountMenu, HeaderCartLink, NotificationsBell } from './signed-in-shell';
import { shownPathname, useMenuSession } from './use-menu-context';
import { menuLabels } from '../../i18n/menu-labels';
import { shellMessages } from './messages';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { AppLink, isCurrent, MenuLink } from '../../ui/app-link';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0.5rem 1rem;
  min-height: 64px;
`;

const Brand = styled(AppLink)`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colours.primary};
  text-decoration: none;
  margin-right: auto;
`;

// On a phone the links take a second row, which they share with the language picker at its end;
// the first row keeps the brand and the account or login.
const MainNav = styled.nav`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.tablet} - 1px)) {
    order: 10;
    flex: 1 0 calc(100% - 8rem);
    min-width: 0;
    overflow-x: auto;
  }
`;

const Language = styled.div`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.tablet} - 1px)) {
    order: 11;
  }
`;

const Items = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  white-space: nowrap;
  gap: 0.25rem 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    color: ${({ theme }) => theme.colours.text};
    text-decoration: none;
    font-weight: 600;
    padding: 0.5rem 0.25rem;
    display: inline-block;
  }
  a.active {
    color: ${({ theme }) => theme.colours.primary};
    text-decoration: underline;
  }
`;

const LoginLink = styled(AppLink)`
  background: ${({ theme }) => theme.colours.primary};
  color: #fff;
  padding: 0.6rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  text-decoration: none;
  font-weight: 700;
`;

const LanguageBar = styled.div`
  display: flex;
  justify-content: flex-end;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0.5rem 1rem 0;
`;

const BrandLink = memo(function BrandLink() {
  return <Brand to="/">{BRAND_NAME}</Brand>;
});

/** One of the header's links: of all of them, a route change renders again only the one it leaves and the one it opens. */
const HeaderItem = memo(function HeaderItem({ to, label, current }: { to: string; label: string; current: boolean }) {
  const text = menuLabels.useT();
  return (
    <li>
      <MenuLink to={to} current={current}>
        {text(label)}
      </MenuLink>
    </li>
  );
});

export function Header() {
  const session = useMenuSession();
  const location = useLocation();
  const pathname = shownPathname(location, session.loggedIn);
  const context: MenuContext = { ...session, pathname };
  const t = shellMessages.useT();
  // The same badge while the session is the same, so the account menu is left as it is by a route change.
  const badge = useMemo(() => accountBadge(session), [session]);
  // A session that expired under the patient lands on / with the page to go back to (ErrorPolicy).
  const refer = location.pathname === '/' ? new URLSearchParams(location.search).get('refer') : null;
  // Some partners embed the app under their own app bar (spec §6 referral codes). Where the
  // header is hidden (the login page, SSO, a partner's app bar) the language can still change.
  if (!isHeaderShown(context) || hidesAppBar(context.tenant?.partnerCode)) {
    return (
      <LanguageBar>
        <LanguageSwitch />
      </LanguageBar>
    );
  }
  const items = headerItems(context);
  const showCart = context.loggedIn && !context.headerDetail?.isHideMedicine;

  return (
    <Bar>
      <Inner>
        <BrandLink />
        {items.length > 0 && (
          <MainNav aria-label={t('header.nav')}>
            <Items>
              {items.map((item) => (
                <HeaderItem key={item.id} to={item.to} label={item.label} current={isCurrent(pathname, item.to)} />
              ))}
            </Items>
          </MainNav>
        )}
        <Language>
          <LanguageSwitch />
        </Language>
        <Suspense fallback={null}>{context.loggedIn && <NotificationsBell />}</Suspense>
        <Suspense fallback={null}>{showCart && <HeaderCartLink headerCount={context.headerDetail?.medicineCartCount ?? 0} />}</Suspense>
        {!context.loggedIn && <LoginLink to={refer ? `/auth/login?refer=${encodeURIComponent(refer).replace(/%2F/gi, '/')}` : '/auth/login'}>{t('header.login')}</LoginLink>}
        {context.loggedIn && badge === null && <span aria-live="polite">{t('header.loadingAccount')}</span>}
        <Suspense fallback={null}>{badge && <AccountMenu badge={badge} context={session} />}</Suspense>
      </Inner>
    </Bar>
  );
}
