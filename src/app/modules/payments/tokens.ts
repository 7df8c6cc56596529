import type { ServiceIdentifier } from 'inversify';
import type { Checkout } from '../../../../domain/payments/checkout';
import type { PaymentGateway } from '../../../../domain/payments/ports';

/** The one checkout of the product and the payment gateway it drives. Bound by ./module.ts when a page of the area is first shown. */
export const PAYMENTS = {
  Checkout: Symbol('Checkout') as ServiceIdentifier<Checkout>,
  PaymentGateway: Symbol('PaymentGateway') as ServiceIdentifier<PaymentGateway>,
} as const;
