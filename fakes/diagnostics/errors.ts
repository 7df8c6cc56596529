import { Err } from 'ts-results-es';
import { CUSTOM_PACKAGE_MAX_TESTS, CUSTOM_PACKAGE_MIN_TESTS, LAB_SEARCH_MIN_LENGTH } from '../../domain/diagnostics/packages';
import { NOT_CANCELLABLE, NOT_RESCHEDULABLE } from '../../domain/diagnostics/rules';
import { DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { ApiError } from '../../domain/shared/errors';

export const MAX_LIMIT = 50;

export const DIAGNOSTICS_ERRORS = {
  notFound: DATA_NOT_FOUND,
  page: 'page must be a whole number from 1',
  limit: `limit must be a whole number from 1 to ${MAX_LIMIT}`,
  zipcode: 'Please enter a valid 6-digit pincode',
  unknownCity: 'We do not collect samples in this city yet',
  unknownTest: 'This test is no longer offered',
  notInCity: 'This test is not offered in your city',
  cityChange: 'Your cart has tests priced for another city. Empty the cart to book in this one.',
  unknownLab: 'We do not work with this lab',
  labMissing: 'This lab does not do every test in your cart in this city',
  quantity: 'quantity must be 0 (remove) or 1: a test is booked once per visit',
  unknownMember: 'We could not find that family member',
  unknownAddress: 'Choose one of your saved addresses',
  addressCity: 'This address is in another city. Choose an address in the city of your cart.',
  invalidCoupon: 'This coupon code is not valid',
  notForLabTests: 'This coupon is not valid on lab tests',
  slotGone: 'This slot is no longer available. Please choose another one.',
  slotDate: 'Choose a date within the next seven days',
  holdExpired: 'Your slot was held for 10 minutes and has been released. Please choose a slot again.',
  holdLab: 'The slot is with another lab than your cart. Choose a slot of the cart’s lab.',
  emptyCart: 'Your cart is empty',
  idempotencyKey: 'An Idempotency-Key is required to place an order',
  notCancellable: NOT_CANCELLABLE,
  notReschedulable: NOT_RESCHEDULABLE,
  cancelReason: 'Tell us why you are cancelling',
  wrongPaymentOrder: 'This payment belongs to another order',
  badSignature: 'The payment could not be verified',
  alreadyPaid: 'This order is already paid',
  cancelledUnpaid: 'This order was cancelled and cannot be paid',
  fileName: 'The file needs a name',
  fileType: 'Upload a PDF or a photo (JPEG or PNG) of the report.',
  fileSize: 'The report must be 10 MB or smaller',
  coordinates: 'lat and long must be numbers within range',
  partnerOrder: 'This order was booked with the lab partner: cancel it through the partner',
  notPartnerOrder: 'This order was not booked with a lab partner',
  placeNeeded: 'Send a zipcode, or lat and long',
  customPackageSize: `Choose ${CUSTOM_PACKAGE_MIN_TESTS} to ${CUSTOM_PACKAGE_MAX_TESTS} tests for a custom package`,
  customPackagePackage: 'A custom package is made of tests; a package cannot go inside it',
  labSearchQuery: `Type at least ${LAB_SEARCH_MIN_LENGTH} letters of the lab, area or pincode`,
} as const;

export const rejected = (message: string): Err<ApiError> => Err({ kind: 'rejected', message });
export const notFound = (): Err<ApiError> => Err({ kind: 'not-found', message: DIAGNOSTICS_ERRORS.notFound });
export const conflict = (message: string): Err<ApiError> => Err({ kind: 'conflict', message });

/** A page and limit as the search calls take them: whole numbers, the limit at most MAX_LIMIT. */
export function pagingError(page: number, limit: number): Err<ApiError> | null {
  if (!Number.isInteger(page) || page < 1) return rejected(DIAGNOSTICS_ERRORS.page);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return rejected(DIAGNOSTICS_ERRORS.limit);
  return null;
}
