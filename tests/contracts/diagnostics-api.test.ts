import type { Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../domain/shared/errors';
import { DEMO_ACCOUNTS } from '../../fakes/seed';
import { diagnosticsApiContract } from './diagnostics-api.contract';
import { httpDiagnostics, inMemoryDiagnostics, type DiagnosticsSubject } from './diagnostics-subjects';

diagnosticsApiContract('in-memory fake', inMemoryDiagnostics);
diagnosticsApiContract('HTTP adapter over the local fake server', httpDiagnostics);

function value<T>(result: Result<T, ApiError>): T {
  if (result.isErr()) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The demo's diagnostics reads, as domain values. */
async function demoValues(subject: DiagnosticsSubject): Promise<unknown[]> {
  const { diagnostics } = subject;
  await subject.signIn(DEMO_ACCOUNTS.subscriber.mobileNumber);
  return [
    value(await diagnostics.search({ q: 'thyroid', page: 1, limit: 10, zipcode: '560038' })),
    value(await diagnostics.test('PK0001', '400001')),
    value(await diagnostics.packages('newdelhi')),
    value(await diagnostics.cities()),
    value(await diagnostics.familyMembers()),
    value(await diagnostics.orders()),
    value(await diagnostics.cart({ cityId: null, isComparisonNeeded: true })),
    value(await diagnostics.nearbyLabs({ zipcode: '110001', lat: null, long: null })),
    value(await diagnostics.labBranch('lalpathbengaluru1')),
    value(await diagnostics.partnerTests({ labId: 'metropolis', cityId: 'mumbai', page: 2, limit: 10 })),
    value(await diagnostics.searchPartnerTests({ labId: 'redcliffe', q: 'thyroid', cityId: null, page: 1, limit: 10 })),
    value(await diagnostics.customPackage({ testIds: ['LT0001', 'LT0022', 'LT0024'], cityId: 'bengaluru' })),
    value(await diagnostics.preferredOptions('LT0002', 'newdelhi')),
    value(await diagnostics.searchLabs({ q: 'lal', cityId: null })),
  ];
}

describe('the two diagnostics implementations agree', () => {
  it('the HTTP adapter decodes tests, packages, cities, family and Priya’s orders to exactly the values of the in-memory fake', async () => {
    const memory = await inMemoryDiagnostics();
    const http = await httpDiagnostics();
    try {
      expect(await demoValues(http)).toStrictEqual(await demoValues(memory));
    } finally {
      await memory.dispose();
      await http.dispose();
    }
  });
});
