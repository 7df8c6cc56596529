import type { ServiceIdentifier } from 'inversify';
import type { BuyAgain } from '../../../../domain/pharmacy/buy-again';
import type { AddressBook } from '../../../../domain/pharmacy/address-book';
import type { CartService } from '../../../../domain/pharmacy/cart';
import type { CartCheckout } from '../../../../domain/pharmacy/cart-checkout';
import type { DeliveryPincode } from '../../../../domain/pharmacy/delivery-pincode';
import type { MedicineDetails } from '../../../../domain/pharmacy/medicine-details';
import type { MedicineOrders } from '../../../../domain/pharmacy/order-tracking';
import type { Offers } from '../../../../domain/pharmacy/offers';
import type { MedicineOrdering } from '../../../../domain/pharmacy/ordering';
import type { PrescriptionLibrary } from '../../../../domain/pharmacy/prescriptions';
import type { MedicineSearch } from '../../../../domain/pharmacy/search';
import type { PharmacyApi } from '../../../../domain/pharmacy/ports';

/** Medicines: search, the medicine page, the cart, addresses, prescriptions, orders, the Offers page's coupons; their port. Bound by ./module.ts when a page of the area is first shown. */
export const PHARMACY = {
  MedicineSearch: Symbol('MedicineSearch') as ServiceIdentifier<MedicineSearch>,
  DeliveryPincode: Symbol('DeliveryPincode') as ServiceIdentifier<DeliveryPincode>,
  MedicineDetails: Symbol('MedicineDetails') as ServiceIdentifier<MedicineDetails>,
  BuyAgain: Symbol('BuyAgain') as ServiceIdentifier<BuyAgain>,
  Cart: Symbol('CartService') as ServiceIdentifier<CartService>,
  Ordering: Symbol('MedicineOrdering') as ServiceIdentifier<MedicineOrdering>,
  CartCheckout: Symbol('CartCheckout') as ServiceIdentifier<CartCheckout>,
  AddressBook: Symbol('AddressBook') as ServiceIdentifier<AddressBook>,
  Prescriptions: Symbol('PrescriptionLibrary') as ServiceIdentifier<PrescriptionLibrary>,
  MedicineOrders: Symbol('MedicineOrders') as ServiceIdentifier<MedicineOrders>,
  Offers: Symbol('Offers') as ServiceIdentifier<Offers>,
  PharmacyApi: Symbol('PharmacyApi') as ServiceIdentifier<PharmacyApi>,
} as const;
