import { Ok } from 'ts-results-es';
import type { ApiResult } from '../shared/errors';
import type { Query, QueryCache } from '../shared/query';

/** The services a product's landing page offers as tiles, in the order a patient reads them. */
export const PRODUCT_SERVICES = ['CONSULT', 'MEDICINES', 'LAB_TESTS', 'SMART_CLINIC', 'PLANS', 'RECORDS'] as const;
export type ProductService = (typeof PRODUCT_SERVICES)[number];

/** An offer a partner runs for its users: a headline, a line of detail and the code to quote, if any. */
export interface ProductOffer {
  title: string;
  text: string;
  code: string | null;
}

/** The care plan the partner puts forward, priced for its users. */
export interface ProductPlanTeaser {
  name: string;
  pricePaise: number;
  benefits: string[];
}

/** GET /cms/product/{product}/landing (assumed, docs/api.md): how a partner's landing page reads. */
export interface ProductLanding {
  /** The first segment of the address: 'care', a partner's code. */
  product: string;
  /** The partner's name as it brands the page; null for a product the content service does not know. */
  name: string | null;
  tagline: string | null;
  /** The services the partner gives its users, in PRODUCT_SERVICES order; never empty. */
  services: ProductService[];
  offers: ProductOffer[];
  plan: ProductPlanTeaser | null;
}

/** The content service's product pages. */
export interface ProductContentApi {
  /** GET /cms/product/{product}/landing (assumed, docs/api.md): no sign-in; an unknown product is not-found. */
  landing(product: string): ApiResult<ProductLanding>;
}

/** A product code as partners are given one: letters, digits and dashes. Anything else is asked of no server. */
const PRODUCT_CODE = /^[a-z0-9][a-z0-9-]{0,39}$/i;

/** The page of a product the content service does not know: every service, no branding, no offers. */
export function genericLanding(product: string): ProductLanding {
  return { product, name: null, tagline: null, services: [...PRODUCT_SERVICES], offers: [], plan: null };
}

/**
 * Where each tile leads: the product's own routes where the product has one (so the partner's
 * user stays under its address), the shared plans and records pages otherwise.
 */
export function productServicePath(product: string, service: ProductService): string {
  const base = `/${encodeURIComponent(product)}`;
  switch (service) {
    case 'CONSULT':
      return `${base}/book-consultation`;
    case 'MEDICINES':
      return `${base}/medicine`;
    case 'LAB_TESTS':
      return `${base}/diagnosticsList`;
    case 'SMART_CLINIC':
      return `${base}/Smart-Clinic`;
    case 'PLANS':
      return '/auth/subscription-plans';
    case 'RECORDS':
      return '/patient/health-record';
  }
}

/** /{product}/landing-page: the product's landing content, read once per visit; a product nobody knows gets the generic page, never an error. */
export class ProductLandings {
  constructor(
    private readonly api: ProductContentApi,
    private readonly queries: QueryCache,
  ) {}

  landing(product: string): Query<ProductLanding> {
    return this.queries.query(['content', 'product-landing', product], async () => {
      if (!PRODUCT_CODE.test(product)) return Ok(genericLanding(product));
      const found = await this.api.landing(product);
      return found.isErr() && found.error.kind === 'not-found' ? Ok(genericLanding(product)) : found;
    });
  }
}
