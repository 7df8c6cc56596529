import { useEffect, useRef, useState } from 'react';
import { GENDERS } from '../../domain/account/model';
import type { FamilyMembers } from '../../domain/family/family-members';
import { GENDER_LABELS, impliedGender, isRelationship, RELATION_LABELS, type FamilyMember } from '../../domain/family/model';
import type { FamilyMemberForm } from '../../domain/family/new-member';
import { describeApiError, type ApiError } from '../../domain/shared/errors';
import { useObservable } from '../app/di';
import { useDomainText } from '../i18n/domain-text';
import { Button } from './controls';
import { Actions, ChoiceField, FormAlert, SelectField, SubmitButton, TextField } from './form';
import { kitMessages } from './kit/messages';
import { useForm } from './use-form';
import { isoDate } from './dates';

/** Nobody alive is older; the date input offers nothing before this. */
const OLDEST_YEARS = 120;

export interface AddFamilyMemberFormProps {
  /** The use-case (TOKENS.FamilyMembers): its rules, relations, draft and the call. */
  family: FamilyMembers;
  /** The member to correct (POST /user/familyMember); without one the form adds a new member. */
  member?: FamilyMember;
  /** Called once the server has added (or saved) the member; the member is in every picker already. */
  onAdded: (member: FamilyMember) => void;
  /** Shows a Cancel button (in a dialog, say); what was typed is kept for next time. */
  onCancel?: () => void;
  submitLabel?: string;
}

/**
 * Add a family member, or correct one: name, relation (from GET /user/family/relations), gender,
 * date of birth and an optional mobile number. Each field is checked as it is left and again on
 * submit (the form's rules and the family's), with its message under it; a refused or failed call
 * keeps everything typed (the draft lives in the use-case, so closing a dialog keeps it too). One
 * request however often it is submitted.
 */
export function AddFamilyMemberForm({ family, member, onAdded, onCancel, submitLabel }: AddFamilyMemberFormProps) {
  const t = kitMessages.useT();
  const say = useDomainText();
  // Kept as what happened, not as words, so the sentence follows a change of language.
  const [serverError, setServerError] = useState<{ name: string; error: ApiError } | null>(null);
  const relations = useObservable(family.relations$, null);
  const today = family.today();
  const { formRef, values: form, set, change, field, errors, showErrors, busy: saving, onSubmit } = useForm({
    initial: () => family.draftFor(member),
    validate: (values: FamilyMemberForm) => family.validate(values, member?.id),
    checkOnLeave: true,
    onStart: () => setServerError(null),
    submit: async (_valid, values) => {
      const added = member ? await family.update(member.id, values) : await family.add(values);
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
      setServerError({ name: values.name.trim(), error });
    },
  });
  const genderChosenByHand = useRef(form.gender !== '');

  useEffect(() => family.keepDraft(form, member?.id), [family, form, member?.id]);

  const chooseRelation = (relation: string) => {
    const suggested = isRelationship(relation) ? impliedGender(relation) : null;
    // The relation suggests a gender until the patient picks one themself.
    change({ relation, gender: !genderChosenByHand.current && suggested !== null ? suggested : form.gender });
  };

  const oldest = new Date(today.getFullYear() - OLDEST_YEARS, today.getMonth(), today.getDate());

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={saving}>
      {serverError && (
        <FormAlert role="alert">
          {member ? t('member.notSaved', { name: member.name }) : serverError.name === '' ? t('member.notAddedUnnamed') : t('member.notAdded', { name: serverError.name })}{' '}
          {say(describeApiError(serverError.error))}
        </FormAlert>
      )}
      <TextField label={t('member.name')} {...field('name')} data-autofocus type="text" autoComplete="off" />
      <SelectField
        label={t('member.relation')}
        {...field('relation')}
        hint={relations === null ? t('member.relationsLoading') : undefined}
        onChange={(e) => chooseRelation(e.target.value)}
      >
        <option value="">{t('member.chooseRelation')}</option>
        {(relations ?? []).map((relation) => (
          <option key={relation} value={relation}>
            {say(RELATION_LABELS[relation])}
          </option>
        ))}
      </SelectField>
      <ChoiceField
        legend={t('member.gender')}
        name="gender"
        choices={GENDERS.map((gender) => ({ value: gender, label: say(GENDER_LABELS[gender]) }))}
        value={form.gender}
        onChoose={(gender) => {
          genderChosenByHand.current = true;
          set('gender', gender);
        }}
        error={errors.gender}
      />
      <TextField label={t('member.dateOfBirth')} {...field('dateOfBirth')} type="date" min={isoDate(oldest)} max={isoDate(today)} />
      <TextField
        label={t('member.mobile')}
        {...field('mobileNumber')}
        hint={t('member.mobileHint')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
      />
      <Actions>
        <SubmitButton busy={saving} busyLabel={member ? t('member.saving') : t('member.adding')}>
          {submitLabel ?? (member ? t('member.save') : t('member.add'))}
        </SubmitButton>
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </Actions>
    </form>
  );
}
