import { Err, Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { POLICY_PAGES } from '../navigation/routes';
import type { ApiError } from '../shared/errors';
import { POLICY_TYPES, type PolicyDocument } from './model';
import { parsePolicyType, POLICY_LINKS, PolicyDocuments, policyPageRequest, policyTypeOfRoute } from './policy';
import { StubCms } from './test-support';
import { testQueries } from '../shared/test-doubles';

const terms: PolicyDocument = {
  type: 'TERMS_AND_CONDITIONS',
  title: 'Terms and Conditions',
  html: '<p>Be kind.</p>',
  updatedOn: '2026-11-01',
};

describe('policyTypeOfRoute', () => {
  it('gives each policy page of the route table its own policy', () => {
    expect(policyTypeOfRoute('auth-terms')).toBe('TERMS_AND_CONDITIONS');
    expect(policyTypeOfRoute('auth-privacy-policy')).toBe('PRIVACY_POLICY');
    expect(policyTypeOfRoute('auth-refund-policy')).toBe('REFUND_POLICY');
    expect(policyTypeOfRoute('auth-login')).toBeNull();
  });
});

describe('POLICY_LINKS', () => {
  it('links every policy type to its page with the TYPE query of spec §2', () => {
    expect(POLICY_LINKS.map((l) => l.type)).toEqual([...POLICY_TYPES]);
    expect(POLICY_LINKS.map((l) => l.to)).toEqual([POLICY_PAGES.terms, POLICY_PAGES.privacy, POLICY_PAGES.refund]);
    for (const link of POLICY_LINKS) {
      expect(new URLSearchParams(link.to.split('?')[1]).get('TYPE')).toBe(link.type);
    }
  });
});

describe('parsePolicyType', () => {
  it.each([
    ['TERMS_AND_CONDITIONS', 'TERMS_AND_CONDITIONS'],
    [' privacy_policy ', 'PRIVACY_POLICY'],
    ['Refund_Policy', 'REFUND_POLICY'],
  ])('reads %j as %s', (text, type) => {
    expect(parsePolicyType(text)).toBe(type);
  });

  it.each(['', 'TERMS', 'COOKIE_POLICY', 'PRIVACY POLICY', '<script>'])('refuses %j', (text) => {
    expect(parsePolicyType(text)).toBeNull();
  });
});

describe('policyPageRequest', () => {
  it("shows the page's own policy when TYPE matches it", () => {
    expect(policyPageRequest('PRIVACY_POLICY', '?TYPE=PRIVACY_POLICY')).toEqual({ kind: 'show', type: 'PRIVACY_POLICY' });
  });

  it.each(['', '?', '?TYPE=', '?TYPE=%20%20', '?other=1'])("falls back to the page's own policy when TYPE is missing (%j)", (search) => {
    expect(policyPageRequest('REFUND_POLICY', search)).toEqual({ kind: 'show', type: 'REFUND_POLICY' });
  });

  it('sends a TYPE naming another policy to that policy’s own page', () => {
    expect(policyPageRequest('TERMS_AND_CONDITIONS', '?TYPE=REFUND_POLICY')).toEqual({
      kind: 'elsewhere',
      type: 'REFUND_POLICY',
      to: POLICY_PAGES.refund,
    });
  });

  it('reports a TYPE that is no policy, keeping what was asked for', () => {
    expect(policyPageRequest('TERMS_AND_CONDITIONS', '?TYPE=COOKIES')).toEqual({ kind: 'unknown-type', requested: 'COOKIES' });
  });
});

describe('PolicyDocuments.load', () => {
  it('asks the cms for the type and gives title, HTML and the date as 1 November 2026', async () => {
    const cms = new StubCms({ policy: () => Ok(terms) });

    const result = await new PolicyDocuments(cms, testQueries()).load('TERMS_AND_CONDITIONS');

    expect(cms.asked).toEqual(['TERMS_AND_CONDITIONS']);
    expect(result.unwrap()).toEqual({
      type: 'TERMS_AND_CONDITIONS',
      title: 'Terms and Conditions',
      html: '<p>Be kind.</p>',
      updatedOn: { iso: '2026-11-01', text: '1 November 2026' },
    });
  });

  it('uses the policy’s usual title when the server sends a blank one, and no date when the date is not one', async () => {
    const cms = new StubCms({ policy: () => Ok({ ...terms, title: '  ', updatedOn: 'soon' }) });

    const view = (await new PolicyDocuments(cms, testQueries()).load('TERMS_AND_CONDITIONS')).unwrap();

    expect(view.title).toBe('Terms and Conditions');
    expect(view.updatedOn).toBeNull();
  });

  it('treats a document of another type as a bad response, never showing it under the wrong title', async () => {
    const cms = new StubCms({ policy: () => Ok({ ...terms, type: 'REFUND_POLICY' }) });

    const result = await new PolicyDocuments(cms, testQueries()).load('TERMS_AND_CONDITIONS');

    expect(result.isErr() && result.error.kind).toBe('bad-response');
  });

  it.each<ApiError>([{ kind: 'network' }, { kind: 'not-found', message: 'Data Not Found' }, { kind: 'server', status: 500, message: '' }])(
    'returns the $kind error for the page to show',
    async (error) => {
      const result = await new PolicyDocuments(new StubCms({ policy: () => Err(error) }), testQueries()).load('PRIVACY_POLICY');
      expect(result.isErr() && result.error).toEqual(error);
    },
  );
});
