import { describe, expect, it } from 'vitest';
import type { UserSubscription } from './model';
import { canBeUpgraded, isUpgrade, unusedDays, upgradeCreditPaise, upgradeFrom } from './upgrade';

/** Silver for a year from 23 October 2025: 365 days, bought for ₹2,499 before GST. */
const SILVER_YEAR = { startDate: '2025-10-23', endDate: '2026-10-22' };
const SILVER_VALUE = 249_900;

const held = (overrides: Partial<UserSubscription>): UserSubscription => ({
  id: 'sub-u-1-1',
  planId: 'plan-silver-12m',
  name: 'Care Plus Silver',
  tier: 'silver',
  months: 12,
  ...SILVER_YEAR,
  status: 'ACTIVE',
  covered: [],
  familySlots: 1,
  consultations: [],
  ...overrides,
});

describe('isUpgrade', () => {
  it('allows a higher tier, a longer term, or both', () => {
    expect(isUpgrade({ tier: 'silver', months: 12 }, { tier: 'gold', months: 12 })).toBe(true);
    expect(isUpgrade({ tier: 'silver', months: 3 }, { tier: 'silver', months: 6 })).toBe(true);
    expect(isUpgrade({ tier: 'bronze', months: 3 }, { tier: 'platinum', months: 12 })).toBe(true);
  });

  it('refuses the same plan, a lower tier, a shorter term, and a higher tier for a shorter term', () => {
    expect(isUpgrade({ tier: 'gold', months: 6 }, { tier: 'gold', months: 6 })).toBe(false);
    expect(isUpgrade({ tier: 'gold', months: 6 }, { tier: 'silver', months: 6 })).toBe(false);
    expect(isUpgrade({ tier: 'gold', months: 6 }, { tier: 'gold', months: 3 })).toBe(false);
    expect(isUpgrade({ tier: 'gold', months: 12 }, { tier: 'platinum', months: 3 })).toBe(false);
  });
});

describe('canBeUpgraded', () => {
  it('is true for every plan but the 12-month Platinum', () => {
    expect(canBeUpgraded({ tier: 'platinum', months: 6 })).toBe(true);
    expect(canBeUpgraded({ tier: 'gold', months: 12 })).toBe(true);
    expect(canBeUpgraded({ tier: 'platinum', months: 12 })).toBe(false);
  });
});

describe('the credit for the unused part of a plan', () => {
  it('credits the whole value on the first day, since the new plan covers that day', () => {
    expect(unusedDays(SILVER_YEAR, '2025-10-23')).toBe(365);
    expect(upgradeCreditPaise(SILVER_YEAR, SILVER_VALUE, '2025-10-23')).toBe(SILVER_VALUE);
  });

  it('credits one day on the last day', () => {
    expect(unusedDays(SILVER_YEAR, '2026-10-22')).toBe(1);
    // ₹2,499 ÷ 365 = ₹6.8465…, rounded to the nearest paisa.
    expect(upgradeCreditPaise(SILVER_YEAR, SILVER_VALUE, '2026-10-22')).toBe(685);
  });

  it('credits the days from today to the last day, pro rata by whole days', () => {
    // 130 days used from 23 October 2025 to 1 March 2026; 235 left with 2 March.
    expect(unusedDays(SILVER_YEAR, '2026-03-02')).toBe(235);
    expect(upgradeCreditPaise(SILVER_YEAR, SILVER_VALUE, '2026-03-02')).toBe(160_895);
  });

  it('credits nothing once the term has ended', () => {
    expect(upgradeCreditPaise(SILVER_YEAR, SILVER_VALUE, '2026-10-23')).toBe(0);
  });
});

describe('upgradeFrom', () => {
  const GOLD = { tier: 'gold', months: 12 } as const;

  it('is the plan covering today when the new one ranks above it', () => {
    expect(upgradeFrom([held({})], GOLD, '2026-03-02')?.id).toBe('sub-u-1-1');
  });

  it('is none for an expired plan, which is a new purchase, and for a plan upgraded already', () => {
    expect(upgradeFrom([held({})], GOLD, '2026-10-23')).toBeNull();
    expect(upgradeFrom([held({ status: 'EXPIRED' })], GOLD, '2026-03-02')).toBeNull();
    expect(upgradeFrom([held({ status: 'UPGRADED', endDate: '2026-03-02' })], GOLD, '2026-03-02')).toBeNull();
  });

  it('is none for the same plan or a lower one', () => {
    expect(upgradeFrom([held({})], { tier: 'silver', months: 12 }, '2026-03-02')).toBeNull();
    expect(upgradeFrom([held({})], { tier: 'bronze', months: 12 }, '2026-03-02')).toBeNull();
  });
});
