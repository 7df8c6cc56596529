import type { ApiResult } from '../shared/errors';
import type {
  Address,
  AddressInput,
  Cart,
  Coupon,
  Medicine,
  MedicineDetail,
  MedicineOrder,
  Prescription,
  SearchPage,
} from './model';

/** The pharmacy area of the API (spec §7 Medicine service, Cart calls). */
export interface PharmacyApi {
  /** GET medicine search: page, size, search, isPharmese=true, source=TENANT, tenantId, pincode. */
  search(query: { text: string; page: number; size: number; pincode: string | null }): ApiResult<SearchPage<Medicine>>;
  /** GET product detail/{id} */
  medicine(id: string, pincode: string | null): ApiResult<MedicineDetail>;
  /** POST alternative medicine: drugId, pincode, tenantId. */
  substitutes(drugId: string, pincode: string | null): ApiResult<Medicine[]>;
  /** GET most ordered */
  mostOrdered(): ApiResult<Medicine[]>;

  /** GET cart */
  cart(): ApiResult<Cart>;
  /** POST add to cart */
  addToCart(request: { productId: string; quantity: number }): ApiResult<Cart>;
  /** POST update cart: the whole list of lines and the coupon. */
  updateCart(request: { lines: { productId: string; quantity: number }[]; couponCode: string | null }): ApiResult<Cart>;
  /** POST update cart address */
  setCartAddress(addressId: string): ApiResult<Cart>;
  /** POST items availability check: the product ids that can't be delivered to the pincode. */
  checkAvailability(pincode: string): ApiResult<{ unavailable: string[] }>;
  /** GET pharmacy coupons, optional verticals query. */
  coupons(verticals?: string[]): ApiResult<Coupon[]>;

  /** GET all addresses */
  addresses(): ApiResult<Address[]>;
  /** POST add address */
  addAddress(address: AddressInput): ApiResult<Address>;
  /** PUT update address/{id} */
  updateAddress(id: string, address: AddressInput): ApiResult<Address>;
  /** POST delete address/{id} */
  deleteAddress(id: string): ApiResult<null>;

  /** GET uploaded prescriptions */
  prescriptions(): ApiResult<Prescription[]>;
  /** POST /prescription/upload, with progress reported from 0 to 1. */
  uploadPrescription(file: { name: string; contentType: string; bytes: Uint8Array }, onProgress?: (fraction: number) => void): ApiResult<Prescription>;
  /** POST delete uploaded prescription/{id} */
  deletePrescription(id: string): ApiResult<null>;
  /** POST upload medicine order: order by prescription only. */
  orderByPrescription(request: { prescriptionIds: string[]; addressId: string }): ApiResult<MedicineOrder>;

  /** POST create order: the cart becomes an order awaiting payment. */
  createOrder(request: { addressId: string; prescriptionIds: string[]; idempotencyKey: string }): ApiResult<{ order: MedicineOrder; paymentOrderId: string; totalPaise: number }>;
  /** GET order/{id} */
  order(id: string): ApiResult<MedicineOrder>;
  /** GET the patient's medicine orders (the My Orders medicines tab). */
  orders(): ApiResult<MedicineOrder[]>;
  /** POST additional-discount mail trigger (no body): an extra discount on the cart, sent to the profile's e-mail. */
  mailAdditionalDiscount(): ApiResult<{ email: string }>;
  /** POST approve order/{id}: the patient accepts the pharmacy's changes. */
  approveOrder(id: string): ApiResult<MedicineOrder>;
  /** POST cancel order */
  cancelOrder(id: string, reason: string): ApiResult<MedicineOrder>;
  /** POST payment confirmation of an order, after the checkout reports success. */
  confirmPayment(orderId: string, payment: { paymentOrderId: string; paymentId: string; signature: string }): ApiResult<MedicineOrder>;
}
