import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { GENDERS, type NotificationPreferences } from '../../../domain/account/model';
import type { ProfileForm as Form, ProfileFormField } from '../../../domain/account/profile-editing';
import type { UserProfile } from '../../../domain/session/model';
import { describeApiError } from '../../../domain/shared/errors';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { Actions, FormAlert, SelectField, SubmitButton, TextField } from '../../ui/form';
import { isoDate } from '../../ui/dates';
import { useForm } from '../../ui/use-form';
import { usePincodeLookup } from '../../ui/use-pincode-lookup';
import { PincodeField } from '../../ui/PincodeField';
import { ProfilePhotoField } from './ProfilePhotoField';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { accountMessages } from './messages';

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
  const t = accountMessages.useT();
  const say = useDomainText();
  const editing = useUseCase(ACCOUNT.ProfileEditing);
  const clock = useUseCase(TOKENS.Clock);
  /** Why the last save failed, in the domain's words; null when a toast already said why. */
  const [serverError, setServerError] = useState<{ reason: string | null } | null>(null);
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
        showErrors({ profileUrl: t('form.notSaved', { reason: say(describeApiError(error)) }) });
        return;
      }
      // An announced failure was toasted with the server's reason (spec §8's image upload).
      setServerError({ reason: error.kind === 'announced' ? null : describeApiError(error) });
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
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
      {serverError && (
        <FormAlert role="alert">
          {serverError.reason === null ? t('form.notSavedAnnounced') : t('form.notSavedKept', { reason: say(serverError.reason) })}
        </FormAlert>
      )}

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
        <TextField label={t('form.firstName')} {...field('firstName')} autoComplete="given-name" />
        <TextField label={t('form.lastName')} {...field('lastName')} autoComplete="family-name" />
      </Columns>

      <TextField label={t('field.email')} {...field('email')} type="email" inputMode="email" autoComplete="email" />

      <Columns>
        <SelectField label={t('profile.gender')} {...field('gender')}>
          <option value="">{t('form.choose')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t('gender', { gender: g })}
            </option>
          ))}
        </SelectField>
        <TextField label={t('field.dateOfBirth')} {...field('dateOfBirth')} type="date" autoComplete="bday" max={today} />
      </Columns>

      <PincodeField
        bound={field('pincode')}
        hint={t('form.pincodeHint')}
        lookup={pincode}
        found={({ city, state }) => t('form.pincodeFound', { city, state })}
      />

      <Columns>
        <TextField label={t('form.city')} {...field('city')} autoComplete="address-level2" />
        <TextField label={t('form.state')} {...field('state')} autoComplete="address-level1" />
      </Columns>

      <Actions>
        <SubmitButton busy={saving} busyLabel={t('saving')}>
          {submitLabel}
        </SubmitButton>
      </Actions>
    </form>
  );
}
