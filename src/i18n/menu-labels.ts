import { messagesOf } from './messages-of';

/**
 * The menus' words (labels, footer headings) in the language on screen. The domain speaks the
 * spec's English; its Hindi sits in src/i18n/menus/messages/hi.ts keyed by that English, so the
 * domain stays free of UI concerns and English downloads no catalogue for them.
 */
export const menuLabels = messagesOf<Readonly<Record<string, string>>>('i18n/menus', import.meta.glob<Readonly<Record<string, string>>>('./menus/messages/*.ts', { import: 'default' }), true);
