import { Err } from 'ts-results-es';
import { SLOT_TAKEN_MESSAGE } from '../../domain/consultations/booking';
import { VIDEO_EVENTS } from '../../domain/consultations/model';
import { COOKIE_LIFETIME_MS, DATA_NOT_FOUND } from '../../domain/shared/constants';
import type { ApiError } from '../../domain/shared/errors';

export const MINUTE = 60 * 1000;
export const SLOT_MINUTES = 15;
/** preBookingDisplay holds the slot for the patient this long: the reason cookie's lifetime. */
export const HOLD_MS = COOKIE_LIFETIME_MS;
export const MAX_SLOT_DAYS = 14;
export const CALL_BACK_WITHIN_MINUTES = 30;

/** A demo coupon for consultations (docs/decisions.md). */
export const CONSULTATION_COUPON = { code: 'CONSULT100', discountPaise: 10000, minFeePaise: 50000 } as const;

export const CONSULTATION_ERRORS = {
  notFound: DATA_NOT_FOUND,
  slotTaken: SLOT_TAKEN_MESSAGE,
  slotPassed: 'This slot has already started. Please choose another time.',
  badDate: 'date must be a calendar date (YYYY-MM-DD)',
  notFamily: 'Choose someone from your family list, or book for yourself',
  payFirst: 'Pay for this consultation to book it',
  otherPayment: 'This payment belongs to another booking',
  badSignature: 'The payment could not be verified',
  badCoupon: 'This coupon code is not valid',
  couponMinimum: 'This coupon needs a consultation fee of ₹500 or more',
  cancelReason: 'Tell us why you are cancelling',
  sameDoctor: 'Choose a new time with the same doctor',
  callNotOpen: 'The call opens 15 minutes before the consultation starts.',
  callClosed: 'This consultation has ended or was cancelled, so its call is closed.',
  notTherapist: 'Session plans are offered by therapists only',
  unknownPlan: 'Choose one of the therapist’s session plans',
  therapyForSelf: 'Therapy is booked by the person who takes it: book it from their own account',
  recordNotShared: 'Only the records of the person consulted can be shared with the doctor. Choose them again.',
  unknownEvent: `event must be one of ${VIDEO_EVENTS.join(', ')}`,
} as const;

/** The meeting service's host the rooms live on (docs/api.md "Video consultation"). */
export const MEETING_DOMAIN = 'meet.carewell.in';
/** Our GSTIN in Haryana (the Gurugram office), for the invoice. */
export const CAREWELL_GSTIN = '06AABCC7412M1Z3';
/** SAC 999312: medical services by doctors, exempt from GST. */
export const CONSULTATION_SAC = '999312';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const notFound = (): Err<ApiError> => Err({ kind: 'not-found', message: CONSULTATION_ERRORS.notFound });
export const rejected = (message: string): Err<ApiError> => Err({ kind: 'rejected', message });
export const conflict = (message: string): Err<ApiError> => Err({ kind: 'conflict', message });

/** A stable number from a text, so which slots other patients "booked" is the same every run. */
export function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}
