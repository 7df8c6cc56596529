import type { Container } from 'inversify';

import type { AccountApi } from '../../../../domain/account/ports';
import type { Checkout } from '../../../../domain/payments/checkout';
import { AddressBook } from '../../../../domain/pharmacy/address-book';
import { BuyAgain } from '../../../../domain/pharmacy/buy-again';
import { CartService } from '../../../../domain/pharmacy/cart';
import { CartCheckout } from '../../../../domain/pharmacy/cart-checkout';
import { keepCartWithSession } from '../../../../domain/pharmacy/cart-session';
import { DeliveryPincode } from '../../../../domain/pharmacy/delivery-pincode';
import { MedicineDetails } from '../../../../domain/pharmacy/medicine-details';
import { MedicineOrders } from '../../../../domain/pharmacy/order-tracking';
import { Offers } from '../../../../domain/pharmacy/offers';
import { MedicineOrdering } from '../../../../domain/pharmacy/ordering';
import type { PharmacyApi } from '../../../../domain/pharmacy/ports';
import { PrescriptionLibrary } from '../../../../domain/pharmacy/prescriptions';
import { MedicineSearch } from '../../../../domain/pharmacy/search';
import type { DeviceLocation, ReverseGeocoder } from '../../../../domain/places/ports';
import type { ErrorPolicy } from '../../../../domain/session/error-policy';
import type { Session } from '../../../../domain/session/session';
import type { CookieJar, IdGenerator, KeyValueStore } from '../../../../domain/shared/ports';
import type { ToastCenter } from '../../toasts';
import type { QueryCache } from '../../../../domain/shared/query';
import { TOKENS } from '../../tokens';
import { ACCOUNT } from '../account/tokens';
import { PAYMENTS } from '../payments/tokens';
import { PHARMACY } from './tokens';
import { PLACES } from '../places/tokens';
import type { FeatureModule } from '..';
import { bindPort, type Backend } from '../backend';

/**
 * Medicines (issue 5): search, the medicine page, the cart, addresses, prescriptions, orders.
 * The cart is one for the app: the header badge, the pages and the cart page share it; it
 * loads once the session's header is ready (so the badge survives a reload) and is forgotten
 * at the end of a session.
 */
export const feature: FeatureModule = {
  requires: ['payments', 'queries', 'account', 'places'],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      PHARMACY.PharmacyApi,
      backend.port({
        http: ({ http, config }) =>
          import('../../../../adapters/http/pharmacy-api').then((m) => new m.HttpPharmacyApi(http, { tenantId: config.tenantId, origin: config.pharmacyOrigin })),
        fake: (fakes) => fakes.pharmacyApi,
      }),
    );

    container
      .bind(PHARMACY.MedicineSearch)
      .toResolvedValue((api: PharmacyApi, store: KeyValueStore) => new MedicineSearch(api, store), [PHARMACY.PharmacyApi, TOKENS.Store])
      .inSingletonScope();
    container
      .bind(PHARMACY.Offers)
      .toResolvedValue((api: PharmacyApi, queries: QueryCache, cookies: CookieJar) => new Offers(api, queries, cookies), [PHARMACY.PharmacyApi, TOKENS.Queries, TOKENS.Cookies])
      .inSingletonScope();
    container
      .bind(PHARMACY.DeliveryPincode)
      .toResolvedValue((store: KeyValueStore, queries: QueryCache) => new DeliveryPincode(store, queries), [TOKENS.Store, TOKENS.Queries])
      .inSingletonScope();
    container
      .bind(PHARMACY.MedicineDetails)
      .toResolvedValue(
        (api: PharmacyApi, store: KeyValueStore, queries: QueryCache) => new MedicineDetails(api, store, queries),
        [PHARMACY.PharmacyApi, TOKENS.Store, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(PHARMACY.BuyAgain)
      .toResolvedValue(
        (api: PharmacyApi, queries: QueryCache) => new BuyAgain(api, queries),
        [PHARMACY.PharmacyApi, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(PHARMACY.Cart)
      .toResolvedValue(
        (api: PharmacyApi, toasts: ToastCenter, errors: ErrorPolicy, cookies: CookieJar, session: Session) => {
          const cart = new CartService({ api, notifier: toasts, errors, cookies, header$: session.header$ });
          keepCartWithSession(cart, session.header$);
          return cart;
        },
        [PHARMACY.PharmacyApi, TOKENS.Toasts, TOKENS.Errors, TOKENS.Cookies, TOKENS.Session],
      )
      .inSingletonScope();
    container
      .bind(PHARMACY.Ordering)
      .toResolvedValue(
        (api: PharmacyApi, checkout: Checkout, ids: IdGenerator, queries: QueryCache) =>
          new MedicineOrdering(api, checkout, ids, queries),
        [PHARMACY.PharmacyApi, PAYMENTS.Checkout, TOKENS.Ids, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(PHARMACY.CartCheckout)
      .toResolvedValue(
        (
          api: PharmacyApi,
          queries: QueryCache,
          cart: CartService,
          addresses: AddressBook,
          prescriptions: PrescriptionLibrary,
          ordering: MedicineOrdering,
        ) => new CartCheckout({ api, queries, cart, addresses, prescriptions, ordering }),
        [PHARMACY.PharmacyApi, TOKENS.Queries, PHARMACY.Cart, PHARMACY.AddressBook, PHARMACY.Prescriptions, PHARMACY.Ordering],
      )
      .inSingletonScope();
    container
      .bind(PHARMACY.AddressBook)
      .toResolvedValue(
        (api: PharmacyApi, errors: ErrorPolicy, pincodes: AccountApi, location: DeviceLocation, geocoder: ReverseGeocoder, queries: QueryCache) =>
          new AddressBook({ api, errors, pincodes, location, geocoder, queries }),
        [PHARMACY.PharmacyApi, TOKENS.Errors, ACCOUNT.AccountApi, TOKENS.DeviceLocation, PLACES.ReverseGeocoder, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(PHARMACY.Prescriptions)
      .toResolvedValue(
        (api: PharmacyApi, errors: ErrorPolicy, queries: QueryCache) => new PrescriptionLibrary(api, errors, queries),
        [PHARMACY.PharmacyApi, TOKENS.Errors, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(PHARMACY.MedicineOrders)
      .toResolvedValue(
        (api: PharmacyApi, queries: QueryCache) => new MedicineOrders(api, queries),
        [PHARMACY.PharmacyApi, TOKENS.Queries],
      )
      .inSingletonScope();
  },
};
