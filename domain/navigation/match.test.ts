import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute, resolveNavigation, settleNavigation } from './match';
import { decodeReferPath } from './refer-path';
import { allRoutes, type FlatRoute } from './routes';

const ROUTES = allRoutes();

const idOf = (pathname: string): string | undefined => matchRoute(pathname)?.route.id;

describe('matchRoute', () => {
  it('finds static pages, including the landing page', () => {
    expect(idOf('/')).toBe('landing');
    expect(idOf('/auth/login')).toBe('auth-login');
    expect(idOf('/diagnostics')).toBe('diagnostics');
  });

  it('ignores case like React Router', () => {
    expect(idOf('/AUTH/LOGIN')).toBe('auth-login');
    expect(idOf('/webinars')).toBe('webinars');
    expect(idOf('/diagnosticchoice')).toBe('diagnostic-choice-alias');
  });

  it('ignores a trailing slash', () => {
    expect(idOf('/patient/members/')).toBe('patient-members');
    expect(idOf('/about-us//')).toBe('about-us');
  });

  it('prefers static segments over params, so groups never fall into /:product', () => {
    expect(idOf('/patient/members')).toBe('patient-members');
    expect(idOf('/auth/register')).toBe('auth-register');
    expect(idOf('/book/bookSpecialist')).toBe('book-book-specialist');
    expect(idOf('/sso/invoice')).toBe('sso-invoice');
    expect(idOf('/healthplus/diagnostics')).toBe('product-diagnostics');
  });

  it('prefers a static first segment over a param even against a splat', () => {
    expect(matchRoute('/meraclinic/medicine')).toEqual({
      route: expect.objectContaining({ id: 'meraclinic' }),
      params: { '*': 'medicine' },
    });
  });

  it('returns params, URI-decoded', () => {
    expect(matchRoute('/healthplus/order/42')?.params).toEqual({ product: 'healthplus', id: '42' });
    expect(matchRoute('/familyTree/a%20b')?.params).toEqual({ id: 'a b' });
  });

  it('survives malformed escapes instead of throwing', () => {
    expect(matchRoute('/familyTree/%E0%A4')?.params).toEqual({ id: '%E0%A4' });
  });

  it('matches optional params present or absent', () => {
    expect(matchRoute('/familyTree/7')?.params).toEqual({ id: '7' });
    expect(matchRoute('/familyTree/7/true')?.params).toEqual({ id: '7', isDoctor: 'true' });
    expect(matchRoute('/patient/family-member')).toMatchObject({ route: { id: 'patient-family-member' }, params: {} });
    expect(matchRoute('/patient/family-member/9')?.params).toEqual({ id: '9' });
  });

  it('matches a splat with any rest, even none', () => {
    expect(matchRoute('/meraclinic/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchRoute('/meraclinic')?.params).toEqual({ '*': '' });
  });

  it('accepts only the nine medical history forms, answered in the table spelling', () => {
    expect(matchRoute('/auth/medicalHistory/FAMILY-DISEASE')?.params).toEqual({ form: 'family-disease' });
    expect(matchRoute('/patient/medicalHistory/covid/12')?.params).toEqual({ form: 'covid', id: '12' });
    expect(matchRoute('/auth/medicalHistory/dental')).toBeNull();
    // The spec writes the form with a space, as the address bar encodes it.
    expect(matchRoute('/auth/medicalHistory/family%20disease')?.params).toEqual({ form: 'family-disease' });
    expect(matchRoute('/patient/medicalHistory/Family%20Disease/12')?.params).toEqual({ form: 'family-disease', id: '12' });
  });

  it('finds nothing for groups without a page, unknown paths and non-paths', () => {
    expect(matchRoute('/patient')).toBeNull();
    expect(matchRoute('/Abha')).toBeNull();
    expect(matchRoute('/nowhere/at/all/really')).toBeNull();
    expect(matchRoute('/patient/members/extra')).toBeNull();
    expect(matchRoute('')).toBeNull();
    expect(matchRoute('patient/members')).toBeNull();
    expect(matchRoute('/patient//members')).toBeNull();
  });
});

// Param values that cannot be mistaken for a literal of another page.
const productName = fc.constantFrom('healthplus', 'carePlus', 'medi24', 'tataaig', 'apollo');
const id = fc.oneof(fc.stringMatching(/^[0-9a-f]{24}$/), fc.nat().map(String));

function paramsFor(route: FlatRoute): fc.Arbitrary<Record<string, string>> {
  const parts = route.pattern.split('/').filter((part) => part.startsWith(':') || part === '*');
  const entries = parts.map((part): fc.Arbitrary<[string, string] | null> => {
    if (part === '*') return fc.array(id, { maxLength: 3 }).map((rest) => ['*', rest.join('/')]);
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    const closed = route.paramValues?.[name];
    const value = name === 'product' ? productName : closed !== undefined ? fc.constantFrom(...closed) : id;
    const entry = value.map((text): [string, string] => [name, text]);
    return optional ? fc.option(entry, { nil: null }) : entry;
  });
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== null)));
}

describe('buildPath', () => {
  it('fills params and drops an absent optional segment', () => {
    expect(buildPath('/:product/order/:id', { product: 'healthplus', id: '42' })).toBe('/healthplus/order/42');
    expect(buildPath('/familyTree/:id/:isDoctor?', { id: '7' })).toBe('/familyTree/7');
    expect(buildPath('/familyTree/:id/:isDoctor?', { id: '7', isDoctor: 'true' })).toBe('/familyTree/7/true');
    expect(buildPath('/meraclinic/*', { '*': 'a/b' })).toBe('/meraclinic/a/b');
    expect(buildPath('/')).toBe('/');
  });

  it('URI-encodes param values so they cannot add segments', () => {
    expect(buildPath('/familyTree/:id', { id: 'a/b c' })).toBe('/familyTree/a%2Fb%20c');
  });

  it('throws when a required param is missing, a bug in the caller', () => {
    expect(() => buildPath('/:product/order/:id', { product: 'x' })).toThrow(/id/);
  });

  it('builds, for every route, a path that matches that route with the same params', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTES).chain((route) => fc.tuple(fc.constant(route), paramsFor(route))),
        ([route, params]) => {
          const match = matchRoute(buildPath(route.pattern, params));
          expect(match?.route.id).toBe(route.id);
          expect(match?.params).toEqual(route.pattern.endsWith('*') ? { '*': params['*'] ?? '' } : params);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('resolveNavigation', () => {
  it('redirects /flipkarthealth on an exact match, logged in or not', () => {
    expect(resolveNavigation('/flipkarthealth', '', false)).toEqual({ kind: 'redirect', to: '/auth/register/flipkarthealth' });
    expect(resolveNavigation('/FlipkartHealth/', '?utm=x', true)).toEqual({ kind: 'redirect', to: '/auth/register/flipkarthealth' });
  });

  it('sends a visitor without a token from an auth page to login, remembering the page', () => {
    expect(resolveNavigation('/patient/members', '', false)).toEqual({ kind: 'redirect', to: '/auth/login?refer=/patient/members' });
    expect(resolveNavigation('/patient/consultations', '?tab=upcoming', false)).toEqual({
      kind: 'redirect',
      to: '/auth/login?refer=/patient/consultations_tab__upcoming',
    });
    expect(resolveNavigation('/healthplus/uploadPrescription', '', false)).toEqual({
      kind: 'redirect',
      to: '/auth/login?refer=/healthplus/uploadPrescription',
    });
  });

  it('remembers a page that the refer decoder can restore exactly', () => {
    const navigation = resolveNavigation('/auth/medicalHistory/family-disease', '?step=2&from=app', false);
    expect(navigation.kind).toBe('redirect');
    const refer = navigation.kind === 'redirect' ? new URL(navigation.to, 'https://app.test').searchParams.get('refer') : null;
    expect(decodeReferPath(refer ?? '')).toBe('/auth/medicalHistory/family-disease?step=2&from=app');
  });

  it('renders auth pages for a visitor with a token', () => {
    expect(resolveNavigation('/patient/members', '', true)).toMatchObject({ kind: 'render', route: { id: 'patient-members' } });
  });

  it('renders public pages, even inside the auth group, without a token', () => {
    expect(resolveNavigation('/auth/login', '', false)).toMatchObject({ kind: 'render', route: { id: 'auth-login' } });
    expect(resolveNavigation('/book/bookSpecialist', '', false)).toMatchObject({ kind: 'render' });
    expect(resolveNavigation('/healthplus/testDetails/9', '', false)).toEqual({
      kind: 'render',
      route: expect.objectContaining({ id: 'product-test-details' }),
      params: { product: 'healthplus', id: '9' },
    });
  });

  it('reports not-found for paths outside the table, whatever the token', () => {
    expect(resolveNavigation('/nowhere/at/all/really', '', false)).toEqual({ kind: 'not-found' });
    expect(resolveNavigation('/patient', '', true)).toEqual({ kind: 'not-found' });
  });

  it('never lets a visitor without a token render an auth route', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTES.filter((route) => route.auth)).chain((route) => paramsFor(route).map((params) => buildPath(route.pattern, params))),
        (pathname) => {
          const navigation = resolveNavigation(pathname, '', false);
          expect(navigation.kind).toBe('redirect');
          expect(navigation.kind === 'redirect' && navigation.to.startsWith('/auth/login?refer=')).toBe(true);
        },
      ),
    );
  });
});

describe('settleNavigation', () => {
  it('lands a visitor at a guarded address on the login page, with the address in refer', () => {
    const settled = settleNavigation('/patient/consultations', '?tab=upcoming', false);
    expect(settled).toMatchObject({ pathname: '/auth/login', search: '?refer=/patient/consultations_tab__upcoming' });
    expect(settled.navigation).toMatchObject({ kind: 'render', route: { id: 'auth-login' } });
  });

  it('follows a redirect to the page it names, and leaves a page that renders where it is', () => {
    expect(settleNavigation('/flipkarthealth', '', false)).toMatchObject({ pathname: '/auth/register/flipkarthealth', search: '', navigation: { kind: 'render' } });
    expect(settleNavigation('/patient/members', '', true)).toMatchObject({
      pathname: '/patient/members',
      navigation: { kind: 'render', route: { id: 'patient-members' } },
    });
    expect(settleNavigation('/nowhere/at/all/really', '', false).navigation).toEqual({ kind: 'not-found' });
  });

  it('ends every address of the route table on a page, never on a redirect', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTES).chain((route) => paramsFor(route).map((params) => buildPath(route.pattern, params))),
        fc.boolean(),
        (pathname, hasToken) => {
          expect(settleNavigation(pathname, '', hasToken).navigation.kind).toBe('render');
        },
      ),
    );
  });
});
