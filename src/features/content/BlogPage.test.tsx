import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
});

describe('Blog article page', () => {
  it('shows the post with author, date, reading time, its text, share links and related posts', async () => {
    await renderApp('/blog?id=monsoon-fevers');

    // The file's first call also loads and seeds the fake backend, which on a loaded machine takes many seconds.
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon fevers: dengue, malaria or typhoid?' }, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.getByText('Dr. Farah Siddiqui')).toBeInTheDocument();
    expect(screen.getByText('1 July 2026')).toHaveAttribute('datetime', '2026-07-01');
    expect(screen.getByText('1 min read')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Telling them apart' })).toBeInTheDocument();
    expect(document.title).toBe('Monsoon fevers: dengue, malaria or typhoid? | CareWell');

    const share = screen.getByRole('region', { name: 'Share this article' });
    const whatsapp = within(share).getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent('/blog?id=monsoon-fevers'));
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

    const related = within(screen.getByRole('region', { name: 'Related articles' })).getAllByRole('link');
    expect(related[0]).toHaveTextContent('Beat the heat: staying safe in an Indian summer');
    expect(related[0]).toHaveAttribute('href', '/blog?id=beat-the-heat');
  }, 60_000);

  it('describes itself to search engines with its summary and as an Article while it is on screen', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'CareWell';
    document.head.append(meta);
    try {
      await renderApp('/blog?id=beat-the-heat');
      await screen.findByRole('heading', { level: 1, name: 'Beat the heat: staying safe in an Indian summer' });
      expect(meta.content).toMatch(/^Heatwaves are getting longer/);
      const article = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
      expect(article).toMatchObject({ '@type': 'Article', headline: 'Beat the heat: staying safe in an Indian summer', mainEntityOfPage: `${window.location.origin}/blog?id=beat-the-heat` });
    } finally {
      meta.remove();
    }
  });

  it('opens a related post', async () => {
    const { user, location } = await renderApp('/blog?id=monsoon-fevers');
    const related = await screen.findByRole('region', { name: 'Related articles' });

    await user.click(within(related).getByRole('link', { name: 'Beat the heat: staying safe in an Indian summer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Beat the heat: staying safe in an Indian summer' })).toBeInTheDocument();
    expect(location.current.search).toBe('?id=beat-the-heat');
  });

  it.each(['/blog?id=no-such-post', '/blog'])('answers %s with a page saying the article is not there, and a way to the others', async (path) => {
    await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that article' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/blogs');
  });

  it('speaks Hindi around the post, which stays in English', async () => {
    await switchLanguage('hi');
    await renderApp('/blog?id=monsoon-fevers');

    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon fevers: dengue, malaria or typhoid?' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('पढ़ने में 1 मिनट')).toBeInTheDocument();
    expect(screen.getByText('यह लेख सिर्फ़ अंग्रेज़ी में प्रकाशित है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp पर शेयर करें' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'मिलते-जुलते लेख' })).toBeInTheDocument();
  });
});
