import type { FamilyMembers } from '../../../domain/family/family-members';
import type { FamilyMember } from '../../../domain/family/model';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
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
  return (
    <ConfirmDialog
      title={t('remove.title', { name: member.name })}
      confirm={t('remove.confirm')}
      busy={t('remove.removing')}
      keep={t('remove.keep', { name: member.name })}
      failed={(reason) => t('remove.failed', { name: member.name, reason })}
      act={() => family.remove(member.id)}
      onDone={() => onRemoved(member)}
      onClose={onClose}
    >
      <p>{t('remove.text', { name: member.name })}</p>
      <p>{t('remove.keeps')}</p>
    </ConfirmDialog>
  );
}
