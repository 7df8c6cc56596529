/** The UI kit's words: controls every feature shares. */
export default {
  'language.label': 'App language',
  'language.failed': 'The language could not be changed. Check your connection and try again.',
};
