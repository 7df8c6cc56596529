import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { HeaderDetail, Tenant } from './model';
import {
  accountBadge,
  accountMenu,
  backToHome,
  footerColumns,
  headerItems,
  hidesAppBar,
  homeOf,
  isHeaderShown,
  isSubscriptionWidgetCode,
  roleOf,
  sidebarItems,
  ssoBottomBar,
  subscriptionWidget,
  type MenuContext,
} from './menus';

function detail(overrides: Partial<HeaderDetail> = {}): HeaderDetail {
  return {
    status: true,
    firstName: 'Priya',
    profileUrl: null,
    createdById: null,
    subscriptionStatus: null,
    isHideMedicine: false,
    isHideDiagnostic: false,
    isSubscribedUser: false,
    addressId: null,
    corporateLogoUrl: null,
    medicineCartCount: 0,
    ...overrides,
  };
}

const partner: Tenant = { id: 't1', name: 'PharmEasy', ssoPartnerLogo: 'https://cdn.example/pe.png', partnerCode: 'Pharmeasy_SSO' };

const visitor = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  headerDetail: null,
  loggedIn: false,
  isSso: false,
  tenant: null,
  pathname: '/',
  ...overrides,
});

const patient = (d: Partial<HeaderDetail> = {}, overrides: Partial<MenuContext> = {}): MenuContext =>
  visitor({ loggedIn: true, headerDetail: detail(d), ...overrides });

const subscribed = (d: Partial<HeaderDetail> = {}, overrides: Partial<MenuContext> = {}): MenuContext =>
  patient({ isSubscribedUser: true, subscriptionStatus: 'ACTIVE', ...d }, overrides);

const sso = (d: Partial<HeaderDetail> = {}, overrides: Partial<MenuContext> = {}): MenuContext =>
  patient(d, { isSso: true, tenant: partner, ...overrides });

const corporate = (d: Partial<HeaderDetail> = {}): MenuContext =>
  patient({ corporateLogoUrl: 'https://cdn.example/acme.png', ...d });

const labels = (xs: { label: string }[] | null) => xs?.map((x) => x.label) ?? null;
const targets = (xs: { to: string }[]) => xs.map((x) => x.to);

const arbDetail: fc.Arbitrary<HeaderDetail> = fc.record({
  status: fc.boolean(),
  firstName: fc.string(),
  profileUrl: fc.option(fc.webUrl(), { nil: null }),
  createdById: fc.option(fc.string(), { nil: null }),
  subscriptionStatus: fc.constantFrom('ACTIVE', 'INACTIVE', 'EXPIRED', 'PENDING', null),
  isHideMedicine: fc.boolean(),
  isHideDiagnostic: fc.boolean(),
  isSubscribedUser: fc.boolean(),
  addressId: fc.option(fc.string(), { nil: null }),
  corporateLogoUrl: fc.option(fc.webUrl(), { nil: null }),
  medicineCartCount: fc.nat(),
});

const arbContext: fc.Arbitrary<MenuContext> = fc.record({
  headerDetail: fc.option(arbDetail, { nil: null }),
  loggedIn: fc.boolean(),
  isSso: fc.boolean(),
  tenant: fc.option(fc.constant(partner), { nil: null }),
  pathname: fc.constantFrom('/', '/auth/login', '/auth/register/fkh', '/patient/my-profile', '/offers'),
});

describe('roleOf', () => {
  it('is sso whenever the SSO flag is set, whatever else is true', () => {
    fc.assert(fc.property(arbContext, (ctx) => roleOf({ ...ctx, isSso: true }) === 'sso'));
  });

  it('is visitor without a stored token', () => {
    expect(roleOf(visitor())).toBe('visitor');
    expect(roleOf(visitor({ headerDetail: detail({ isSubscribedUser: true }) }))).toBe('visitor');
  });

  it('is corporate for a corporate logo or a non-SSO tenant, even when subscribed', () => {
    expect(roleOf(corporate())).toBe('corporate');
    expect(roleOf(corporate({ isSubscribedUser: true }))).toBe('corporate');
    expect(roleOf(patient({}, { tenant: partner }))).toBe('corporate');
  });

  it('is subscribed for a subscribed user, else patient', () => {
    expect(roleOf(subscribed())).toBe('subscribed');
    expect(roleOf(patient())).toBe('patient');
  });

  it('is patient for a token whose header detail has not loaded yet', () => {
    expect(roleOf(visitor({ loggedIn: true }))).toBe('patient');
  });
});

describe('headerItems', () => {
  it('lists Offers, Consult Specialist, Medicine, Diagnostics with their routes', () => {
    expect(headerItems(patient())).toEqual([
      { id: 'offers', label: 'Offers', to: '/offers' },
      { id: 'consult-specialist', label: 'Consult Specialist', to: '/bookSpecialist' },
      { id: 'medicine', label: 'Medicine', to: '/search-medicine' },
      { id: 'diagnostics', label: 'Diagnostics', to: '/diagnostics' },
    ]);
  });

  it('shows all four to a visitor, whose flags are unknown', () => {
    expect(labels(headerItems(visitor()))).toEqual(['Offers', 'Consult Specialist', 'Medicine', 'Diagnostics']);
  });

  it('drops Medicine when isHideMedicine is set', () => {
    expect(labels(headerItems(patient({ isHideMedicine: true })))).toEqual(['Offers', 'Consult Specialist', 'Diagnostics']);
  });

  it('drops Diagnostics when isHideDiagnostic is set', () => {
    expect(labels(headerItems(patient({ isHideDiagnostic: true })))).toEqual(['Offers', 'Consult Specialist', 'Medicine']);
  });

  it('drops both when both flags are set', () => {
    expect(labels(headerItems(patient({ isHideMedicine: true, isHideDiagnostic: true })))).toEqual([
      'Offers',
      'Consult Specialist',
    ]);
  });

  it('on the fkh register path lists Consult Specialist, Offers, Cancer Screening, Genomic Wellness', () => {
    for (const pathname of ['/auth/register/fkh', '/auth/register/fkh/', '/Auth/Register/FKH']) {
      expect(headerItems(visitor({ pathname }))).toEqual([
        { id: 'consult-specialist', label: 'Consult Specialist', to: '/bookSpecialist' },
        { id: 'offers', label: 'Offers', to: '/offers' },
        { id: 'cancer-screening', label: 'Cancer Screening', to: '/cancer-screening' },
        { id: 'genomic-wellness', label: 'Genomic Wellness', to: '/genomic-wellness' },
      ]);
    }
  });

  it('does not use the fkh variant on other register paths', () => {
    expect(labels(headerItems(visitor({ pathname: '/auth/register/flipkarthealth' })))).toContain('Medicine');
  });

  it('is empty for SSO users on any path', () => {
    fc.assert(fc.property(arbContext, (ctx) => headerItems({ ...ctx, isSso: true }).length === 0));
  });
});

describe('isHeaderShown', () => {
  it('hides the header on /auth/login, with or without a trailing slash or capitals', () => {
    for (const pathname of ['/auth/login', '/auth/login/', '/Auth/Login', '/AUTH/LOGIN/', '/auth/login?refer=_x']) {
      expect(isHeaderShown(visitor({ pathname }))).toBe(false);
    }
  });

  it('shows the header elsewhere, including paths that only start like the login path', () => {
    for (const pathname of ['/', '/auth/register', '/auth/loginx', '/patient/my-profile']) {
      expect(isHeaderShown(visitor({ pathname }))).toBe(true);
      expect(isHeaderShown(patient({}, { pathname }))).toBe(true);
    }
  });

  it('hides the header entirely for SSO users', () => {
    fc.assert(fc.property(arbContext, (ctx) => !isHeaderShown({ ...ctx, isSso: true })));
  });
});

describe('accountBadge', () => {
  it('is null when logged out, even if a stale header detail is around', () => {
    expect(accountBadge(visitor())).toBeNull();
    expect(accountBadge(visitor({ headerDetail: detail() }))).toBeNull();
  });

  it('is null while the header detail has not loaded', () => {
    expect(accountBadge(visitor({ loggedIn: true }))).toBeNull();
  });

  it('carries name, avatar and initial of a logged-in user', () => {
    expect(accountBadge(patient({ firstName: 'priya', profileUrl: 'https://cdn.example/p.jpg' }))).toEqual({
      firstName: 'priya',
      avatarUrl: 'https://cdn.example/p.jpg',
      initial: 'P',
      carePlusMember: false,
      partnerLogoUrl: null,
      corporateLogoUrl: null,
    });
  });

  it('takes the initial from the first name, upper-cased, ignoring leading spaces', () => {
    expect(accountBadge(patient({ firstName: 'arjun' }))?.initial).toBe('A');
    expect(accountBadge(patient({ firstName: '  meera' }))?.initial).toBe('M');
    expect(accountBadge(patient({ firstName: 'élise' }))?.initial).toBe('É');
  });

  it("falls back to '?' for an empty or blank first name", () => {
    expect(accountBadge(patient({ firstName: '' }))?.initial).toBe('?');
    expect(accountBadge(patient({ firstName: '   ' }))?.initial).toBe('?');
  });

  it('keeps a whole grapheme as the initial for names in Indic scripts', () => {
    // 'प्रिया': the first grapheme is at least the consonant 'प', never a bare virama.
    const initial = accountBadge(patient({ firstName: 'प्रिया' }))?.initial ?? '';
    expect(initial.startsWith('प')).toBe(true);
    // A vowel sign stays with its consonant, an accent written as a separate mark with its letter.
    expect(accountBadge(patient({ firstName: 'सीता' }))?.initial).toBe('सी');
    expect(accountBadge(patient({ firstName: 'e\u0301lise' }))?.initial).toBe('E\u0301');
  });

  it('has no avatar for a blank profile URL, so the initial is shown', () => {
    expect(accountBadge(patient({ profileUrl: '' }))?.avatarUrl).toBeNull();
  });

  it('shows the Care Plus crown only for subscription status ACTIVE', () => {
    expect(accountBadge(patient({ subscriptionStatus: 'ACTIVE' }))?.carePlusMember).toBe(true);
    for (const subscriptionStatus of ['INACTIVE', 'EXPIRED', 'PENDING', null] as const) {
      expect(accountBadge(patient({ subscriptionStatus }))?.carePlusMember).toBe(false);
    }
    // Being flagged subscribed is not enough on its own.
    expect(accountBadge(patient({ isSubscribedUser: true, subscriptionStatus: 'EXPIRED' }))?.carePlusMember).toBe(false);
  });

  it('takes the partner logo from the tenant and the corporate logo from the header detail', () => {
    const badge = accountBadge(patient({ corporateLogoUrl: 'https://cdn.example/acme.png' }, { tenant: partner }));
    expect(badge?.partnerLogoUrl).toBe('https://cdn.example/pe.png');
    expect(badge?.corporateLogoUrl).toBe('https://cdn.example/acme.png');
  });
});

describe('accountMenu', () => {
  it('offers My Profile, Consultations, Settings, FAQ and Logout to a logged-in user', () => {
    expect(accountMenu(patient())).toEqual([
      { id: 'my-profile', label: 'My Profile', to: '/patient/my-profile' },
      { id: 'consultations', label: 'Consultations', to: '/patient/consultations' },
      { id: 'settings', label: 'Settings', to: '/patient/settings' },
      { id: 'faq', label: 'FAQ', to: '/patient/faq' },
      { id: 'logout', label: 'Logout', to: '/' },
    ]);
  });

  it('is empty for a visitor, who gets the login button instead', () => {
    expect(accountMenu(visitor())).toEqual([]);
  });
});

describe('sidebarItems', () => {
  const normal = [
    'My Profile',
    'My Consultations',
    'Health Records',
    'My Orders',
    'Family Tree',
    'Blogs',
    'Webinars',
    'Contact Us',
    'Settings',
    'FAQ',
    'Delete Account',
  ];

  it('gives a normal patient exactly the spec list, in order, with routes', () => {
    expect(sidebarItems(patient())).toEqual([
      { id: 'my-profile', label: 'My Profile', to: '/patient/my-profile' },
      { id: 'consultations', label: 'My Consultations', to: '/patient/consultations' },
      { id: 'health-records', label: 'Health Records', to: '/patient/health-record' },
      { id: 'my-orders', label: 'My Orders', to: '/patient/myOrders' },
      { id: 'family-tree', label: 'Family Tree', to: '/patient/family-tree' },
      { id: 'blogs', label: 'Blogs', to: '/blogs' },
      { id: 'webinars', label: 'Webinars', to: '/Webinars' },
      { id: 'contact-us', label: 'Contact Us', to: '/contact-us' },
      { id: 'settings', label: 'Settings', to: '/patient/settings' },
      { id: 'faq', label: 'FAQ', to: '/patient/faq' },
      { id: 'delete-account', label: 'Delete Account', to: '/patient/delete-account' },
    ]);
  });

  it('gives a subscribed user Medical History after Health Records and Subscriptions after My Orders', () => {
    expect(labels(sidebarItems(subscribed()))).toEqual([
      'My Profile',
      'My Consultations',
      'Health Records',
      'Medical History',
      'My Orders',
      'Subscriptions',
      'Family Tree',
      'Blogs',
      'Webinars',
      'Contact Us',
      'Settings',
      'FAQ',
      'Delete Account',
    ]);
    const items = sidebarItems(subscribed());
    expect(items.find((i) => i.id === 'medical-history')?.to).toBe('/auth/medicalHistory/basic');
    expect(items.find((i) => i.id === 'subscriptions')?.to).toBe('/patient/subcription-list');
  });

  it('keeps a subscribed user’s extras in place when My Orders is hidden', () => {
    expect(labels(sidebarItems(subscribed({ isHideMedicine: true, isHideDiagnostic: true })))?.slice(0, 6)).toEqual([
      'My Profile',
      'My Consultations',
      'Health Records',
      'Medical History',
      'Subscriptions',
      'Family Tree',
    ]);
  });

  it('gives a corporate user the normal list, plus the extras when subscribed', () => {
    expect(labels(sidebarItems(corporate()))).toEqual(normal);
    expect(labels(sidebarItems(corporate({ isSubscribedUser: true })))).toContain('Medical History');
    expect(labels(sidebarItems(corporate({ isSubscribedUser: true })))).toContain('Subscriptions');
  });

  it('gives an SSO user exactly My Consultations, Health Records, Medical History, Settings, FAQ', () => {
    const expected = ['My Consultations', 'Health Records', 'Medical History', 'Settings', 'FAQ'];
    expect(labels(sidebarItems(sso()))).toEqual(expected);
    expect(labels(sidebarItems(sso({ isSubscribedUser: true, isHideMedicine: true, isHideDiagnostic: true })))).toEqual(
      expected,
    );
  });

  it('hides My Orders only when both medicine and diagnostics are hidden', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (isHideMedicine, isHideDiagnostic, isSubscribedUser) => {
        const ids = sidebarItems(patient({ isHideMedicine, isHideDiagnostic, isSubscribedUser })).map((i) => i.id);
        return ids.includes('my-orders') === !(isHideMedicine && isHideDiagnostic);
      }),
    );
    expect(labels(sidebarItems(patient({ isHideMedicine: true, isHideDiagnostic: true })))).toEqual(
      normal.filter((l) => l !== 'My Orders'),
    );
  });

  it('is empty for a visitor, since the patient area needs login', () => {
    expect(sidebarItems(visitor())).toEqual([]);
  });

  it('never lists the same destination twice', () => {
    fc.assert(
      fc.property(arbContext, (ctx) => {
        const ids = sidebarItems(ctx).map((i) => i.id);
        return new Set(ids).size === ids.length;
      }),
    );
  });
});

describe('backToHome and homeOf', () => {
  it('sends SSO users back to /patient/consultations and everyone else to /patient/my-profile', () => {
    expect(backToHome(sso())).toBe('/patient/consultations');
    expect(backToHome(patient())).toBe('/patient/my-profile');
    expect(backToHome(subscribed())).toBe('/patient/my-profile');
    expect(backToHome(corporate())).toBe('/patient/my-profile');
  });

  it('lands SSO users on /patient/consultations after sign-in and everyone else on /', () => {
    expect(homeOf(sso())).toBe('/patient/consultations');
    expect(homeOf(patient())).toBe('/');
    expect(homeOf(visitor())).toBe('/');
  });
});

describe('footerColumns', () => {
  it('is hidden for SSO users', () => {
    fc.assert(fc.property(arbContext, (ctx) => footerColumns({ ...ctx, isSso: true }) === null));
  });

  it('has Know, Services and Policies columns with the spec links', () => {
    const columns = footerColumns(visitor());
    expect(columns?.map((c) => c.title)).toEqual(['Know', 'Services', 'Policies']);
    expect(columns?.[0]?.links).toEqual([
      { id: 'about-us', label: 'About Us', to: '/about-us' },
      { id: 'blogs', label: 'Blogs', to: '/blogs' },
      { id: 'webinars', label: 'Webinars', to: '/Webinars' },
      { id: 'careers', label: 'Careers', to: '/career' },
      { id: 'media-center', label: 'Media Center', to: '/media-center' },
      { id: 'contact-us', label: 'Contact Us', to: '/contact-us' },
    ]);
    expect(labels(columns?.[1]?.links ?? null)).toEqual([
      'Consult Specialist',
      'Medicine',
      'Diagnostics',
      'Mental Wellness',
      'Surgery Care',
      'Offers',
    ]);
    expect(targets(columns?.[1]?.links ?? [])).toEqual([
      '/bookSpecialist',
      '/search-medicine',
      '/diagnostics',
      '/mental-wellness',
      '/surgery-care',
      '/offers',
    ]);
    expect(columns?.[2]?.links).toEqual([
      { id: 'terms', label: 'Terms and Conditions', to: '/auth/terms?TYPE=TERMS_AND_CONDITIONS' },
      { id: 'privacy-policy', label: 'Privacy Policy', to: '/auth/privacy-policy?TYPE=PRIVACY_POLICY' },
      { id: 'refund-policy', label: 'Refund Policy', to: '/auth/refund-policy?TYPE=REFUND_POLICY' },
    ]);
  });

  it('drops Medicine and Diagnostics from Services following the hide flags', () => {
    const services = (d: Partial<HeaderDetail>) => labels(footerColumns(patient(d))?.[1]?.links ?? null);
    expect(services({ isHideMedicine: true })).not.toContain('Medicine');
    expect(services({ isHideMedicine: true })).toContain('Diagnostics');
    expect(services({ isHideDiagnostic: true })).not.toContain('Diagnostics');
    expect(services({ isHideDiagnostic: true })).toContain('Medicine');
  });
});

describe('ssoBottomBar', () => {
  it('is absent for anyone but SSO users', () => {
    expect(ssoBottomBar(visitor())).toBeNull();
    expect(ssoBottomBar(patient())).toBeNull();
    expect(ssoBottomBar(subscribed())).toBeNull();
    expect(ssoBottomBar(corporate())).toBeNull();
  });

  it('gives SSO users Home, Consultations, Prescriptions and a Need Assistance dialog trigger', () => {
    expect(ssoBottomBar(sso())).toEqual([
      { id: 'home', label: 'Home', to: '/patient/consultations' },
      { id: 'consultations', label: 'Consultations', to: '/patient/consultations' },
      { id: 'prescriptions', label: 'Prescriptions', to: '/patient/health-record?tab=prescriptions' },
      { id: 'need-assistance', label: 'Need Assistance', to: '' },
    ]);
  });

  it('sends Home wherever Back to home goes', () => {
    fc.assert(
      fc.property(arbContext, (ctx) => {
        const ssoCtx = { ...ctx, isSso: true };
        return ssoBottomBar(ssoCtx)?.[0]?.to === backToHome(ssoCtx);
      }),
    );
  });
});

describe('menus are fresh values', () => {
  it('does not let one caller’s mutation leak into the next menu', () => {
    const first = sidebarItems(patient());
    first[0]!.label = 'Changed';
    first.pop();
    expect(sidebarItems(patient())[0]?.label).toBe('My Profile');
    expect(sidebarItems(patient())).toHaveLength(11);
  });
});

describe('isSubscriptionWidgetCode', () => {
  it('accepts MD000 and MD001 in any case, with surrounding spaces', () => {
    for (const code of ['md000', 'MD000', 'MD001', ' Md001 ', 'mD001']) {
      expect(isSubscriptionWidgetCode(code)).toBe(true);
    }
  });

  it('rejects other codes and missing values', () => {
    for (const code of ['MD002', 'MD00', 'MD0001', '', '   ', null, undefined, 'Pharmeasy_SSO']) {
      expect(isSubscriptionWidgetCode(code)).toBe(false);
    }
  });
});

describe('hidesAppBar', () => {
  it("hides the app bar for the 'Pharmeasy_SSO' referral code", () => {
    expect(hidesAppBar('Pharmeasy_SSO')).toBe(true);
  });

  it('matches the code as written, so other spellings keep the app bar', () => {
    const others = ['pharmeasy_sso', 'PHARMEASY_SSO', ' Pharmeasy_SSO ', 'Pharmeasy', 'Pharmeasy_SSO_2', 'MD000', ''];
    for (const code of [...others, null, undefined]) {
      expect(hidesAppBar(code)).toBe(false);
    }
  });
});

describe('subscriptionWidget', () => {
  const widgetPartner: Tenant = { id: 't2', name: 'Infosys Care', ssoPartnerLogo: null, partnerCode: 'md001' };

  it("shows a MD000/MD001 partner's signed-in user without an active plan the partner's name and logo, whatever the code's case", () => {
    expect(subscriptionWidget(patient({}, { tenant: widgetPartner }))).toEqual({ partner: 'Infosys Care', logoUrl: null });
    expect(subscriptionWidget(sso({}, { tenant: { ...widgetPartner, partnerCode: ' MD000 ', ssoPartnerLogo: 'https://cdn.example/md.png' } }))).toEqual({
      partner: 'Infosys Care',
      logoUrl: 'https://cdn.example/md.png',
    });
  });

  it('is gone once the plan is active, and never shown to other partners, to patients without one, or to visitors', () => {
    expect(subscriptionWidget(subscribed({}, { tenant: widgetPartner }))).toBeNull();
    expect(subscriptionWidget(sso())).toBeNull();
    expect(subscriptionWidget(patient())).toBeNull();
    expect(subscriptionWidget(visitor({ tenant: widgetPartner }))).toBeNull();
  });
});
