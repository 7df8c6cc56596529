import { screen, within } from '@testing-library/react';
import { Err, Ok } from 'ts-results-es';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PolicyDocuments } from '../../../domain/content/policy';
import { switchLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';
import { ALL_PAYLOADS, dangerousMarkupIn, provoke, watchForXss } from '../../test/xss';

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
});

async function policyLinks(name: string): Promise<[string, string | null][]> {
  const nav = await screen.findByRole('navigation', { name });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('Policy pages', () => {
  it.each([
    ['/auth/terms?TYPE=TERMS_AND_CONDITIONS', 'Terms and Conditions', '15 January 2026', '2026-01-15'],
    ['/auth/privacy-policy?TYPE=PRIVACY_POLICY', 'Privacy Policy', '1 February 2026', '2026-02-01'],
    ['/auth/refund-policy?TYPE=REFUND_POLICY', 'Refund Policy', '20 November 2025', '2025-11-20'],
  ])('%s shows the %s with its last-updated date in Indian format and its text', async (path, title, date, iso) => {
    await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const updated = await screen.findByText(date);
    expect(updated.tagName).toBe('TIME');
    expect(updated).toHaveAttribute('datetime', iso);
    expect(updated.parentElement).toHaveTextContent(`Last updated ${date}`);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
  });

  it('links to the other two policies from each one', async () => {
    await renderApp('/auth/privacy-policy?TYPE=PRIVACY_POLICY');
    expect(await policyLinks('Other policies')).toEqual([
      ['Terms and Conditions', '/auth/terms?TYPE=TERMS_AND_CONDITIONS'],
      ['Refund Policy', '/auth/refund-policy?TYPE=REFUND_POLICY'],
    ]);
  });

  it.each([
    ['/auth/terms', 'Terms and Conditions'],
    ['/auth/privacy-policy?TYPE=', 'Privacy Policy'],
    ['/auth/refund-policy', 'Refund Policy'],
  ])("%s, without a TYPE, shows the page's own policy (%s)", async (path, title) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(/Last updated/)).toBeInTheDocument();
  });

  it('answers a TYPE that is no policy with "We could not find that document" and links to all three', async () => {
    await renderApp('/auth/terms?TYPE=COOKIE_POLICY');

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that document' })).toBeInTheDocument();
    expect(screen.getByText(/There is no policy called “COOKIE_POLICY”/)).toBeInTheDocument();
    expect(await policyLinks('Our policies')).toEqual([
      ['Terms and Conditions', '/auth/terms?TYPE=TERMS_AND_CONDITIONS'],
      ['Privacy Policy', '/auth/privacy-policy?TYPE=PRIVACY_POLICY'],
      ['Refund Policy', '/auth/refund-policy?TYPE=REFUND_POLICY'],
    ]);
  });

  it("sends a TYPE naming another policy to that policy's own page, replacing the address", async () => {
    const { location } = await renderApp('/auth/terms?TYPE=refund_policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/auth/refund-policy');
    expect(location.current.search).toBe('?TYPE=REFUND_POLICY');
  });

  it('shows the error with a Try again button when loading fails, and the policy after the retry', async () => {
    vi.spyOn(PolicyDocuments.prototype, 'load').mockResolvedValueOnce(Err({ kind: 'network' }));
    const { user } = await renderApp('/auth/terms?TYPE=TERMS_AND_CONDITIONS');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You seem to be offline');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(/Last updated/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('in Hindi, marks the English-only document as English and says so in Hindi, with our own words around it in Hindi', async () => {
    await switchLanguage('hi');
    await renderApp('/auth/terms?TYPE=TERMS_AND_CONDITIONS');

    const title = await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('यह दस्तावेज़ केवल अंग्रेज़ी में प्रकाशित है।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. About these terms' }).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(await screen.findByRole('navigation', { name: 'दूसरी नीतियाँ' })).toBeInTheDocument();
  });

  it('in English, says nothing about the language of the document', async () => {
    await renderApp('/auth/terms?TYPE=TERMS_AND_CONDITIONS');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(screen.queryByText('This document is published in English only.')).not.toBeInTheDocument();
  });

  it('says "We could not find that document" when the cms has no such document', async () => {
    vi.spyOn(PolicyDocuments.prototype, 'load').mockResolvedValue(Err({ kind: 'not-found', message: 'Data Not Found' }));
    await renderApp('/auth/refund-policy?TYPE=REFUND_POLICY');

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that document' })).toBeInTheDocument();
    expect(await policyLinks('Our policies')).toHaveLength(3);
  });
});

describe('Policy pages and hostile HTML from the cms', () => {
  let ran: string[] = [];
  beforeEach(() => {
    ran = watchForXss();
  });

  it('never runs a script, handler or javascript: link in the policy HTML, and keeps its text', async () => {
    vi.spyOn(PolicyDocuments.prototype, 'load').mockResolvedValue(
      Ok({ type: 'PRIVACY_POLICY', title: 'Privacy Policy', html: ALL_PAYLOADS, updatedOn: { iso: '2026-11-01', text: '1 November 2026' } }),
    );
    await renderApp('/auth/privacy-policy?TYPE=PRIVACY_POLICY');

    await screen.findByText('1 November 2026');
    const main = screen.getByRole('main');
    provoke(main);

    expect(ran).toEqual([]);
    expect(dangerousMarkupIn(main)).toEqual([]);
    expect(main).toHaveTextContent('Before');
    expect(main).toHaveTextContent('Read more');
  });
});
