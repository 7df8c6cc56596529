import type { Address, Cart, CartTotals, Coupon, Medicine, MedicineDetail, MedicineOrder, Prescription, SearchPage } from '../../domain/pharmacy/model';
import type { ReverseGeocoded } from '../../domain/places/ports';

/**
 * The pharmacy's records in the wire shapes of docs/api.md. Amounts travel in rupees with
 * paise as decimals (the backend's habit, spec §9), names as a Java backend spells them,
 * and the cart item's prescription flag as the spec prints it (`product.is_rx_required`).
 */
export function rupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function medicineWire(medicine: Medicine) {
  return {
    id: medicine.id,
    name: medicine.name,
    manufacturer: medicine.manufacturer,
    saltComposition: medicine.composition.map((part) => ({ salt: part.salt, strength: part.strength })),
    dosageForm: medicine.form,
    packSize: medicine.packSize,
    packUnit: medicine.packUnit,
    packLabel: medicine.packLabel,
    mrp: rupees(medicine.mrpPaise),
    sellingPrice: rupees(medicine.pricePaise),
    is_rx_required: medicine.isRxRequired,
    isAvailable: medicine.available,
    imageUrl: medicine.imageUrl,
  };
}

export function medicineDetailWire(detail: MedicineDetail) {
  return {
    ...medicineWire(detail),
    description: detail.descriptionHtml,
    uses: detail.uses,
    sideEffects: detail.sideEffects,
    storage: detail.storage,
  };
}

export function searchPageWire(page: SearchPage<Medicine>) {
  return { content: page.items.map(medicineWire), page: page.page, size: page.size, totalElements: page.total };
}

export function totalsWire(totals: CartTotals) {
  return {
    mrp: rupees(totals.mrpPaise),
    itemDiscount: rupees(totals.itemDiscountPaise),
    couponDiscount: rupees(totals.couponDiscountPaise),
    deliveryCharge: rupees(totals.deliveryPaise),
    payable: rupees(totals.payablePaise),
  };
}

export function cartWire(cart: Cart) {
  return {
    items: cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity, product: medicineWire(line.medicine) })),
    couponCode: cart.couponCode,
    couponReason: cart.couponReason,
    addressId: cart.addressId,
    totals: totalsWire(cart.totals),
  };
}

export function couponWire(coupon: Coupon) {
  return {
    couponCode: coupon.code,
    title: coupon.title,
    description: coupon.description,
    discountType: coupon.kind,
    // A percentage for PERCENT, rupees for FLAT.
    discountValue: coupon.kind === 'FLAT' ? rupees(coupon.value) : coupon.value,
    maxDiscount: coupon.maxDiscountPaise === null ? null : rupees(coupon.maxDiscountPaise),
    minCartValue: rupees(coupon.minCartPaise),
    verticals: coupon.verticals,
    expiryDate: coupon.expiresOn,
  };
}

export function addressWire(address: Address) {
  return {
    id: address.id,
    name: address.name,
    mobileNumber: address.mobileNumber,
    addressLine1: address.line1,
    addressLine2: address.line2,
    landmark: address.landmark,
    pincode: address.pincode,
    city: address.city,
    state: address.state,
    addressType: address.kind,
    isPrimary: address.isPrimary,
  };
}

/** An address request body back in the domain's field names, for the service's checks. */
export function addressFromWire(body: Record<string, unknown>) {
  return {
    name: body.name,
    mobileNumber: body.mobileNumber,
    line1: body.addressLine1,
    line2: body.addressLine2 ?? '',
    landmark: body.landmark ?? '',
    pincode: body.pincode,
    city: body.city,
    state: body.state,
    kind: body.addressType,
  };
}

export function prescriptionWire(prescription: Prescription) {
  return {
    id: prescription.id,
    fileName: prescription.fileName,
    contentType: prescription.contentType,
    fileSize: prescription.sizeBytes,
    uploadedAt: prescription.uploadedOn,
    fileUrl: prescription.url,
  };
}

export function orderWire(order: MedicineOrder) {
  return {
    id: order.id,
    status: order.state,
    statusHistory: order.history.map((entry) => ({ status: entry.state, at: entry.at })),
    items: order.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      sellingPrice: rupees(line.pricePaise),
      mrp: rupees(line.mrpPaise),
    })),
    totals: totalsWire(order.totals),
    deliveryAddress: addressWire(order.address),
    prescriptionIds: order.prescriptionIds,
    paymentOrderId: order.paymentOrderId,
    isPaid: order.paid,
    placedAt: order.placedAt,
    cancelReason: order.cancelReason,
  };
}

export function createdOrderWire(created: { order: MedicineOrder; paymentOrderId: string; totalPaise: number }) {
  return { order: orderWire(created.order), paymentOrderId: created.paymentOrderId, amount: rupees(created.totalPaise) };
}

export function reverseGeocodedWire(place: ReverseGeocoded) {
  return { addressLine1: place.line1, pincode: place.pincode, city: place.city, state: place.state };
}
