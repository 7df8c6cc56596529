import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { CartState } from '../../../../domain/pharmacy/cart';
import { MAX_QUANTITY_PER_LINE } from '../../../../domain/pharmacy/cart-rules';
import type { Medicine } from '../../../../domain/pharmacy/model';
import { loginPathFor } from '../../../../domain/navigation/refer-path';
import { useObservable, useUseCase } from '../../../app/di';
import { TOKENS } from '../../../app/tokens';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button } from '../../../ui/controls';
import { AddToCartIcon } from '../../../ui/icons';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { medicineMessages } from './messages';

const NOT_LOADED: CartState = { kind: 'not-loaded' };

/** Same size in both modes, so a card does not move when Add to cart becomes the stepper. */
const Slot = styled.div`
  min-height: 44px;
  min-width: 9.5rem;
  display: flex;
  align-items: center;
`;

const AddButton = styled(Button)`
  width: 100%;
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border: 2px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colours.primary};
  font-weight: 600;
  text-decoration: none;
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  width: 100%;
  justify-content: space-between;
  border: 2px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radius};
  button {
    min-width: 44px;
    min-height: 40px;
    border: 0;
    background: ${({ theme }) => theme.colours.primarySoft};
    color: ${({ theme }) => theme.colours.primaryDark};
    font-size: 1.3rem;
    font-weight: 700;
    cursor: pointer;
  }
  button:first-child {
    border-radius: 8px 0 0 8px;
  }
  button:last-child {
    border-radius: 0 8px 8px 0;
  }
  button[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  output {
    min-width: 2.5rem;
    text-align: center;
    font-weight: 700;
  }
`;

/**
 * 'Add to cart', which becomes a − n + stepper once the medicine is in the cart. Every
 * change goes through CartService (which toasts the outcome); focus follows the control
 * when it changes shape, so the keyboard never drops to the top of the page. A visitor is
 * sent to log in and comes back here.
 */
export function CartControl({ medicine }: { medicine: Medicine }) {
  const t = medicineMessages.useT();
  const cart = useUseCase(PHARMACY.Cart);
  const session = useUseCase(TOKENS.Session);
  const loggedIn = useObservable(session.loggedIn$, session.currentToken !== null);
  const state = useObservable(cart.state$, NOT_LOADED);
  const location = useLocation();
  const addRef = useRef<HTMLButtonElement>(null);
  const increaseRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes when the control changes shape after the patient's own action. */
  const pendingFocus = useRef<'stepper' | 'add' | null>(null);
  const adding = useThrottledSubmit();

  const line = state.kind === 'ready' ? state.cart.lines.find((l) => l.productId === medicine.id && l.quantity > 0) : undefined;
  const busy = state.kind === 'ready' && state.busy.includes(medicine.id);
  const quantity = line?.quantity ?? 0;

  useEffect(() => {
    if (pendingFocus.current === 'stepper' && quantity > 0) {
      pendingFocus.current = null;
      increaseRef.current?.focus();
    } else if (pendingFocus.current === 'add' && quantity === 0) {
      pendingFocus.current = null;
      addRef.current?.focus();
    }
  }, [quantity]);

  if (!loggedIn) {
    return (
      <Slot>
        <LoginLink to={loginPathFor(`${location.pathname}${location.search}`)} aria-label={t('cart.addLogIn', { name: medicine.name })}>
          <AddToCartIcon />
          {t('cart.add')}
        </LoginLink>
      </Slot>
    );
  }

  const add = () => {
    if (busy) return;
    adding.run(async () => {
      pendingFocus.current = 'stepper';
      const added = await cart.add(medicine);
      if (added.isErr()) pendingFocus.current = null;
    });
  };
  const decrease = async () => {
    if (busy) return;
    if (quantity <= 1) {
      pendingFocus.current = 'add';
      const removed = await cart.remove(medicine.id);
      if (removed.isErr()) pendingFocus.current = null;
      return;
    }
    await cart.setQuantity(medicine.id, quantity - 1);
  };
  const atMost = quantity >= MAX_QUANTITY_PER_LINE;
  const increase = async () => {
    if (busy || atMost) return;
    await cart.setQuantity(medicine.id, quantity + 1);
  };

  if (quantity === 0) {
    return (
      <Slot>
        {/* Named with the medicine, starting with the visible words (WCAG 2.5.3); an aria-label,
            because browsers put a space before a visually hidden part of a name. */}
        <AddButton
          ref={addRef}
          type="button"
          $variant="secondary"
          aria-label={t('cart.addNamed', { name: medicine.name })}
          aria-disabled={busy || undefined}
          onClick={add}
        >
          <AddToCartIcon />
          {busy ? t('cart.adding') : t('cart.add')}
        </AddButton>
      </Slot>
    );
  }

  return (
    <Slot>
      <Stepper role="group" aria-label={t('cart.quantityOf', { name: medicine.name })} aria-busy={busy || undefined}>
        <button type="button" aria-disabled={busy || undefined} onClick={() => void decrease()} title={quantity <= 1 ? t('cart.remove') : undefined}>
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t('cart.decrease', { name: medicine.name })}</span>
        </button>
        <output aria-live="polite">
          {quantity}
          <span className="visually-hidden"> {t('cart.inCart')}</span>
        </output>
        <button
          ref={increaseRef}
          type="button"
          aria-disabled={busy || atMost || undefined}
          onClick={() => void increase()}
          title={atMost ? t('cart.atMost', { max: MAX_QUANTITY_PER_LINE }) : undefined}
        >
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t('cart.increase', { name: medicine.name })}</span>
        </button>
      </Stepper>
    </Slot>
  );
}
