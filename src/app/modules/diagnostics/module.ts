import type { Container } from 'inversify';

import { DiagnosticCartService } from '../../../../domain/diagnostics/cart';
import { HomeCollection } from '../../../../domain/diagnostics/home-collection';
import { LabFinder } from '../../../../domain/diagnostics/labs';
import { DiagnosticOrdering, DiagnosticOrders } from '../../../../domain/diagnostics/ordering';
import { LabOffers, PackagePicks } from '../../../../domain/diagnostics/packages';
import type { DiagnosticsApi } from '../../../../domain/diagnostics/ports';
import { CollectionZipcode, LabTestDetails, LabTestSearch } from '../../../../domain/diagnostics/search';
import type { Checkout } from '../../../../domain/payments/checkout';
import type { SignOut } from '../../../../domain/session/sign-out';
import type { ErrorPolicy } from '../../../../domain/session/error-policy';
import type { Clock, IdGenerator, KeyValueStore } from '../../../../domain/shared/ports';
import type { QueryCache } from '../../../../domain/shared/query';
import type { ToastCenter } from '../../toasts';
import { TOKENS } from '../../tokens';
import { DIAGNOSTICS } from './tokens';
import { PAYMENTS } from '../payments/tokens';
import type { FeatureModule } from '..';
import { bindPort, type Backend } from '../backend';

/**
 * Lab tests (issue 6): search, the test page, the diagnostics cart with its lab comparison,
 * home collection and orders. Pays through the shared checkout; the address book comes from
 * the pharmacy feature, for whom from the family feature.
 */
export const feature: FeatureModule = {
  requires: ['payments', 'pharmacy', 'family', 'queries'],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      DIAGNOSTICS.DiagnosticsApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/diagnostics-api').then((m) => new m.HttpDiagnosticsApi(http)),
        fake: (fakes) => fakes.diagnosticsApi,
      }),
    );

    container
      .bind(DIAGNOSTICS.CollectionZipcode)
      .toResolvedValue((store: KeyValueStore) => new CollectionZipcode(store), [TOKENS.Store])
      .inSingletonScope();
    container
      .bind(DIAGNOSTICS.LabTestSearch)
      .toResolvedValue((api: DiagnosticsApi, zipcode: CollectionZipcode) => new LabTestSearch(api, zipcode), [DIAGNOSTICS.DiagnosticsApi, DIAGNOSTICS.CollectionZipcode])
      .inSingletonScope();
    container
      .bind(DIAGNOSTICS.LabTestDetails)
      .toResolvedValue(
        (api: DiagnosticsApi, zipcode: CollectionZipcode, errors: ErrorPolicy, queries: QueryCache) => new LabTestDetails(api, zipcode, errors, queries),
        [DIAGNOSTICS.DiagnosticsApi, DIAGNOSTICS.CollectionZipcode, TOKENS.Errors, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(DIAGNOSTICS.DiagnosticCart)
      .toResolvedValue(
        (api: DiagnosticsApi, store: KeyValueStore, zipcode: CollectionZipcode, errors: ErrorPolicy, notifier: ToastCenter, signOut: SignOut) => {
          const cart = new DiagnosticCartService({ api, store, zipcode, errors, notifier });
          signOut.ended$.subscribe(() => cart.forget());
          return cart;
        },
        [DIAGNOSTICS.DiagnosticsApi, TOKENS.Store, DIAGNOSTICS.CollectionZipcode, TOKENS.Errors, TOKENS.Toasts, TOKENS.SignOut],
      )
      .inSingletonScope();
    container
      .bind(DIAGNOSTICS.HomeCollection)
      .toResolvedValue(
        (api: DiagnosticsApi, clock: Clock, queries: QueryCache) => new HomeCollection(api, clock, queries),
        [DIAGNOSTICS.DiagnosticsApi, TOKENS.Clock, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(DIAGNOSTICS.DiagnosticOrdering)
      .toResolvedValue(
        (api: DiagnosticsApi, checkout: Checkout, home: HomeCollection, orders: DiagnosticOrders, ids: IdGenerator, clock: Clock) =>
          new DiagnosticOrdering(api, checkout, home, orders, ids, clock),
        [DIAGNOSTICS.DiagnosticsApi, PAYMENTS.Checkout, DIAGNOSTICS.HomeCollection, DIAGNOSTICS.DiagnosticOrders, TOKENS.Ids, TOKENS.Clock],
      )
      .inSingletonScope();
    container
      .bind(DIAGNOSTICS.LabFinder)
      .toResolvedValue(
        (api: DiagnosticsApi, zipcode: CollectionZipcode, queries: QueryCache) => new LabFinder(api, zipcode, queries),
        [DIAGNOSTICS.DiagnosticsApi, DIAGNOSTICS.CollectionZipcode, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(DIAGNOSTICS.LabOffers)
      .toResolvedValue(
        (api: DiagnosticsApi, zipcode: CollectionZipcode, errors: ErrorPolicy, queries: QueryCache) => new LabOffers(api, zipcode, errors, queries),
        [DIAGNOSTICS.DiagnosticsApi, DIAGNOSTICS.CollectionZipcode, TOKENS.Errors, TOKENS.Queries],
      )
      .inSingletonScope();
    container
      .bind(DIAGNOSTICS.PackagePicks)
      .toResolvedValue((store: KeyValueStore) => new PackagePicks(store), [TOKENS.Store])
      .inSingletonScope();
    container
      .bind(DIAGNOSTICS.DiagnosticOrders)
      .toResolvedValue(
        (api: DiagnosticsApi, errors: ErrorPolicy, queries: QueryCache) => new DiagnosticOrders(api, errors, queries),
        [DIAGNOSTICS.DiagnosticsApi, TOKENS.Errors, TOKENS.Queries],
      )
      .inSingletonScope();
  },
};
