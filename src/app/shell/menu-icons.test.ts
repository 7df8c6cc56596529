import { describe, expect, it } from 'vitest';
import type { HeaderDetail } from '../../../domain/session/model';
import { accountMenu, sidebarItems, ssoBottomBar, type MenuContext } from '../../../domain/session/menus';
import { MENU_ICONS } from './menu-icons';

const subscriber: HeaderDetail = {
  status: true,
  firstName: 'Priya',
  profileUrl: null,
  createdById: null,
  subscriptionStatus: 'ACTIVE',
  isHideMedicine: false,
  isHideDiagnostic: false,
  isSubscribedUser: true,
  addressId: null,
  corporateLogoUrl: null,
  medicineCartCount: 0,
};

// Between them, these two see every item the sidebar, the account menu and the SSO bar can show.
const signedIn: MenuContext = { headerDetail: subscriber, loggedIn: true, isSso: false, tenant: null, pathname: '/patient/my-profile' };
const ssoUser: MenuContext = {
  ...signedIn,
  isSso: true,
  tenant: { id: 't1', name: 'PharmEasy', ssoPartnerLogo: null, partnerCode: 'Pharmeasy_SSO' },
};

describe('the menu icons', () => {
  it('give every item of the sidebar, the account menu and the SSO bottom bar an icon', () => {
    const items = [signedIn, ssoUser].flatMap((context) => [...sidebarItems(context), ...accountMenu(context), ...(ssoBottomBar(context) ?? [])]);
    expect(items.length).toBeGreaterThan(15);
    expect(items.filter((item) => MENU_ICONS[item.id] === undefined).map((item) => item.id)).toEqual([]);
  });
});
