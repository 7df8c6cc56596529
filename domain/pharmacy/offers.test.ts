import { describe, expect, it } from 'vitest';
import { Ok } from 'ts-results-es';
import { firstValueFrom, filter } from 'rxjs';
import type { Coupon } from './model';
import { offerGroups, Offers } from './offers';
import { memoryCookies, testQueries } from '../shared/test-doubles';

function coupon(code: string, verticals: string[], expiresOn = '2027-03-31'): Coupon {
  return { code, title: code, description: '', kind: 'FLAT', value: 5000, maxDiscountPaise: null, minCartPaise: 0, verticals, expiresOn };
}

describe('offerGroups', () => {
  it('groups offers by vertical in the page order: medicines, lab tests, consultations, plans', () => {
    const groups = offerGroups([coupon('PLAN10', ['SUBSCRIPTION']), coupon('LAB25', ['DIAGNOSTICS']), coupon('HEALTH20', ['MEDICINE'])], '2026-11-26');
    expect(groups.map((group) => group.vertical)).toEqual(['MEDICINE', 'DIAGNOSTICS', 'SUBSCRIPTION']);
  });

  it('shows a coupon for two verticals under each, and one naming none under all of them', () => {
    const groups = offerGroups([coupon('FLAT100', ['MEDICINE', 'diagnostics']), coupon('ANY', [])], '2026-11-26');
    expect(groups.map((group) => [group.vertical, group.coupons.map((each) => each.code)])).toEqual([
      ['MEDICINE', ['ANY', 'FLAT100']],
      ['DIAGNOSTICS', ['ANY', 'FLAT100']],
      ['CONSULTATION', ['ANY']],
      ['SUBSCRIPTION', ['ANY']],
    ]);
  });

  it('leaves out expired offers but keeps one on its last day, soonest to end first', () => {
    const groups = offerGroups(
      [coupon('LATER', ['MEDICINE'], '2027-01-31'), coupon('GONE', ['MEDICINE'], '2026-11-25'), coupon('TODAY', ['MEDICINE'], '2026-11-26')],
      '2026-11-26',
    );
    expect(groups[0]?.coupons.map((each) => each.code)).toEqual(['TODAY', 'LATER']);
  });

  it('drops coupons only for verticals the app does not sell', () => {
    expect(offerGroups([coupon('TRAVEL', ['INSURANCE'])], '2026-11-26')).toEqual([]);
  });
});

describe('Offers', () => {
  it('asks for every coupon once, without the verticals query', async () => {
    const asked: (string[] | undefined)[] = [];
    const offers = new Offers(
      {
        coupons: async (verticals?: string[]) => {
          asked.push(verticals);
          return Ok([coupon('HEALTH20', ['MEDICINE'])]);
        },
      },
      testQueries(),
      memoryCookies(),
    );
    const ready = await firstValueFrom(offers.all().state$.pipe(filter((state) => state.kind === 'ready')));
    await firstValueFrom(offers.all().state$.pipe(filter((state) => state.kind === 'ready')));
    expect(ready.kind === 'ready' && ready.value.map((each) => each.code)).toEqual(['HEALTH20']);
    expect(asked).toEqual([undefined]);
  });

  it('keeps a consultation coupon in the coupon cookie for ten minutes, for the booking summary', () => {
    let now = 0;
    const cookies = memoryCookies(() => now);
    const offers = new Offers({ coupons: async () => Ok([]) }, testQueries(), cookies);
    offers.keepForConsultation(' consult100');
    expect(cookies.get('coupon')).toBe('CONSULT100');
    now = 10 * 60 * 1000;
    expect(cookies.get('coupon')).toBeNull();
  });
});
