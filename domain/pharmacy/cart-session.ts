import type { Observable, Subscription } from 'rxjs';
import type { HeaderState } from '../session/session';
import type { CartService, CartState } from './cart';

/**
 * Keeps the medicine cart in step with the session, so the header badge is right on every
 * page and after a reload: once the header detail is ready (signed in, medicine not hidden)
 * and the cart is not loaded yet, or failed to load, it is loaded once; when the session
 * ends (back to visitor) the cart is forgotten. Only header changes trigger a load, so a
 * cart that keeps failing is not asked for in a loop.
 */
export function keepCartWithSession(cart: Pick<CartService, 'load' | 'forget' | 'state$'>, header$: Observable<HeaderState>): Subscription {
  let cartState: CartState = { kind: 'not-loaded' };
  const subscription = cart.state$.subscribe((state) => {
    cartState = state;
  });
  subscription.add(
    header$.subscribe((header) => {
      if (header.kind === 'visitor') {
        if (cartState.kind !== 'not-loaded') cart.forget();
        return;
      }
      if (header.kind !== 'ready' || header.detail.isHideMedicine) return;
      if (cartState.kind === 'not-loaded' || cartState.kind === 'failed') void cart.load();
    }),
  );
  return subscription;
}
