import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrolling; the page scrolls to a release its address names.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(async () => {
  await switchLanguage('en');
});

describe('Media center', () => {
  it('lists the press releases newest first and opens one in the page', async () => {
    const { user } = await renderApp('/media-center');
    // The file's first page also seeds the fake backend, which on a loaded machine takes many seconds.
    const releases = await screen.findByRole('region', { name: 'Press releases' }, { timeout: 45_000 });
    const titles = within(releases).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles[0]).toBe('CareWell launches senior care at home in Delhi NCR, Pune and Bengaluru');
    const first = within(releases).getByRole('article', { name: titles[0] ?? '' });
    expect(within(first).getByText('14 October 2026')).toBeInTheDocument();
    const text = within(first).getByText(/Senior care gives them one person to call/);
    expect(text).not.toBeVisible();
    await user.click(within(first).getByText('Read the full release'));
    expect(text).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Link to this release' })).toHaveAttribute('href', '#release-senior-care-launch');
  }, 60_000);

  it('opens the release its address names', async () => {
    await renderApp('/media-center#release-hindi-app');
    const release = await screen.findByRole('article', { name: 'The CareWell app and website now speak Hindi end to end' });
    expect(within(release).getByText(/Every screen of the CareWell app and website is now available in Hindi/)).toBeVisible();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('links each story in the news to its outlet in a new tab, safely, and gives the press kit and the media contact', async () => {
    await renderApp('/media-center');
    const news = await screen.findByRole('region', { name: 'In the news' });
    const story = within(news).getByRole('link', { name: /Health apps turn to parents at home as families live apart/ });
    expect(story).toHaveAttribute('href', expect.stringMatching(/^https:\/\/economictimes\.indiatimes\.com\//));
    expect(story).toHaveAttribute('target', '_blank');
    expect(story.getAttribute('rel')).toContain('noopener');
    expect(story).toHaveAccessibleName(/opens the story on The Economic Times in a new tab/);

    const kit = screen.getByRole('region', { name: 'Press kit' });
    expect(within(kit).getByRole('img', { name: 'The CareWell logo' })).toBeInTheDocument();
    expect(within(kit).getByRole('link', { name: 'Download the logo (SVG)' })).toHaveAttribute('download', 'carewell-logo.svg');
    expect(within(kit).getByText('Founded').nextElementSibling).toHaveTextContent('2019, in Gurugram');
    const factSheet = within(kit).getByRole('link', { name: 'Download the fact sheet (text)' });
    expect(decodeURIComponent(factSheet.getAttribute('href') ?? '')).toContain('Founded: 2019, in Gurugram');

    const contact = screen.getByRole('region', { name: 'Media contact' });
    expect(within(contact).getByRole('link', { name: 'press@carewell.in' })).toHaveAttribute('href', 'mailto:press@carewell.in');
    expect(within(contact).getByRole('link', { name: '+91 124 456 7800' })).toHaveAttribute('href', 'tel:+911244567800');
  });

  it('reads Hindi, with the releases marked as English', async () => {
    await switchLanguage('hi');
    await renderApp('/media-center');
    const releases = await screen.findByRole('region', { name: 'प्रेस विज्ञप्तियाँ' });
    expect(within(releases).getAllByText('पूरी विज्ञप्ति पढ़ें').length).toBeGreaterThan(1);
    expect(within(releases).getAllByRole('heading', { level: 3 })[0]).toHaveAttribute('lang', 'en');
    expect(within(releases).getByText('2 मार्च 2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'मीडिया संपर्क' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'प्रेस किट' })).toHaveTextContent('लोगो डाउनलोड करें (SVG)');
  });
});
