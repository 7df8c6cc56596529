import type { FakeTenant, FakeUser } from '../state';

/** Stored records in the wire shapes of docs/api.md. */
export function headerDetailWire(user: FakeUser) {
  return {
    status: user.active,
    firstName: user.firstName,
    profileUrl: user.profileUrl,
    createdById: user.createdById,
    subscriptionData: user.subscriptionStatus ? { status: user.subscriptionStatus } : null,
    isHideMedicine: user.isHideMedicine,
    isHideDiagnostic: user.isHideDiagnostic,
    isSubscribedUser: user.isSubscribedUser,
    addressId: user.addressId,
    corporateLogoUrl: user.corporateLogoUrl,
    medicineCart: {
      items: user.medicineCart.items.map((item) => ({
        productId: item.productId,
        quantity: item.quantity,
        product: { is_rx_required: item.isRxRequired },
      })),
      couponCode: user.medicineCart.couponCode,
    },
  };
}

export function userProfileWire(user: FakeUser) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    mobileNumber: user.mobileNumber,
    email: user.email,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    profileUrl: user.profileUrl,
    pincode: user.pincode,
    city: user.city,
    state: user.state,
  };
}

export function tenantWire(tenant: FakeTenant) {
  return { id: tenant.id, name: tenant.name, ssoPartnerLogo: tenant.ssoPartnerLogo, partnerCode: tenant.partnerCode };
}
