import { useEffect, useState } from 'react';
import type { LinkCode, LinkForm } from '../../../domain/family/member-link';
import { LINK_MESSAGES } from '../../../domain/family/member-link';
import { RELATION_LABELS, type FamilyMember } from '../../../domain/family/model';
import { describeApiError, type ApiError } from '../../../domain/shared/errors';
import { formatMobileNumber, type MobileNumber } from '../../../domain/shared/mobile-number';
import { useObservable, useUseCase } from '../../app/di';
import { FAMILY } from '../../app/modules/family/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { Button } from '../../ui/controls';
import { Actions, FormAlert, SelectField, SubmitButton, TextField } from '../../ui/form';
import { kitMessages } from '../../ui/kit/messages';
import { OtpCodeForm } from '../../ui/OtpCodeForm';
import type { SubmitEnd } from '../../ui/throttled-submit';
import { useForm } from '../../ui/use-form';
import { familyMessages } from './messages';

export interface LinkMemberFormProps {
  /** The member is in the family: their account is linked. */
  onLinked: (member: FamilyMember) => void;
  /** The number has no account: the patient adds them as a new member with this number instead. */
  onAddInstead: (mobileNumber: MobileNumber) => void;
}

/**
 * Linking a family member who has a CareWell account of their own: their mobile number and how
 * they are related, then the code sent to them (the OTP step of sign-in), which only they can give.
 */
export function LinkMemberForm({ onLinked, onAddInstead }: LinkMemberFormProps) {
  const linking = useUseCase(FAMILY.MemberLinking);
  const step = useObservable(linking.step$, linking.current);
  if (step.kind === 'code') return <LinkCodeStep code={step.code} onLinked={onLinked} />;
  return <LinkNumberStep onAddInstead={onAddInstead} />;
}

function LinkNumberStep({ onAddInstead }: Pick<LinkMemberFormProps, 'onAddInstead'>) {
  const t = familyMessages.useT();
  const kit = kitMessages.useT();
  const say = useDomainText();
  const linking = useUseCase(FAMILY.MemberLinking);
  const family = useUseCase(FAMILY.FamilyMembers);
  const relations = useObservable(family.relations$, null);
  // Kept as what happened, so the sentence follows a change of language.
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [noAccount, setNoAccount] = useState<MobileNumber | null>(null);
  const { formRef, values, field, showErrors, busy, onSubmit } = useForm({
    initial: () => linking.form,
    validate: (form: LinkForm) => linking.validate(form),
    checkOnLeave: true,
    onStart: () => {
      setFailure(null);
      setNoAccount(null);
    },
    // A refusal at a field (the number or the relation) leaves nothing to send twice: the next
    // press, with the field corrected, goes at once rather than after the submit throttle.
    submit: async (_valid, form): Promise<SubmitEnd | void> => {
      const started = await linking.start(form);
      if (started.isOk()) return;
      const error = started.error;
      if (error.kind === 'busy') return;
      if (error.kind === 'invalid') {
        showErrors(error.fields);
        return 'not-sent';
      }
      if (error.kind === 'no-account') {
        setNoAccount(error.mobileNumber);
        showErrors({ mobileNumber: LINK_MESSAGES.noAccount });
        return 'not-sent';
      }
      setFailure(error);
    },
  });

  useEffect(() => linking.keepDraft(values), [linking, values]);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy} aria-label={t('link.formLabel')}>
      {failure && <FormAlert role="alert">{t('link.notSent', { reason: say(describeApiError(failure)) })}</FormAlert>}
      <TextField label={t('link.mobile')} {...field('mobileNumber')} hint={t('link.mobileHint')} type="tel" inputMode="tel" autoComplete="off" />
      {noAccount !== null && values.mobileNumber.replace(/\D/g, '').endsWith(noAccount) && (
        <p>
          <Button type="button" $variant="secondary" onClick={() => onAddInstead(noAccount)}>
            {t('link.addInstead', { number: formatMobileNumber(noAccount) })}
          </Button>
        </p>
      )}
      <SelectField label={t('link.relation')} {...field('relation')} hint={relations === null ? kit('member.relationsLoading') : undefined}>
        <option value="">{kit('member.chooseRelation')}</option>
        {(relations ?? []).map((relation) => (
          <option key={relation} value={relation}>
            {say(RELATION_LABELS[relation])}
          </option>
        ))}
      </SelectField>
      <Actions>
        <SubmitButton busy={busy} busyLabel={t('link.sending')}>
          {t('link.send')}
        </SubmitButton>
      </Actions>
    </form>
  );
}

function LinkCodeStep({ code, onLinked }: { code: LinkCode; onLinked: (member: FamilyMember) => void }) {
  const t = familyMessages.useT();
  const linking = useUseCase(FAMILY.MemberLinking);
  const { request, account } = code;
  return (
    <section aria-labelledby="link-code-title">
      <h2 id="link-code-title">{t('link.codeTitle', { name: account.name })}</h2>
      <p>{t('link.codeHint', { name: account.name })}</p>
      <OtpCodeForm
        code={code}
        sentTo={`${account.name}, +91 ${formatMobileNumber(request.mobileNumber)}`}
        verify={(typed) => linking.verify(typed)}
        resend={() => linking.resend()}
        submitLabel={t('link.confirm')}
        onVerified={onLinked}
        changeLabel={t('link.change')}
        onChange={() => linking.cancel()}
      />
    </section>
  );
}
