import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { testQueries } from '../shared/test-doubles';
import { AddressBook } from './address-book';
import { canPlace, CartCheckout, couponOffers, describeBlocker, type CheckoutView } from './cart-checkout';
import type { Cart, CartLine, Coupon } from './model';
import type { PharmacyApi } from './ports';
import { PrescriptionLibrary } from './prescriptions';
import { address, cart, order, prescription, testApi, testErrors } from './test-support';
import { medicine } from './test-medicine';

/** A checkout over the real address book and prescription library; the cart and ordering are stubs. */
function checkoutFor(api: Partial<PharmacyApi>, shown: Cart | null = null) {
  const pharmacy = testApi(api);
  const { errors } = testErrors();
  const queries = testQueries();
  const prescriptions = new PrescriptionLibrary(pharmacy, errors, queries);
  const addresses = new AddressBook({ api: pharmacy, errors, pincodes: null, location: null, geocoder: null, queries });
  const cartService = { current: shown, load: vi.fn(async () => Ok(cart())) };
  const ordering = { placeOrder: vi.fn(async () => Ok(order({ id: 'o-9' }))) };
  const checkout = new CartCheckout({ api: pharmacy, queries, cart: cartService, addresses, prescriptions, ordering });
  return { checkout, prescriptions, cartService, ordering };
}

function line(id: string, rx: boolean): CartLine {
  return { productId: id, quantity: 1, isRxRequired: rx, medicine: medicine({ id, isRxRequired: rx }) };
}

/** The view once every load it started has answered. */
async function settled(checkout: CartCheckout, shown: Cart): Promise<CheckoutView> {
  const views: CheckoutView[] = [];
  const subscription = checkout.view$(shown).subscribe((view) => views.push(view));
  await vi.waitFor(() => expect(views.at(-1)?.checked && views.at(-1)?.addresses.kind === 'ready').toBe(true));
  subscription.unsubscribe();
  return views.at(-1) as CheckoutView;
}

function coupon(overrides: Partial<Coupon>): Coupon {
  return {
    code: 'CARE10',
    title: '10% off',
    description: '',
    kind: 'PERCENT',
    value: 10,
    maxDiscountPaise: null,
    minCartPaise: 0,
    verticals: ['MEDICINE'],
    expiresOn: '2099-12-31',
    ...overrides,
  };
}

describe('coupon offers', () => {
  it('puts coupons that apply first, biggest saving first, and keeps the reasons of the others', () => {
    const offers = couponOffers(
      [coupon({ code: 'BIG', minCartPaise: 100000 }), coupon({ code: 'FLAT50', kind: 'FLAT', value: 5000 }), coupon({ code: 'CARE10' })],
      cart(),
      '2026-11-22',
    );
    expect(offers.map((o) => o.coupon.code)).toEqual(['FLAT50', 'CARE10', 'BIG']);
    // The cart sells for ₹90 (MRP ₹100 less ₹10): 10% is ₹9.
    expect(offers[1]?.check).toEqual({ applies: true, discountPaise: 900 });
    expect(offers[2]?.check).toEqual({ applies: false, reason: 'Add items worth ₹910.00 more to use this coupon' });
  });

  it('asks the server for medicine coupons only', async () => {
    const coupons = vi.fn<PharmacyApi['coupons']>(async () => Ok([coupon({})]));
    await checkoutFor({ coupons }).checkout.coupons().value();
    expect(coupons).toHaveBeenCalledWith(['MEDICINE']);
  });
});

describe('availability', () => {
  it('checks a valid delivery pincode and skips an invalid one', async () => {
    const checkAvailability = vi.fn<PharmacyApi['checkAvailability']>(async () => Ok({ unavailable: ['m-2'] }));
    const { checkout } = checkoutFor({ checkAvailability });
    const lines = cart({ lines: [line('m-2', false)] });
    expect((await checkout.unavailableAt('560 038', lines).value()).unwrap()).toEqual(['m-2']);
    expect((await checkout.unavailableAt('', lines).value()).unwrap()).toEqual([]);
    expect(checkAvailability).toHaveBeenCalledTimes(1);
    expect(checkAvailability).toHaveBeenCalledWith('560038');
  });
});

describe('the cart page’s checkout', () => {
  const rxCart = cart({ lines: [line('m-1', true), line('m-2', false)], addressId: 'a-1' });

  it('checks delivery at the cart’s address and asks for prescriptions only when a line needs one', async () => {
    const checkAvailability = vi.fn<PharmacyApi['checkAvailability']>(async () => Ok({ unavailable: ['m-2'] }));
    const prescriptionsCall = vi.fn<PharmacyApi['prescriptions']>(async () => Ok([prescription()]));
    const { checkout } = checkoutFor({ addresses: async () => Ok([address({ id: 'a-1', pincode: '560038' })]), checkAvailability, prescriptions: prescriptionsCall });

    const plain = await settled(checkout, cart({ lines: [line('m-2', false)], addressId: 'a-1' }));
    expect(plain.prescriptions).toBeNull();
    expect(prescriptionsCall).not.toHaveBeenCalled();
    expect(plain.pincode).toBe('560038');
    expect(plain.blockers).toEqual([{ kind: 'unavailable', productIds: ['m-2'] }]);
    expect(checkAvailability).toHaveBeenCalledWith('560038');

    const rx = await settled(checkout, rxCart);
    expect(rx.prescriptions).toMatchObject({ kind: 'ready' });
    expect(rx.blockers).toContainEqual({ kind: 'prescription-needed', productIds: ['m-1'] });
  });

  it('holds the order back until the delivery check answers, and lets it go when that check fails', async () => {
    const { checkout } = checkoutFor({
      addresses: async () => Ok([address({ id: 'a-1' })]),
      checkAvailability: async () => Err({ kind: 'timeout' }),
    });
    const shown = cart({ lines: [line('m-2', false)], addressId: 'a-1' });
    expect(checkout.view(shown).checked).toBe(false);
    const view = await settled(checkout, shown);
    expect(view.availabilityFailed).toBe(true);
    expect(canPlace(view)).toBe(true);
  });

  it('counts only ticked prescriptions the patient still has', async () => {
    const { checkout, prescriptions } = checkoutFor({
      addresses: async () => Ok([address({ id: 'a-1' })]),
      checkAvailability: async () => Ok({ unavailable: [] }),
      prescriptions: async () => Ok([prescription({ id: 'rx-1' })]),
    });
    prescriptions.attach('rx-gone');
    expect((await settled(checkout, rxCart)).attached).toEqual([]);
    prescriptions.attach('rx-1');
    const view = await settled(checkout, rxCart);
    expect(view.attached).toEqual(['rx-1']);
    expect(canPlace(view)).toBe(true);
  });

  it('places the order with the ticked prescriptions, then starts the next cart with none and fetches the cart again', async () => {
    const { checkout, prescriptions, cartService, ordering } = checkoutFor(
      {
        addresses: async () => Ok([address({ id: 'a-1' })]),
        checkAvailability: async () => Ok({ unavailable: [] }),
        prescriptions: async () => Ok([prescription({ id: 'rx-1' })]),
      },
      rxCart,
    );
    prescriptions.attach('rx-1');
    await settled(checkout, rxCart);

    const placed = await checkout.placeOrder();

    expect(placed.isOk() && placed.value.id).toBe('o-9');
    expect(ordering.placeOrder).toHaveBeenCalledWith({ addressId: 'a-1', prescriptionIds: ['rx-1'] });
    expect(prescriptions.attachedIds).toEqual([]);
    expect(cartService.load).toHaveBeenCalled();
  });

  it('places nothing while something stops the order', async () => {
    const { checkout, ordering } = checkoutFor(
      { addresses: async () => Ok([address({ id: 'a-1' })]), checkAvailability: async () => Ok({ unavailable: [] }), prescriptions: async () => Ok([]) },
      rxCart,
    );
    await settled(checkout, rxCart);
    const placed = await checkout.placeOrder();
    expect(placed.isErr() && placed.error.kind).toBe('blocked');
    expect(ordering.placeOrder).not.toHaveBeenCalled();
  });

});

describe('describeBlocker', () => {
  const names = (id: string) => ({ a: 'Dolo 650', b: 'Azithral 500', c: 'Pan 40' })[id] ?? id;
  it('names the medicines each blocker is about', () => {
    expect(describeBlocker({ kind: 'prescription-needed', productIds: ['b'] }, names)).toBe('Attach a prescription: Azithral 500 needs one.');
    expect(describeBlocker({ kind: 'unavailable', productIds: ['a', 'b', 'c'] }, names)).toBe(
      'Dolo 650, Azithral 500 and Pan 40 cannot be delivered to this address. Remove them or choose a substitute.',
    );
    expect(describeBlocker({ kind: 'no-address' }, names)).toBe('Choose a delivery address.');
    expect(describeBlocker({ kind: 'empty' }, names)).toContain('Your cart is empty');
  });
});
