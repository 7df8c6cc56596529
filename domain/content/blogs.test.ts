import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { testQueries } from '../shared/test-doubles';
import { articleStructuredData, blogArticleId, blogListAddress, blogListRequest, blogPath, Blogs, everyArticle, readingMinutes, shareLinks } from './blogs';
import type { BlogArticle, BlogSummary } from './model';
import { StubCms } from './test-support';

const summary = (id: string): BlogSummary => ({
  id,
  title: `Post ${id}`,
  category: 'Nutrition',
  author: 'Dr. Kavya Menon',
  publishedOn: '2026-10-02',
  excerpt: 'What to eat.',
});

describe('readingMinutes', () => {
  it('counts 200 words a minute, rounding up, markup aside', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' <em>')}</p>`;
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it('is a minute at least', () => {
    expect(readingMinutes('<p></p>')).toBe(1);
  });
});

describe('blogListRequest and blogListAddress', () => {
  it('reads page, category and search from the address', () => {
    expect(blogListRequest('?page=3&category=Heart%20health&q=%20bp%20')).toEqual({ page: 3, category: 'Heart health', search: 'bp' });
  });

  it.each(['', '?page=0', '?page=-2', '?page=1.5', '?page=two', '?category=%20'])('is the first page of everything for %j', (search) => {
    expect(blogListRequest(search)).toEqual({ page: 1, category: null, search: '' });
  });

  it('writes back only what differs from the first page of everything, and reads back what it wrote', () => {
    expect(blogListAddress({ page: 1, category: null, search: '' })).toBe('/blogs');
    const request = { page: 2, category: 'Mental health', search: 'sleep & stress' };
    const address = blogListAddress(request);
    expect(address).toBe('/blogs?category=Mental+health&q=sleep+%26+stress&page=2');
    expect(blogListRequest(address.slice('/blogs'.length))).toEqual(request);
  });
});

describe('blogPath and blogArticleId', () => {
  it('carry the post in the query, both ways', () => {
    expect(blogPath('monsoon-fevers')).toBe('/blog?id=monsoon-fevers');
    expect(blogArticleId('?id=monsoon-fevers')).toBe('monsoon-fevers');
  });

  it.each(['', '?id=', '?id=%20', '?other=x'])('names no post for %j', (search) => {
    expect(blogArticleId(search)).toBeNull();
  });
});

describe('articleStructuredData', () => {
  it('describes the post to search engines as an Article by its author, on its date, at its address', () => {
    const post: BlogSummary = { id: 'monsoon-fevers', title: 'Monsoon fevers', category: 'Seasonal health', author: 'Dr. Meera Iyer', publishedOn: '2026-07-02', excerpt: 'Fevers rise with the rains.' };
    expect(articleStructuredData(post, 'https://carewell.in/blog?id=monsoon-fevers', 'CareWell')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Monsoon fevers',
      description: 'Fevers rise with the rains.',
      articleSection: 'Seasonal health',
      author: { '@type': 'Person', name: 'Dr. Meera Iyer' },
      datePublished: '2026-07-02',
      inLanguage: 'en-IN',
      mainEntityOfPage: 'https://carewell.in/blog?id=monsoon-fevers',
      publisher: { '@type': 'Organization', name: 'CareWell' },
    });
  });
});

describe('shareLinks', () => {
  it('offers WhatsApp first, then X, Facebook and LinkedIn, each carrying the address', () => {
    const url = 'https://carewell.in/blog?id=monsoon-fevers';
    const links = shareLinks(url, 'Fevers & the monsoon');
    expect(links.map((l) => l.network)).toEqual(['whatsapp', 'x', 'facebook', 'linkedin']);
    for (const link of links) expect(link.href).toContain(encodeURIComponent(url));
    expect(links[0]?.href).toBe(`https://wa.me/?text=${encodeURIComponent(`Fevers & the monsoon ${url}`)}`);
  });
});

describe('Blogs', () => {
  it('asks the cms for the page, category and search wanted', async () => {
    const page = { posts: [summary('a')], page: 2, totalPages: 3, total: 13, categories: ['Nutrition'] };
    const cms = new StubCms({ blogs: () => Ok(page) });
    const request = { page: 2, category: 'Nutrition', search: 'sugar' };

    expect((await new Blogs(cms, testQueries()).list(request).value()).unwrap()).toEqual(page);
    expect(cms.asked).toEqual([request]);
  });

  it('gives an article its reading time and never lists it among its own related posts', async () => {
    const article: BlogArticle = { ...summary('a'), html: `<p>${'word '.repeat(450)}</p>`, related: [summary('a'), summary('b')] };
    const view = (await new Blogs(new StubCms({ blog: () => Ok(article) }), testQueries()).article('a').value()).unwrap();
    expect(view.readingMinutes).toBe(3);
    expect(view.related.map((p) => p.id)).toEqual(['b']);
  });

  it('passes an unknown post on as not-found, for the page to say so', async () => {
    const missing = { kind: 'not-found', message: 'Data Not Found' } as const;
    const result = await new Blogs(new StubCms({ blog: () => Err(missing) }), testQueries()).article('nope').value();
    expect(result.isErr() && result.error).toEqual(missing);
  });
});

describe('everyArticle', () => {
  const article = (id: string): BlogArticle => ({ ...summary(id), html: '<p>Text.</p>', related: [] });

  it('reads every page of the list, then each post once, in the order the list gives them', async () => {
    const pages = [[summary('a'), summary('b')], [summary('b'), summary('c')]];
    const cms = new StubCms({
      blogs: ({ page }) => Ok({ posts: pages[page - 1] ?? [], page, totalPages: 2, total: 3, categories: ['Nutrition'] }),
      blog: (id) => Ok(article(id)),
    });
    const articles = (await everyArticle(cms)).unwrap();
    expect(articles.map((each) => each.id)).toEqual(['a', 'b', 'c']);
    expect(articles[0]).toEqual(article('a'));
  });

  it('fails as the first failed call does, so a build does not go out with some posts missing', async () => {
    const down = { kind: 'network' } as const;
    const cms = new StubCms({ blogs: () => Ok({ posts: [summary('a')], page: 1, totalPages: 1, total: 1, categories: [] }), blog: () => Err(down) });
    const result = await everyArticle(cms);
    expect(result.isErr() && result.error).toEqual(down);
  });
});

describe('Blogs.hold', () => {
  it('shows a post the page already has at once, as the cms would give it, without asking the cms', async () => {
    const cms = new StubCms({});
    const blogs = new Blogs(cms, testQueries());
    blogs.hold({ ...summary('a'), html: '<p>word</p>', related: [summary('a'), summary('b')] });
    const state = blogs.article('a').state;
    expect(state.kind === 'ready' && state.value.related.map((post) => post.id)).toEqual(['b']);
    expect(state.kind === 'ready' && state.value.readingMinutes).toBe(1);
    expect(cms.asked).toEqual([]);
  });
});

describe('Blogs.takeOver', () => {
  it('keeps the build copy of a post on screen while it asks the cms again, then shows the edited post', async () => {
    const edited = { ...summary('a'), title: 'Edited after the build', html: '<p>new</p>', related: [] };
    const cms = new StubCms({ blog: () => Ok(edited) });
    const blogs = new Blogs(cms, testQueries());
    blogs.takeOver({ ...summary('a'), html: '<p>word</p>', related: [] });
    const query = blogs.article('a');
    const seen: string[] = [];
    const stop = query.subscribe(() => seen.push(query.state.kind === 'ready' ? `${query.state.value.title}${query.state.refreshing ? ' (refreshing)' : ''}` : query.state.kind));
    await Promise.resolve();
    await Promise.resolve();
    stop();
    expect(seen).not.toContain('loading');
    expect(seen.at(0)).toBe(`${summary('a').title} (refreshing)`);
    expect(query.state.kind === 'ready' && query.state.value.title).toBe('Edited after the build');
  });
});

describe('Blogs.takeOverFirstPage', () => {
  it('shows the build copy of the first page of everything at once and asks the cms again behind it, leaving other pages to their own calls', async () => {
    const page = (title: string) => ({ posts: [{ ...summary('a'), title }], page: 1, totalPages: 1, total: 1, categories: ['Diabetes'] });
    const cms = new StubCms({ blogs: () => Ok(page('Fresh')) });
    const blogs = new Blogs(cms, testQueries());
    blogs.takeOverFirstPage(page('From the build'));
    const first = blogs.list(blogListRequest(''));
    expect(first.state).toMatchObject({ kind: 'ready', value: { posts: [{ title: 'From the build' }] } });
    const stop = first.subscribe(() => undefined);
    await vi.waitFor(() => expect(first.state).toMatchObject({ kind: 'ready', value: { posts: [{ title: 'Fresh' }] }, refreshing: false }));
    stop();
    expect(blogs.list(blogListRequest('?category=Diabetes')).state.kind).toBe('loading');
  });
});
