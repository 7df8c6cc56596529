import { Err, Ok, type Result } from 'ts-results-es';
import type { ProductContentApi, ProductLanding, ProductService } from '../domain/content/product-landing';
import { DATA_NOT_FOUND } from '../domain/shared/constants';
import type { ApiError, ApiResult } from '../domain/shared/errors';
import type { FakeBackend } from './backend';

/** A product's landing content as the CMS stores it: the plan's price in rupees, as marketing types it. */
export interface FakeProductLanding {
  product: string;
  name: string;
  tagline: string;
  services: ProductService[];
  offers: { title: string; text: string; code: string | null }[];
  plan: { name: string; price: number; benefits: string[] } | null;
}

/**
 * Our own product and two partners whose users sign in through SSO: a bank's health benefit that
 * leaves medicines to the bank's pharmacy partner, and an employer's wellness programme.
 */
export const PRODUCT_LANDINGS: readonly FakeProductLanding[] = [
  {
    product: 'care',
    name: 'CareWell Care',
    tagline: 'Doctors on video, medicines at your door and lab tests at home, for your whole family.',
    services: ['CONSULT', 'MEDICINES', 'LAB_TESTS', 'SMART_CLINIC', 'PLANS', 'RECORDS'],
    offers: [
      { title: 'First consultation free', text: 'Talk to a general physician on video, in English or Hindi, at no charge.', code: 'CAREFIRST' },
      { title: '20% off your first medicine order', text: 'On orders above ₹499, delivered in 24 hours in 120 cities.', code: 'MEDS20' },
      { title: 'Full body check-up at ₹999', text: '62 tests with the sample taken at home, reports in 48 hours.', code: null },
    ],
    plan: { name: 'Care Plus Family', price: 2999, benefits: ['Unlimited GP consultations for 4 people', '15% off medicines and lab tests', 'A yearly health check-up for each member'] },
  },
  {
    product: 'sahyog-bank',
    name: 'Sahyog Bank Health',
    tagline: 'Health care for Sahyog Bank account holders, free with your Privilege account.',
    services: ['CONSULT', 'LAB_TESTS', 'SMART_CLINIC', 'RECORDS'],
    offers: [{ title: '3 free doctor consultations a year', text: 'For you and your spouse, with any general physician.', code: null }],
    plan: null,
  },
  {
    product: 'udyam-wellness',
    name: 'Udyam Wellness',
    tagline: 'Your employer’s health programme: see a doctor, get tested and track your health.',
    services: ['CONSULT', 'MEDICINES', 'LAB_TESTS', 'PLANS', 'RECORDS'],
    offers: [
      { title: 'Annual health check-up', text: 'Paid for by your employer, at home or at a partner lab.', code: 'UDYAM-AHC' },
      { title: '10% off medicines', text: 'For you and the family members you add.', code: null },
    ],
    plan: { name: 'Care Plus Individual', price: 1499, benefits: ['Unlimited GP consultations', '10% off medicines and lab tests'] },
  },
];

/** GET /cms/product/{product}/landing: a product code is matched whatever its case; an unknown one is Data Not Found. */
export function productLanding(product: string): Result<FakeProductLanding, ApiError> {
  const found = PRODUCT_LANDINGS.find((landing) => landing.product === product.toLowerCase());
  return found === undefined ? Err({ kind: 'not-found', message: DATA_NOT_FOUND }) : Ok(found);
}

/** The landing as the HTTP adapter reads the wire's rupees. */
export function productLandingOf({ plan, offers, services, ...landing }: FakeProductLanding): ProductLanding {
  return {
    ...landing,
    services: [...services],
    offers: offers.map((offer) => ({ ...offer })),
    plan: plan === null ? null : { name: plan.name, pricePaise: plan.price * 100, benefits: [...plan.benefits] },
  };
}

/** The product content port on the in-memory fake backend. */
export class FakeProductContentApi implements ProductContentApi {
  constructor(private readonly backend: FakeBackend) {}

  landing(product: string): ApiResult<ProductLanding> {
    return this.backend.call(() => productLanding(product).map(productLandingOf));
  }
}
