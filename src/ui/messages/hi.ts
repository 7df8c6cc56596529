import type { Translation } from '../../i18n/i18n';
import type en from './en';

export default {
  'language.label': 'ऐप की भाषा',
  'language.failed': 'भाषा नहीं बदल सकी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
} satisfies Translation<typeof en>;
