import type { Result } from 'ts-results-es';
import * as v from 'valibot';
import { validateForm, type InvalidForm } from '../account/forms';

/** The coupon box of a quote (a consultation's booking summary, a plan's bill), as typed. */
export interface CouponForm {
  coupon: string;
}

// Any code may be tried: the quote says whether it applies. Blank is no coupon.
const CouponFormSchema = v.object({
  coupon: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.transform((code) => (code === '' ? null : code)),
  ),
});

/** The code to quote with (capitals, no spaces around), or null for none; nothing typed is refused. */
export function validateCouponForm(form: CouponForm): Result<string | null, InvalidForm<keyof CouponForm>> {
  return validateForm(CouponFormSchema, form).map((valid) => valid.coupon);
}
