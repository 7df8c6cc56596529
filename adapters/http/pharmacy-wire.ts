import * as v from 'valibot';
import {
  DOSAGE_FORMS,
  MEDICINE_ORDER_STATES,
  type Cart,
  type CartTotals,
  type Coupon,
  type Medicine,
  type MedicineDetail,
  type MedicineOrder,
  type PackUnit,
  type Prescription,
  type SearchPage,
} from '../../domain/pharmacy/model';
import { AddressSchema, Count, createdOrderSchema, Id, Paise } from './commerce-wire';
import { nullableString } from './schemas';

// The medicine calls' wire shapes (docs/api.md, "Medicines"), each parsed into the domain's values; the adapter in pharmacy-api.ts only calls.

const PACK_UNITS = ['tablet', 'capsule', 'ml', 'g', 'dose', 'sachet'] as const satisfies readonly PackUnit[];

export const MedicineWire = v.object({
  id: Id,
  name: v.pipe(v.string(), v.minLength(1)),
  manufacturer: v.optional(v.string(), ''),
  saltComposition: v.array(v.object({ salt: v.string(), strength: v.string() })),
  dosageForm: v.picklist(DOSAGE_FORMS),
  // A pack of nothing would make the price per unit meaningless: refused here, not shown.
  packSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  packUnit: v.picklist(PACK_UNITS),
  packLabel: v.optional(v.string(), ''),
  mrp: Paise,
  sellingPrice: Paise,
  is_rx_required: v.boolean(),
  isAvailable: v.optional(v.boolean(), true),
  imageUrl: nullableString,
});

function toMedicine(wire: v.InferOutput<typeof MedicineWire>): Medicine {
  return {
    id: wire.id,
    name: wire.name,
    manufacturer: wire.manufacturer,
    composition: wire.saltComposition.map((part) => ({ salt: part.salt, strength: part.strength })),
    form: wire.dosageForm,
    packSize: wire.packSize,
    packUnit: wire.packUnit,
    packLabel: wire.packLabel,
    mrpPaise: wire.mrp,
    pricePaise: wire.sellingPrice,
    isRxRequired: wire.is_rx_required,
    available: wire.isAvailable,
    imageUrl: wire.imageUrl || null,
  };
}

const MedicineSchema = v.pipe(MedicineWire, v.transform(toMedicine));
export const MedicineListSchema = v.array(MedicineSchema);

export const MedicineDetailSchema = v.pipe(
  v.object({
    ...MedicineWire.entries,
    description: v.optional(v.string(), ''),
    uses: v.optional(v.array(v.string()), []),
    sideEffects: v.optional(v.array(v.string()), []),
    storage: v.optional(v.string(), ''),
  }),
  v.transform(
    (wire): MedicineDetail => ({
      ...toMedicine(wire),
      descriptionHtml: wire.description,
      uses: wire.uses,
      sideEffects: wire.sideEffects,
      storage: wire.storage,
    }),
  ),
);

export const SearchPageSchema = v.pipe(
  v.object({
    content: MedicineListSchema,
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    size: v.pipe(v.number(), v.integer(), v.minValue(1)),
    totalElements: Count,
  }),
  v.transform((wire): SearchPage<Medicine> => ({ items: wire.content, page: wire.page, size: wire.size, total: wire.totalElements })),
);

const TotalsSchema = v.pipe(
  v.object({ mrp: Paise, itemDiscount: Paise, couponDiscount: Paise, deliveryCharge: Paise, payable: Paise }),
  v.transform(
    (wire): CartTotals => ({
      mrpPaise: wire.mrp,
      itemDiscountPaise: wire.itemDiscount,
      couponDiscountPaise: wire.couponDiscount,
      deliveryPaise: wire.deliveryCharge,
      payablePaise: wire.payable,
    }),
  ),
);

export const CartSchema = v.pipe(
  v.object({
    items: v.array(
      v.object({
        productId: Id,
        // Spec §3: a new line may be at 0.
        quantity: Count,
        product: MedicineSchema,
      }),
    ),
    couponCode: nullableString,
    couponReason: nullableString,
    addressId: nullableString,
    totals: TotalsSchema,
  }),
  v.transform(
    (wire): Cart => ({
      lines: wire.items.map((item) => ({ productId: item.productId, quantity: item.quantity, isRxRequired: item.product.isRxRequired, medicine: item.product })),
      couponCode: wire.couponCode || null,
      couponReason: wire.couponReason || null,
      totals: wire.totals,
      addressId: wire.addressId || null,
    }),
  ),
);

export const CouponSchema = v.pipe(
  v.object({
    couponCode: Id,
    title: v.optional(v.string(), ''),
    description: v.optional(v.string(), ''),
    discountType: v.picklist(['PERCENT', 'FLAT']),
    discountValue: v.pipe(v.number(), v.finite(), v.minValue(0)),
    maxDiscount: v.optional(v.nullable(Paise), null),
    minCartValue: v.optional(Paise, 0),
    verticals: v.optional(v.array(v.string()), []),
    expiryDate: v.pipe(v.string(), v.isoDate()),
  }),
  v.transform(
    (wire): Coupon => ({
      code: wire.couponCode,
      title: wire.title,
      description: wire.description,
      kind: wire.discountType,
      // FLAT coupons are rupees on the wire, paise in the domain; PERCENT is a percentage.
      value: wire.discountType === 'FLAT' ? Math.round(wire.discountValue * 100) : wire.discountValue,
      maxDiscountPaise: wire.maxDiscount,
      minCartPaise: wire.minCartValue,
      verticals: wire.verticals,
      expiresOn: wire.expiryDate,
    }),
  ),
);

export const PrescriptionSchema = v.pipe(
  v.object({
    id: Id,
    fileName: v.string(),
    contentType: v.picklist(['image/jpeg', 'image/png', 'application/pdf']),
    fileSize: Count,
    uploadedAt: v.string(),
    fileUrl: v.string(),
  }),
  v.transform(
    (wire): Prescription => ({
      id: wire.id,
      fileName: wire.fileName,
      contentType: wire.contentType,
      sizeBytes: wire.fileSize,
      uploadedOn: wire.uploadedAt,
      url: wire.fileUrl,
    }),
  ),
);

const OrderState = v.picklist(MEDICINE_ORDER_STATES);

export const OrderSchema = v.pipe(
  v.object({
    id: Id,
    status: OrderState,
    statusHistory: v.optional(v.array(v.object({ status: OrderState, at: v.string() })), []),
    items: v.array(
      v.object({
        productId: Id,
        name: v.string(),
        quantity: Count,
        sellingPrice: Paise,
        mrp: Paise,
      }),
    ),
    totals: TotalsSchema,
    deliveryAddress: AddressSchema,
    prescriptionIds: v.optional(v.array(v.string()), []),
    paymentOrderId: nullableString,
    isPaid: v.boolean(),
    placedAt: v.string(),
    cancelReason: nullableString,
  }),
  v.transform(
    (wire): MedicineOrder => ({
      id: wire.id,
      state: wire.status,
      history: wire.statusHistory.map((entry) => ({ state: entry.status, at: entry.at })),
      lines: wire.items.map((item) => ({ productId: item.productId, name: item.name, quantity: item.quantity, pricePaise: item.sellingPrice, mrpPaise: item.mrp })),
      totals: wire.totals,
      address: wire.deliveryAddress,
      prescriptionIds: wire.prescriptionIds,
      paymentOrderId: wire.paymentOrderId || null,
      paid: wire.isPaid,
      placedAt: wire.placedAt,
      cancelReason: wire.cancelReason || null,
    }),
  ),
);

export const CreatedOrderSchema = createdOrderSchema(OrderSchema);

export const AvailabilitySchema = v.pipe(
  v.object({ unavailableProductIds: v.array(v.string()) }),
  v.transform((wire) => ({ unavailable: wire.unavailableProductIds })),
);
