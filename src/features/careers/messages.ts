import type { Messages } from '../../i18n/i18n';
import { messagesOf } from '../../i18n/messages-of';
import type en from './messages/en';

export const careersMessages = messagesOf<typeof en>('features/careers', import.meta.glob<Messages>('./messages/*.ts', { import: 'default' }));
