import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { GENDERS, type NotificationPreferences } from '../../../domain/account/model';
import type { ProfileForm as Form, ProfileFormField } from '../../../domain/account/profile-editing';
import type { UserProfile } from '../../../domain/session/model';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { Actions, FormAlert, SelectField, SubmitButton, TextField } from '../../ui/form';
import { isoDate } from '../../ui/dates';
import { useForm } from '../../ui/use-form';
import { usePincodeLookup } from '../../ui/use-pincode-lookup';
import { PincodeField } from '../../ui/PincodeField';
import { ProfilePhotoField } from './ProfilePhotoField';
import { ACCOUNT } from '../../app/modules/account/tokens';

const GENDER_LABELS = { FEMALE: 'Female', MALE: 'Male', OTHER: 'Other' } as const;

const Columns = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

export interface ProfileFormProps {
  initial: Form;
  notificationPreferences: NotificationPreferences;
  submitLabel: string;
  onSaved: (profile: UserProfile) => void;
  /** A field to put the cursor in when the form opens (from a 'missing' link of the completion meter). */
  focusField?: ProfileFormField | null;
}

/**
 * The profile of /auth/create-profile and /patient/edit-profile. Every field is checked by the
 * domain's rules as the user leaves it and again on save; what was typed survives a failed save.
 */
export function ProfileForm({ initial, notificationPreferences, submitLabel, onSaved, focusField }: ProfileFormProps) {
  const editing = useUseCase(ACCOUNT.ProfileEditing);
  const clock = useUseCase(TOKENS.Clock);
  const [serverError, setServerError] = useState<string | null>(null);
  const { formRef, values: form, setValues, field, errors, setErrors, showErrors, busy: saving, onSubmit } = useForm({
    initial,
    validate: (values: Form) => editing.validate(values),
    checkOnLeave: true,
    onStart: () => setServerError(null),
    submit: async (_valid, values) => {
      const saved = await editing.save(values, notificationPreferences, initial.profileUrl);
      if (saved.isOk()) {
        onSaved(saved.value);
        return;
      }
      const error = saved.error;
      if (error.kind === 'in-progress') return;
      if (error.kind === 'invalid') {
        showErrors(error.fields);
        return;
      }
      // Only the photo makes a profile large: a 413 belongs at the photo.
      if (error.kind === 'too-large') {
        showErrors({ profileUrl: `Your profile was not saved. ${describeApiError(error)}` });
        return;
      }
      // An announced failure was toasted with the server's reason (spec §8's image upload).
      setServerError(`Your profile was not saved.${error.kind === 'announced' ? '' : ` ${describeApiError(error)}`} Everything you typed is still here.`);
    },
  });
  const pincode = usePincodeLookup({
    initial: initial.pincode,
    lookUp: async (typed) => (await editing.lookUpPincode(typed)).mapErr((error) => (error.kind === 'invalid' ? error.message : describeApiError(error))),
    onFound: ({ city, state }) => {
      setValues((current) => ({ ...current, city, state }));
      setErrors((e) => ({ ...e, city: undefined, state: undefined }));
    },
  });
  const today = isoDate(clock.now());

  useEffect(() => {
    if (!focusField) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${focusField}"]`)?.focus();
  }, [focusField, formRef]);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Profile">
      {serverError && <FormAlert role="alert">{serverError}</FormAlert>}

      <ProfilePhotoField
        photo={form.profileUrl}
        error={errors.profileUrl}
        onPhoto={(url) => {
          setValues((current) => ({ ...current, profileUrl: url }));
          if (url !== null) setErrors((e) => ({ ...e, profileUrl: undefined }));
        }}
        onError={(message) => setErrors((e) => ({ ...e, profileUrl: message }))}
      />

      <Columns>
        <TextField label="First name" {...field('firstName')} autoComplete="given-name" />
        <TextField label="Last name (optional)" {...field('lastName')} autoComplete="family-name" />
      </Columns>

      <TextField label="E-mail address" {...field('email')} type="email" inputMode="email" autoComplete="email" />

      <Columns>
        <SelectField label="Gender" {...field('gender')}>
          <option value="">Choose…</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {GENDER_LABELS[g]}
            </option>
          ))}
        </SelectField>
        <TextField label="Date of birth" {...field('dateOfBirth')} type="date" autoComplete="bday" max={today} />
      </Columns>

      <PincodeField
        bound={field('pincode')}
        hint="We fill in your city and state from it."
        lookup={pincode}
        found={({ city, state }) => `Found: ${city}, ${state}. You can change the city and state if they are not right.`}
      />

      <Columns>
        <TextField label="City" {...field('city')} autoComplete="address-level2" />
        <TextField label="State" {...field('state')} autoComplete="address-level1" />
      </Columns>

      <Actions>
        <SubmitButton busy={saving} busyLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </Actions>
    </form>
  );
}
