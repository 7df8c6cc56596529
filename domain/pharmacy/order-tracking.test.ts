import { Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { MEDICINE_ORDER_STATES } from './model';
import type { PharmacyApi } from './ports';
import { MedicineOrders, ORDER_STATE_LABELS, orderStatusText, orderTimeline } from './order-tracking';
import { order, testApi } from './test-support';
import { testQueries } from '../shared/test-doubles';

describe('orderTimeline', () => {
  it('shows a new order as placed, with the main steps still ahead', () => {
    const steps = orderTimeline(order());
    expect(steps.map((s) => [s.state, s.status])).toEqual([
      ['PLACED', 'current'],
      ['APPROVED', 'upcoming'],
      ['PACKED', 'upcoming'],
      ['SHIPPED', 'upcoming'],
      ['DELIVERED', 'upcoming'],
    ]);
    expect(steps[0]?.at).toBe('2026-11-22T10:00:00Z');
    expect(steps[1]?.at).toBeNull();
  });

  it('includes the prescription check and approval steps only when the order went through them', () => {
    const steps = orderTimeline(
      order({
        state: 'AWAITING_APPROVAL',
        history: [
          { state: 'AWAITING_PRESCRIPTION_CHECK', at: '2026-11-22T10:05:00Z' },
          { state: 'PLACED', at: '2026-11-22T10:00:00Z' },
          { state: 'AWAITING_APPROVAL', at: '2026-11-22T11:00:00Z' },
        ],
      }),
    );
    expect(steps.map((s) => s.state)).toEqual(['PLACED', 'AWAITING_PRESCRIPTION_CHECK', 'AWAITING_APPROVAL', 'APPROVED', 'PACKED', 'SHIPPED', 'DELIVERED']);
    expect(steps.find((s) => s.status === 'current')?.state).toBe('AWAITING_APPROVAL');
  });

  it('ends a cancelled order at Cancelled with nothing ahead', () => {
    const steps = orderTimeline(
      order({ state: 'CANCELLED', history: [{ state: 'PLACED', at: '2026-11-22T10:00:00Z' }, { state: 'CANCELLED', at: '2026-11-22T10:30:00Z' }] }),
    );
    expect(steps.map((s) => [s.state, s.status])).toEqual([
      ['PLACED', 'done'],
      ['CANCELLED', 'done'],
    ]);
  });

  it('has a label for every state and says when payment is pending', () => {
    for (const state of MEDICINE_ORDER_STATES) expect(ORDER_STATE_LABELS[state]).not.toBe('');
    expect(orderStatusText({ state: 'PLACED', paid: false })).toBe('Order placed · payment pending');
    expect(orderStatusText({ state: 'SHIPPED', paid: true })).toBe('On the way');
    expect(orderStatusText({ state: 'CANCELLED', paid: false })).toBe('Cancelled');
  });
});

describe('MedicineOrders', () => {
  it('lists orders newest first and picks those awaiting approval', async () => {
    const orders = new MedicineOrders(
      testApi({
        orders: async () =>
          Ok([
            order({ id: 'a', placedAt: '2026-10-01T10:00:00Z' }),
            order({ id: 'b', placedAt: '2026-11-01T10:00:00Z', state: 'AWAITING_APPROVAL' }),
          ]),
      }),
      testQueries(),
    );
    expect((await orders.orders().value()).unwrap().map((o) => o.id)).toEqual(['b', 'a']);
    expect((await orders.awaitingApproval().value()).unwrap().map((o) => o.id)).toEqual(['b']);
  });

  it('approves only an order awaiting approval, once however often it is asked', async () => {
    const approveOrder = vi.fn<PharmacyApi['approveOrder']>(async () => Ok(order({ state: 'APPROVED' })));
    const orders = new MedicineOrders(testApi({ approveOrder }), testQueries());
    const refused = await orders.approve(order({ state: 'PLACED' }));
    expect(refused.isErr() && refused.error.kind).toBe('not-awaiting-approval');
    const waiting = order({ state: 'AWAITING_APPROVAL' });
    await Promise.all([orders.approve(waiting), orders.approve(waiting)]);
    expect(approveOrder).toHaveBeenCalledTimes(1);
  });

  it('shows an approved order as approved wherever it is read, and drops it from those awaiting approval', async () => {
    const waiting = order({ id: 'b', state: 'AWAITING_APPROVAL' });
    let listed = [waiting];
    const orders = new MedicineOrders(
      testApi({
        orders: async () => Ok(listed),
        order: async () => Ok(waiting),
        approveOrder: async () => {
          listed = [];
          return Ok({ ...waiting, state: 'APPROVED' });
        },
      }),
      testQueries(),
    );
    const page = orders.order('b');
    const awaiting = orders.awaitingApproval();
    const stopPage = page.subscribe(() => undefined);
    const stopList = awaiting.subscribe(() => undefined);
    await awaiting.value();
    await page.value();

    await orders.approve(waiting);
    expect(page.state).toMatchObject({ kind: 'ready', value: { state: 'APPROVED' } });
    expect(awaiting.state).toMatchObject({ kind: 'ready', value: [] });
    stopPage();
    stopList();
  });
});
