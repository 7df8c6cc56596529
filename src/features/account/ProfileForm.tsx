import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import type { FieldErrors } from '../../../domain/account/forms';
import { GENDERS, type NotificationPreferences } from '../../../domain/account/model';
import type { ProfileForm as Form, ProfileFormField } from '../../../domain/account/profile-editing';
import { checkProfilePhoto, describePhotoError, PHOTO_SIGNATURE_LENGTH } from '../../../domain/account/profile-photo';
import type { UserProfile } from '../../../domain/session/model';
import { DEBOUNCE_MS } from '../../../domain/shared/constants';
import { describeApiError } from '../../../domain/shared/errors';
import { parsePincode } from '../../../domain/shared/pincode';
import { useUseCase } from '../../app/di';
import { TOKENS } from '../../app/tokens';
import { Button, FieldError, Hint } from '../../ui/controls';
import { Actions, FormAlert, FormField, isoDate, LabelledField } from './form-kit';

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
  const editing = useUseCase(TOKENS.ProfileEditing);
  const clock = useUseCase(TOKENS.Clock);
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<FieldErrors<ProfileFormField>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const [focusRequest, setFocusRequest] = useState(0);
  const savingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const lookupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lookupSeq = useRef(0);
  const lookedUp = useRef<string | null>(initial.pincode.trim() === '' ? null : initial.pincode.replace(/\s/g, ''));
  const today = isoDate(clock.now());

  useEffect(() => () => clearTimeout(lookupTimer.current), []);

  useEffect(() => {
    if (!focusField) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${focusField}"]`)?.focus();
  }, [focusField]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const update = (field: ProfileFormField, value: string | null) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // A field already marked wrong is re-checked as it is corrected, so the message goes when it is right.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: editing.fieldError(next, field) ?? undefined }));
  };

  const checkField = (field: ProfileFormField) => {
    setErrors((e) => ({ ...e, [field]: editing.fieldError(form, field) ?? undefined }));
  };

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (savingRef.current) return;
    setServerError(null);
    const checked = editing.validate(form);
    if (checked.isErr()) {
      setErrors(checked.error.fields);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    savingRef.current = true;
    setSaving(true);
    const saved = await editing.save(form, notificationPreferences);
    savingRef.current = false;
    setSaving(false);
    if (saved.isOk()) {
      onSaved(saved.value);
      return;
    }
    const error = saved.error;
    if (error.kind === 'in-progress') return;
    if (error.kind === 'invalid') {
      setErrors(error.fields);
      setFocusRequest((n) => n + 1);
      return;
    }
    setServerError(`Your profile was not saved. ${describeApiError(error)} Everything you typed is still here.`);
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
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Profile">
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
        <LabelledField label="First name" error={errors.firstName}>
          {(props) => (
            <input
              {...props}
              name="firstName"
              autoComplete="given-name"
              value={form.firstName}
              onChange={(e) => update('firstName', e.target.value)}
              onBlur={() => checkField('firstName')}
            />
          )}
        </LabelledField>
        <LabelledField label="Last name (optional)" error={errors.lastName}>
          {(props) => (
            <input
              {...props}
              name="lastName"
              autoComplete="family-name"
              value={form.lastName}
              onChange={(e) => update('lastName', e.target.value)}
              onBlur={() => checkField('lastName')}
            />
          )}
        </LabelledField>
      </Columns>

      <LabelledField label="E-mail address" error={errors.email}>
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => update('email', e.target.value)}
            onBlur={() => checkField('email')}
          />
        )}
      </LabelledField>

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
        <LabelledField label="Date of birth" error={errors.dateOfBirth}>
          {(props) => (
            <input
              {...props}
              name="dateOfBirth"
              type="date"
              autoComplete="bday"
              max={today}
              value={form.dateOfBirth}
              onChange={(e) => update('dateOfBirth', e.target.value)}
              onBlur={() => checkField('dateOfBirth')}
            />
          )}
        </LabelledField>
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
        <LabelledField label="City" error={errors.city}>
          {(props) => (
            <input
              {...props}
              name="city"
              autoComplete="address-level2"
              value={form.city}
              onChange={(e) => update('city', e.target.value)}
              onBlur={() => checkField('city')}
            />
          )}
        </LabelledField>
        <LabelledField label="State" error={errors.state}>
          {(props) => (
            <input
              {...props}
              name="state"
              autoComplete="address-level1"
              value={form.state}
              onChange={(e) => update('state', e.target.value)}
              onBlur={() => checkField('state')}
            />
          )}
        </LabelledField>
      </Columns>

      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </Actions>
    </form>
  );
}
