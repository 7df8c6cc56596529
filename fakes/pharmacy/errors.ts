import { Err } from 'ts-results-es';
import { MAX_QUANTITY_PER_LINE } from '../../domain/pharmacy/cart-rules';
import { DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { ApiError } from '../../domain/shared/errors';

export const MAX_ADDRESSES = 10;
export const MAX_PRESCRIPTIONS = 20;
export const MAX_SEARCH_PAGE_SIZE = 100;

export const PHARMACY_ERRORS = {
  notFound: DATA_NOT_FOUND,
  page: 'page must be a whole number from 1',
  size: `size must be a whole number from 1 to ${MAX_SEARCH_PAGE_SIZE}`,
  pincode: 'Please enter a valid 6-digit pincode',
  unknownMedicine: 'This medicine is no longer sold',
  duplicateLine: 'Each medicine may appear once in the cart',
  quantityZeroOrMore: `Quantity must be a whole number from 0 to ${MAX_QUANTITY_PER_LINE}`,
  invalidCoupon: 'This coupon code is not valid',
  tooManyAddresses: `You can keep up to ${MAX_ADDRESSES} addresses. Delete one to add another.`,
  tooManyPrescriptions: `You can keep up to ${MAX_PRESCRIPTIONS} prescriptions. Delete one to upload another.`,
  fileName: 'The file needs a name',
  noAddress: 'Choose a delivery address',
  emptyCart: 'Your cart is empty',
  prescriptionNeeded: 'Upload a prescription for the medicines that need one',
  noPrescription: 'Upload a prescription to order with it',
  unknownPrescription: 'We could not find that prescription. Upload it again.',
  idempotencyKey: 'An Idempotency-Key is required to place an order',
  notCancellable: 'This order has left the pharmacy and can no longer be cancelled',
  alreadyCancelled: 'This order is already cancelled',
  cancelReason: 'Tell us why you are cancelling',
  nothingToApprove: 'There are no changes to approve on this order',
  approveFirst: 'Approve the pharmacy’s changes before paying',
  cancelledUnpaid: 'This order was cancelled and cannot be paid',
  wrongPaymentOrder: 'This payment belongs to another order',
  badSignature: 'The payment could not be verified',
  alreadyPaid: 'This order is already paid',
  discountNeedsEmail: 'Add your e-mail address to your profile to get the discount by e-mail',
  discountNeedsCart: 'Add medicines to your cart to get an additional discount on them',
  discountAlreadyMailed: 'We have already e-mailed you an additional discount today. Please check your inbox.',
} as const;

export const rejected = (message: string): Err<ApiError> => Err({ kind: 'rejected', message });
export const notFound = (): Err<ApiError> => Err({ kind: 'not-found', message: PHARMACY_ERRORS.notFound });
export const conflict = (message: string): Err<ApiError> => Err({ kind: 'conflict', message });

export const PINCODE = /^[1-9]\d{5}$/;

/** A pincode as reads take it: anything else means "not known", so a bad stored value cannot break search. */
export function knownPincode(pincode: string | null | undefined): string | null {
  return pincode && PINCODE.test(pincode) ? pincode : null;
}
