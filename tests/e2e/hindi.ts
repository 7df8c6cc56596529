/** Reading a page in Hindi: the app's own Hindi words, and what is still English on screen. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FlatRoute } from '../../domain/navigation/routes';
import { formatMessage, type CompiledMessage, type MessageValues } from '../../src/i18n/format-message';
import { seriousViolations } from './axe';
import type { Mode } from './ports';

const CATALOGUES = import.meta.glob<Readonly<Record<string, CompiledMessage>>>('../../src/**/messages/hi.ts', { eager: true, import: 'default' });

/**
 * A message of an area's Hindi catalogue as the app shows it: `hi('features/pharmacy/cart',
 * 'cart.checkout')`; a domain sentence by its English: `hi('i18n/domain/shared', 'Enter a valid pincode')`.
 */
export function hi(area: string, key: string, values: MessageValues = {}): string {
  const message = CATALOGUES[`../../src/${area}/messages/hi.ts`]?.[key];
  if (message === undefined) throw new Error(`No Hindi for "${key}" in ${area}`);
  return formatMessage(message, 'hi-IN', values);
}

/** A page's title in Hindi, which the document's title carries once the page is on screen. */
export function hindiTitle(route: FlatRoute): string {
  return hi(`i18n/titles/${route.area}`, route.title);
}

/**
 * What is the same on a Hindi page, wherever it stands in a text: brand and product names, the
 * names of the languages in the picker, messengers, social networks and app stores, abbreviations (MRP,
 * UPI), e-mail and web addresses. A text is English when a Latin word is left without them.
 */
const SAME_IN_HINDI = /CareWell|Care Plus|Razorpay|WhatsApp|Google Play|App Store|Facebook|Instagram|LinkedIn|YouTube|X \(Twitter\)|Flipkart Health\+|ICICI Bank|Times Prime|English|Demo|\S+@\S+\.\w+|https?:\/\/\S+|\b[A-Z][A-Z0-9]{1,4}\b/g;

function isEnglish(text: string): boolean {
  return /[A-Za-z]{2,}/.test(text.replace(SAME_IN_HINDI, ''));
}

/**
 * The headings, buttons, labels and links a patient reads on the page, and the names of
 * controls, that hold no Hindi: server data is left out, which pages mark `translate="no"`
 * (a doctor's or a medicine's name). Runs in the page.
 */
function untranslatedTexts(): string[] {
  const latinWords = /[A-Za-z]{2,}/;
  const devanagari = /[\u0900-\u097F]/;
  const found = new Set<string>();
  const selectors = 'h1, h2, h3, button, label, a, legend, th, [role="tab"], [role="status"], [role="alert"], [aria-label], [placeholder], img[alt]';
  for (const element of document.querySelectorAll<HTMLElement>(selectors)) {
    if (element.closest('[translate="no"], [hidden], [aria-hidden="true"]') !== null) continue;
    if (element.getClientRects().length === 0 && !element.hasAttribute('aria-label')) continue;
    // Its own words: a name inside it marked translate="no" (a medicine in a heading) is not.
    const words = element.cloneNode(true) as HTMLElement;
    for (const skipped of words.querySelectorAll('[translate="no"], [hidden], [aria-hidden="true"]')) skipped.replaceWith(' ');
    const texts = [element.getAttribute('aria-label'), element.getAttribute('placeholder'), element.getAttribute('alt'), words.textContent];
    for (const text of texts) {
      const trimmed = (text ?? '').replace(/\s+/g, ' ').trim();
      if (trimmed === '' || devanagari.test(trimmed) || !latinWords.test(trimmed)) continue;
      found.add(trimmed);
    }
  }
  return [...found];
}

/** The English a patient reading Hindi meets on the page now (empty when none). */
export async function englishOnScreen(page: Page): Promise<string[]> {
  return (await page.evaluate(untranslatedTexts)).filter(isEnglish);
}

/** Switches the app to Hindi with the picker, as a patient does, and waits for the page to follow. */
export async function chooseHindi(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'App language' }).first().selectOption('hi');
  await page.waitForFunction(() => document.documentElement.lang === 'hi-IN');
}

/**
 * Reads each step of a flow as a patient in Hindi does: the English on screen and, in the fake
 * mode (the markup is the same in both), axe's serious findings, gathered so one run shows all.
 */
export function hindiAlongTheFlow(mode: Mode): { check(page: Page, where: string): Promise<void>; expectAllHindi(): void } {
  const findings: string[] = [];
  return {
    async check(page, where) {
      findings.push(...(await englishOnScreen(page)).map((text) => `${where}: English "${text}"`));
      if (mode === 'fake') findings.push(...(await seriousViolations(page, `${where} (Hindi)`)));
    },
    expectAllHindi() {
      expect(findings).toEqual([]);
    },
  };
}

/** A Hindi message with some values unknown ahead (an amount): each matched by the pattern given for it. */
export function hiPattern(area: string, key: string, patterns: Readonly<Record<string, string>>): RegExp {
  const marked = hi(area, key, Object.fromEntries(Object.keys(patterns).map((name) => [name, `{{${name}}}`])));
  const source = marked
    .split(/\{\{(\w+)\}\}/)
    .map((part, index) => (index % 2 === 1 ? `(?:${patterns[part] ?? ''})` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
