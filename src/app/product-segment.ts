import { DEFAULT_PRODUCT } from './brand';

/** The {product} segment of the address, for links that stay in the same group. */
export function productOf(params: Readonly<Record<string, string>>): string {
  return params.product ?? DEFAULT_PRODUCT;
}
