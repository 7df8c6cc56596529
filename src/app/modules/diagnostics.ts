import type { Container } from 'inversify';
import { DiagnosticCartService } from '../../../domain/diagnostics/cart';
import { HomeCollection } from '../../../domain/diagnostics/home-collection';
import { LabFinder } from '../../../domain/diagnostics/labs';
import { DiagnosticOrdering, DiagnosticOrders } from '../../../domain/diagnostics/ordering';
import { LabOffers, PackagePicks } from '../../../domain/diagnostics/packages';
import type { DiagnosticsApi } from '../../../domain/diagnostics/ports';
import { CollectionZipcode, LabTestDetails, LabTestSearch } from '../../../domain/diagnostics/search';
import type { Checkout } from '../../../domain/payments/checkout';
import type { SignOut } from '../../../domain/session/sign-out';
import type { ErrorPolicy } from '../../../domain/session/error-policy';
import type { Clock, IdGenerator, KeyValueStore } from '../../../domain/shared/ports';
import type { QueryCache } from '../../../domain/shared/query';
import type { ToastCenter } from '../toasts';
import { TOKENS } from '../tokens';
import type { FeatureModule } from '.';

/**
 * Lab tests (issue 6): search, the test page, the diagnostics cart with its lab comparison,
 * home collection and orders. Pays through the shared checkout; the address book comes from
 * the pharmacy feature, for whom from the family feature.
 */
export const feature: FeatureModule = {
  requires: ['payments', 'pharmacy', 'family', 'queries'],
  bind(container: Container) {
    container
      .bind(TOKENS.CollectionZipcode)
      .toResolvedValue((store: KeyValueStore) => new CollectionZipcode(store), [TOKENS.Store])
      .inSingletonScope();
    container
      .bind(TOKENS.LabTestSearch)
      .toResolvedValue((api: DiagnosticsApi, zipcode: CollectionZipcode) => new LabTestSearch(api, zipcode), [TOKENS.DiagnosticsApi, TOKENS.CollectionZipcode])
      .inSingletonScope();
    container
      .bind(TOKENS.LabTestDetails)
      .toResolvedValue(
        (api: DiagnosticsApi, zipcode: CollectionZipcode, errors: ErrorPolicy, queries: QueryCache) => new LabTestDetails(api, zipcode, errors, queries),
        [TOKENS.DiagnosticsApi, TOKENS.CollectionZipcode, TOKENS.Errors, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.DiagnosticCart)
      .toResolvedValue(
        (api: DiagnosticsApi, store: KeyValueStore, zipcode: CollectionZipcode, errors: ErrorPolicy, notifier: ToastCenter, signOut: SignOut) => {
          const cart = new DiagnosticCartService({ api, store, zipcode, errors, notifier });
          signOut.ended$.subscribe(() => cart.forget());
          return cart;
        },
        [TOKENS.DiagnosticsApi, TOKENS.Store, TOKENS.CollectionZipcode, TOKENS.Errors, TOKENS.Toasts, TOKENS.SignOut],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.HomeCollection)
      .toResolvedValue(
        (api: DiagnosticsApi, clock: Clock, queries: QueryCache) => new HomeCollection(api, clock, queries),
        [TOKENS.DiagnosticsApi, TOKENS.Clock, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.DiagnosticOrdering)
      .toResolvedValue(
        (api: DiagnosticsApi, checkout: Checkout, home: HomeCollection, orders: DiagnosticOrders, ids: IdGenerator, clock: Clock) =>
          new DiagnosticOrdering(api, checkout, home, orders, ids, clock),
        [TOKENS.DiagnosticsApi, TOKENS.Checkout, TOKENS.HomeCollection, TOKENS.DiagnosticOrders, TOKENS.Ids, TOKENS.Clock],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.LabFinder)
      .toResolvedValue(
        (api: DiagnosticsApi, zipcode: CollectionZipcode, queries: QueryCache) => new LabFinder(api, zipcode, queries),
        [TOKENS.DiagnosticsApi, TOKENS.CollectionZipcode, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.LabOffers)
      .toResolvedValue(
        (api: DiagnosticsApi, zipcode: CollectionZipcode, errors: ErrorPolicy, queries: QueryCache) => new LabOffers(api, zipcode, errors, queries),
        [TOKENS.DiagnosticsApi, TOKENS.CollectionZipcode, TOKENS.Errors, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(TOKENS.PackagePicks)
      .toResolvedValue((store: KeyValueStore) => new PackagePicks(store), [TOKENS.Store])
      .inSingletonScope();
    container
      .bind(TOKENS.DiagnosticOrders)
      .toResolvedValue(
        (api: DiagnosticsApi, errors: ErrorPolicy, queries: QueryCache) => new DiagnosticOrders(api, errors, queries),
        [TOKENS.DiagnosticsApi, TOKENS.Errors, TOKENS.Queries],
      )
      .inSingletonScope();
  },
};
