import * as v from 'valibot';
import { PRODUCT_SERVICES, type ProductContentApi, type ProductLanding } from '../../domain/content/product-landing';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';

const Text = v.pipe(v.string(), v.trim(), v.minLength(1));

/**
 * GET /cms/product/{product}/landing (assumed, docs/api.md): prices in rupees. A service this app
 * has no page for is left out rather than refused, so a new one on the server breaks no page;
 * a landing that names none offers them all.
 */
const ProductLandingSchema = v.pipe(
  v.object({
    product: Text,
    name: Text,
    tagline: v.nullish(v.string(), null),
    services: v.optional(v.array(v.string()), []),
    offers: v.optional(v.array(v.object({ title: Text, text: v.optional(v.string(), ''), code: v.nullish(Text, null) })), []),
    plan: v.nullish(v.object({ name: Text, price: v.pipe(v.number(), v.minValue(0)), benefits: v.optional(v.array(Text), []) }), null),
  }),
  v.transform((wire): ProductLanding => {
    const services = PRODUCT_SERVICES.filter((service) => wire.services.includes(service));
    return {
      product: wire.product,
      name: wire.name,
      tagline: wire.tagline === null || wire.tagline.trim() === '' ? null : wire.tagline.trim(),
      services: services.length === 0 ? [...PRODUCT_SERVICES] : services,
      offers: wire.offers,
      plan: wire.plan === null ? null : { name: wire.plan.name, pricePaise: Math.round(wire.plan.price * 100), benefits: wire.plan.benefits },
    };
  }),
);

/** The content service's product pages over HTTP. */
export class HttpProductContentApi implements ProductContentApi {
  constructor(private readonly http: HttpClient) {}

  landing(product: string): ApiResult<ProductLanding> {
    return this.http.get(`/cms/product/${encodeURIComponent(product)}/landing`, { data: ProductLandingSchema });
  }
}
