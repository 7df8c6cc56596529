import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/i18n';
import { SafeHtml } from './SafeHtml';
import { NEW_TAB_HINT, sanitizeHtml } from './sanitize-html';
import { theme } from './theme';
import { ALL_PAYLOADS, dangerousMarkupIn, insertAndProvoke, PAYLOADS, provoke, watchForXss } from '../test/xss';

let ran: string[] = [];

beforeEach(() => {
  ran = watchForXss();
});

afterEach(() => {
  document.body.innerHTML = '';
});

function renderSafe(html: string) {
  return render(
    <ThemeProvider theme={theme}>
      <SafeHtml html={html} />
    </ThemeProvider>,
  ).container;
}

describe('the XSS detector itself', () => {
  it('sees raw payloads run, so a silent run below means the sanitiser stopped them', () => {
    insertAndProvoke(ALL_PAYLOADS);
    expect(ran).toEqual(
      expect.arrayContaining(['script', 'script-case', 'img-onerror', 'svg-onload', 'ontoggle', 'onfocus', 'source-onerror', 'noscript', 'svg-style', 'form-math']),
    );
    expect(dangerousMarkupIn(document.body).length).toBeGreaterThan(10);
  });
});

describe('sanitizeHtml', () => {
  it.each(Object.entries(PAYLOADS))('runs no code from the %s payload, even when its output is inserted and provoked', (_name, payload) => {
    const host = insertAndProvoke(sanitizeHtml(payload));

    expect(ran).toEqual([]);
    expect(dangerousMarkupIn(host)).toEqual([]);
  });

  it('keeps the readable content around the payloads', () => {
    const host = insertAndProvoke(sanitizeHtml(ALL_PAYLOADS));
    expect(host).toHaveTextContent('Before');
    expect(host).toHaveTextContent('After');
    expect(host).toHaveTextContent('Read more');
    expect(host).toHaveTextContent('Overlay');
    expect(host.querySelector('details summary')).toHaveTextContent('More');
  });

  it('keeps ordinary document markup: headings, lists, tables, emphasis and safe links', () => {
    const html =
      '<h2>1. Scope</h2><p>We <strong>never</strong> sell <em>your</em> data.</p><ul><li>One</li></ul>' +
      '<table><tr><th>Plan</th><td>Gold</td></tr></table><a href="mailto:care@carewell.in">Write to us</a> <a href="tel:18003090101">Call</a>';
    const host = insertAndProvoke(sanitizeHtml(html));
    expect(host.querySelector('h2')).toHaveTextContent('1. Scope');
    expect(host.querySelector('strong')).toHaveTextContent('never');
    expect(host.querySelector('li')).toHaveTextContent('One');
    expect(host.querySelector('td')).toHaveTextContent('Gold');
    expect(host.querySelector('a[href="mailto:care@carewell.in"]')).not.toBeNull();
    expect(host.querySelector('a[href="tel:18003090101"]')).not.toBeNull();
  });

  it('opens external links in a new tab with rel="noopener noreferrer" and says so to screen readers', () => {
    const host = insertAndProvoke(sanitizeHtml('<a href="https://www.example.org/rules" target="_self">Rules</a>'));
    const link = host.querySelector('a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent(`Rules${NEW_TAB_HINT}`);
  });

  it('keeps internal links in the same tab, with rel set and any server target dropped', () => {
    const host = insertAndProvoke(
      sanitizeHtml(`<a href="/auth/privacy-policy?TYPE=PRIVACY_POLICY" target="_blank">Privacy</a><a href="${window.location.origin}/contact-us">Contact</a>`),
    );
    for (const link of host.querySelectorAll('a')) {
      expect(link).not.toHaveAttribute('target');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('treats a protocol-relative link to another site as external', () => {
    const host = insertAndProvoke(sanitizeHtml('<a href="//evil.example/login">Sign in again</a>'));
    expect(host.querySelector('a')).toHaveAttribute('target', '_blank');
  });

  it("cannot clobber the page's own ids, and in-page links still reach their sections", () => {
    const host = insertAndProvoke(sanitizeHtml('<p id="main">Hijack</p><a href="#refunds">Refunds</a><h2 id="refunds">Refunds</h2>'));
    expect(host.querySelector('#main')).toBeNull();
    const target = host.querySelector('a')?.getAttribute('href') ?? '';
    expect(host.querySelector(target)).toHaveTextContent('Refunds');
  });
});

describe('<SafeHtml>', () => {
  it('renders every payload without running any of it and without the dangerous markup', () => {
    const container = renderSafe(ALL_PAYLOADS);
    provoke(container);

    expect(ran).toEqual([]);
    expect(dangerousMarkupIn(container)).toEqual([]);
    expect(container).toHaveTextContent('Before');
  });

  it('renders ordinary HTML as text a person can read', () => {
    const container = renderSafe('<h2>Refunds</h2><p>Within <strong>7 days</strong>.</p>');
    expect(container.querySelector('h2')).toHaveTextContent('Refunds');
    expect(container.querySelector('strong')).toHaveTextContent('7 days');
  });

  it('sanitises again when the HTML changes', () => {
    const { container, rerender } = render(
      <ThemeProvider theme={theme}>
        <SafeHtml html="<p>First</p>" />
      </ThemeProvider>,
    );
    rerender(
      <ThemeProvider theme={theme}>
        <SafeHtml html={`<p>Second</p><img src=x onerror="window.__xss('rerender')">`} />
      </ThemeProvider>,
    );
    provoke(container);
    expect(container).toHaveTextContent('Second');
    expect(ran).toEqual([]);
    expect(dangerousMarkupIn(container)).toEqual([]);
  });

  it('says an external link opens a new tab in the language on screen', async () => {
    await switchLanguage('hi');
    try {
      const container = renderSafe('<a href="https://www.example.org/rules">Rules</a>');
      expect(container.querySelector('a')).toHaveTextContent('Rules (नए टैब में खुलेगा)');
    } finally {
      await switchLanguage('en');
    }
  });
});
