import type { ConsultationBenefitKind } from '../../../domain/subscriptions/model';
import type { Messages } from '../../i18n/i18n';
import { messagesOf } from '../../i18n/messages-of';
import type en from './messages/en';

export const subscriptionsMessages = messagesOf<typeof en>('features/subscriptions', import.meta.glob<Messages>('./messages/*.ts', { import: 'default' }));

/** The messages' select key of a consultation kind (an ICU select key has no hyphen). */
export function kindKey(kind: ConsultationBenefitKind): string {
  return kind === 'family-physician' ? 'gp' : kind;
}
