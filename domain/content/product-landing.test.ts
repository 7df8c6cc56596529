import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import type { ApiError, ApiResult } from '../shared/errors';
import { testQueries } from '../shared/test-doubles';
import { PRODUCT_SERVICES, ProductLandings, genericLanding, productServicePath, type ProductContentApi, type ProductLanding } from './product-landing';

class StubProductContent implements ProductContentApi {
  readonly asked: string[] = [];
  constructor(private readonly answer: (product: string) => Result<ProductLanding, ApiError>) {}
  landing(product: string): ApiResult<ProductLanding> {
    this.asked.push(product);
    return Promise.resolve(this.answer(product));
  }
}

const CARE: ProductLanding = {
  product: 'care',
  name: 'CareWell Care',
  tagline: 'Doctors, medicines and tests for your whole family',
  services: ['CONSULT', 'MEDICINES'],
  offers: [{ title: 'First consultation free', text: 'With any general physician', code: 'FIRSTCARE' }],
  plan: null,
};

describe('ProductLandings.landing', () => {
  it('shows what the content service says of a product it knows, asking once per visit', async () => {
    const api = new StubProductContent(() => Ok(CARE));
    const landings = new ProductLandings(api, testQueries());
    expect((await landings.landing('care').value()).unwrap()).toEqual(CARE);
    await landings.landing('care').value();
    expect(api.asked).toEqual(['care']);
  });

  it('shows the generic page, with every service, for a product the content service does not know', async () => {
    const api = new StubProductContent(() => Err({ kind: 'not-found', message: 'Data Not Found' }));
    const landing = (await new ProductLandings(api, testQueries()).landing('unknown-partner').value()).unwrap();
    expect(landing).toEqual(genericLanding('unknown-partner'));
    expect(landing.name).toBeNull();
    expect(landing.services).toEqual([...PRODUCT_SERVICES]);
  });

  it('does not ask the server about an address segment that cannot be a product code', async () => {
    const api = new StubProductContent(() => Ok(CARE));
    const landing = (await new ProductLandings(api, testQueries()).landing('<script>').value()).unwrap();
    expect(landing.name).toBeNull();
    expect(api.asked).toEqual([]);
  });

  it('reports a failure other than not-found, so the page can offer to try again', async () => {
    const api = new StubProductContent(() => Err({ kind: 'network' }));
    const result = await new ProductLandings(api, testQueries()).landing('care').value();
    expect(result.isErr() && result.error.kind).toBe('network');
  });
});

describe('productServicePath', () => {
  it('keeps a partner user under the product address for the services the product has routes for', () => {
    expect(productServicePath('care', 'CONSULT')).toBe('/care/book-consultation');
    expect(productServicePath('care', 'MEDICINES')).toBe('/care/medicine');
    expect(productServicePath('care', 'LAB_TESTS')).toBe('/care/diagnosticsList');
    expect(productServicePath('care', 'SMART_CLINIC')).toBe('/care/Smart-Clinic');
  });

  it('sends plans and records to the shared pages', () => {
    expect(productServicePath('care', 'PLANS')).toBe('/auth/subscription-plans');
    expect(productServicePath('care', 'RECORDS')).toBe('/patient/health-record');
  });
});
