import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute } from './match';
import { decodeReferPath, encodeReferPath, isInAppPath, loginPathFor, safeReferTarget } from './refer-path';
import { allRoutes, type FlatRoute } from './routes';

const ROUTES = allRoutes();

// Values within the decoding assumptions (see refer-path.ts): free params and splat
// segments are tokens without '-' or '_'; query values may hold single inner '_'.
const productName = fc.constantFrom('healthplus', 'carePlus', 'medi24', 'tataaig', 'apollo');
const token = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
const id = fc.oneof(token, fc.stringMatching(/^[0-9a-f]{24}$/), fc.nat().map(String));
const queryKey = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,7}$/);
const queryValue = fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,6}$/), { minLength: 1, maxLength: 3 }).map((words) => words.join('_'));
const query = fc
  .array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 3 })
  .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`);

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

const pathOf = (route: FlatRoute): fc.Arbitrary<string> => paramsFor(route).map((params) => buildPath(route.pattern, params));
const anyRoutePath = fc.constantFrom(...ROUTES).chain(pathOf);

describe('encodeReferPath', () => {
  it('follows spec §4: & -> ---, = -> --, ? -> -, then every - -> _', () => {
    expect(encodeReferPath('/auth/terms?TYPE=TERMS_AND_CONDITIONS')).toBe('/auth/terms_TYPE__TERMS_AND_CONDITIONS');
    expect(encodeReferPath('/healthplus/diagnostics-cart?a=1&b=2')).toBe('/healthplus/diagnostics_cart_a__1___b__2');
    expect(encodeReferPath('/patient/members')).toBe('/patient/members');
  });

  it('never leaves a character that would break the login query', () => {
    fc.assert(
      fc.property(fc.tuple(anyRoutePath, fc.option(query, { nil: '' })), ([path, search]) => {
        expect(encodeReferPath(path + search)).not.toMatch(/[-?&=]/);
      }),
    );
  });

  it('builds the login path the spec gives for a diagnostic cart add without a token', () => {
    expect(loginPathFor('/healthplus/testDetails/123?city=5')).toBe('/auth/login?refer=/healthplus/testDetails/123_city__5');
  });
});

describe('decodeReferPath', () => {
  it('restores every path of the table, with any params', () => {
    fc.assert(
      fc.property(anyRoutePath, (path) => {
        expect(decodeReferPath(encodeReferPath(path))).toBe(path);
      }),
      { numRuns: 3000 },
    );
  });

  it('restores every path of the table followed by a query', () => {
    fc.assert(
      fc.property(anyRoutePath, query, (path, search) => {
        expect(decodeReferPath(encodeReferPath(path + search))).toBe(path + search);
      }),
      { numRuns: 3000 },
    );
  });

  it.each(ROUTES.map((route) => [route.pattern, route] as const))('restores an example of %s', (_pattern, route) => {
    const [path] = fc.sample(pathOf(route), { numRuns: 1, seed: 7 });
    expect(path).toBeDefined();
    for (const search of ['', '?k=v', '?TYPE=TERMS_AND_CONDITIONS&x=1']) {
      expect(decodeReferPath(encodeReferPath(`${path}${search}`))).toBe(`${path}${search}`);
    }
  });

  it('restores hyphens inside literals', () => {
    expect(decodeReferPath('/patient/health_record')).toBe('/patient/health-record');
    expect(decodeReferPath('/auth/verify_otp_password_reset')).toBe('/auth/verify-otp-password-reset');
    expect(decodeReferPath('/auth/verify_otp_mobile')).toBe('/auth/verify-otp-mobile');
    expect(decodeReferPath('/rx_gen/callMeBack')).toBe('/rx-gen/callMeBack');
  });

  it('reads a literal before a query whose key would spell the rest of a longer literal', () => {
    // '/auth/verify-otp?password_reset' encodes the same; the page is the likelier reading.
    expect(decodeReferPath('/auth/verify_otp_password_reset')).toBe('/auth/verify-otp-password-reset');
    expect(decodeReferPath('/auth/verify_otp_mobile__9')).toBe('/auth/verify-otp?mobile=9');
  });

  it('tells /diagnostic-choice from /diagnosticChoice', () => {
    expect(decodeReferPath('/diagnostic_choice')).toBe('/diagnostic-choice');
    expect(decodeReferPath('/diagnosticChoice')).toBe('/diagnosticChoice');
    expect(decodeReferPath('/diagnostic_choice_labId__4')).toBe('/diagnostic-choice?labId=4');
  });

  it('restores literals in the table spelling, case included', () => {
    expect(decodeReferPath('/webinars')).toBe('/Webinars');
    expect(decodeReferPath('/PATIENT/MYORDERS')).toBe('/patient/myOrders');
    expect(decodeReferPath('/diagnosticchoice')).toBe('/diagnosticChoice');
  });

  it('leaves hyphen-free paths as they are', () => {
    expect(decodeReferPath('/patient/members')).toBe('/patient/members');
    expect(decodeReferPath('/healthplus/Cart')).toBe('/healthplus/Cart');
    expect(decodeReferPath('/')).toBe('/');
  });

  it('restores the spec example shapes', () => {
    expect(decodeReferPath('/auth/terms_TYPE__TERMS_AND_CONDITIONS')).toBe('/auth/terms?TYPE=TERMS_AND_CONDITIONS');
    expect(decodeReferPath('/auth/privacy_policy_TYPE__PRIVACY_POLICY')).toBe('/auth/privacy-policy?TYPE=PRIVACY_POLICY');
    expect(decodeReferPath('/consult/video_consult_meetCode__abc123')).toBe('/consult/video-consult?meetCode=abc123');
    expect(decodeReferPath('/healthplus/diagnostics_cart_a__1___b__2')).toBe('/healthplus/diagnostics-cart?a=1&b=2');
    expect(decodeReferPath('/healthplus/testDetails/123_city__5')).toBe('/healthplus/testDetails/123?city=5');
    expect(decodeReferPath('/_utm__x')).toBe('/?utm=x');
  });

  it('restores a hyphen inside a closed-set param', () => {
    expect(decodeReferPath('/auth/medicalHistory/family_disease')).toBe('/auth/medicalHistory/family-disease');
    expect(decodeReferPath('/patient/medicalHistory/family_disease/12_from__app')).toBe(
      '/patient/medicalHistory/family-disease/12?from=app',
    );
  });

  it('keeps a trailing slash', () => {
    expect(decodeReferPath('/patient/health_record/')).toBe('/patient/health-record/');
    expect(decodeReferPath('/patient/health_record/_k__v')).toBe('/patient/health-record/?k=v');
  });

  it('reads an unencoded path as itself', () => {
    expect(decodeReferPath('/patient/health-record')).toBe('/patient/health-record');
    expect(decodeReferPath('/healthplus/order/ab-12')).toBe('/healthplus/order/ab-12');
  });

  it('gives null when nothing in the table fits', () => {
    expect(decodeReferPath('')).toBeNull();
    expect(decodeReferPath('patient/members')).toBeNull();
    expect(decodeReferPath('/patient')).toBeNull();
    expect(decodeReferPath('/nowhere/at/all/really')).toBeNull();
    expect(decodeReferPath('/auth/medicalHistory/dental')).toBeNull();
    expect(decodeReferPath('https://evil.example/patient/members')).toBeNull();
    expect(decodeReferPath('//evil.example')).toBeNull();
  });

  it('gives null for a query with a run of underscores the encoding never makes', () => {
    expect(decodeReferPath('/patient/members_a____b')).toBeNull();
  });
});

describe('safeReferTarget', () => {
  it('returns the decoded in-app path', () => {
    expect(safeReferTarget('/patient/health_record')).toBe('/patient/health-record');
    expect(safeReferTarget('/auth/terms_TYPE__TERMS_AND_CONDITIONS')).toBe('/auth/terms?TYPE=TERMS_AND_CONDITIONS');
  });

  it('returns null without a refer or when nothing in the table fits', () => {
    expect(safeReferTarget(null)).toBeNull();
    expect(safeReferTarget('/nowhere/at/all/really')).toBeNull();
  });

  it('refuses targets a browser would read as another host', () => {
    expect(safeReferTarget('//evil.example/healthplus/medicine')).toBeNull();
    expect(safeReferTarget('/\\evil.example/medicine')).toBeNull();
    expect(safeReferTarget('https://evil.example')).toBeNull();
    expect(safeReferTarget('javascript:alert(1)')).toBeNull();
    // Browsers strip the tab, leaving '//medicine': a host, though the table reads a product.
    expect(decodeReferPath('/\t/medicine')).toBe('/\t/medicine');
    expect(safeReferTarget('/\t/medicine')).toBeNull();
    expect(decodeReferPath('/\\evil.example/medicine')).toBe('/\\evil.example/medicine');
  });

  it('only ever returns a path starting with a single slash, whatever it is given', () => {
    const hostile = fc.tuple(fc.constantFrom('', '/', '//', '/\\', '\\', 'https:', '/\t/', ' /'), fc.string()).map(([head, tail]) => head + tail);
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string()), (encoded) => {
        const target = safeReferTarget(encoded);
        if (target === null) return;
        expect(target).toMatch(/^\/(?![/\\])/);
        // eslint-disable-next-line no-control-regex -- asserting control characters never get through
        expect(target).not.toMatch(/[\s\\\u0000-\u001f]/);
        expect(matchRoute(target.split('?')[0] ?? '')).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('judges a path in-app only when it starts with a single slash', () => {
    expect(isInAppPath('/patient/members')).toBe(true);
    expect(isInAppPath('//evil.example')).toBe(false);
    expect(isInAppPath('/\\evil.example')).toBe(false);
    expect(isInAppPath('evil.example')).toBe(false);
    expect(isInAppPath('/a\nb')).toBe(false);
  });
});
