import { BRAND_NAME } from './app/brand';
import { pageTitles } from './i18n/page-titles';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { Err } from 'ts-results-es';
import { settleNavigation } from '../domain/navigation/match';
import type { PageNavigator } from '../domain/session/ports';
import type { CookieJar, KeyValueStore } from '../domain/shared/ports';
import { DEFAULT_LANGUAGE, type Language } from '../domain/shared/language';
import type { Container } from 'inversify';
import { BLOGS_PATH, blogPath, type Blogs } from '../domain/content/blogs';
import type { Careers } from '../domain/content/careers';
import { CAREERS_PATH } from '../domain/content/careers-address';
import type { BlogArticle, BlogPage, JobOpening } from '../domain/content/model';
import { CONTENT } from './app/modules/content/tokens';
import { homeMessages } from './features/home/messages';
import { App } from './app/App';
import type { AppConfig } from './app/config';
import { createContainer } from './app/container';
import { pageFor } from './app/page-map';
import { TOKENS } from './app/tokens';
import { switchLanguage, takeAreasRead } from './i18n/i18n';
import { prerenderedOrigin } from './ui/page-address';
import { sanitizeIn } from './ui/sanitize-html';
import { prerenderedHead } from './ui/use-page-description';

/** A visitor's empty browser: nothing stored, no cookies, nowhere to go. */
class EmptyStore implements KeyValueStore {
  private readonly values = new Map<string, string>();
  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
  clear(): void {
    this.values.clear();
  }
}

const nowhere: PageNavigator = { assign: () => undefined, replace: () => undefined, reload: () => undefined };
const noCookies: CookieJar = { get: () => null, set: () => undefined, remove: () => undefined, clear: () => undefined };

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

interface Prerendered {
  html: string;
  styleTags: string;
  description: string | null;
  title: string;
  /** What the link preview's picture (public/og-image.png: the name and the home page's heading) says, in the page's language. */
  imageAlt: string;
  /** The catalogue areas its render read (app/shell, features/diagnostics, i18n/domain …): the build preloads them with the page (vite.config.ts). */
  areasRead: readonly string[];
}

/**
 * A public page as a visitor first sees it (before any data has arrived, but for /blogs' first posts and /career's positions), rendered at build
 * time into its own HTML file, so it paints before any JavaScript has arrived (issue 3: LCP).
 * The app then renders the same page over it. Runs in Node through Vite (vite.config.ts),
 * never in the browser.
 */
export async function prerenderPage(
  config: AppConfig,
  path: string,
  language: Language = DEFAULT_LANGUAGE,
  { blogList = null, openings = null }: { blogList?: BlogPage | null; openings?: JobOpening[] | null } = {},
): Promise<Prerendered> {
  // /blogs shows its first posts and /career its open positions from the build's copy of them
  // (scripts/content-snapshot.ts), for readers and search engines alike.
  return render(config, path, language, async (container) => {
    if (path === BLOGS_PATH && blogList !== null) container.get<Blogs>(CONTENT.Blogs).holdFirstPage(blogList);
    if (path === CAREERS_PATH && openings !== null) container.get<Careers>(CONTENT.Careers).holdOpenings(openings);
  });
}

/**
 * A blog post's page with the post on it, from the build's copy of it (scripts/content-snapshot.ts):
 * what a search engine or a link preview reads at /blog?id=…, the post's own title first.
 */
export async function prerenderArticle(config: AppConfig, article: BlogArticle, language: Language, siteOrigin: string | null): Promise<Prerendered> {
  // The post's text goes through the app's sanitizer, which needs a DOM: Node has none.
  const { JSDOM } = await import('jsdom');
  sanitizeIn(new JSDOM('', { url: siteOrigin ?? 'https://localhost' }).window);
  prerenderedOrigin.set(siteOrigin);
  const rendered = await render(config, blogPath(article.id), language, async (container) => container.get<Blogs>(CONTENT.Blogs).hold(article));
  return { ...rendered, title: `${article.title} | ${BRAND_NAME}` };
}

async function render(config: AppConfig, path: string, language: Language, prepare: (container: Container) => Promise<void>): Promise<Prerendered> {
  // At a guarded address a visitor is sent to log in: that login page is what they see there.
  const address = new URL(path, 'https://localhost');
  const { pathname, search, navigation } = settleNavigation(address.pathname, address.search, false);
  if (navigation.kind !== 'render' || navigation.route.auth) throw new Error(`${path} does not show a visitor a public page`);
  const container = await createContainer(config, {
    store: new EmptyStore(),
    tabStore: new EmptyStore(),
    navigator: nowhere,
    cookies: noCookies,
    deviceLocation: { current: async () => Err({ kind: 'unavailable' }) },
  });
  const entry = pageFor(navigation.route);
  await Promise.all([entry.preload(), container.get(TOKENS.Features).load(entry.features)]);
  await container.get(TOKENS.Session).start();
  await Promise.all([switchLanguage(language), homeMessages.area.load(language)]);
  await prepare(container);
  const sheet = new ServerStyleSheet();
  prerenderedHead.take();
  takeAreasRead();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(<App container={container} withRouter={(routes) => <MemoryRouter initialEntries={[pathname + search]}>{routes}</MemoryRouter>} />),
    );
    const html = await text(prelude);
    // The page's title as the app writes it once it runs (RouteView), its area's titles loaded by the render.
    const title = `${pageTitles(navigation.route.area).t(navigation.route.title)} | ${BRAND_NAME}`;
    const imageAlt = `${BRAND_NAME}: ${homeMessages.t('title')}`;
    return { html, styleTags: sheet.getStyleTags(), description: prerenderedHead.take(), title, imageAlt, areasRead: takeAreasRead() };
  } finally {
    sheet.seal();
  }
}
