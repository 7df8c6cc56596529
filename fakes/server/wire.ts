import type { MobileLookup, ProfileCompletion } from '../../domain/account/model';
import type { FakePolicy } from '../cms-service';
import type { FakeCorporate, FakeTenant, FakeUser } from '../state';
import { CONSULTATION_BENEFIT_KINDS } from '../../domain/subscriptions/model';
import { CONSULTATIONS_PER_MONTH, VISIT_FEES_RUPEES, type FakePlan } from '../subscriptions-service';

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
    isEmailVerified: user.emailVerified === true,
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

export function mobileLookupWire(lookup: MobileLookup) {
  return { isRegistered: lookup.registered, isPasswordSet: lookup.hasPassword };
}

/** A corporate's id is its tenant's id; the tenant carries the partner code. */
export function corporateWire(corporate: FakeCorporate, partnerCode: string | null) {
  return { id: corporate.id, slug: corporate.slug, name: corporate.name, logo: corporate.logoUrl, partnerCode };
}

export function profileCompletionWire(completion: ProfileCompletion) {
  return { percentage: completion.percent, missingFields: completion.missing };
}

export function policyWire(policy: FakePolicy) {
  return { type: policy.type, title: policy.title, content: policy.html, updatedAt: policy.updatedAt };
}

/** Amounts in rupees and the tier upper-cased, as the backend sends them. */
export function planWire(plan: FakePlan) {
  return {
    id: plan.id,
    name: plan.name,
    packageType: plan.tier.toUpperCase(),
    durationInMonths: plan.months,
    price: plan.priceRupees,
    mrp: plan.mrpRupees,
    benefits: plan.benefits,
    familyMembers: plan.familyMembers,
    consultations: CONSULTATION_BENEFIT_KINDS.filter((kind) => CONSULTATIONS_PER_MONTH[plan.tier][kind] > 0).map((kind) => ({
      type: kind.toUpperCase().replace('-', '_'),
      perMonth: CONSULTATIONS_PER_MONTH[plan.tier][kind],
      visitFee: VISIT_FEES_RUPEES[kind],
    })),
    medicineDiscount: plan.medicineDiscountPercent,
    labDiscount: plan.labDiscountPercent,
    partner: plan.partner ?? null,
  };
}
