import type { Container } from 'inversify';
import { blogArticleId } from '../../domain/content/blogs';
import type { BlogArticle } from '../../domain/content/model';
import { CONTENT } from './modules/content/tokens';

/** The id of the data block in which a blog post's prerendered page carries the build's copy of the post (vite.config.ts). */
export const PRERENDERED_ARTICLE = 'prerendered-article';

/**
 * Hands the build's copy of the post a prerendered page shows to the blog's query, so the app
 * takes the page over with the same text rather than its loading state. A block for another
 * post, or one that is not the post, is ignored: the page then asks for the post as usual.
 */
export function takeOverPrerenderedArticle(container: Container, document: Document, search: string): void {
  const block = document.getElementById(PRERENDERED_ARTICLE);
  if (block === null) return;
  block.remove();
  const id = blogArticleId(search);
  if (id === null || !container.isBound(CONTENT.Blogs)) return;
  let article: Partial<BlogArticle> | null;
  try {
    article = JSON.parse(block.textContent ?? '') as Partial<BlogArticle> | null;
  } catch {
    return;
  }
  if (article?.id !== id || typeof article.html !== 'string' || !Array.isArray(article.related)) return;
  container.get(CONTENT.Blogs).takeOver(article as BlogArticle);
}
