import type {
  CollectionSlot,
  CustomPackageQuote,
  DiagnosticCart,
  DiagnosticOrder,
  DiagnosticPatient,
  DiagnosticReport,
  DiagnosticTotals,
  Lab,
  LabBranch,
  LabBranchDetail,
  LabTestDetail,
  LabTestPage,
  LabTestSummary,
  PreferredProductOptions,
  SlotBooking,
} from '../../domain/diagnostics/model';
import { addressWire, rupees } from './pharmacy-wire';

/** Diagnostics values in the wire shapes of docs/api.md ("Lab tests"): amounts in rupees. */
export function labWire(lab: Lab) {
  return { id: lab.id, name: lab.name, accreditations: [...lab.accreditations] };
}

export function labTestWire(test: LabTestSummary) {
  return {
    id: test.id,
    name: test.name,
    type: test.kind,
    parameterCount: test.parameterCount,
    sampleType: test.sampleType,
    fastingHours: test.fastingHours,
    turnaroundHours: test.turnaroundHours,
    price: rupees(test.fromPricePaise),
    mrp: rupees(test.mrpPaise),
    labCount: test.labCount,
  };
}

export function labTestDetailWire(test: LabTestDetail) {
  return {
    ...labTestWire(test),
    description: test.description,
    parameters: [...test.parameters],
    preparation: test.preparation,
    labPrices: test.prices.map((price) => ({ lab: labWire(price.lab), mrp: rupees(price.mrpPaise), price: rupees(price.pricePaise) })),
  };
}

export function labTestPageWire(page: LabTestPage) {
  return { content: page.items.map(labTestWire), page: page.page, limit: page.limit, totalElements: page.total };
}

function totalsWire(totals: DiagnosticTotals) {
  return {
    mrp: rupees(totals.mrpPaise),
    discount: rupees(totals.discountPaise),
    couponDiscount: rupees(totals.couponDiscountPaise),
    homeCollectionCharge: rupees(totals.homeCollectionPaise),
    payable: rupees(totals.payablePaise),
  };
}

export function diagnosticCartWire(cart: DiagnosticCart) {
  return {
    items: cart.items.map((item) => ({
      itemId: item.itemId,
      itemName: item.itemName,
      city_id: item.cityId,
      vendor: item.vendor,
      from: item.from,
      labData: item.labData === null ? null : { labName: item.labData.labName, mrp: rupees(item.labData.mrpPaise), price: rupees(item.labData.pricePaise) },
    })),
    city_id: cart.cityId,
    cityName: cart.cityName,
    selectedPartner: cart.labId,
    famId: cart.familyMemberId,
    addressId: cart.addressId,
    pincode: cart.pincode,
    couponCode: cart.couponCode,
    couponReason: cart.couponReason,
    totals: totalsWire(cart.totals),
    comparison: cart.comparison.map((quote) => ({ lab: labWire(quote.lab), mrp: rupees(quote.mrpPaise), price: rupees(quote.pricePaise), missingItemIds: [...quote.missingItemIds] })),
  };
}

export function patientWire(patient: DiagnosticPatient) {
  return { famId: patient.id, name: patient.name, relation: patient.relation, age: patient.age, gender: patient.gender };
}

export function slotWire(slot: CollectionSlot) {
  return { id: slot.id, partnerId: slot.labId, date: slot.date, startTime: slot.startsAt, endTime: slot.endsAt, isAvailable: slot.available };
}

export function slotBookingWire(booking: SlotBooking) {
  return { bookingId: booking.id, slot: slotWire(booking.slot), heldUntil: booking.heldUntil };
}

export function labBranchWire(branch: LabBranch) {
  return {
    id: branch.id,
    lab: labWire(branch.lab),
    name: branch.name,
    address: branch.address,
    city: branch.city,
    pincode: branch.pincode,
    timings: branch.timings,
    distanceKm: branch.distanceKm,
    homeCollection: branch.homeCollection,
  };
}

export function labBranchDetailWire(branch: LabBranchDetail) {
  return { ...labBranchWire(branch), tests: branch.tests.map(labTestWire) };
}

export function reportWire(report: DiagnosticReport) {
  return { fileName: report.fileName, contentType: report.contentType, fileUrl: report.url };
}

export function diagnosticOrderWire(order: DiagnosticOrder) {
  return {
    id: order.id,
    status: order.state,
    statusHistory: order.history.map((entry) => ({ status: entry.state, at: entry.at })),
    items: order.items.map((item) => ({ itemId: item.itemId, name: item.name, mrp: rupees(item.mrpPaise), price: rupees(item.pricePaise) })),
    lab: labWire(order.lab),
    patient: patientWire(order.patient),
    address: addressWire(order.address),
    slot: slotWire(order.slot),
    totals: totalsWire(order.totals),
    paymentOrderId: order.paymentOrderId,
    isPaid: order.paid,
    placedAt: order.placedAt,
    cancelReason: order.cancelReason,
    phlebotomist: order.phlebotomist,
    bookedWithPartner: order.bookedWithPartner,
    report: order.report === null ? null : reportWire(order.report),
  };
}

export function customPackageWire(quote: CustomPackageQuote) {
  return {
    tests: quote.tests.map(labTestWire),
    labPrices: quote.quotes.map((price) => ({ lab: labWire(price.lab), mrp: rupees(price.mrpPaise), price: rupees(price.pricePaise), missingItemIds: [...price.missingItemIds] })),
  };
}

export function preferredOptionsWire(options: PreferredProductOptions) {
  return { preferredLab: options.preferredLabId, packages: options.packages.map(labTestWire) };
}
