import { useEffect, useRef, useState } from 'react';
import { GENDERS } from '../../domain/account/model';
import type { FamilyMembers } from '../../domain/family/family-members';
import { GENDER_LABELS, impliedGender, isRelationship, RELATION_LABELS, type FamilyMember } from '../../domain/family/model';
import type { FamilyMemberForm } from '../../domain/family/new-member';
import { describeApiError } from '../../domain/shared/errors';
import { useObservable } from '../app/di';
import { Button } from './controls';
import { Actions, ChoiceField, FormAlert, SelectField, SubmitButton, TextField } from './form';
import { useForm } from './use-form';
import { isoDate } from './dates';

const GENDER_CHOICES = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));

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
  const [serverError, setServerError] = useState<string | null>(null);
  const relations = useObservable(family.relations$, null);
  const today = family.today();
  const { formRef, values: form, set, change, field, errors, showErrors, busy: saving, onSubmit } = useForm({
    initial: () => family.draft,
    validate: (values: FamilyMemberForm) => family.validate(values),
    checkOnLeave: true,
    onStart: () => setServerError(null),
    submit: async (_valid, values) => {
      const added = await family.add(values);
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
      setServerError(`${values.name.trim() || 'The family member'} was not added. ${describeApiError(error)}`);
    },
  });
  const genderChosenByHand = useRef(form.gender !== '');

  useEffect(() => family.keepDraft(form), [family, form]);

  const chooseRelation = (relation: string) => {
    const suggested = isRelationship(relation) ? impliedGender(relation) : null;
    // The relation suggests a gender until the patient picks one themself.
    change({ relation, gender: !genderChosenByHand.current && suggested !== null ? suggested : form.gender });
  };

  const oldest = new Date(today.getFullYear() - OLDEST_YEARS, today.getMonth(), today.getDate());

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={saving}>
      {serverError && <FormAlert role="alert">{serverError}</FormAlert>}
      <TextField label="Full name" {...field('name')} data-autofocus type="text" autoComplete="off" />
      <SelectField
        label="Relation"
        {...field('relation')}
        hint={relations === null ? 'Loading relations…' : undefined}
        onChange={(e) => chooseRelation(e.target.value)}
      >
        <option value="">Choose how they are related to you</option>
        {(relations ?? []).map((relation) => (
          <option key={relation} value={relation}>
            {RELATION_LABELS[relation]}
          </option>
        ))}
      </SelectField>
      <ChoiceField
        legend="Gender"
        name="gender"
        choices={GENDER_CHOICES}
        value={form.gender}
        onChoose={(gender) => {
          genderChosenByHand.current = true;
          set('gender', gender);
        }}
        error={errors.gender}
      />
      <TextField label="Date of birth" {...field('dateOfBirth')} type="date" min={isoDate(oldest)} max={isoDate(today)} />
      <TextField
        label="Mobile number (optional)"
        {...field('mobileNumber')}
        hint="Leave it empty if they have no phone of their own."
        type="tel"
        inputMode="tel"
        autoComplete="off"
      />
      <Actions>
        <SubmitButton busy={saving} busyLabel="Adding…">
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Actions>
    </form>
  );
}
