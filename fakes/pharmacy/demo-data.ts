import type { Address } from '../../domain/pharmacy/model';
import { CITY_PLACES } from '../places';
import type { FakeUser } from '../state';
import { cartTotals } from './cart-pricing';
import { emptyPharmacyAccount, type FakeMedicineOrder, type FakePharmacyAccount } from './state';

/**
 * Past orders of the seed. Their lines are written out rather than read from the catalogue,
 * so seeding stays instant (the catalogue is built on the first pharmacy call) and because
 * an order keeps the prices it was placed at. fakes/pharmacy/demo-data.test.ts checks the
 * ids still name these medicines.
 */
export const SEEDED_ORDER_LINES = [
  { productId: 'med-1', name: 'Dolo 650 Tablet', quantity: 2, pricePaise: 2970, mrpPaise: 3300 },
  { productId: 'med-113', name: 'Shelcal 500 Tablet', quantity: 1, pricePaise: 11250, mrpPaise: 12850 },
] as const;

/**
 * The pharmacy side of the demo accounts: Priya (the Care Plus member) has a home address
 * and a delivered order, so "Buy again" and My Orders have something to show; everyone
 * else starts empty and gets their records on first use.
 */
export function seedPharmacy(users: Record<string, FakeUser>): Record<string, FakePharmacyAccount> {
  const priya = users['u-1'];
  if (!priya?.pincode || !priya.city || !priya.state) return {};
  const place = CITY_PLACES[priya.city as keyof typeof CITY_PLACES];
  const home: Address = {
    id: 'addr-1',
    name: `${priya.firstName} ${priya.lastName}`,
    mobileNumber: priya.mobileNumber,
    line1: `Flat 302, Lotus Residency, ${place?.streets[0] ?? 'Main Road'}`,
    line2: place?.localities[0] ?? '',
    landmark: 'Opposite the post office',
    pincode: priya.pincode,
    city: priya.city,
    state: priya.state,
    kind: 'HOME',
    isPrimary: true,
  };
  const at = (time: string) => `2026-01-12T${time}:00.000Z`;
  const delivered: FakeMedicineOrder = {
    id: 'order-1',
    state: 'DELIVERED',
    history: [
      { state: 'PLACED', at: at('04:45') },
      { state: 'APPROVED', at: at('04:46') },
      { state: 'PACKED', at: at('05:10') },
      { state: 'SHIPPED', at: at('05:35') },
      { state: 'DELIVERED', at: at('09:00') },
    ],
    lines: SEEDED_ORDER_LINES.map((line) => ({ ...line })),
    totals: cartTotals(SEEDED_ORDER_LINES, 0),
    address: { ...home },
    prescriptionIds: [],
    paymentOrderId: 'order_DEMO0000000001',
    paid: true,
    placedAt: at('04:45'),
    cancelReason: null,
    source: 'CART',
    needsPrescriptionCheck: false,
    paymentId: 'pay_DEMO0000000001',
    schedule: [],
  };
  return {
    [priya.id]: {
      ...emptyPharmacyAccount(),
      addresses: [home],
      orders: [delivered],
      payments: { order_DEMO0000000001: { orderId: 'order-1', amountPaise: delivered.totals.payablePaise, status: 'PAID', paymentId: 'pay_DEMO0000000001' } },
    },
  };
}
