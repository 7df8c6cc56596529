import { memo, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { accountMenu, type AccountBadge, type MenuSession } from '../../../../domain/session/menus';
import { useUseCase } from '../../di';
import { AppLink } from '../../../ui/app-link';
import { CarePlusIcon, MenuToggleIcon } from '../../../ui/icons';
import { TOKENS } from '../../tokens';
import { MENU_ICONS } from '../menu-icons';
import { menuLabels } from '../../../i18n/menu-labels';
import { signedInMessages } from './messages';

const Account = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const AvatarButton = styled.button`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  background: none;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: 999px;
  padding: 0.25rem 0.75rem 0.25rem 0.25rem;
  cursor: pointer;
  font: inherit;
  color: inherit;
  min-height: 44px;
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const Avatar = styled.span`
  width: 34px;
  height: 34px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colours.primary};
  color: #fff;
  display: grid;
  place-items: center;
  font-weight: 700;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Crown = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  color: ${({ theme }) => theme.colours.gold};
  font-weight: 700;
  font-size: 0.85rem;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  min-width: 200px;
  list-style: none;
  margin: 0;
  padding: 0.5rem 0;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
  a,
  button {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    width: 100%;
    text-align: left;
    padding: 0.6rem 1rem;
    background: none;
    border: 0;
    font: inherit;
    color: ${({ theme }) => theme.colours.text};
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colours.primarySoft};
  }
`;

const Logo = styled.img`
  height: 28px;
  width: auto;
`;

/**
 * The signed-in patient's badge (partner or company logo, Care Plus crown, avatar) and the account
 * menu it opens. The same from page to page, so a route change leaves it as it is.
 */
export const AccountMenu = memo(function AccountMenu({ badge, context }: { badge: AccountBadge; context: MenuSession }) {
  const session = useUseCase(TOKENS.Session);
  const t = signedInMessages.useT();
  const text = menuLabels.useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const accountRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key === 'Escape') {
          setMenuOpen(false);
          accountRef.current?.querySelector('button')?.focus();
        }
        return;
      }
      if (!accountRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [menuOpen]);

  return (
    <Account ref={accountRef}>
      {badge.partnerLogoUrl && <Logo src={badge.partnerLogoUrl} alt={t('account.partnerLogo', { partner: context.tenant?.name ?? t('account.partner') })} />}
      {badge.corporateLogoUrl && <Logo src={badge.corporateLogoUrl} alt={t('account.companyLogo')} />}
      {badge.carePlusMember && (
        <Crown>
          <CarePlusIcon />
          {t('account.carePlus')}
        </Crown>
      )}
      <AvatarButton
        type="button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <Avatar aria-hidden="true">{badge.avatarUrl ? <img src={badge.avatarUrl} alt="" /> : badge.initial}</Avatar>
        {/* Named by its content, not aria-label, so the name holds the visible first name (WCAG 2.5.3). */}
        <span className="visually-hidden">{t('account.menuFor')}</span> <span>{badge.firstName}</span>
        <MenuToggleIcon />
      </AvatarButton>
      {menuOpen && (
        <Menu id={menuId}>
          {accountMenu(context).map((item) => {
            const Icon = MENU_ICONS[item.id];
            const icon = Icon && <Icon />;
            return item.id === 'logout' ? (
              <li key={item.id}>
                <button type="button" onClick={() => void session.logout()}>
                  {icon}
                  {text(item.label)}
                </button>
              </li>
            ) : (
              <li key={item.id}>
                <AppLink to={item.to} onClick={() => setMenuOpen(false)}>
                  {icon}
                  {text(item.label)}
                </AppLink>
              </li>
            );
          })}
        </Menu>
      )}
    </Account>
  );
});
