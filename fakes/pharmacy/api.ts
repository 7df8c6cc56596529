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
} from '../../domain/pharmacy/model';
import type { PharmacyApi } from '../../domain/pharmacy/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { FakeBackend } from '../backend';
import { defaultCatalogue, type Catalogue } from './catalogue';
import { FakePharmacyService } from './service';

/** The fake "network" moves this many bytes a second, so a big photo shows its progress bar a while. */
const UPLOAD_BYTES_PER_SECOND = 4 * 1024 * 1024;
const UPLOAD_STEPS = [0, 0.25, 0.5, 0.75] as const;

/** The pharmacy port on the in-memory fake backend. */
export class FakePharmacyApi implements PharmacyApi {
  private readonly service: FakePharmacyService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
    catalogue: () => Catalogue = defaultCatalogue,
  ) {
    this.service = new FakePharmacyService(backend, catalogue);
  }

  search(query: { text: string; page: number; size: number; pincode: string | null }): ApiResult<SearchPage<Medicine>> {
    return this.backend.call(() => this.service.medicines.search(query));
  }

  medicine(id: string, pincode: string | null): ApiResult<MedicineDetail> {
    return this.backend.call(() => this.service.medicines.medicine(id, pincode));
  }

  substitutes(drugId: string, pincode: string | null): ApiResult<Medicine[]> {
    return this.backend.call(() => this.service.medicines.substitutes(drugId, pincode));
  }

  mostOrdered(): ApiResult<Medicine[]> {
    return this.backend.call(() => this.service.medicines.mostOrdered(this.token()));
  }

  // Reads of the cart and orders may change the store (a lapsed coupon is dropped, an order
  // moves on in time), so they are saved like writes.

  cart(): ApiResult<Cart> {
    return this.backend.call(() => this.service.carts.cart(this.token()), { mutates: true });
  }

  addToCart(request: { productId: string; quantity: number }): ApiResult<Cart> {
    return this.backend.call(() => this.service.carts.addToCart(this.token(), request.productId, request.quantity), { mutates: true });
  }

  updateCart(request: { lines: { productId: string; quantity: number }[]; couponCode: string | null }): ApiResult<Cart> {
    return this.backend.call(() => this.service.carts.updateCart(this.token(), request.lines, request.couponCode), { mutates: true });
  }

  setCartAddress(addressId: string): ApiResult<Cart> {
    return this.backend.call(() => this.service.carts.setCartAddress(this.token(), addressId), { mutates: true });
  }

  checkAvailability(pincode: string): ApiResult<{ unavailable: string[] }> {
    return this.backend.call(() => this.service.carts.checkAvailability(this.token(), pincode));
  }

  coupons(verticals: string[] = []): ApiResult<Coupon[]> {
    return this.backend.call(() => this.service.medicines.coupons(verticals));
  }

  addresses(): ApiResult<Address[]> {
    return this.backend.call(() => this.service.addresses.addresses(this.token()));
  }

  addAddress(address: AddressInput): ApiResult<Address> {
    return this.backend.call(() => this.service.addresses.addAddress(this.token(), address), { mutates: true });
  }

  updateAddress(id: string, address: AddressInput): ApiResult<Address> {
    return this.backend.call(() => this.service.addresses.updateAddress(this.token(), id, address), { mutates: true });
  }

  deleteAddress(id: string): ApiResult<null> {
    return this.backend.call(() => this.service.addresses.deleteAddress(this.token(), id), { mutates: true });
  }

  prescriptions(): ApiResult<Prescription[]> {
    return this.backend.call(() => this.service.prescriptions.prescriptions(this.token()));
  }

  /**
   * Reports progress in steps paced like a 4 MB/s upload (instant for a small file), then 1
   * once the fake answered. The declared content type is not trusted: the service sniffs it.
   */
  async uploadPrescription(file: { name: string; contentType: string; bytes: Uint8Array }, onProgress?: (fraction: number) => void): ApiResult<Prescription> {
    const stepMs = Math.min(2000, (file.bytes.length / UPLOAD_BYTES_PER_SECOND) * 1000) / UPLOAD_STEPS.length;
    for (const fraction of UPLOAD_STEPS) {
      onProgress?.(fraction);
      if (stepMs >= 1) await new Promise((resolve) => setTimeout(resolve, stepMs));
    }
    const uploaded = await this.backend.call(() => this.service.prescriptions.uploadPrescription(this.token(), { name: file.name, bytes: file.bytes }), { mutates: true });
    if (uploaded.isOk()) onProgress?.(1);
    return uploaded;
  }

  deletePrescription(id: string): ApiResult<null> {
    return this.backend.call(() => this.service.prescriptions.deletePrescription(this.token(), id), { mutates: true });
  }

  orderByPrescription(request: { prescriptionIds: string[]; addressId: string }): ApiResult<MedicineOrder> {
    return this.backend.call(() => this.service.orders.orderByPrescription(this.token(), request), { mutates: true });
  }

  createOrder(request: { addressId: string; prescriptionIds: string[]; idempotencyKey: string }): ApiResult<{ order: MedicineOrder; paymentOrderId: string; totalPaise: number }> {
    return this.backend.call(() => this.service.orders.createOrder(this.token(), request), { mutates: true });
  }

  order(id: string): ApiResult<MedicineOrder> {
    return this.backend.call(() => this.service.orders.order(this.token(), id), { mutates: true });
  }

  orders(): ApiResult<MedicineOrder[]> {
    return this.backend.call(() => this.service.orders.orders(this.token()), { mutates: true });
  }

  mailAdditionalDiscount(): ApiResult<{ email: string }> {
    return this.backend.call(() => this.service.carts.mailAdditionalDiscount(this.token()), { mutates: true });
  }

  approveOrder(id: string): ApiResult<MedicineOrder> {
    return this.backend.call(() => this.service.orders.approveOrder(this.token(), id), { mutates: true });
  }

  cancelOrder(id: string, reason: string): ApiResult<MedicineOrder> {
    return this.backend.call(() => this.service.orders.cancelOrder(this.token(), id, reason), { mutates: true });
  }

  confirmPayment(orderId: string, payment: { paymentOrderId: string; paymentId: string; signature: string }): ApiResult<MedicineOrder> {
    return this.backend.call(() => this.service.orders.confirmPayment(this.token(), orderId, payment), { mutates: true });
  }
}
