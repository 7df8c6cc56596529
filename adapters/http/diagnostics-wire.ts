import * as v from 'valibot';
import {
  ACCREDITATIONS,
  DIAGNOSTIC_ORDER_STATES,
  SAMPLE_TYPES,
  type CollectionSlot,
  type CustomPackageQuote,
  type DiagnosticCart,
  type DiagnosticCartUpdate,
  type DiagnosticOrder,
  type DiagnosticPatient,
  type DiagnosticReport,
  type DiagnosticTotals,
  type LabBranch,
  type LabBranchDetail,
  type LabTestDetail,
  type LabTestPage,
  type LabTestSummary,
  type PreferredProductOptions,
  type Serviceability,
  type SlotBooking,
} from '../../domain/diagnostics/model';
import { AddressSchema, Count, createdOrderSchema, Id, Paise } from './commerce-wire';
import { nullableString } from './schemas';

// The lab test calls' wire shapes (docs/api.md, "Lab tests"), each parsed into the domain's values; the adapter in diagnostics-api.ts only calls.

const DateTime = v.pipe(v.string(), v.isoTimestamp());

const LabSchema = v.object({ id: Id, name: v.pipe(v.string(), v.minLength(1)), accreditations: v.optional(v.array(v.picklist(ACCREDITATIONS)), []) });

const LabTestWire = v.object({
  id: Id,
  name: v.pipe(v.string(), v.minLength(1)),
  type: v.picklist(['TEST', 'PACKAGE']),
  parameterCount: Count,
  sampleType: v.picklist(SAMPLE_TYPES),
  fastingHours: Count,
  turnaroundHours: Count,
  price: Paise,
  mrp: Paise,
  labCount: Count,
});

function toSummary(wire: v.InferOutput<typeof LabTestWire>): LabTestSummary {
  return {
    id: wire.id,
    name: wire.name,
    kind: wire.type,
    parameterCount: wire.parameterCount,
    sampleType: wire.sampleType,
    fastingHours: wire.fastingHours,
    turnaroundHours: wire.turnaroundHours,
    fromPricePaise: wire.price,
    mrpPaise: wire.mrp,
    labCount: wire.labCount,
  };
}

export const LabTestSchema = v.pipe(LabTestWire, v.transform(toSummary));

export const LabTestDetailSchema = v.pipe(
  v.object({
    ...LabTestWire.entries,
    description: v.optional(v.string(), ''),
    parameters: v.array(v.string()),
    preparation: v.optional(v.string(), ''),
    labPrices: v.array(v.object({ lab: LabSchema, mrp: Paise, price: Paise })),
  }),
  v.transform(
    (wire): LabTestDetail => ({
      ...toSummary(wire),
      description: wire.description,
      parameters: wire.parameters,
      preparation: wire.preparation,
      prices: wire.labPrices.map((price) => ({ lab: price.lab, mrpPaise: price.mrp, pricePaise: price.price })),
    }),
  ),
);

export const LabTestPageSchema = v.pipe(
  v.object({ content: v.array(LabTestSchema), page: v.pipe(v.number(), v.integer(), v.minValue(1)), limit: v.pipe(v.number(), v.integer(), v.minValue(1)), totalElements: Count }),
  v.transform((wire): LabTestPage => ({ items: wire.content, page: wire.page, limit: wire.limit, total: wire.totalElements })),
);

const QuoteSchema = v.pipe(
  v.object({ lab: LabSchema, mrp: Paise, price: Paise, missingItemIds: v.optional(v.array(v.string()), []) }),
  v.transform((quote) => ({ lab: quote.lab, mrpPaise: quote.mrp, pricePaise: quote.price, missingItemIds: quote.missingItemIds })),
);

export const CustomPackageSchema = v.pipe(
  v.object({ tests: v.array(LabTestSchema), labPrices: v.array(QuoteSchema) }),
  v.transform((wire): CustomPackageQuote => ({ tests: wire.tests, quotes: wire.labPrices })),
);

export const PreferredOptionsSchema = v.pipe(
  v.object({ preferredLab: nullableString, packages: v.array(LabTestSchema) }),
  v.transform((wire): PreferredProductOptions => ({ preferredLabId: wire.preferredLab || null, packages: wire.packages })),
);

export const CitySchema = v.object({ id: Id, name: v.string(), state: v.optional(v.string(), '') });

export const ServiceabilitySchema = v.pipe(
  v.object({ isServiceable: v.boolean(), city: v.nullable(CitySchema) }),
  v.transform((wire): Serviceability => ({ serviceable: wire.isServiceable, city: wire.city })),
);

const TotalsSchema = v.pipe(
  v.object({ mrp: Paise, discount: Paise, couponDiscount: Paise, homeCollectionCharge: Paise, payable: Paise }),
  v.transform(
    (wire): DiagnosticTotals => ({
      mrpPaise: wire.mrp,
      discountPaise: wire.discount,
      couponDiscountPaise: wire.couponDiscount,
      homeCollectionPaise: wire.homeCollectionCharge,
      payablePaise: wire.payable,
    }),
  ),
);

export const CartSchema = v.pipe(
  v.object({
    items: v.array(
      v.object({
        itemId: Id,
        itemName: v.string(),
        city_id: v.string(),
        vendor: v.optional(v.nullable(v.string()), null),
        from: nullableString,
        labData: v.optional(v.nullable(v.object({ labName: v.string(), mrp: Paise, price: Paise })), null),
      }),
    ),
    city_id: nullableString,
    cityName: nullableString,
    selectedPartner: nullableString,
    famId: nullableString,
    addressId: nullableString,
    pincode: nullableString,
    couponCode: nullableString,
    couponReason: nullableString,
    totals: TotalsSchema,
    comparison: v.optional(v.array(v.object({ lab: LabSchema, mrp: Paise, price: Paise, missingItemIds: v.optional(v.array(v.string()), []) })), []),
  }),
  v.transform(
    (wire): DiagnosticCart => ({
      items: wire.items.map((item) => ({
        itemId: item.itemId,
        itemName: item.itemName,
        cityId: item.city_id,
        vendor: item.vendor ?? '',
        from: item.from || null,
        labData: item.labData === null ? null : { labName: item.labData.labName, mrpPaise: item.labData.mrp, pricePaise: item.labData.price },
      })),
      cityId: wire.city_id || null,
      cityName: wire.cityName || null,
      labId: wire.selectedPartner || null,
      familyMemberId: wire.famId || null,
      addressId: wire.addressId || null,
      pincode: wire.pincode || null,
      couponCode: wire.couponCode || null,
      couponReason: wire.couponReason || null,
      totals: wire.totals,
      comparison: wire.comparison.map((quote) => ({ lab: quote.lab, mrpPaise: quote.mrp, pricePaise: quote.price, missingItemIds: quote.missingItemIds })),
    }),
  ),
);

export const PatientSchema = v.pipe(
  v.object({
    famId: nullableString,
    name: v.pipe(v.string(), v.minLength(1)),
    relation: v.optional(v.string(), ''),
    age: v.optional(v.nullable(Count), null),
    gender: v.optional(v.nullable(v.picklist(['MALE', 'FEMALE', 'OTHER'])), null),
  }),
  v.transform((wire): DiagnosticPatient => ({ id: wire.famId || null, name: wire.name, relation: wire.relation, age: wire.age, gender: wire.gender })),
);

export const SlotSchema = v.pipe(
  v.object({ id: Id, partnerId: Id, date: v.pipe(v.string(), v.isoDate()), startTime: DateTime, endTime: DateTime, isAvailable: v.boolean() }),
  v.transform((wire): CollectionSlot => ({ id: wire.id, labId: wire.partnerId, date: wire.date, startsAt: wire.startTime, endsAt: wire.endTime, available: wire.isAvailable })),
);

export const BookingSchema = v.pipe(
  v.object({ bookingId: Id, slot: SlotSchema, heldUntil: DateTime }),
  v.transform((wire): SlotBooking => ({ id: wire.bookingId, slot: wire.slot, heldUntil: wire.heldUntil })),
);

export const ReportSchema = v.pipe(
  v.object({ fileName: v.string(), contentType: v.picklist(['application/pdf', 'image/jpeg', 'image/png']), fileUrl: v.pipe(v.string(), v.minLength(1)) }),
  v.transform((wire): DiagnosticReport => ({ fileName: wire.fileName, contentType: wire.contentType, url: wire.fileUrl })),
);

const OrderState = v.picklist(DIAGNOSTIC_ORDER_STATES);

export const OrderSchema = v.pipe(
  v.object({
    id: Id,
    status: OrderState,
    statusHistory: v.optional(v.array(v.object({ status: OrderState, at: DateTime })), []),
    items: v.array(v.object({ itemId: Id, name: v.string(), mrp: Paise, price: Paise })),
    lab: LabSchema,
    patient: PatientSchema,
    address: AddressSchema,
    slot: SlotSchema,
    totals: TotalsSchema,
    paymentOrderId: nullableString,
    isPaid: v.boolean(),
    placedAt: DateTime,
    cancelReason: nullableString,
    phlebotomist: nullableString,
    bookedWithPartner: v.optional(v.boolean(), false),
    report: v.optional(v.nullable(ReportSchema), null),
  }),
  v.transform(
    (wire): DiagnosticOrder => ({
      id: wire.id,
      state: wire.status,
      history: wire.statusHistory.map((entry) => ({ state: entry.status, at: entry.at })),
      items: wire.items.map((item) => ({ itemId: item.itemId, name: item.name, mrpPaise: item.mrp, pricePaise: item.price })),
      lab: wire.lab,
      patient: wire.patient,
      address: wire.address,
      slot: wire.slot,
      totals: wire.totals,
      paymentOrderId: wire.paymentOrderId || null,
      paid: wire.isPaid,
      placedAt: wire.placedAt,
      cancelReason: wire.cancelReason || null,
      phlebotomist: wire.phlebotomist || null,
      bookedWithPartner: wire.bookedWithPartner,
      report: wire.report,
    }),
  ),
);

export const CreatedOrderSchema = createdOrderSchema(OrderSchema);

const LabBranchWire = v.object({
  id: Id,
  lab: LabSchema,
  name: v.string(),
  address: v.string(),
  city: v.string(),
  pincode: v.string(),
  timings: v.optional(v.string(), ''),
  distanceKm: v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))), null),
  homeCollection: v.optional(v.boolean(), false),
});

export const LabBranchSchema = v.pipe(LabBranchWire, v.transform((wire): LabBranch => ({ ...wire })));

export const LabBranchDetailSchema = v.pipe(
  v.object({ ...LabBranchWire.entries, tests: v.array(LabTestSchema) }),
  v.transform((wire): LabBranchDetail => ({ ...wire })),
);

/** The update body of spec §3 in its own field names; only what changes is sent. */
export function updateBody(update: DiagnosticCartUpdate): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (update.itemId !== undefined) {
    body.itemId = update.itemId;
    body.quantity = update.quantity ?? 1;
  }
  if (update.familyMemberId !== undefined) body.famId = update.familyMemberId;
  if (update.addressId !== undefined) body.addressId = update.addressId;
  if (update.pincode !== undefined) body.pincode = update.pincode;
  if (update.couponCode !== undefined) body.couponCode = update.couponCode;
  if (update.isRemoveCoupon !== undefined) body.isRemoveCoupon = update.isRemoveCoupon;
  if (update.isHomeCollection !== undefined) body.isHomeCollection = update.isHomeCollection;
  if (update.cityId !== undefined) body.cityId = update.cityId;
  if (update.cityName !== undefined) body.cityName = update.cityName;
  if (update.selectedPartner !== undefined) body.selectedPartner = update.selectedPartner;
  return body;
}
