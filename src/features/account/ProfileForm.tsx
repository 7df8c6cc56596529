import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { GENDERS, type NotificationPreferences } from '../../../domain/account/model';
import type { ProfileForm as Form, ProfileFormField } from '../../../domain/account/profile-editing';
import { checkProfilePhoto, describePhotoError, PHOTO_SIGNATURE_LENGTH } from '../../../domain/account/profile-photo';
import type { UserProfile } from '../../../domain/session/model';
import { DEBOUNCE_MS } from '../../../domain/shared/constants';
import { describeApiError } from '../../../domain/shared/errors';
import { parsePincode } from '../../../domain/shared/pincode';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { Button, FieldError, Hint } from '../../ui/controls';
import { Actions, FormAlert } from '../../ui/form-layout';
import { FormField, InputField, LabelledField, textFieldsOf } from '../../ui/form-field';
import { isoDate } from '../../ui/dates';
import { useCheckedSubmit } from '../../ui/checked-submit';

const GENDER_LABELS = { FEMALE: 'Female', MALE: 'Male', OTHER: 'Other' } as const;

const Columns = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const PhotoRow = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colours.border};
  }
`;

type Lookup =
  | { kind: 'idle' }
  | { kind: 'looking'; pincode: string }
  | { kind: 'found'; text: string }
  | { kind: 'failed'; message: string };

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsDataURL(blob);
  });
}

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
  const [form, setForm] = useState<Form>(initial);
  const [serverError, setServerError] = useState<string | null>(null);
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const {
    formRef,
    errors,
    setErrors,
    showErrors,
    busy: saving,
    onSubmit,
  } = useCheckedSubmit<ProfileFormField, unknown>({
    validate: () => editing.validate(form),
    onStart: () => setServerError(null),
    submit: async () => {
      const saved = await editing.save(form, notificationPreferences, initial.profileUrl);
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
  const photoInput = useRef<HTMLInputElement>(null);
  const lookupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lookupSeq = useRef(0);
  const lookedUp = useRef<string | null>(initial.pincode.trim() === '' ? null : initial.pincode.replace(/\s/g, ''));
  const today = isoDate(clock.now());

  useEffect(() => () => clearTimeout(lookupTimer.current), []);

  useEffect(() => {
    if (!focusField) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${focusField}"]`)?.focus();
  }, [focusField, formRef]);

  const update = (field: ProfileFormField, value: string | null) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // A field already marked wrong is re-checked as it is corrected, so the message goes when it is right.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: editing.fieldError(next, field) ?? undefined }));
  };

  const checkField = (field: ProfileFormField) => {
    setErrors((e) => ({ ...e, [field]: editing.fieldError(form, field) ?? undefined }));
  };

  const field = textFieldsOf(form, errors, update, checkField);

  const lookUp = async (pincode: string) => {
    clearTimeout(lookupTimer.current);
    lookedUp.current = pincode;
    const seq = ++lookupSeq.current;
    setLookup({ kind: 'looking', pincode });
    const found = await editing.lookUpPincode(pincode);
    // An answer for a pincode the user has since changed is stale.
    if (seq !== lookupSeq.current) return;
    if (found.isErr()) {
      lookedUp.current = null;
      setLookup({ kind: 'failed', message: found.error.kind === 'invalid' ? found.error.message : describeApiError(found.error) });
      return;
    }
    const { city, state } = found.value;
    setForm((current) => ({ ...current, city, state }));
    setErrors((e) => ({ ...e, city: undefined, state: undefined }));
    setLookup({ kind: 'found', text: `${city}, ${state}` });
  };

  const onPincodeChange = (value: string) => {
    update('pincode', value);
    clearTimeout(lookupTimer.current);
    const parsed = parsePincode(value);
    if (parsed.isErr()) {
      lookupSeq.current += 1;
      lookedUp.current = null;
      setLookup({ kind: 'idle' });
      return;
    }
    if (parsed.value === lookedUp.current) return;
    const pincode = parsed.value;
    lookupTimer.current = setTimeout(() => void lookUp(pincode), DEBOUNCE_MS);
  };

  const onPincodeBlur = () => {
    checkField('pincode');
    const parsed = parsePincode(form.pincode);
    if (parsed.isOk() && parsed.value !== lookedUp.current) void lookUp(parsed.value);
  };

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_LENGTH).arrayBuffer());
    const checked = checkProfilePhoto(head, file.size);
    if (checked.isErr()) {
      setErrors((e) => ({ ...e, profileUrl: describePhotoError(checked.error) }));
      // Cleared so that choosing the same file again, or a fixed one of the same name, fires again.
      input.value = '';
      return;
    }
    try {
      // The data URL carries the type the content showed, not the one the file name suggested.
      const url = await readAsDataUrl(new Blob([file], { type: checked.value }));
      setForm((current) => ({ ...current, profileUrl: url }));
      setErrors((e) => ({ ...e, profileUrl: undefined }));
    } catch {
      setErrors((e) => ({ ...e, profileUrl: describePhotoError({ kind: 'malformed' }) }));
    }
  };

  const lookupText =
    lookup.kind === 'looking'
      ? `Looking up ${lookup.pincode}…`
      : lookup.kind === 'found'
        ? `Found: ${lookup.text}. You can change the city and state if they are not right.`
        : lookup.kind === 'failed'
          ? lookup.message
          : '';

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Profile">
      {serverError && <FormAlert role="alert">{serverError}</FormAlert>}

      <FormField>
        <label htmlFor="profile-photo">Profile photo</label>
        <PhotoRow>
          {form.profileUrl ? (
            <img src={form.profileUrl} alt="Preview of your profile photo" />
          ) : (
            <Hint>No photo yet.</Hint>
          )}
          <input
            ref={photoInput}
            id="profile-photo"
            name="profileUrl"
            type="file"
            accept="image/jpeg,image/png"
            aria-invalid={Boolean(errors.profileUrl)}
            aria-describedby={`profile-photo-hint${errors.profileUrl ? ' profile-photo-error' : ''}`}
            onChange={(e) => void onPhoto(e)}
          />
          {form.profileUrl && (
            <Button
              type="button"
              $variant="ghost"
              onClick={() => {
                setForm((current) => ({ ...current, profileUrl: null }));
                if (photoInput.current) photoInput.current.value = '';
              }}
            >
              Remove photo
            </Button>
          )}
        </PhotoRow>
        <Hint id="profile-photo-hint">A JPEG or PNG image of at most 2 MB.</Hint>
        {errors.profileUrl && <FieldError id="profile-photo-error">{errors.profileUrl}</FieldError>}
      </FormField>

      <Columns>
        <InputField
          label="First name"
          {...field('firstName')}
          autoComplete="given-name"
        />
        <InputField
          label="Last name (optional)"
          {...field('lastName')}
          autoComplete="family-name"
        />
      </Columns>

      <InputField
        label="E-mail address"
        {...field('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />

      <Columns>
        <LabelledField label="Gender" error={errors.gender}>
          {(props) => (
            <select {...props} name="gender" value={form.gender} onChange={(e) => update('gender', e.target.value)} onBlur={() => checkField('gender')}>
              <option value="">Choose…</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <InputField
          label="Date of birth"
          {...field('dateOfBirth')}
          type="date"
          autoComplete="bday"
          max={today}
        />
      </Columns>

      <LabelledField
        label="Pincode"
        error={errors.pincode}
        hint="We fill in your city and state from it."
      >
        {(props) => (
          <input
            {...props}
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            value={form.pincode}
            onChange={(e) => onPincodeChange(e.target.value)}
            onBlur={onPincodeBlur}
          />
        )}
      </LabelledField>
      <p role="status" aria-live="polite" style={{ margin: '-0.5rem 0 1rem', minHeight: '1.5em' }}>
        {lookupText}
      </p>

      <Columns>
        <InputField
          label="City"
          {...field('city')}
          autoComplete="address-level2"
        />
        <InputField
          label="State"
          {...field('state')}
          autoComplete="address-level1"
        />
      </Columns>

      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </Actions>
    </form>
  );
}
