import * as v from 'valibot';
import type { Address, AddressInput } from '../../domain/pharmacy/model';

/**
 * The wire pieces the medicine and lab-test areas share (docs/api.md): amounts, addresses,
 * order creation, payment confirmation and file uploads. Kept apart from schemas.ts so the
 * account and sign-in calls, which every page loads, carry none of them.
 */

/** Makes an order creation safe to retry: the same key returns the same order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Rupees with paise as decimals on the wire; integer paise in the domain. */
export const Paise = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(0),
  v.transform((rupees) => Math.round(rupees * 100)),
);

export const Id = v.pipe(v.string(), v.minLength(1));

/** A whole number from 0: quantities, counts, sizes in bytes. */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const AddressWire = v.object({
  id: Id,
  name: v.string(),
  mobileNumber: v.string(),
  addressLine1: v.string(),
  addressLine2: v.optional(v.nullable(v.string()), ''),
  landmark: v.optional(v.nullable(v.string()), ''),
  pincode: v.string(),
  city: v.string(),
  state: v.string(),
  addressType: v.picklist(['HOME', 'WORK', 'OTHER']),
  isPrimary: v.optional(v.boolean(), false),
});

export const AddressSchema = v.pipe(
  AddressWire,
  v.transform(
    (wire): Address => ({
      id: wire.id,
      name: wire.name,
      mobileNumber: wire.mobileNumber,
      line1: wire.addressLine1,
      line2: wire.addressLine2 ?? '',
      landmark: wire.landmark ?? '',
      pincode: wire.pincode,
      city: wire.city,
      state: wire.state,
      kind: wire.addressType,
      isPrimary: wire.isPrimary,
    }),
  ),
);

export function addressBody(address: AddressInput) {
  return {
    name: address.name,
    mobileNumber: address.mobileNumber,
    addressLine1: address.line1,
    addressLine2: address.line2,
    landmark: address.landmark,
    pincode: address.pincode,
    city: address.city,
    state: address.state,
    addressType: address.kind,
  };
}

/** The answer to an order creation: the order, the gateway's order id and what is to be paid. */
export function createdOrderSchema<TInput, TOrder>(order: v.GenericSchema<TInput, TOrder>) {
  return v.pipe(
    v.object({ order, paymentOrderId: Id, amount: Paise }),
    v.transform((wire) => ({ order: wire.order, paymentOrderId: wire.paymentOrderId, totalPaise: wire.amount })),
  );
}

/** What the payment gateway handed back, in the field names the backend verifies. */
export function paymentBody(payment: { paymentOrderId: string; paymentId: string; signature: string }) {
  return { razorpayOrderId: payment.paymentOrderId, razorpayPaymentId: payment.paymentId, razorpaySignature: payment.signature };
}

/** A file as JSON: its name, type and bytes in base64. */
export function fileBody(file: { name: string; contentType: string; bytes: Uint8Array }) {
  return { fileName: file.name, contentType: file.contentType, data: toBase64(file.bytes) };
}

/** Base64 of bytes, in chunks so a 10 MB file does not overflow the argument list. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}
