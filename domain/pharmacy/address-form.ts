import * as v from 'valibot';
import { MobileNumberSchema } from '../shared/mobile-number-schema';
import { PersonNameSchema } from '../shared/person-name';
import { PincodeSchema } from '../shared/pincode';
import type { AddressInput } from './model';

const required = (label: string, max: number) =>
  v.pipe(
    v.string(`Enter ${label}`),
    v.trim(),
    v.nonEmpty(`Enter ${label}`),
    v.maxLength(max, `Keep ${label} under ${max} characters`),
  );

const optional = (label: string, max: number) => v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, `Keep ${label} under ${max} characters`));

/** The address form, field by field, with the messages shown at each field. */
export const AddressFormSchema = v.object({
  name: PersonNameSchema,
  mobileNumber: MobileNumberSchema,
  line1: required('the house number and street', 120),
  line2: optional('the area', 120),
  landmark: optional('the landmark', 80),
  pincode: PincodeSchema,
  city: required('the city', 60),
  state: required('the state', 60),
  kind: v.picklist(['HOME', 'WORK', 'OTHER'], 'Choose Home, Work or Other'),
});

export function toAddressInput(form: v.InferOutput<typeof AddressFormSchema>): AddressInput {
  return { ...form };
}
