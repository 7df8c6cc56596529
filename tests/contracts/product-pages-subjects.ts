import { HttpProductContentApi } from '../../adapters/http/product-content-api';
import { HttpSmartClinicsApi } from '../../adapters/http/smart-clinics-api';
import type { ProductContentApi } from '../../domain/content/product-landing';
import type { SmartClinicsApi } from '../../domain/places/smart-clinics';
import { FakeProductContentApi } from '../../fakes/cms-products';
import { FakeSmartClinicsApi } from '../../fakes/smart-clinics';
import { httpSubject, inMemorySubject, type SubjectControls } from './subject-kit';

/** Short, so a timeout costs little; the local server answers in a few ms. */
const HTTP_TIMEOUT_MS = 2000;

/** Thursday 26 November 2026, 10:30 in India. */
const START = Date.parse('2026-11-26T10:30:00+05:30');

/** The ports of the /{product} landing and Smart Clinic pages, of one implementation over one fresh seeded backend. */
export interface ProductPagesSubject extends SubjectControls {
  productContent: ProductContentApi;
  smartClinics: SmartClinicsApi;
}

export const inMemoryProductPages = (): Promise<ProductPagesSubject> =>
  inMemorySubject(START, ({ backend }) => ({ productContent: new FakeProductContentApi(backend), smartClinics: new FakeSmartClinicsApi(backend) }));

export const httpProductPages = (): Promise<ProductPagesSubject> =>
  httpSubject(START, HTTP_TIMEOUT_MS, (http) => ({ productContent: new HttpProductContentApi(http), smartClinics: new HttpSmartClinicsApi(http) }));
