import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { GENDERS } from '../../domain/account/model';
import type { FamilyMembers } from '../../domain/family/family-members';
import { GENDER_LABELS, impliedGender, isRelationship, RELATION_LABELS, type FamilyMember, type Relationship } from '../../domain/family/model';
import type { FamilyMemberField, FamilyMemberForm } from '../../domain/family/new-member';
import { describeApiError } from '../../domain/shared/errors';
import { Button, FieldError } from './controls';
import { Actions, FormAlert, LabelledField } from './form';
import { useCheckedSubmit } from './use-form';
import { isoDate } from './dates';

const Genders = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
    padding: 0;
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

/** Nobody alive is older; the date input offers nothing before this. */
const OLDEST_YEARS = 120;

export interface AddFamilyMemberFormProps {
  /** The use-case (TOKENS.FamilyMembers): its rules, relations, draft and the call. */
  family: FamilyMembers;
  /** Called once the server has added the member; the member is in every picker already. */
  onAdded: (member: FamilyMember) => void;
  /** Shows a Cancel button (in a dialog, say); what was typed is kept for next time. */
  onCancel?: () => void;
  submitLabel?: string;
}

/**
 * Add a family member: name, relation (from GET /user/family/relations), gender, date of birth
 * and an optional mobile number. Each field is checked as it is left and again on submit, with
 * its message under it; a refused or failed call keeps everything typed (the draft lives in the
 * use-case, so closing a dialog keeps it too). One request however often it is submitted.
 */
export function AddFamilyMemberForm({ family, onAdded, onCancel, submitLabel = 'Add family member' }: AddFamilyMemberFormProps) {
  const [form, setForm] = useState<FamilyMemberForm>(() => family.draft);
  const [serverError, setServerError] = useState<string | null>(null);
  const [relations, setRelations] = useState<readonly Relationship[] | null>(null);
  const genderChosenByHand = useRef(form.gender !== '');
  const genderGroup = useId();
  const today = family.today();
  const {
    formRef,
    errors,
    setErrors,
    showErrors,
    busy: saving,
    onSubmit,
  } = useCheckedSubmit<FamilyMemberField, unknown>({
    validate: () => family.validate(form),
    onStart: () => setServerError(null),
    submit: async () => {
      const added = await family.add(form);
      if (added.isOk()) {
        onAdded(added.value);
        return;
      }
      const error = added.error;
      if (error.kind === 'in-progress') return;
      if (error.kind === 'invalid') {
        showErrors(error.fields);
        return;
      }
      setServerError(`${form.name.trim() || 'The family member'} was not added. ${describeApiError(error)}`);
    },
  });

  useEffect(() => {
    let live = true;
    void family.relations().then((list) => {
      if (live) setRelations(list);
    });
    return () => {
      live = false;
    };
  }, [family]);

  const change = (next: FamilyMemberForm, field: FamilyMemberField) => {
    setForm(next);
    family.keepDraft(next);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: family.fieldError(next, field) ?? undefined }));
  };
  const update = (field: FamilyMemberField, value: string) => change({ ...form, [field]: value }, field);
  const check = (field: FamilyMemberField) => setErrors((e) => ({ ...e, [field]: family.fieldError(form, field) ?? undefined }));

  const chooseRelation = (value: string) => {
    const suggested = isRelationship(value) ? impliedGender(value) : null;
    // The relation suggests a gender until the patient picks one themself.
    const gender = !genderChosenByHand.current && suggested !== null ? suggested : form.gender;
    change({ ...form, relation: value, gender }, 'relation');
    if (gender !== form.gender && errors.gender) setErrors((e) => ({ ...e, gender: undefined }));
  };

  const chooseGender = (value: string) => {
    genderChosenByHand.current = true;
    update('gender', value);
  };

  const oldest = new Date(today.getFullYear() - OLDEST_YEARS, today.getMonth(), today.getDate());

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={saving}>
      {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
      <LabelledField label="Full name" error={errors.name}>
        {(props) => (
          <input {...props} data-autofocus type="text" autoComplete="off" value={form.name} onChange={(e) => update('name', e.target.value)} onBlur={() => check('name')} />
        )}
      </LabelledField>
      <LabelledField label="Relation" error={errors.relation} hint={relations === null ? 'Loading relations…' : undefined}>
        {(props) => (
          <select {...props} value={form.relation} onChange={(e) => chooseRelation(e.target.value)} onBlur={() => check('relation')}>
            <option value="">Choose how they are related to you</option>
            {(relations ?? []).map((relation) => (
              <option key={relation} value={relation}>
                {RELATION_LABELS[relation]}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <Genders aria-describedby={errors.gender ? `${genderGroup}-error` : undefined}>
        <legend>Gender</legend>
        {GENDERS.map((gender) => (
          <label key={gender}>
            <input
              type="radio"
              name={genderGroup}
              value={gender}
              checked={form.gender === gender}
              aria-invalid={Boolean(errors.gender)}
              onChange={() => chooseGender(gender)}
            />
            {GENDER_LABELS[gender]}
          </label>
        ))}
        {errors.gender && <FieldError id={`${genderGroup}-error`}>{errors.gender}</FieldError>}
      </Genders>
      <LabelledField label="Date of birth" error={errors.dateOfBirth}>
        {(props) => (
          <input
            {...props}
            type="date"
            min={isoDate(oldest)}
            max={isoDate(today)}
            value={form.dateOfBirth}
            onChange={(e) => update('dateOfBirth', e.target.value)}
            onBlur={() => check('dateOfBirth')}
          />
        )}
      </LabelledField>
      <LabelledField label="Mobile number (optional)" error={errors.mobileNumber} hint="Leave it empty if they have no phone of their own.">
        {(props) => (
          <input
            {...props}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={form.mobileNumber}
            onChange={(e) => update('mobileNumber', e.target.value)}
            onBlur={() => check('mobileNumber')}
          />
        )}
      </LabelledField>
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Adding…' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Actions>
    </form>
  );
}
