import type { FakeBackend } from '../backend';
import { PharmacyAccounts } from './accounts';
import { FakeAddressBook } from './addresses';
import { FakeMedicineCarts } from './cart';
import { MedicineCartPricing } from './cart-pricing';
import { defaultCatalogue, type Catalogue } from './catalogue';
import { FakeMedicineSearch } from './medicine-search';
import { MedicineOrderTimeline } from './order-timeline';
import { FakeMedicineOrders } from './orders';
import { FakePrescriptions } from './prescriptions';

/**
 * The fake backend's pharmacy (spec §7 Medicine service, Cart calls), written once for the
 * in-memory port and the local HTTP server so both answer alike. Results are domain
 * values; the server maps them to its wire shapes (fakes/server/pharmacy-wire.ts). Each part
 * serves one aggregate; they share the patient's account, the cart's pricing and the order timeline.
 */
export class FakePharmacyService {
  readonly medicines: FakeMedicineSearch;
  readonly carts: FakeMedicineCarts;
  readonly addresses: FakeAddressBook;
  readonly prescriptions: FakePrescriptions;
  readonly orders: FakeMedicineOrders;

  constructor(backend: FakeBackend, catalogueOf: () => Catalogue = defaultCatalogue) {
    const timeline = new MedicineOrderTimeline(backend, catalogueOf);
    const accounts = new PharmacyAccounts(backend, timeline);
    const pricing = new MedicineCartPricing(backend, catalogueOf);
    this.medicines = new FakeMedicineSearch(backend, catalogueOf, accounts, pricing);
    this.carts = new FakeMedicineCarts(backend, catalogueOf, accounts, pricing);
    this.addresses = new FakeAddressBook(backend, accounts);
    this.prescriptions = new FakePrescriptions(backend, accounts);
    this.orders = new FakeMedicineOrders(backend, accounts, pricing, timeline);
  }
}
