import type { Container } from 'inversify';
import { Checkout, type Delay } from '../../../domain/payments/checkout';
import type { PaymentGateway } from '../../../domain/payments/ports';
import type { PageNavigator } from '../../../domain/session/ports';
import type { CookieJar, KeyValueStore } from '../../../domain/shared/ports';
import { TOKENS } from '../tokens';
import type { FeatureModule } from '.';

/** The one payment checkout of the product: medicines, lab tests, consultations and plans use it. */
export const feature: FeatureModule = {
  requires: [],
  bind(container: Container) {
    container
      .bind(TOKENS.Checkout)
      .toResolvedValue(
        (gateway: PaymentGateway, cookies: CookieJar, navigator: PageNavigator, delay: Delay, store: KeyValueStore) =>
          new Checkout(gateway, cookies, navigator, delay, store),
        [TOKENS.PaymentGateway, TOKENS.Cookies, TOKENS.Navigator, TOKENS.Delay, TOKENS.Store],
      )
      .inSingletonScope();
  },
};
