import type { Container } from 'inversify';
import { BLOGS_PATH, blogArticleId, blogListRequest } from '../../domain/content/blogs';
import { CAREERS_PATH, filterFromSearch } from '../../domain/content/careers-address';
import type { BlogArticle, BlogPage, JobOpening } from '../../domain/content/model';
import { CONTENT } from './modules/content/tokens';

/** The id of the data block in which a prerendered page carries what it was rendered with (vite.config.ts). */
export const PRERENDERED_DATA = 'prerendered-data';

/** What a prerendered page was rendered with: a blog post's page its post, /blogs its first posts, /career its positions. */
export interface PrerenderedData {
  blogArticle?: BlogArticle;
  blogList?: BlogPage;
  openings?: JobOpening[];
}

function read(block: HTMLElement): PrerenderedData | null {
  try {
    const data = JSON.parse(block.textContent ?? '') as unknown;
    return typeof data === 'object' && data !== null ? (data as PrerenderedData) : null;
  } catch {
    return null;
  }
}

const isFirstPage = (search: string) => {
  const request = blogListRequest(search);
  return request.page === 1 && request.category === null && request.search === '';
};

const isWholeList = (search: string) => {
  const filter = filterFromSearch(search);
  return filter.team === null && filter.city === null;
};

/**
 * Hands what the prerendered page on screen was rendered with to the queries its page reads, so
 * the app takes the page over with the same posts (or positions) rather than its loading state. Data for another
 * address than this one, or of another shape, is ignored: the page then asks as usual.
 */
export function takeOverPrerenderedData(container: Container, document: Document, { pathname, search }: { pathname: string; search: string }): void {
  const block = document.getElementById(PRERENDERED_DATA);
  if (block === null) return;
  block.remove();
  const data = read(block);
  if (data === null || !container.isBound(CONTENT.Blogs)) return;
  const blogs = container.get(CONTENT.Blogs);
  const { blogArticle, blogList, openings } = data;
  if (blogArticle !== undefined && blogArticle.id === blogArticleId(search) && typeof blogArticle.html === 'string' && Array.isArray(blogArticle.related)) {
    blogs.takeOver(blogArticle);
  }
  if (blogList !== undefined && pathname === BLOGS_PATH && isFirstPage(search) && Array.isArray(blogList.posts) && Array.isArray(blogList.categories)) {
    blogs.takeOverFirstPage(blogList);
  }
  if (Array.isArray(openings) && pathname === CAREERS_PATH && isWholeList(search)) container.get(CONTENT.Careers).takeOverOpenings(openings);
}
