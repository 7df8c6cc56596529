import type { Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { POLICY_TYPES } from '../../domain/content/model';
import type { ApiError } from '../../domain/shared/errors';
import { DEMO_ACCOUNTS, DEMO_CORPORATE_SLUGS, DEMO_PASSWORD } from '../../fakes/seed';
import { httpPorts, inMemoryPorts, type PortsSubject } from './subjects';

function value<T>(result: Result<T, ApiError>): T {
  if (result.isErr()) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Every read of the account, cms and subscriptions ports over the demo data, as domain values. */
async function demoValues(subject: PortsSubject): Promise<unknown[]> {
  const { account, cms, subscriptions } = subject;
  const values: unknown[] = [];
  for (const slug of DEMO_CORPORATE_SLUGS) values.push(value(await account.corporateBySlug(slug)));
  for (const pincode of ['110001', '400001', '560001', '682016', '781035']) values.push(value(await account.searchPincode(pincode)));
  for (const type of POLICY_TYPES) values.push(value(await cms.policy(type)));
  values.push(value(await cms.faq()));
  for (const page of [1, 2]) values.push(value(await cms.blogs({ page, category: null, search: '' })));
  values.push(value(await cms.blogs({ page: 1, category: 'Diabetes', search: 'sugar' })));
  values.push(value(await cms.blog('monsoon-fevers')));
  values.push(value(await cms.screeningPlans()));
  values.push(value(await subscriptions.plans()));
  for (const { mobileNumber } of [DEMO_ACCOUNTS.subscriber, DEMO_ACCOUNTS.patient, DEMO_ACCOUNTS.corporate]) {
    values.push(value(await account.lookupMobile(mobileNumber)));
    subject.setToken(value(await account.signInWithPassword({ mobileNumber, password: DEMO_PASSWORD })).token);
    const profile = value(await subject.user.userProfile());
    values.push(value(await account.userProfileById(profile.id)));
    values.push(value(await account.profileCompletion()));
    values.push(value(await account.notificationPreferences()));
    values.push(value(await subscriptions.mySubscriptions()));
  }
  values.push(value(await account.validateSso(DEMO_ACCOUNTS.sso.token)).tenantId);
  return values;
}

describe('the two implementations agree', () => {
  it('the HTTP adapters decode corporates, pincodes, policies, the FAQ, blog posts, plans and demo profiles to exactly the values of the in-memory fake', async () => {
    const memory = await inMemoryPorts();
    const http = await httpPorts();
    try {
      expect(await demoValues(http)).toStrictEqual(await demoValues(memory));
    } finally {
      await memory.dispose();
      await http.dispose();
    }
  });
});
