import type { Messages } from '../../i18n/i18n';
import { messagesOf } from '../../i18n/messages-of';
import type en from './messages/en';

export const corporateMessages = messagesOf<typeof en>('features/corporate', import.meta.glob<Messages>('./messages/*.ts', { import: 'default' }));
