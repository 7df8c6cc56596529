import type { Messages } from '../../../i18n/i18n';
import { messagesOf } from '../../../i18n/messages-of';
import type en from './messages/en';

export const alertMessages = messagesOf<typeof en>('features/wearables/alert', import.meta.glob<Messages>('./messages/*.ts', { import: 'default' }));
