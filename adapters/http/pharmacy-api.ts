import * as v from 'valibot';
import {
  DOSAGE_FORMS,
  MEDICINE_ORDER_STATES,
  type Address,
  type AddressInput,
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
import type { PharmacyApi } from '../../domain/pharmacy/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';
import { AddressSchema, addressBody, Count, createdOrderSchema, fileBody, IDEMPOTENCY_HEADER, Id, Paise, paymentBody } from './commerce-wire';
import { NothingSchema, nullableString } from './schemas';

/** The header that carries the fixed origin value of pharmacy calls (spec §9; docs/api.md). */
export const ORIGIN_HEADER = 'x-origin';

export interface PharmacyApiConfig {
  /** The fixed tenant id medicine calls carry (VITE_TENANT_ID). */
  tenantId: string;
  /** The fixed origin header value (VITE_PHARMACY_ORIGIN). */
  origin: string;
}

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
const MedicineListSchema = v.array(MedicineSchema);

const MedicineDetailSchema = v.pipe(
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

const SearchPageSchema = v.pipe(
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

const CartSchema = v.pipe(
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

const CouponSchema = v.pipe(
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

const PrescriptionSchema = v.pipe(
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

const OrderSchema = v.pipe(
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

const CreatedOrderSchema = createdOrderSchema(OrderSchema);

const AvailabilitySchema = v.pipe(
  v.object({ unavailableProductIds: v.array(v.string()) }),
  v.transform((wire) => ({ unavailable: wire.unavailableProductIds })),
);

/**
 * The pharmacy area over HTTP (docs/api.md, "Medicines"). Every call carries the fixed
 * origin header; search and substitutes also carry the tenant id, as spec §7 lists them.
 */
export class HttpPharmacyApi implements PharmacyApi {
  constructor(
    private readonly http: HttpClient,
    private readonly config: PharmacyApiConfig,
  ) {}

  private get headers(): Record<string, string> {
    return { [ORIGIN_HEADER]: this.config.origin };
  }

  search(query: { text: string; page: number; size: number; pincode: string | null }): ApiResult<SearchPage<Medicine>> {
    return this.http.get('/pharmacy/medicine/search', {
      query: {
        page: query.page,
        size: query.size,
        search: query.text,
        isPharmese: true,
        source: 'TENANT',
        tenantId: this.config.tenantId,
        pincode: query.pincode ?? undefined,
      },
      headers: this.headers,
      data: SearchPageSchema,
    });
  }

  medicine(id: string, pincode: string | null): ApiResult<MedicineDetail> {
    return this.http.get(`/pharmacy/product/${encodeURIComponent(id)}`, { query: { pincode: pincode ?? undefined }, headers: this.headers, data: MedicineDetailSchema });
  }

  substitutes(drugId: string, pincode: string | null): ApiResult<Medicine[]> {
    return this.http.post('/pharmacy/alternative-medicine', {
      body: { drugId, pincode, tenantId: this.config.tenantId },
      headers: this.headers,
      data: MedicineListSchema,
    });
  }

  mostOrdered(): ApiResult<Medicine[]> {
    return this.http.get('/pharmacy/most-ordered', { headers: this.headers, data: MedicineListSchema });
  }

  cart(): ApiResult<Cart> {
    return this.http.get('/pharmacy/cart', { headers: this.headers, data: CartSchema });
  }

  addToCart(request: { productId: string; quantity: number }): ApiResult<Cart> {
    return this.http.post('/pharmacy/cart/add', { body: { productId: request.productId, quantity: request.quantity }, headers: this.headers, data: CartSchema });
  }

  updateCart(request: { lines: { productId: string; quantity: number }[]; couponCode: string | null }): ApiResult<Cart> {
    return this.http.post('/pharmacy/cart/update', {
      body: { items: request.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })), couponCode: request.couponCode },
      headers: this.headers,
      data: CartSchema,
    });
  }

  setCartAddress(addressId: string): ApiResult<Cart> {
    return this.http.post('/pharmacy/cart/address', { body: { addressId }, headers: this.headers, data: CartSchema });
  }

  checkAvailability(pincode: string): ApiResult<{ unavailable: string[] }> {
    return this.http.post('/pharmacy/items-availability', { body: { pincode }, headers: this.headers, data: AvailabilitySchema });
  }

  coupons(verticals: string[] = []): ApiResult<Coupon[]> {
    return this.http.get('/pharmacy/coupons', {
      query: { verticals: verticals.length > 0 ? verticals.join(',') : undefined },
      headers: this.headers,
      data: v.array(CouponSchema),
    });
  }

  addresses(): ApiResult<Address[]> {
    return this.http.get('/pharmacy/addresses', { headers: this.headers, data: v.array(AddressSchema) });
  }

  addAddress(address: AddressInput): ApiResult<Address> {
    return this.http.post('/pharmacy/address', { body: addressBody(address), headers: this.headers, data: AddressSchema });
  }

  updateAddress(id: string, address: AddressInput): ApiResult<Address> {
    return this.http.put(`/pharmacy/address/${encodeURIComponent(id)}`, { body: addressBody(address), headers: this.headers, data: AddressSchema });
  }

  deleteAddress(id: string): ApiResult<null> {
    return this.http.post(`/pharmacy/address/delete/${encodeURIComponent(id)}`, { headers: this.headers, data: NothingSchema });
  }

  prescriptions(): ApiResult<Prescription[]> {
    return this.http.get('/pharmacy/prescriptions', { headers: this.headers, data: v.array(PrescriptionSchema) });
  }

  /**
   * JSON with the file as base64 (docs/api.md), over XMLHttpRequest so the bar shows how much
   * of the body has gone; 1 only once the server has accepted the file.
   */
  async uploadPrescription(file: { name: string; contentType: string; bytes: Uint8Array }, onProgress?: (fraction: number) => void): ApiResult<Prescription> {
    // The last bytes sent are not yet a stored prescription: 1 waits for the server's answer.
    const report = (fraction: number) => onProgress?.(Math.min(fraction, 0.99));
    const uploaded = await this.http.postWithProgress(
      '/prescription/upload',
      {
        body: fileBody(file),
        headers: this.headers,
        data: PrescriptionSchema,
      },
      report,
    );
    if (uploaded.isOk()) onProgress?.(1);
    return uploaded;
  }

  deletePrescription(id: string): ApiResult<null> {
    return this.http.post(`/pharmacy/prescription/delete/${encodeURIComponent(id)}`, { headers: this.headers, data: NothingSchema });
  }

  orderByPrescription(request: { prescriptionIds: string[]; addressId: string }): ApiResult<MedicineOrder> {
    return this.http.post('/pharmacy/order/upload-prescription', {
      body: { prescriptionIds: request.prescriptionIds, addressId: request.addressId },
      headers: this.headers,
      data: OrderSchema,
    });
  }

  createOrder(request: { addressId: string; prescriptionIds: string[]; idempotencyKey: string }): ApiResult<{ order: MedicineOrder; paymentOrderId: string; totalPaise: number }> {
    return this.http.post('/pharmacy/order/create', {
      body: { addressId: request.addressId, prescriptionIds: request.prescriptionIds },
      headers: { ...this.headers, [IDEMPOTENCY_HEADER]: request.idempotencyKey },
      data: CreatedOrderSchema,
    });
  }

  order(id: string): ApiResult<MedicineOrder> {
    return this.http.get(`/pharmacy/order/${encodeURIComponent(id)}`, { headers: this.headers, data: OrderSchema });
  }

  orders(): ApiResult<MedicineOrder[]> {
    return this.http.get('/pharmacy/orders', { headers: this.headers, data: v.array(OrderSchema) });
  }

  mailAdditionalDiscount(): ApiResult<{ email: string }> {
    return this.http.post('/pharmacy/additional-discount/mail', { headers: this.headers, data: v.object({ email: v.string() }) });
  }

  approveOrder(id: string): ApiResult<MedicineOrder> {
    return this.http.post(`/pharmacy/order/approve/${encodeURIComponent(id)}`, { headers: this.headers, data: OrderSchema });
  }

  cancelOrder(id: string, reason: string): ApiResult<MedicineOrder> {
    return this.http.post('/pharmacy/order/cancel', { body: { orderId: id, reason }, headers: this.headers, data: OrderSchema });
  }

  confirmPayment(orderId: string, payment: { paymentOrderId: string; paymentId: string; signature: string }): ApiResult<MedicineOrder> {
    return this.http.post(`/pharmacy/order/${encodeURIComponent(orderId)}/payment`, {
      body: paymentBody(payment),
      headers: this.headers,
      data: OrderSchema,
    });
  }
}
