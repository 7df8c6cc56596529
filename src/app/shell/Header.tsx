import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { accountBadge, accountMenu, headerItems, hidesAppBar, isHeaderShown } from '../../../domain/session/menus';
import { BRAND_NAME, DEFAULT_PRODUCT } from '../brand';
import { FeatureGate, useObservable, useUseCase } from '../di';
import { CarePlusIcon, CartIcon, MenuToggleIcon } from '../../ui/icons';
import { TOKENS } from '../tokens';
import { PHARMACY } from '../modules/pharmacy/tokens';
import { MENU_ICONS } from './menu-icons';
import { useMenuContext } from './use-menu-context';

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

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colours.primary};
  text-decoration: none;
  margin-right: auto;
`;

const MainNav = styled.nav`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.tablet} - 1px)) {
    order: 10;
    width: 100%;
    overflow-x: auto;
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

const LoginLink = styled(Link)`
  background: ${({ theme }) => theme.colours.primary};
  color: #fff;
  padding: 0.6rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  text-decoration: none;
  font-weight: 700;
`;

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

const CartLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colours.text};
  padding: 0.5rem;
`;

const Badge = styled.span`
  display: inline-block;
  min-width: 1.4rem;
  padding: 0 0.35rem;
  margin-left: 0.25rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colours.primary};
  color: #fff;
  font-size: 0.8rem;
  text-align: center;
`;

const PHARMACY_FEATURE = ['pharmacy'] as const;

function CartLinkView({ count }: { count: number }) {
  return (
    // The name comes from the content, so it holds the visible text (WCAG 2.5.3 label in name).
    <CartLink to={`/${DEFAULT_PRODUCT}/Cart`}>
      <CartIcon />
      <span className="visually-hidden">Medicine</span> Cart <Badge data-testid="cart-badge">{count}</Badge>{' '}
      <span className="visually-hidden">{count === 1 ? 'item' : 'items'}</span>
    </CartLink>
  );
}

/** The cart's own count: it changes at once on every page, and after a reload the loaded cart takes over from the header detail's count. */
function LiveCartLink() {
  const cart = useUseCase(PHARMACY.Cart);
  return <CartLinkView count={useObservable(cart.badge$, 0)} />;
}

export function Header() {
  const context = useMenuContext();
  const location = useLocation();
  // A session that expired under the patient lands on / with the page to go back to (ErrorPolicy).
  const refer = location.pathname === '/' ? new URLSearchParams(location.search).get('refer') : null;
  const session = useUseCase(TOKENS.Session);
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

  // Some partners embed the app under their own app bar (spec §6 referral codes).
  if (!isHeaderShown(context) || hidesAppBar(context.tenant?.partnerCode)) return null;
  const items = headerItems(context);
  const badge = accountBadge(context);
  const showCart = context.loggedIn && !context.headerDetail?.isHideMedicine;

  return (
    <Bar>
      <Inner>
        <Brand to="/">{BRAND_NAME}</Brand>
        {items.length > 0 && (
          <MainNav aria-label="Main">
            <Items>
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink to={item.to}>{item.label}</NavLink>
                </li>
              ))}
            </Items>
          </MainNav>
        )}
        {showCart && (
          // Until the medicines feature has loaded, the header detail's count stands in for the cart's.
          <FeatureGate features={PHARMACY_FEATURE} fallback={<CartLinkView count={context.headerDetail?.medicineCartCount ?? 0} />}>
            <LiveCartLink />
          </FeatureGate>
        )}
        {!context.loggedIn && <LoginLink to={refer ? `/auth/login?refer=${encodeURIComponent(refer).replace(/%2F/gi, '/')}` : '/auth/login'}>Login / Register</LoginLink>}
        {context.loggedIn && badge === null && <span aria-live="polite">Loading your account…</span>}
        {badge && (
          <Account ref={accountRef}>
            {badge.partnerLogoUrl && <Logo src={badge.partnerLogoUrl} alt={`${context.tenant?.name ?? 'Partner'} logo`} />}
            {badge.corporateLogoUrl && <Logo src={badge.corporateLogoUrl} alt="Your company's logo" />}
            {badge.carePlusMember && (
              <Crown>
                <CarePlusIcon />
                Care Plus Member
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
              <span className="visually-hidden">Account menu for</span> <span>{badge.firstName}</span>
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
                        {item.label}
                      </button>
                    </li>
                  ) : (
                    <li key={item.id}>
                      <Link to={item.to} onClick={() => setMenuOpen(false)}>
                        {icon}
                        {item.label}
                      </Link>
                    </li>
                  );
                })}
              </Menu>
            )}
          </Account>
        )}
      </Inner>
    </Bar>
  );
}
