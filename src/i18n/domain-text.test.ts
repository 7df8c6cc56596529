import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `?source`: the catalogue as written, before the build compiles it (scripts/compiled-catalogues.ts).
const byContext = import.meta.glob<Readonly<Record<string, string>>>('./domain/*/messages/hi.ts', { import: 'default', eager: true, query: '?source' });
const hindi: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(byContext));

const DOMAIN = path.resolve(import.meta.dirname, '../../domain');

/**
 * The domain's contexts whose every sentence has its Hindi. A context joins the list once its
 * screens are translated (docs/i18n.md); from then on a new sentence without Hindi fails here.
 */
const TRANSLATED_CONTEXTS = ['shared', 'abha', 'medical-history', 'records', 'content', 'family', 'diagnostics', 'account', 'pharmacy', 'payments', 'places', 'subscriptions', 'consultations', 'session', 'wearables'];

/** Menu labels and page titles have catalogues of their own (src/i18n/menus, src/i18n/titles). */
const ELSEWHERE = new Set(['navigation/routes.ts', 'session/menus.ts']);

/** Text in the domain that is not the app speaking to a patient. */
const NOT_SHOWN = new Set([
  'PATIENT WEB', // the source header of every request (spec §3)
  'Credits towards consultation', // the payment's description for the payment gateway (spec §7)
  'Care Plus subscription', // the same, for a plan
  'Data Not Found', // the server's own words, matched to tell "none yet" from a failure
  'Lab tests, order ${order.id}', // the payment's description for the payment gateway (spec §7)
  'Medicines, order ${order.id}', // the same, for a medicine order
  'Smart Clinic visit at ${clinic.name} (${clinic.pincode})', // what leads a visit's call-back request, for the care team
  'POST /sso/validate gave no token or tenant', // a bad response's detail, for whoever reads the logs; the patient is told the §8 message
  'Corporate wellness', // the name of /corporate's offer in its structured data, for search engines
  'Media contact: ${contact.name}, ${contact.role}', // a line of the fact-sheet file, for journalists, in English as the releases are
]);

/**
 * A sentence with its filled-in parts blanked: `Try again in ${n} seconds.` and 'Try again in
 * {count} seconds.' compare equal, and so do a lead-in the code completes ('Your password
 * needs: ') and the pattern of the whole ('Your password needs: {missing}').
 */
const shape = (sentence: string) => sentence.replace(/\$\{[^}]*\}|\{\w+\}/g, '{}').replace(/: $/, ': {}');

/** The English sentences a context's code writes for people: quoted text that starts with a capital and has words, not a programmer's error. */
function sentencesOf(context: string): string[] {
  const folder = path.join(DOMAIN, context);
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    // Tests and their doubles and fixtures (test-support.ts, test-medicine.ts…) are not shown to anyone.
    .filter((file) => file.endsWith('.ts') && !file.includes('test') && !ELSEWHERE.has(`${context}/${file}`))
    .flatMap((file) => {
      const code = readFileSync(path.join(folder, file), 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
      return [...code.matchAll(/(Error\(\s*)?(['`])([A-Z][^'`\n]*\s[^'`\n]*)\2/g)].filter((match) => match[1] === undefined).map((match) => match[3] ?? '');
    });
}

describe("the domain's sentences in Hindi", () => {
  const known = new Set(Object.keys(hindi).map(shape));

  it.each(TRANSLATED_CONTEXTS)('every sentence the %s context writes for patients has its Hindi', (context) => {
    const missing = [...new Set(sentencesOf(context).filter((sentence) => !NOT_SHOWN.has(sentence) && !known.has(shape(sentence))))];
    expect(missing).toEqual([]);
  });

  it('a sentence two contexts both write has one Hindi: the catalogues load as one, so the last would win', () => {
    const versions = new Map<string, Set<string>>();
    for (const catalogue of Object.values(byContext)) {
      for (const [sentence, translation] of Object.entries(catalogue)) versions.set(sentence, (versions.get(sentence) ?? new Set()).add(translation));
    }
    expect([...versions].filter(([, translations]) => translations.size > 1).map(([sentence, translations]) => `${sentence}: ${[...translations].join(' | ')}`)).toEqual([]);
  });

  it('a sentence of the domain is found through its pattern, whatever the values', async () => {
    await import('./domain-text');
    const { area, switchLanguage } = await import('./i18n');
    const domain = area('i18n/domain', {}, true, false);
    await switchLanguage('hi', [domain]);
    expect(domain.translateText('Too many attempts. Try again in 14 minutes.')).toBe('बहुत ज़्यादा कोशिशें हो गईं। 14 मिनट बाद फिर से कोशिश करें।');
    expect(domain.translateText('You seem to be offline. Check your connection and try again.')).toBe('लगता है आप ऑफ़लाइन हैं। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।');
    expect(domain.translateText('A sentence nobody translated.')).toBe('A sentence nobody translated.');
    await switchLanguage('en');
  });
});
