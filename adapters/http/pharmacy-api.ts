import * as v from 'valibot';
import type { Address, AddressInput, Cart, Coupon, Medicine, MedicineDetail, MedicineOrder, Prescription, SearchPage } from '../../domain/pharmacy/model';
import type { PharmacyApi } from '../../domain/pharmacy/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';
import { AddressSchema, addressBody, fileBody, IDEMPOTENCY_HEADER, paymentBody } from './commerce-wire';
import { ORIGIN_HEADER } from './pharmacy-origin';
import { NothingSchema } from './schemas';
import {
  AvailabilitySchema,
  CartSchema,
  CouponSchema,
  CreatedOrderSchema,
  MedicineDetailSchema,
  MedicineListSchema,
  OrderSchema,
  PrescriptionSchema,
  SearchPageSchema,
} from './pharmacy-wire';


export interface PharmacyApiConfig {
  /** The fixed tenant id medicine calls carry (VITE_TENANT_ID). */
  tenantId: string;
  /** The fixed origin header value (VITE_PHARMACY_ORIGIN). */
  origin: string;
}

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
