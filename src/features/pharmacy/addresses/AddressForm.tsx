import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ADDRESS_KIND_LABELS, type AddressField, type AddressForm as Form } from '../../../../domain/pharmacy/address-book';
import type { Address } from '../../../../domain/pharmacy/model';
import { DEBOUNCE_MS } from '../../../../domain/shared/constants';
import { describeApiError } from '../../../../domain/shared/errors';
import { parsePincode } from '../../../../domain/shared/pincode';
import { useUseCase } from '../../../app/di';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, FieldError } from '../../../ui/controls';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { Actions, FormAlert } from '../../../ui/form-layout';
import { FormField, LabelledField } from '../../../ui/form-field';
import { useCheckedSubmit } from '../../../ui/checked-submit';

const Columns = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Kinds = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    margin-right: 1.25rem;
    min-height: 44px;
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

const KINDS = ['HOME', 'WORK', 'OTHER'] as const;

type Note = { tone: 'info' | 'error'; text: string } | null;

/**
 * Add or edit a delivery address: each field checked by AddressFormSchema as it is left and
 * again on save, city and state filled from the pincode, "Use my location" through the device
 * and the reverse-geocoder. Everything typed survives a failed save.
 */
export function AddressForm({ initial, addressId, onSaved }: { initial: Form; addressId: string | null; onSaved: (address: Address) => void | Promise<void> }) {
  const book = useUseCase(PHARMACY.AddressBook);
  const [form, setForm] = useState<Form>(initial);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pincodeNote, setPincodeNote] = useState<Note>(null);
  const [locationNote, setLocationNote] = useState<Note>(null);
  const { busy: locating, run: runLocate } = useThrottledSubmit();
  const {
    formRef,
    errors,
    setErrors,
    showErrors,
    busy: saving,
    onSubmit,
  } = useCheckedSubmit<AddressField, unknown>({
    validate: () => book.validate(form),
    onStart: () => setServerError(null),
    submit: async () => {
      const saved = await book.save(form, addressId);
      if (saved.isOk()) {
        await onSaved(saved.value);
        // Still "saving" while the page moves on, so a second click cannot add it twice.
        return 'keep-busy';
      }
      const error = saved.error;
      if (error.kind === 'in-progress') return;
      if (error.kind === 'invalid') {
        showErrors(error.fields);
        return;
      }
      setServerError(`The address was not saved. ${describeApiError(error)} Everything you typed is still here.`);
    },
  });
  const lookupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lookupSeq = useRef(0);
  const lookedUp = useRef<string | null>(initial.pincode === '' ? null : initial.pincode);

  useEffect(() => () => clearTimeout(lookupTimer.current), []);

  const update = (field: AddressField, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: book.fieldError(next, field) ?? undefined }));
  };
  const check = (field: AddressField) => setErrors((e) => ({ ...e, [field]: book.fieldError(form, field) ?? undefined }));

  const lookUp = async (pincode: string) => {
    clearTimeout(lookupTimer.current);
    lookedUp.current = pincode;
    const seq = ++lookupSeq.current;
    setPincodeNote({ tone: 'info', text: `Looking up ${pincode}…` });
    const found = await book.lookUpPincode(pincode);
    // An answer for a pincode since changed is dropped.
    if (seq !== lookupSeq.current) return;
    if (found.isErr()) {
      lookedUp.current = null;
      const error = found.error;
      setPincodeNote({ tone: 'error', text: error.kind === 'invalid' || error.kind === 'not-found' ? error.message : describeApiError(error) });
      return;
    }
    setForm((f) => ({ ...f, city: found.value.city, state: found.value.state }));
    setErrors((e) => ({ ...e, city: undefined, state: undefined }));
    setPincodeNote({ tone: 'info', text: `Found: ${found.value.city}, ${found.value.state}. Change them if they are not right.` });
  };

  const onPincode = (value: string) => {
    update('pincode', value);
    clearTimeout(lookupTimer.current);
    const parsed = parsePincode(value);
    if (parsed.isErr()) {
      lookupSeq.current += 1;
      lookedUp.current = null;
      setPincodeNote(null);
      return;
    }
    if (parsed.value === lookedUp.current) return;
    const pincode = parsed.value;
    lookupTimer.current = setTimeout(() => void lookUp(pincode), DEBOUNCE_MS);
  };

  const onPincodeBlur = () => {
    check('pincode');
    const parsed = parsePincode(form.pincode);
    if (parsed.isOk() && parsed.value !== lookedUp.current) void lookUp(parsed.value);
  };

  const locate = () =>
    runLocate(async () => {
      setLocationNote({ tone: 'info', text: 'Finding your location…' });
      const found = await book.locate();
      if (found.isErr()) {
        setLocationNote({ tone: 'error', text: found.error.message });
        // Only a place the device gave went on to the server's reverse-geocoder.
        return found.error.kind === 'no-address' ? undefined : 'not-sent';
      }
      const { line1, pincode, city, state } = found.value;
      lookupSeq.current += 1;
      lookedUp.current = pincode;
      setForm((f) => ({ ...f, line1: line1 || f.line1, pincode, city, state }));
      setErrors((e) => ({ ...e, line1: undefined, pincode: undefined, city: undefined, state: undefined }));
      setPincodeNote(null);
      setLocationNote({ tone: 'info', text: 'We filled in the address from your location. Add your house or flat number and check it.' });
    });

  const text = (field: AddressField, label: string, autoComplete: string, extra: { inputMode?: 'numeric' | 'tel'; maxLength?: number } = {}) => (
    <LabelledField label={label} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          {...extra}
          name={field}
          autoComplete={autoComplete}
          value={form[field]}
          onChange={(e) => update(field, e.target.value)}
          onBlur={() => check(field)}
        />
      )}
    </LabelledField>
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Delivery address">
      {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
      <Actions style={{ marginTop: 0, marginBottom: '0.5rem' }}>
        <Button type="button" $variant="secondary" onClick={locate} disabled={locating}>
          {locating ? 'Finding your location…' : 'Use my location'}
        </Button>
      </Actions>
      <p role="status" aria-live="polite" style={{ minHeight: '1.5em', margin: '0 0 1rem', color: locationNote?.tone === 'error' ? '#b3261e' : undefined }}>
        {locationNote?.text ?? ''}
      </p>
      <Columns>
        {text('name', 'Full name', 'name')}
        {text('mobileNumber', 'Mobile number', 'tel-national', { inputMode: 'tel' })}
      </Columns>
      {text('line1', 'House or flat number and street', 'address-line1')}
      <Columns>
        {text('line2', 'Area or locality (optional)', 'address-line2')}
        {text('landmark', 'Landmark (optional)', 'off')}
      </Columns>
      <LabelledField label="Pincode" error={errors.pincode} hint="We fill in the city and state from it.">
        {(props) => (
          <input
            {...props}
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            value={form.pincode}
            onChange={(e) => onPincode(e.target.value)}
            onBlur={onPincodeBlur}
          />
        )}
      </LabelledField>
      <p role="status" aria-live="polite" style={{ margin: '-0.5rem 0 1rem', minHeight: '1.5em', color: pincodeNote?.tone === 'error' ? '#b3261e' : undefined }}>
        {pincodeNote?.text ?? ''}
      </p>
      <Columns>
        {text('city', 'City', 'address-level2')}
        {text('state', 'State', 'address-level1')}
      </Columns>
      <FormField as="div">
        <Kinds aria-describedby={errors.kind ? 'address-kind-error' : undefined}>
          <legend>Save this address as</legend>
          {KINDS.map((kind) => (
            <label key={kind}>
              <input type="radio" name="kind" value={kind} checked={form.kind === kind} onChange={() => update('kind', kind)} />
              {ADDRESS_KIND_LABELS[kind]}
            </label>
          ))}
        </Kinds>
        {errors.kind && <FieldError id="address-kind-error">{errors.kind}</FieldError>}
      </FormField>
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save address'}
        </Button>
      </Actions>
    </form>
  );
}
