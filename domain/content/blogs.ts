import { Ok } from 'ts-results-es';
import type { ApiResult } from '../shared/errors';
import type { Query, QueryCache } from '../shared/query';
import type { BlogArticle, BlogListRequest, BlogPage, BlogSummary } from './model';
import type { CmsApi } from './ports';

/** Posts on one page of /blogs: two rows of three on a laptop, short enough to scroll on a phone. */
export const BLOG_PAGE_SIZE = 6;

/** An adult reading English on a screen, at an easy pace. */
const WORDS_PER_MINUTE = 200;

/** The address of a post's page: /blog carries the post in its query (spec §2 gives it no parameter). */
export function blogPath(id: string): string {
  return `/blog?id=${encodeURIComponent(id)}`;
}

/** Minutes to read the post's text (a minute at least): its words at 200 a minute, markup aside. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

function positiveWhole(text: string | null): number {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : 1;
}

/**
 * What /blogs shows for its address: ?page=2&category=Nutrition&q=sugar. A page that is not a
 * whole number from 1 is page 1; a blank category is every category; the search is trimmed.
 */
export function blogListRequest(search: string): BlogListRequest {
  const query = new URLSearchParams(search);
  const category = query.get('category')?.trim() ?? '';
  return { page: positiveWhole(query.get('page')), category: category === '' ? null : category, search: query.get('q')?.trim() ?? '' };
}

/** The blog's list: its first page, of every category and unsearched, has no query. */
export const BLOGS_PATH = '/blogs';

/** The query parameters of another page of the list than the first (`blogListAddress`). */
export const BLOG_LIST_PARAMS = ['category', 'q', 'page'] as const;

/** The address of a blog list, with only what differs from the first page of everything. */
export function blogListAddress(request: BlogListRequest): string {
  const query = new URLSearchParams();
  if (request.category !== null) query.set('category', request.category);
  if (request.search !== '') query.set('q', request.search);
  if (request.page > 1) query.set('page', String(request.page));
  const text = query.toString();
  return text === '' ? BLOGS_PATH : `${BLOGS_PATH}?${text}`;
}

/** The post a /blog address names (?id=), or null when it names none. */
export function blogArticleId(search: string): string | null {
  const id = new URLSearchParams(search).get('id')?.trim() ?? '';
  return id === '' ? null : id;
}

export type ShareNetwork = 'whatsapp' | 'x' | 'facebook' | 'linkedin';

/** Where a reader can share a post, WhatsApp first: how most patients in India pass on what they read. */
export function shareLinks(url: string, title: string): { network: ShareNetwork; href: string }[] {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'x', href: `https://x.com/intent/post?url=${link}&text=${text}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
  ];
}

/**
 * The post as schema.org Article (JSON-LD) for search engines: headline, author, date and
 * publisher, at its one address (`url`). The posts are written in English (en-IN).
 */
export function articleStructuredData(article: BlogSummary, url: string, publisher: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    articleSection: article.category,
    author: { '@type': 'Person', name: article.author },
    datePublished: article.publishedOn,
    inLanguage: 'en-IN',
    mainEntityOfPage: url,
    publisher: { '@type': 'Organization', name: publisher },
  };
}

/** A post ready to show: the server's, with its reading time, and never itself among its related posts. */
export interface BlogArticleView extends BlogArticle {
  readingMinutes: number;
}

function articleView(article: BlogArticle): BlogArticleView {
  return { ...article, readingMinutes: readingMinutes(article.html), related: article.related.filter((post) => post.id !== article.id) };
}

/**
 * Every post of the blog, text and all, newest first as the list gives them: what the build
 * prerenders one page each for (scripts/content-snapshot.ts). The first failed call fails it.
 */
export async function everyArticle(cms: CmsApi): ApiResult<BlogArticle[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const listed = await cms.blogs({ page, category: null, search: '' });
    if (listed.isErr()) return listed;
    ids.push(...listed.value.posts.map((post) => post.id).filter((id) => !ids.includes(id)));
    if (page >= listed.value.totalPages || listed.value.posts.length === 0) break;
  }
  const articles: BlogArticle[] = [];
  for (const id of ids) {
    const article = await cms.blog(id);
    if (article.isErr()) return article;
    articles.push(article.value);
  }
  return Ok(articles);
}

const listKey = (request: BlogListRequest) => ['content', 'blogs', String(request.page), request.category ?? '', request.search];

/** The blog of the cms area: pages of posts (GET /cms/blogs) and one post (GET /cms/blog/{id}). */
export class Blogs {
  constructor(
    private readonly cms: CmsApi,
    private readonly queries: QueryCache,
  ) {}

  /** One page of posts as asked, kept for Back and revisits. */
  list(request: BlogListRequest): Query<BlogPage> {
    return this.queries.query(listKey(request), () => this.cms.blogs(request));
  }

  article(id: string): Query<BlogArticleView> {
    return this.queries.query(['content', 'blog', id], async () => (await this.cms.blog(id)).map(articleView));
  }

  /** A post the page already has (the build's copy, when it prerenders the post's page): shown at once, without a call. */
  hold(article: BlogArticle): void {
    this.article(article.id);
    this.queries.put(['content', 'blog', article.id], articleView(article));
  }

  /** /blogs as a visitor first sees it (page 1 of everything), which the page already has: shown at once, without a call. */
  holdFirstPage(page: BlogPage): void {
    const first = blogListRequest('');
    this.list(first);
    this.queries.put(listKey(first), page);
  }

  /** The build's copy of /blogs' first page as the app takes the prerendered page over: as `takeOver` does for a post. */
  takeOverFirstPage(page: BlogPage): void {
    this.holdFirstPage(page);
    this.queries.invalidate(listKey(blogListRequest('')));
  }

  /**
   * The build's copy of the post the page was prerendered with, as the app takes the page over:
   * shown at once, so the text on screen never gives way to a loading state, and asked for again
   * behind it, since the post may have been edited after the build.
   */
  takeOver(article: BlogArticle): void {
    this.hold(article);
    this.queries.invalidate(['content', 'blog', article.id]);
  }
}
