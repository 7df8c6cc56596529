import { useState } from 'react';
import type { FamilyMembers } from '../../../domain/family/family-members';
import type { FamilyMember } from '../../../domain/family/model';
import { describeApiError, type ApiError } from '../../../domain/shared/errors';
import { Actions } from '../../ui/form';
import { Button, FieldError } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { useDomainText } from '../../i18n/domain-text';
import { familyMessages } from './messages';

/**
 * Asks before a member leaves the family (POST /user/familyMember/{id}), saying what stays: their
 * bookings and their past orders and records. A refusal (the last adult) or a failure is said in
 * the dialog; Keep is where the cursor starts.
 */
export function RemoveMemberDialog({
  family,
  member,
  onRemoved,
  onClose,
}: {
  family: FamilyMembers;
  member: FamilyMember;
  onRemoved: (member: FamilyMember) => void;
  onClose: () => void;
}) {
  const t = familyMessages.useT();
  const say = useDomainText();
  const removal = useThrottledSubmit();
  const [error, setError] = useState<ApiError | null>(null);

  const remove = () =>
    removal.run(async () => {
      setError(null);
      const removed = await family.remove(member.id);
      if (removed.isOk()) {
        onRemoved(member);
        return 'keep-busy';
      }
      if (removed.error.kind !== 'in-progress') setError(removed.error);
    });

  return (
    <Dialog title={t('remove.title', { name: member.name })} onClose={onClose}>
      <p>{t('remove.text', { name: member.name })}</p>
      <p>{t('remove.keeps')}</p>
      {error && <FieldError role="alert">{t('remove.failed', { name: member.name, reason: say(describeApiError(error)) })}</FieldError>}
      <Actions>
        <Button type="button" disabled={removal.busy} onClick={remove}>
          {removal.busy ? t('remove.removing') : t('remove.confirm')}
        </Button>
        <Button type="button" $variant="secondary" data-autofocus onClick={onClose}>
          {t('remove.keep', { name: member.name })}
        </Button>
      </Actions>
    </Dialog>
  );
}
