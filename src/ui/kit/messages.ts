import type { Messages } from '../../i18n/i18n';
import { messagesOf } from '../../i18n/messages-of';
import type en from './messages/en';

/** Apart from uiMessages so that a first visit to / does not download the words of pages it does not show. */
export const kitMessages = messagesOf<typeof en>('ui/kit', import.meta.glob<Messages>('./messages/*.ts', { import: 'default' }));
