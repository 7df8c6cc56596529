import { useEffect, useState } from 'react';
import { GENDERS } from '../../../domain/account/model';
import { GENDER_LABELS, RELATION_LABELS, RELATIONSHIPS } from '../../../domain/family/model';
import {
  maskedTravelId,
  TRAVEL_ID_LABELS,
  TRAVEL_ID_TYPES,
  TRAVEL_NEED_LABELS,
  TRAVEL_NEEDS,
  type TravelMember,
  type TravelMemberForm as Form,
} from '../../../domain/family/travel-member';
import type { TravelMembers } from '../../../domain/family/travel-members';
import { describeApiError, type ApiError } from '../../../domain/shared/errors';
import { useDomainText } from '../../i18n/domain-text';
import { Button } from '../../ui/controls';
import { Actions, CheckboxField, ChoiceField, FieldGroup, FormAlert, SelectField, SubmitButton, TextField } from '../../ui/form';
import { kitMessages } from '../../ui/kit/messages';
import { useForm } from '../../ui/use-form';
import { familyMessages } from './messages';

export interface TravelMemberFormProps {
  travel: TravelMembers;
  /** Whom they travel with: the key of the party and of the draft. */
  userId: string;
  travellerName: string;
  /** The companion to correct; without one the form adds. */
  member?: TravelMember;
  onSaved: (member: TravelMember) => void;
  onCancel?: () => void;
}

/**
 * A companion's details: each field checked as it is left and on submit, its message under it;
 * a refused or failed call keeps all that was typed, and so does a reload (the use-case's
 * draft, but the ID number, which is typed again). One request per press.
 */
export function TravelMemberForm({ travel, userId, travellerName, member, onSaved, onCancel }: TravelMemberFormProps) {
  const t = familyMessages.useT();
  const kit = kitMessages.useT();
  const say = useDomainText();
  const [serverError, setServerError] = useState<{ name: string; error: ApiError } | null>(null);
  const { formRef, values, set, field, errors, showErrors, busy, onSubmit } = useForm({
    initial: () => travel.draftFor(userId, member),
    validate: (form: Form) => travel.validate(userId, form, member),
    checkOnLeave: true,
    onStart: () => setServerError(null),
    submit: async (_valid, form) => {
      const saved = member ? await travel.update(userId, member, form) : await travel.add(userId, form);
      if (saved.isOk()) {
        onSaved(saved.value);
        return;
      }
      if (saved.error.kind === 'in-progress') return;
      if (saved.error.kind === 'invalid') {
        showErrors(saved.error.fields);
        return;
      }
      setServerError({ name: form.name.trim() || (member?.name ?? ''), error: saved.error });
    },
  });

  useEffect(() => travel.keepDraft(userId, values, member), [travel, userId, values, member]);

  const toggleNeed = (need: string, on: boolean) => set('needs', on ? [...values.needs, need] : values.needs.filter((n) => n !== need));
  const keepsId = member !== undefined && values.idType === member.idType;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy}>
      {serverError && (
        <FormAlert role="alert">
          {t(member ? 'travel.notSaved' : 'travel.notAdded', { name: serverError.name, reason: say(describeApiError(serverError.error)) })}
        </FormAlert>
      )}
      <TextField label={t('travel.name')} {...field('name')} type="text" autoComplete="off" />
      <SelectField label={t('travel.relation', { name: travellerName })} {...field('relation')}>
        <option value="">{t('travel.chooseRelation')}</option>
        {RELATIONSHIPS.map((relation) => (
          <option key={relation} value={relation}>
            {say(RELATION_LABELS[relation])}
          </option>
        ))}
      </SelectField>
      <TextField label={t('travel.age')} {...field('age')} type="text" inputMode="numeric" autoComplete="off" />
      <ChoiceField
        legend={t('travel.gender')}
        name="gender"
        choices={GENDERS.map((gender) => ({ value: gender, label: say(GENDER_LABELS[gender]) }))}
        value={values.gender as (typeof GENDERS)[number] | ''}
        onChoose={(gender) => set('gender', gender)}
        error={errors.gender}
      />
      <TextField label={t('travel.mobile')} {...field('mobileNumber')} type="tel" inputMode="tel" autoComplete="off" />
      <SelectField label={t('travel.idType')} {...field('idType')}>
        <option value="">{t('travel.chooseId')}</option>
        {TRAVEL_ID_TYPES.map((type) => (
          <option key={type} value={type}>
            {say(TRAVEL_ID_LABELS[type])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('travel.idNumber')}
        {...field('idNumber')}
        hint={keepsId ? t('travel.idKeep', { number: maskedTravelId(member) }) : t('travel.idHint')}
        type="text"
        autoComplete="off"
        spellCheck={false}
      />
      <FieldGroup>
        <legend>{t('travel.needsLegend')}</legend>
        {TRAVEL_NEEDS.map((need) => (
          <CheckboxField key={need} label={say(TRAVEL_NEED_LABELS[need])} name="needs" value={need} checked={values.needs.includes(need)} onChange={(e) => toggleNeed(need, e.target.checked)} />
        ))}
      </FieldGroup>
      <Actions>
        <SubmitButton busy={busy} busyLabel={member ? t('travel.saving') : t('travel.adding')}>
          {member ? t('travel.save') : t('travel.add')}
        </SubmitButton>
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {member ? t('travel.cancelEdit') : kit('cancel')}
          </Button>
        )}
      </Actions>
    </form>
  );
}
