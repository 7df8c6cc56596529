import { memo } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { backToHome, PARTNER_PLANS_PATH, sidebarItems, subscriptionWidget, type NavItem } from '../../../../domain/session/menus';
import { AppLink, isCurrent, MenuLink } from '../../../ui/app-link';
import { BackIcon } from '../../../ui/icons';
import { MENU_ICONS } from '../menu-icons';
import { useMenuSession } from '../use-menu-context';
import { menuLabels } from '../../../i18n/menu-labels';
import { signedInMessages } from './messages';

const Aside = styled.aside`
  background: #fff;
  border-right: 1px solid ${({ theme }) => theme.colours.border};
  padding: 1rem 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}) {
    width: ${({ theme }) => theme.sidebarWidth}px;
    flex: 0 0 ${({ theme }) => theme.sidebarWidth}px;
    min-height: calc(100vh - 64px);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  @media (max-width: calc(${({ theme }) => theme.breakpoints.desktop} - 1px)) {
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    padding: 0.5rem;
    ul {
      display: flex;
      overflow-x: auto;
      gap: 0.25rem;
    }
  }
  a {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0.65rem 1.25rem;
    color: ${({ theme }) => theme.colours.text};
    text-decoration: none;
    white-space: nowrap;
    border-radius: 6px;
  }
  a.active {
    background: ${({ theme }) => theme.colours.primarySoft};
    color: ${({ theme }) => theme.colours.primary};
    font-weight: 700;
  }
`;

const Partner = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 1.25rem 0.75rem;
  color: ${({ theme }) => theme.colours.muted};
  font-size: 0.85rem;
  img {
    max-height: 32px;
    max-width: 140px;
  }
`;

const Widget = styled.section`
  margin: 1rem 1.25rem 0;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.primarySoft};
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  p {
    margin: 0 0 0.5rem;
    font-size: 0.85rem;
  }
  img {
    max-height: 24px;
    max-width: 120px;
  }
  && a {
    display: inline;
    padding: 0;
    color: ${({ theme }) => theme.colours.primary};
    text-decoration: underline;
    font-weight: 600;
  }
`;

const Back = styled(AppLink)`
  font-weight: 600;
`;

const BackLink = memo(function BackLink({ to }: { to: string }) {
  const t = signedInMessages.useT();
  return (
    <Back to={to}>
      <BackIcon />
      {t('sidebar.back')}
    </Back>
  );
});

/** One entry of the menu: of all of them, a route change renders again only the one it leaves and the one it opens. */
const SidebarItem = memo(function SidebarItem({ id, to, label, current }: NavItem & { current: boolean }) {
  const text = menuLabels.useT();
  const Icon = MENU_ICONS[id];
  return (
    <li>
      <MenuLink to={to} current={current}>
        {Icon && <Icon />}
        {text(label)}
      </MenuLink>
    </li>
  );
});

export function Sidebar() {
  const context = useMenuSession();
  const { pathname } = useLocation();
  const t = signedInMessages.useT();
  const items = sidebarItems(context);
  const widget = subscriptionWidget(context);
  return (
    <Aside>
      {/* SSO users have no header, so the partner they came from is shown here. */}
      {context.isSso && context.tenant?.ssoPartnerLogo && (
        <Partner>
          {t('sidebar.with')} <img src={context.tenant.ssoPartnerLogo} alt={context.tenant.name} />
        </Partner>
      )}
      <nav aria-label={t('sidebar.nav')}>
        <BackLink to={backToHome(context)} />
        <ul>
          {items.map((item) => (
            <SidebarItem key={item.id} {...item} current={isCurrent(pathname, item.to)} />
          ))}
        </ul>
      </nav>
      {widget && (
        <Widget aria-labelledby="subscription-widget">
          {widget.logoUrl && <img src={widget.logoUrl} alt="" />}
          <h2 id="subscription-widget">{t('widget.title', { partner: widget.partner })}</h2>
          <p>{t('widget.text', { partner: widget.partner })}</p>
          <AppLink to={PARTNER_PLANS_PATH}>{t('widget.link')}</AppLink>
        </Widget>
      )}
    </Aside>
  );
}
