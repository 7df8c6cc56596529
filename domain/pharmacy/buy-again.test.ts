import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { BUY_AGAIN_LIMIT, BuyAgain } from './buy-again';
import { medicine } from './test-medicine';
import { testQueries } from '../shared/test-doubles';

describe('BuyAgain', () => {
  it('lists the most ordered medicines once each, in the server order, at most BUY_AGAIN_LIMIT', async () => {
    const many = Array.from({ length: BUY_AGAIN_LIMIT + 3 }, (_, i) => medicine({ id: `m${i}` }));
    const api = { mostOrdered: vi.fn(async () => Ok([medicine({ id: 'm1' }), ...many])) };
    const listed = await new BuyAgain(api, testQueries()).list().value();
    expect(listed.isOk() && listed.value.map((m) => m.id)).toEqual(['m1', 'm0', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
  });

  it('returns a failure as it is, for the page to show in place', async () => {
    const listed = await new BuyAgain({ mostOrdered: async () => Err({ kind: 'network' as const }) }, testQueries()).list().value();
    expect(listed.isErr() && listed.error).toEqual({ kind: 'network' });
  });
});
