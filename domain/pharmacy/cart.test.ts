import { BehaviorSubject, firstValueFrom } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../shared/errors';
import type { CookieJar, KeyValueStore } from '../shared/ports';
import { testErrorPolicy } from '../session/test-support';
import type { Notifier, PageNavigator, ToastTone } from '../session/ports';
import type { HeaderState } from '../session/session';
import { CartService } from './cart';
import type { Cart, CartLine } from './model';
import type { PharmacyApi } from './ports';
import { medicine } from './test-medicine';

const TOTALS = { mrpPaise: 0, itemDiscountPaise: 0, couponDiscountPaise: 0, deliveryPaise: 0, payablePaise: 0 };

function cartOf(lines: { id: string; quantity: number; rx?: boolean }[], couponCode: string | null = null, couponReason: string | null = null): Cart {
  return {
    lines: lines.map(
      (l): CartLine => ({ productId: l.id, quantity: l.quantity, isRxRequired: l.rx ?? false, medicine: medicine({ id: l.id, name: `Medicine ${l.id}` }) }),
    ),
    couponCode,
    couponReason,
    totals: TOTALS,
    addressId: null,
  };
}

type CartCalls = Pick<PharmacyApi, 'cart' | 'addToCart' | 'updateCart' | 'mailAdditionalDiscount'>;

function setup(api: Partial<CartCalls>, header: HeaderState = { kind: 'visitor' }) {
  const toasts: { messages: string | readonly string[]; tone: ToastTone }[] = [];
  const notifier: Notifier = { show: (messages, tone) => toasts.push({ messages, tone }), showAfterReload: () => undefined };
  const store: KeyValueStore = { get: () => 'token', set: () => undefined, remove: () => undefined, clear: () => undefined };
  const navigator: PageNavigator = { assign: () => undefined, replace: () => undefined, reload: () => undefined };
  const jar = new Map<string, { value: string; maxAgeMs: number }>();
  const cookies: CookieJar = {
    get: (name) => jar.get(name)?.value ?? null,
    set: (name, value, maxAgeMs) => jar.set(name, { value, maxAgeMs }),
    remove: (name) => jar.delete(name),
    clear: () => jar.clear(),
  };
  const header$ = new BehaviorSubject<HeaderState>(header);
  const full = {
    cart: vi.fn(async (): Promise<Result<Cart, ApiError>> => Ok(cartOf([]))),
    addToCart: vi.fn(async (): Promise<Result<Cart, ApiError>> => Ok(cartOf([]))),
    updateCart: vi.fn(async (): Promise<Result<Cart, ApiError>> => Ok(cartOf([]))),
    mailAdditionalDiscount: vi.fn(async (): Promise<Result<{ email: string }, ApiError>> => Ok({ email: 'priya@example.in' })),
    ...api,
  };
  const service = new CartService({
    api: full as unknown as PharmacyApi,
    notifier,
    errors: testErrorPolicy(store, navigator, notifier),
    cookies,
    header$,
  });
  return { service, api: full, toasts, jar, header$ };
}

describe('CartService', () => {
  it('shows the header detail count on the badge until the cart loads, then the cart count', async () => {
    const header: HeaderState = {
      kind: 'ready',
      detail: {
        status: true, firstName: 'Priya', profileUrl: null, createdById: null, subscriptionStatus: null, isHideMedicine: false,
        isHideDiagnostic: false, isSubscribedUser: false, addressId: null, corporateLogoUrl: null, medicineCartCount: 3,
      },
    };
    const { service } = setup({ cart: async () => Ok(cartOf([{ id: 'a', quantity: 1 }, { id: 'b', quantity: 0 }])) }, header);
    expect(await firstValueFrom(service.badge$)).toBe(3);
    await service.load();
    expect(await firstValueFrom(service.badge$)).toBe(1);
  });

  it('asks the server again each time the cart page starts watching, so a visit never shows a stale cart', async () => {
    const { service, api } = setup({});
    const visit = service.refreshed$.subscribe();
    await vi.waitFor(() => expect(service.current).not.toBeNull());
    visit.unsubscribe();
    service.refreshed$.subscribe().unsubscribe();
    expect(api.cart).toHaveBeenCalledTimes(2);
  });

  it('counts a medicine on the badge from the click, and takes it back when the add fails', async () => {
    let answer: (cart: Awaited<ReturnType<CartCalls['addToCart']>>) => void = () => undefined;
    const { service } = setup({
      cart: async () => Ok(cartOf([{ id: 'a', quantity: 2 }])),
      addToCart: () => new Promise((resolve) => (answer = resolve)),
    });
    await service.load();
    const counts: number[] = [];
    service.badge$.subscribe((count) => counts.push(count));

    const adding = service.add(medicine({ id: 'm-1', name: 'Dolo 650 Tablet' }));
    expect(counts).toEqual([1, 2]);
    answer(Err({ kind: 'rejected', message: 'Out of stock' }));
    await adding;
    expect(counts).toEqual([1, 2, 1]);
    expect(service.current?.lines.map((l) => l.productId)).toEqual(['a']);
  });

  it('keeps the badge steady when the add succeeds: no dip between the click and the server cart', async () => {
    let answer: (cart: Awaited<ReturnType<CartCalls['addToCart']>>) => void = () => undefined;
    const { service } = setup({ cart: async () => Ok(cartOf([])), addToCart: () => new Promise((resolve) => (answer = resolve)) });
    await service.load();
    const counts: number[] = [];
    service.badge$.subscribe((count) => counts.push(count));

    const adding = service.add(medicine({ id: 'm-1', name: 'Dolo 650 Tablet' }));
    answer(Ok(cartOf([{ id: 'm-1', quantity: 1 }])));
    await adding;
    expect(counts).toEqual([0, 1]);
  });

  it('shows a failed first load as the cart’s state, and toasts a refused reload of a cart already on show', async () => {
    const cart = vi.fn<CartCalls['cart']>().mockResolvedValueOnce(Err({ kind: 'rejected', message: 'Cart is being repriced' }));
    const { service, toasts } = setup({ cart });
    await service.load();
    expect(await firstValueFrom(service.state$)).toEqual({ kind: 'failed', error: { kind: 'rejected', message: 'Cart is being repriced' } });
    expect(toasts).toEqual([]);

    cart.mockResolvedValueOnce(Ok(cartOf([{ id: 'a', quantity: 2 }]))).mockResolvedValueOnce(Err({ kind: 'rejected', message: 'Cart is being repriced' }));
    await service.load();
    await service.load();
    expect(service.current?.lines.map((l) => l.productId)).toEqual(['a']);
    expect(toasts).toEqual([{ messages: 'Cart is being repriced', tone: 'error' }]);
  });

  it('adds a medicine with a success toast and the server cart', async () => {
    const { service, toasts, api } = setup({ addToCart: async () => Ok(cartOf([{ id: 'm-1', quantity: 1 }])) });
    const added = await service.add(medicine({ id: 'm-1', name: 'Dolo 650 Tablet' }));
    expect(added.isOk()).toBe(true);
    expect(service.current?.lines.map((l) => [l.productId, l.quantity])).toEqual([['m-1', 1]]);
    expect(toasts).toEqual([{ messages: 'Dolo 650 Tablet added to your cart', tone: 'success' }]);
    expect(api.cart).not.toHaveBeenCalled();
  });

  it('leaves the cart as it was when adding fails, with the server message in an error toast', async () => {
    const { service, toasts } = setup({
      cart: async () => Ok(cartOf([{ id: 'a', quantity: 2 }])),
      addToCart: async () => Err({ kind: 'server', status: 500, message: 'Inventory service unavailable' }),
    });
    await service.load();
    const before = service.current;
    const added = await service.add(medicine({ id: 'b' }));
    expect(added.isErr()).toBe(true);
    expect(service.current).toBe(before);
    expect(toasts).toEqual([{ messages: 'Inventory service unavailable', tone: 'error' }]);
  });

  it('sends one request for a double click on Add', async () => {
    let finish: (cart: Result<Cart, ApiError>) => void = () => undefined;
    const addToCart = vi.fn(() => new Promise<Result<Cart, ApiError>>((resolve) => (finish = resolve)));
    const { service } = setup({ addToCart });
    const first = service.add(medicine({ id: 'm-1' }));
    const second = await service.add(medicine({ id: 'm-1' }));
    expect(second.isErr() && second.error.kind).toBe('conflict');
    finish(Ok(cartOf([{ id: 'm-1', quantity: 1 }])));
    await first;
    expect(addToCart).toHaveBeenCalledTimes(1);
  });

  it('changes a quantity only after the server accepts it', async () => {
    let finish: (cart: Result<Cart, ApiError>) => void = () => undefined;
    const { service, api } = setup({
      cart: async () => Ok(cartOf([{ id: 'a', quantity: 1 }, { id: 'b', quantity: 1 }])),
      updateCart: vi.fn(() => new Promise<Result<Cart, ApiError>>((resolve) => (finish = resolve))),
    });
    await service.load();
    const pending = service.setQuantity('a', 3);
    expect(service.current?.lines.find((l) => l.productId === 'a')?.quantity).toBe(1);
    expect(api.updateCart).toHaveBeenCalledWith({ lines: [{ productId: 'a', quantity: 3 }, { productId: 'b', quantity: 1 }], couponCode: null });
    finish(Ok(cartOf([{ id: 'a', quantity: 3 }, { id: 'b', quantity: 1 }])));
    await pending;
    expect(service.current?.lines.find((l) => l.productId === 'a')?.quantity).toBe(3);
  });

  it('keeps the old quantity when the server refuses the change', async () => {
    const { service, toasts } = setup({
      cart: async () => Ok(cartOf([{ id: 'a', quantity: 1 }])),
      updateCart: async () => Err({ kind: 'rejected', message: 'Only 2 left in stock' }),
    });
    await service.load();
    await service.setQuantity('a', 5);
    expect(service.current?.lines[0]?.quantity).toBe(1);
    expect(toasts.at(-1)).toEqual({ messages: 'Only 2 left in stock', tone: 'error' });
  });

  it('refuses a quantity outside 1 to 20 without calling the server', async () => {
    const { service, api } = setup({ cart: async () => Ok(cartOf([{ id: 'a', quantity: 1 }])) });
    await service.load();
    const result = await service.setQuantity('a', 0);
    expect(result.isErr() && result.error.kind).toBe('invalid-quantity');
    expect(api.updateCart).not.toHaveBeenCalled();
  });

  it('removes a line at once, then re-posts the remaining cart', async () => {
    let finish: (cart: Result<Cart, ApiError>) => void = () => undefined;
    const { service, api } = setup({
      cart: async () => Ok(cartOf([{ id: 'a', quantity: 1 }, { id: 'b', quantity: 2 }], 'HEALTH20')),
      updateCart: vi.fn(() => new Promise<Result<Cart, ApiError>>((resolve) => (finish = resolve))),
    });
    await service.load();
    const pending = service.remove('a');
    expect(service.current?.lines.map((l) => l.productId)).toEqual(['b']);
    expect(api.updateCart).toHaveBeenCalledWith({ lines: [{ productId: 'b', quantity: 2 }], couponCode: 'HEALTH20' });
    finish(Ok(cartOf([{ id: 'b', quantity: 2 }], 'HEALTH20')));
    await pending;
    expect(service.current?.lines.map((l) => l.productId)).toEqual(['b']);
  });

  it('puts a removed line back when the server refuses the removal', async () => {
    const { service } = setup({
      cart: async () => Ok(cartOf([{ id: 'a', quantity: 1 }, { id: 'b', quantity: 2 }])),
      updateCart: async () => Err({ kind: 'network' }),
    });
    await service.load();
    await service.remove('a');
    expect(service.current?.lines.map((l) => l.productId)).toEqual(['a', 'b']);
  });

  it('keeps an applied coupon, and the reason for a refused one, in cookies for 10 minutes', async () => {
    const applied = setup({
      cart: async () => Ok(cartOf([{ id: 'a', quantity: 1 }])),
      updateCart: async () => Ok(cartOf([{ id: 'a', quantity: 1 }], 'HEALTH20')),
    });
    await applied.service.load();
    await applied.service.applyCoupon(' health20 ');
    expect(applied.jar.get('coupon')).toEqual({ value: 'HEALTH20', maxAgeMs: 600_000 });

    const refused = setup({
      cart: async () => Ok(cartOf([{ id: 'a', quantity: 1 }])),
      updateCart: async () => Ok(cartOf([{ id: 'a', quantity: 1 }], null, 'Add items worth ₹99.00 more to use this coupon')),
    });
    await refused.service.load();
    await refused.service.applyCoupon('HEALTH20');
    expect(refused.jar.get('couponReason')?.value).toBe('Add items worth ₹99.00 more to use this coupon');
    expect(refused.jar.has('coupon')).toBe(false);
  });

  it('keeps a coupon applied while a refresh of the cart was out: the older cart it answers does not take the coupon off', async () => {
    let answerLoad: (cart: Result<Cart, ApiError>) => void = () => undefined;
    const { service } = setup({
      cart: vi
        .fn<CartCalls['cart']>()
        .mockResolvedValueOnce(Ok(cartOf([{ id: 'a', quantity: 3 }])))
        .mockImplementationOnce(() => new Promise((resolve) => (answerLoad = resolve))),
      updateCart: async () => Ok(cartOf([{ id: 'a', quantity: 3 }], 'HEALTH20')),
    });
    await service.load();

    const refresh = service.load();
    await service.applyCoupon('HEALTH20');
    answerLoad(Ok(cartOf([{ id: 'a', quantity: 3 }])));
    await refresh;

    expect(service.current?.couponCode).toBe('HEALTH20');
  });

  it('forgets the coupon cookies when the coupon is removed', async () => {
    const { service, jar } = setup({
      cart: async () => Ok(cartOf([{ id: 'a', quantity: 1 }], 'HEALTH20')),
      updateCart: async () => Ok(cartOf([{ id: 'a', quantity: 1 }])),
    });
    jar.set('coupon', { value: 'HEALTH20', maxAgeMs: 1 });
    await service.load();
    await service.removeCoupon();
    expect(jar.has('coupon')).toBe(false);
    expect(service.current?.couponCode).toBeNull();
  });

  describe('additional discount by e-mail', () => {
    it('asks for it only when the cart has a medicine to discount', async () => {
      const { service, api } = setup({ cart: vi.fn(async () => Ok(cartOf([{ id: 'm-1', quantity: 0 }]))) });
      expect((await service.requestAdditionalDiscount()).unwrapErr()).toEqual({ kind: 'empty-cart' });
      await service.load();
      expect((await service.requestAdditionalDiscount()).unwrapErr()).toEqual({ kind: 'empty-cart' });
      expect(api.mailAdditionalDiscount).not.toHaveBeenCalled();
    });

    it('answers with the address the mail went to, and mails once however often it is asked at the same time', async () => {
      let answer: (value: Result<{ email: string }, ApiError>) => void = () => undefined;
      const mailAdditionalDiscount = vi.fn(() => new Promise<Result<{ email: string }, ApiError>>((resolve) => (answer = resolve)));
      const { service } = setup({ cart: vi.fn(async () => Ok(cartOf([{ id: 'm-1', quantity: 2 }]))), mailAdditionalDiscount });
      await service.load();
      const first = service.requestAdditionalDiscount();
      expect((await service.requestAdditionalDiscount()).unwrapErr()).toEqual({ kind: 'in-progress' });
      answer(Ok({ email: 'priya@example.in' }));
      expect((await first).unwrap()).toEqual({ email: 'priya@example.in' });
      expect(mailAdditionalDiscount).toHaveBeenCalledTimes(1);
    });

    it('passes the server’s reason on and lets the patient ask again after a failure', async () => {
      const mailAdditionalDiscount = vi
        .fn<() => Promise<Result<{ email: string }, ApiError>>>()
        .mockResolvedValueOnce(Err({ kind: 'rejected', message: 'Add your e-mail address to your profile to get the discount by e-mail' }))
        .mockResolvedValueOnce(Ok({ email: 'priya@example.in' }));
      const { service } = setup({ cart: vi.fn(async () => Ok(cartOf([{ id: 'm-1', quantity: 1 }]))), mailAdditionalDiscount });
      await service.load();
      expect((await service.requestAdditionalDiscount()).unwrapErr()).toEqual({ kind: 'rejected', message: 'Add your e-mail address to your profile to get the discount by e-mail' });
      expect((await service.requestAdditionalDiscount()).unwrap()).toEqual({ email: 'priya@example.in' });
    });
  });
});
