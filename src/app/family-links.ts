import { encodeReferPath } from '../../domain/navigation/refer-path';
import { DEFAULT_PRODUCT } from './brand';

/**
 * Where to add a family member and come back: `returnTo` (a path with its query, such as
 * '/healthcare/home-collection?step=2') travels as `refer`, the way sign-in carries its return;
 * the form sends the patient back there with `famId` of the new member added. Booking pages use
 * /book/add-family (omit `product`); product pages /{product}/add-familydetails.
 */
export function addFamilyMemberPath(returnTo: string, product?: string): string {
  const base = product === undefined ? '/book/add-family' : `/${product || DEFAULT_PRODUCT}/add-familydetails`;
  return `${base}?refer=${encodeReferPath(returnTo)}`;
}

/** The value of `famId` when the patient chose themself on /{product}/FamilyDetails. */
export const SELF_FAM_ID = 'self';

/** `path` (with its query and hash) with `famId` set: how the family pages hand back whom they chose or added. */
export function withFamId(path: string, famId: string): string {
  const url = new URL(path, 'http://in-app.invalid');
  url.searchParams.set('famId', famId);
  return `${url.pathname}${url.search}${url.hash}`;
}
