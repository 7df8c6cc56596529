import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { HeaderDetail } from '../session/model';
import type { HeaderState } from '../session/session';
import type { CartState } from './cart';
import { keepCartWithSession } from './cart-session';

const DETAIL: HeaderDetail = {
  status: true, firstName: 'Rahul', profileUrl: null, createdById: null, subscriptionStatus: null, isHideMedicine: false,
  isHideDiagnostic: false, isSubscribedUser: false, addressId: null, corporateLogoUrl: null, medicineCartCount: 2,
};

function setup(initialHeader: HeaderState = { kind: 'visitor' }) {
  const state$ = new BehaviorSubject<CartState>({ kind: 'not-loaded' });
  const header$ = new BehaviorSubject<HeaderState>(initialHeader);
  const cart = {
    state$,
    load: vi.fn(async () => {
      state$.next({ kind: 'loading' });
      return undefined as never;
    }),
    forget: vi.fn(() => state$.next({ kind: 'not-loaded' })),
  };
  const subscription = keepCartWithSession(cart, header$);
  return { cart, state$, header$, subscription };
}

describe('keepCartWithSession', () => {
  it('loads the cart once when the header detail is ready, not again on a header refresh', () => {
    const { cart, header$, state$ } = setup({ kind: 'loading' });
    expect(cart.load).not.toHaveBeenCalled();
    header$.next({ kind: 'ready', detail: DETAIL });
    expect(cart.load).toHaveBeenCalledTimes(1);
    state$.next({ kind: 'ready', cart: { lines: [], couponCode: null, couponReason: null, addressId: null, totals: { mrpPaise: 0, itemDiscountPaise: 0, couponDiscountPaise: 0, deliveryPaise: 0, payablePaise: 0 } }, busy: [] });
    header$.next({ kind: 'ready', detail: { ...DETAIL, firstName: 'Rahul K' } });
    expect(cart.load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next header change after a failed load, never in a loop', () => {
    const { cart, header$, state$ } = setup({ kind: 'ready', detail: DETAIL });
    expect(cart.load).toHaveBeenCalledTimes(1);
    state$.next({ kind: 'failed', error: { kind: 'network' } });
    expect(cart.load).toHaveBeenCalledTimes(1);
    header$.next({ kind: 'ready', detail: DETAIL });
    expect(cart.load).toHaveBeenCalledTimes(2);
  });

  it('does not load the cart of a user whose medicine area is hidden', () => {
    const { cart } = setup({ kind: 'ready', detail: { ...DETAIL, isHideMedicine: true } });
    expect(cart.load).not.toHaveBeenCalled();
  });

  it('forgets the cart when the session goes back to a visitor', () => {
    const { cart, header$, state$ } = setup({ kind: 'ready', detail: DETAIL });
    state$.next({ kind: 'failed', error: { kind: 'network' } });
    header$.next({ kind: 'visitor' });
    expect(cart.forget).toHaveBeenCalledTimes(1);
  });

  it('stops when unsubscribed', () => {
    const { cart, header$, subscription } = setup({ kind: 'loading' });
    subscription.unsubscribe();
    header$.next({ kind: 'ready', detail: DETAIL });
    expect(cart.load).not.toHaveBeenCalled();
  });
});
