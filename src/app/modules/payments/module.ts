import type { Container } from 'inversify';
import type { HttpClient } from '../../../../adapters/http/client';
import { Checkout, type Delay } from '../../../../domain/payments/checkout';
import type { PaymentGateway } from '../../../../domain/payments/ports';
import type { PageNavigator } from '../../../../domain/session/ports';
import type { CookieJar, KeyValueStore } from '../../../../domain/shared/ports';
import { TOKENS } from '../../tokens';
import { PAYMENTS } from './tokens';
import { BRAND_NAME } from '../../brand';
import type { FeatureModule } from '..';
import type { Backend } from '../backend';

/** The one payment checkout of the product: medicines, lab tests, consultations and plans use it. */
export const feature: FeatureModule = {
  requires: [],
  bind(container: Container, backend: Backend) {
    container.bind(PAYMENTS.PaymentGateway).toConstantValue(
      // The checkout's key comes from our API with the payment setup, not from the build (docs/api.md).
      backend.port<PaymentGateway>({ http: ({ http }) => razorpayGateway(http), fake: (fakes) => fakes.paymentGateway }),
    );

    container
      .bind(PAYMENTS.Checkout)
      .toResolvedValue(
        (gateway: PaymentGateway, cookies: CookieJar, navigator: PageNavigator, delay: Delay, store: KeyValueStore) =>
          new Checkout(gateway, cookies, navigator, delay, store),
        [PAYMENTS.PaymentGateway, TOKENS.Cookies, TOKENS.Navigator, TOKENS.Delay, TOKENS.Store],
      )
      .inSingletonScope();
  },
};

/** Razorpay for the live backend; a key that cannot be fetched is reported like a script that failed to load. */
async function razorpayGateway(http: HttpClient): Promise<PaymentGateway> {
  const [{ RazorpayGateway }, { HttpPaymentConfig }] = await Promise.all([
    import('../../../../adapters/browser/razorpay-gateway'),
    import('../../../../adapters/http/payment-config'),
  ]);
  const config = new HttpPaymentConfig(http);
  return new RazorpayGateway({
    merchantName: BRAND_NAME,
    keyId: async () => {
      const key = await config.razorpayKeyId();
      return key.isOk() ? key.value : null;
    },
  });
}
