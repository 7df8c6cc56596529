import { Err, Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { errorPolicy, PROFILE, stubUserApi } from '../account/test-support';
import { testQueries } from '../shared/test-doubles';
import { ProfileQueries } from './profile';

const REFUSED = { kind: 'rejected', message: 'Profile is locked for an update' } as const;

describe('ProfileQueries', () => {
  it('leaves a failure to My Profile, which shows it with Try again', async () => {
    const { errors, notifier } = errorPolicy();
    const profiles = new ProfileQueries(stubUserApi({ userProfile: async () => Err(REFUSED) }), errors, testQueries());
    expect((await profiles.myProfile().value()).isErr()).toBe(true);
    expect(notifier.shown).toEqual([]);
  });

  it('fills the payment window in with the patient’s name, e-mail and mobile', async () => {
    const { errors } = errorPolicy();
    const profiles = new ProfileQueries(stubUserApi({ userProfile: async () => Ok(PROFILE) }), errors, testQueries());
    expect(await profiles.paymentContact()).toEqual({ name: 'Rahul Verma', email: 'rahul@example.in', mobileNumber: '9123456780' });
  });

  it('leaves the payment window blank when the profile cannot be read, and toasts the server’s reason, which the page does not show', async () => {
    const { errors, notifier } = errorPolicy();
    const profiles = new ProfileQueries(stubUserApi({ userProfile: async () => Err(REFUSED) }), errors, testQueries());
    expect(await profiles.paymentContact()).toEqual({ name: '', email: null, mobileNumber: '' });
    expect(notifier.shown).toEqual([{ messages: 'Profile is locked for an update', tone: 'error' }]);
  });
});
