import { useState } from 'react';
import styled from 'styled-components';
import { ADDRESS_KIND_LABELS, type AddressField, type AddressForm as Form } from '../../../../domain/pharmacy/address-book';
import type { Address } from '../../../../domain/pharmacy/model';
import { describeApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button } from '../../../ui/controls';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { Actions, ChoiceField, FormAlert, SubmitButton, TextField } from '../../../ui/form';
import { useForm } from '../../../ui/use-form';
import { usePincodeLookup } from '../../../ui/use-pincode-lookup';
import { PincodeField } from '../../../ui/PincodeField';
import { useDomainText } from '../../../i18n/domain-text';
import { addressesMessages } from './messages';

const Columns = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
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
  const t = addressesMessages.useT();
  const say = useDomainText();
  const kinds = KINDS.map((kind) => ({ value: kind, label: say(ADDRESS_KIND_LABELS[kind]) }));
  const [serverError, setServerError] = useState<string | null>(null);
  const [locationNote, setLocationNote] = useState<Note>(null);
  const { busy: locating, run: runLocate } = useThrottledSubmit();
  const { formRef, values, setValues, set, field, errors, setErrors, showErrors, busy: saving, onSubmit } = useForm({
    initial,
    validate: (form: Form) => book.validate(form),
    checkOnLeave: true,
    onStart: () => setServerError(null),
    submit: async (_valid, form) => {
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
      setServerError(t('form.notSaved', { reason: say(describeApiError(error)) }));
    },
  });
  const pincode = usePincodeLookup({
    initial: initial.pincode,
    lookUp: async (typed) =>
      (await book.lookUpPincode(typed)).mapErr((error) => say(error.kind === 'invalid' || error.kind === 'not-found' ? error.message : describeApiError(error))),
    onFound: ({ city, state }) => {
      setValues((f) => ({ ...f, city, state }));
      setErrors((e) => ({ ...e, city: undefined, state: undefined }));
    },
  });
  const locate = () =>
    runLocate(async () => {
      setLocationNote({ tone: 'info', text: t('form.locating') });
      const found = await book.locate();
      if (found.isErr()) {
        setLocationNote({ tone: 'error', text: say(found.error.message) });
        // Only a place the device gave went on to the server's reverse-geocoder.
        return found.error.kind === 'no-address' ? undefined : 'not-sent';
      }
      const { line1, city, state } = found.value;
      pincode.known(found.value.pincode);
      setValues((f) => ({ ...f, line1: line1 || f.line1, pincode: found.value.pincode, city, state }));
      setErrors((e) => ({ ...e, line1: undefined, pincode: undefined, city: undefined, state: undefined }));
      setLocationNote({ tone: 'info', text: t('form.located') });
    });

  const text = (name: AddressField, label: string, autoComplete: string, extra: { inputMode?: 'numeric' | 'tel' } = {}) => (
    <TextField label={label} {...field(name)} {...extra} autoComplete={autoComplete} />
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
      {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
      <Actions style={{ marginTop: 0, marginBottom: '0.5rem' }}>
        <Button type="button" $variant="secondary" onClick={locate} disabled={locating}>
          {locating ? t('form.locating') : t('form.locate')}
        </Button>
      </Actions>
      <p role="status" aria-live="polite" style={{ minHeight: '1.5em', margin: '0 0 1rem', color: locationNote?.tone === 'error' ? '#b3261e' : undefined }}>
        {locationNote?.text ?? ''}
      </p>
      <Columns>
        {text('name', t('form.name'), 'name')}
        {text('mobileNumber', t('form.mobile'), 'tel-national', { inputMode: 'tel' })}
      </Columns>
      {text('line1', t('form.line1'), 'address-line1')}
      <Columns>
        {text('line2', t('form.line2'), 'address-line2')}
        {text('landmark', t('form.landmark'), 'off')}
      </Columns>
      <PincodeField
        bound={field('pincode')}
        hint={t('form.pincode.hint')}
        lookup={pincode}
        found={({ city, state }) => t('form.pincode.found', { city, state })}
      />
      <Columns>
        {text('city', t('form.city'), 'address-level2')}
        {text('state', t('form.state'), 'address-level1')}
      </Columns>
      <ChoiceField legend={t('form.kind')} name="kind" choices={kinds} value={values.kind} onChoose={(kind) => set('kind', kind)} error={errors.kind} />
      <Actions>
        <SubmitButton busy={saving} busyLabel={t('form.saving')}>
          {t('form.save')}
        </SubmitButton>
      </Actions>
    </form>
  );
}
