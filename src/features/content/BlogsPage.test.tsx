import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
});

function postTitles(): string[] {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('Blogs page', () => {
  it('shows the newest six posts with category, author and date, and the categories to filter by', async () => {
    await renderApp('/blogs');

    // The file's first call also loads and seeds the fake backend, which on a loaded machine takes many seconds.
    expect(await screen.findByRole('heading', { level: 2, name: 'Managing diabetes during the festive season' }, { timeout: 45_000 })).toBeInTheDocument();
    expect(postTitles()).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('12 articles');
    const categories = within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link');
    expect(categories.map((link) => link.textContent)).toEqual(['All articles', 'Diabetes', 'Heart health', 'Mental health', 'Nutrition', 'Seasonal health']);
    expect(categories[0]).toHaveAttribute('aria-current', 'page');
    const date = screen.getByText('18 October 2026');
    expect(date.tagName).toBe('TIME');
    expect(screen.getByRole('link', { name: 'Managing diabetes during the festive season' })).toHaveAttribute('href', '/blog?id=managing-diabetes-during-festivals');
  }, 60_000);

  it('filters by a category, keeping the choice in the address', async () => {
    const { user, location } = await renderApp('/blogs');
    await screen.findByRole('navigation', { name: 'Categories' });
    await user.click(await screen.findByRole('link', { name: 'Heart health' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Know your blood pressure numbers' })).toBeInTheDocument();
    expect(location.current.search).toBe('?category=Heart+health');
    expect(postTitles()).toEqual(['Know your blood pressure numbers', 'Heart attack: warning signs you should not ignore', 'Cholesterol and the Indian diet']);
    expect(screen.getByRole('link', { name: 'Heart health' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches, and says so when nothing matches, with a way back to every article', async () => {
    const { user } = await renderApp('/blogs');
    const search = () => screen.getByRole('searchbox', { name: 'Search articles' });
    await screen.findByRole('navigation', { name: 'Categories' });

    await user.type(search(), 'dengue{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Monsoon fevers: dengue, malaria or typhoid?' })).toBeInTheDocument();
    expect(search()).toHaveValue('dengue');

    await user.clear(search());
    await user.type(search(), 'xylophone{Enter}');
    expect(await screen.findByText('No article matches what you chose.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/blogs');
  });

  it('pages through the posts', async () => {
    const { user } = await renderApp('/blogs');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');

    await user.click(within(pages).getByRole('link', { name: 'Next page' }));

    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blogs');
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('speaks Hindi, the posts staying in English as published', async () => {
    await switchLanguage('hi');
    await renderApp('/blogs');

    expect(await screen.findByRole('heading', { level: 1, name: 'ब्लॉग' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'सभी लेख' })).toBeInTheDocument();
    expect(screen.getByText(/हमारे लेख अंग्रेज़ी में प्रकाशित होते हैं/)).toBeInTheDocument();
    // The posts arrive with their own call, after the page's words.
    expect(await screen.findByRole('heading', { level: 2, name: 'Managing diabetes during the festive season' })).toHaveAttribute('translate', 'no');
  });
});
