/** /media-center's words: press releases, coverage, the press kit and the media contact. */
export default {
  'media.lead': 'News from {brand} for journalists: our press releases, stories about us, our logo and fact sheet, and whom to ask.',
  'media.inEnglish': 'Releases and stories are in English.',
  'media.what': 'the press releases',
  'releases.title': 'Press releases',
  'releases.read': 'Read the full release',
  'releases.link': 'Link to this release',
  'news.title': 'In the news',
  'news.newTab': '(opens the story on {outlet} in a new tab)',
  'kit.title': 'Press kit',
  'kit.logoAlt': 'The {brand} logo',
  'kit.logo': 'Download the logo (SVG)',
  'kit.facts': 'Fact sheet',
  'kit.factSheet': 'Download the fact sheet (text)',
  'contact.title': 'Media contact',
  'contact.lead': 'For interviews, quotes and data, write to or call:',
  'contact.patients': 'Are you a patient? Our care team answers at {number}.',
};
