import type { Messages } from '../../../i18n/i18n';
import { messagesOf } from '../../../i18n/messages-of';
import type en from './messages/en';

/** Apart from the shell's catalogue: only the demo build shows the panel, and only once it loads. */
export const demoMessages = messagesOf<typeof en>('app/shell/demo', import.meta.glob<Messages>('./messages/*.ts', { import: 'default' }));
