import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('business constants', () => {
  it.each([
    ['COOKIE_LIFETIME_MS', 600_000],
    ['TOAST_DURATION_MS', 4000],
    ['PAYMENT_RELOAD_DELAY_MS', 4000],
    ['DEBOUNCE_MS', 1000],
    ['THROTTLE_MS', 1500],
    ['PAYMENT_MULTIPLIER', 100],
    ['CURRENCY', 'INR'],
    ['PHONE_PREFIX', '91'],
    ['CUSTOMER_CARE_NUMBER', '1800 3090 101'],
    ['SIDEBAR_WIDTH', 286],
    ['PRIMARY_COLOUR', '#1A4BA1'],
    ['DAYS_PER_YEAR', 365],
    ['SOURCE_HEADER_VALUE', 'PATIENT WEB'],
    ['PAYMENT_DESCRIPTION', 'Credits towards consultation'],
  ] as const)('%s holds the value the spec prints (%j)', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it.each([
    ['SUBSCRIPTION_WIDGET_CODES', ['MD000', 'MD001']],
    ['SSO_APP_BAR_HIDING_CODES', ['Pharmeasy_SSO']],
    [
      'RELATIONSHIPS',
      ['FATHER', 'MOTHER', 'DAUGHTER', 'SON', 'BROTHER', 'SISTER', 'WIFE', 'HUSBAND', 'FRIEND'],
    ],
    ['FAMILY_SLOT_STATUSES', ['ACTIVE', 'INACTIVE']],
    ['SUBSCRIPTION_PLAN_MONTHS', [3, 6, 12]],
    ['PACKAGE_TIERS', ['bronze', 'silver', 'gold', 'platinum']],
  ] as const)('%s lists exactly the spec values in order', (name, values) => {
    expect([...constants[name]]).toEqual(values);
  });

  it('searches page medicines 30 at a time and diagnostics 10 at a time, from page 1', () => {
    expect(constants.MEDICINE_SEARCH).toEqual({ page: 1, size: 30 });
    expect(constants.DIAGNOSTIC_SEARCH).toEqual({ page: 1, limit: 10 });
  });

  it('shows the user-facing messages word for word, including the trailing space after logout', () => {
    expect(constants.COPY_BLOCKED_MESSAGE).toBe(
      'Copying is disabled on this site for security reasons.',
    );
    expect(constants.DATA_NOT_FOUND).toBe('Data Not Found');
    expect(constants.PAYMENT_SCRIPT_FAILED).toBe('Razorpay SDK failed to load. Are you online?');
    expect(constants.LOGGED_OUT_MESSAGE).toBe('Logged Out successfully ');
  });

  it('cannot be changed at run time by a careless caller', () => {
    expect(() => (constants.RELATIONSHIPS as unknown as string[]).push('COUSIN')).toThrow(TypeError);
    expect(() => {
      (constants.MEDICINE_SEARCH as { size: number }).size = 99;
    }).toThrow(TypeError);
    expect(constants.RELATIONSHIPS).toHaveLength(9);
    expect(constants.MEDICINE_SEARCH.size).toBe(30);
  });
});
