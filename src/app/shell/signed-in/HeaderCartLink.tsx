import { memo } from 'react';
import styled from 'styled-components';
import { DEFAULT_PRODUCT } from '../../brand';
import { FeatureGate, useObservable, useUseCase } from '../../di';
import { AppLink } from '../../../ui/app-link';
import { PHARMACY } from '../../modules/pharmacy/tokens';
import { CartIcon } from '../../../ui/icons';
import { signedInMessages } from './messages';

const CartLink = styled(AppLink)`
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
  const t = signedInMessages.useT();
  return (
    // The name comes from the content, so it holds the visible text (WCAG 2.5.3 label in name).
    <CartLink to={`/${DEFAULT_PRODUCT}/Cart`}>
      <CartIcon />
      <span className="visually-hidden">{t('cart.kind')}</span> {t('cart.link')} <Badge data-testid="cart-badge">{count}</Badge>{' '}
      <span className="visually-hidden">{t('cart.count', { count })}</span>
    </CartLink>
  );
}

/** The cart's own count: it changes at once on every page, and after a reload the loaded cart takes over from the header detail's count. */
function LiveCartLink() {
  const cart = useUseCase(PHARMACY.Cart);
  return <CartLinkView count={useObservable(cart.badge$, 0)} />;
}

/** The header's medicine cart link; until the medicines feature has loaded, the header detail's count stands in for the cart's. */
export const HeaderCartLink = memo(function HeaderCartLink({ headerCount }: { headerCount: number }) {
  return (
    <FeatureGate features={PHARMACY_FEATURE} fallback={<CartLinkView count={headerCount} />}>
      <LiveCartLink />
    </FeatureGate>
  );
});
