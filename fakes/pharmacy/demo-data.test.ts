import { describe, expect, it } from 'vitest';
import { seedState } from '../seed';
import { defaultCatalogue } from './catalogue';
import { SEEDED_ORDER_LINES } from './demo-data';

describe('the pharmacy seed', () => {
  it('names medicines of the catalogue by their ids, at MRPs the catalogue still has', () => {
    for (const line of SEEDED_ORDER_LINES) {
      expect(defaultCatalogue().entry(line.productId)).toMatchObject({ name: line.name, mrpPaise: line.mrpPaise });
    }
  });

  it('gives Priya a primary home address in her own city and a delivered order, and nobody else anything', () => {
    const state = seedState();
    const priya = state.users['u-1'];
    expect(Object.keys(state.pharmacy)).toEqual(['u-1']);
    const account = state.pharmacy['u-1'];
    expect(account?.addresses).toEqual([expect.objectContaining({ id: 'addr-1', isPrimary: true, pincode: priya?.pincode, city: priya?.city, state: priya?.state, kind: 'HOME' })]);
    expect(account?.orders.map((order) => [order.id, order.state, order.paid])).toEqual([['order-1', 'DELIVERED', true]]);
    // The header detail's cart address stays unset until the patient picks one for a cart.
    expect(priya?.addressId).toBeNull();
  });
});
