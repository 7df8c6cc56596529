import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import { allRoutes } from './domain/navigation/routes.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './domain/shared/language.ts';
import { readConfig, type AppConfig } from './src/app/config.ts';
import type { prerenderArticle as PrerenderArticle, prerenderPage as PrerenderPage } from './src/prerender.tsx';
import { compiledCatalogues } from './scripts/compiled-catalogues.ts';
import { readContentSnapshot, type ContentSnapshot } from './scripts/content-snapshot.ts';
import { OG_IMAGE } from './scripts/og-image.ts';
import { BLOG_LIST_PARAMS, BLOGS_PATH, blogPath } from './domain/content/blogs.ts';
import { CAREERS_PATH, OPENINGS_FILTER_PARAMS } from './domain/content/careers-address.ts';
import type { BlogArticle } from './domain/content/model.ts';
import { PRERENDERED_DATA, type PrerenderedData } from './src/app/prerendered-data.ts';
import { jsonInScript } from './src/ui/json-in-script.ts';

const ROUTES = allRoutes();

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  let appConfig: AppConfig | null = null;
  let siteOrigin: string | null = null;
  let content: ContentSnapshot | null = null;
  if (command === 'build') {
    // Fail the build, not the patient's first visit, when the live configuration is wrong.
    const config = readConfig({ ...env, ...pickViteEnv(process.env) });
    if (!config.ok) throw new Error(`Invalid configuration:\n- ${config.problems.join('\n- ')}`);
    appConfig = config.config;
    // Allowed (a deploy without video consultations), but never by accident.
    if (appConfig.backend === 'http' && appConfig.meetingOrigins.length === 0) {
      console.warn('VITE_MEETING_ORIGINS is not set: this build joins no video call (see README.md, "Modes and configuration").');
    }
    siteOrigin = siteOriginOf({ ...env, ...pickViteEnv(process.env) }.VITE_SITE_ORIGIN);
    if (siteOrigin === null) console.warn('VITE_SITE_ORIGIN is not set: the prerendered pages name no other-language version for search engines (see README.md).');
    // The build calls no API: the posts it prerenders come from a file made just before it (scripts/content-snapshot.ts).
    const snapshot = process.env.PRERENDER_CONTENT;
    content = snapshot === undefined || snapshot === '' ? null : readContentSnapshot(snapshot);
    if (content === null) console.warn('PRERENDER_CONTENT is not set: no blog post gets a prerendered page of its own (see README.md).');
  }
  return {
    // The build has checked the configuration; the app takes the result instead of checking it
    // again in the browser (src/main.tsx), which keeps the checker out of a first visit.
    define: appConfig ? { __BUILT_CONFIG__: JSON.stringify(appConfig) } : {},
    plugins: [compiledCatalogues(), languagesInIndexHtml(), fakerLocalesTreeShaken(), ...(appConfig ? [prerenderPublicPages(appConfig, mode, siteOrigin, content)] : [])],
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      sourcemap: false,
      target: 'es2022',
      rollupOptions: {
        output: {
          // The first visit's code in a few chunks, each evaluated as its own task (START_GROUPS).
          codeSplitting: { groups: [...START_GROUPS.map((group) => ({ ...group, tags: ['$initial'] })), ...DOMAIN_CATALOGUE_GROUPS] },
          // A catalogue's chunk says whose and which language it is (messages-app-shell-hi-…),
          // so the bundle checks can count what a first visit in each language downloads.
          chunkFileNames: (chunk) => {
            const catalogue = catalogueOf(chunk.facadeModuleId);
            return catalogue ? `assets/messages-${catalogue.area.replaceAll('/', '-')}-${catalogue.language}-[hash].js` : 'assets/[name]-[hash].js';
          },
        },
      },
      // Vite's helper appends a <link rel="modulepreload"> for every dependency of every lazy
      // chunk as it is imported; on a phone-speed CPU those appends were the largest blocking
      // work of a first visit (bench: TBT 230-310 ms on /bookSpecialist and /diagnostics, under
      // 100 ms without). The browser fetches a chunk's own imports as soon as it parses it; the
      // entry's, named in index.html, are still preloaded from the start.
      modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    },
    server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
    preview: { host: '127.0.0.1' },
  };
});

/**
 * Each of faker's locale modules also builds a ready faker (`fakerEN_IN = new Faker(...)`) over
 * the English fallback. The fake backend builds its own with no fallback (fakes/faker.ts), so
 * marking those constructions pure lets the bundler drop them and, with them, English's 290 KB
 * from the demo build (tests/build/bundle.test.ts keeps an eye on the size).
 */
function fakerLocalesTreeShaken(): Plugin {
  return {
    name: 'faker-locales-tree-shaken',
    transform(code, id) {
      if (!id.includes('/@faker-js/faker/dist/')) return null;
      return { code: code.replace(/=new (\w+)\(\{locale:/g, '=/*#__PURE__*/new $1({locale:'), map: null };
    },
  };
}

/**
 * VITE_SITE_ORIGIN: where the app is served (https://carewell.in). Search engines take a page's
 * versions in other languages only as absolute addresses, and a build does not know its origin.
 */
function siteOriginOf(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  const origin = URL.canParse(value) ? new URL(value).origin : null;
  if (origin === null || origin === 'null' || origin !== value.replace(/\/$/, '')) {
    throw new Error(`Invalid configuration:\n- VITE_SITE_ORIGIN must be an origin with no path, such as https://carewell.in; got ${JSON.stringify(value)}`);
  }
  return origin;
}

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((e): e is [string, string] => e[0].startsWith('VITE_') && e[1] !== undefined));
}

/** The entry script and the modulepreload links of its imports, as Vite writes them into index.html. */
/**
 * A slow phone parses a page in several turns and paints after each: a half-parsed grid or
 * header then jumps as the rest arrives (layout shift). The browser paints the prerendered page
 * only once its last element is parsed; one that does not know `rel=expect` paints as before.
 */
const PRERENDERED_END = 'prerendered-end';
const PAINT_WHOLE_PAGE = `<link rel="expect" href="#${PRERENDERED_END}" blocking="render" />`;
const ENTRY_TAGS = /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="[^"]+">(?:<\/script>)?/g;

/**
 * A first visit's code, split by what it is into chunks that index.html starts one after another,
 * each script once the one before has run: the browser evaluates each in a task of its own, where
 * the whole entry was one task of 50-80 ms of this machine's CPU, four times that on a phone
 * (docs/benchmark.md, "The entry in five scripts"). Each group takes its modules' dependencies
 * along unless a group before took them, so no chunk imports a later one. Only modules of the
 * first visit (`$initial`) are grouped; a lazy page's own code stays in its chunk.
 */
const START_GROUPS = [
  { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 30 },
  { name: 'view', test: /node_modules\/(styled-components|stylis|react-router|lucide-react)\//, priority: 25 },
  { name: 'vendor', test: /node_modules/, priority: 20 },
  { name: 'shell', test: /\/src\/(ui|app\/shell)\//, priority: 10 },
];

/**
 * The domain's sentences are one catalogue (src/i18n/domain-text.ts) in a file per context:
 * one chunk per language, so the first screen that shows one in Hindi asks for one file, not 16.
 * English, the domain's own words, has none.
 */
const DOMAIN_CATALOGUE_GROUPS = (Object.keys(LANGUAGES) as Language[])
  .filter((language) => language !== DEFAULT_LANGUAGE)
  .map((language) => ({
    name: `messages-i18n-domain-${language}`,
    test: new RegExp(`/src/i18n/domain/[^/]+/messages/${language}\\.ts$`),
    priority: 40,
  }));

/**
 * index.html's entry script and the chunks it preloads, and the order they run in: the start
 * groups' chunks, found by name in the bundle (not by their file names), then the entry.
 */
function entryOf(html: string, bundle: Rolldown.OutputBundle, base: string): { script: string; imports: string[]; runOrder: string[] } {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (script === undefined) throw new Error('index.html has no module entry script');
  const imports = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? '');
  const groups = START_GROUPS.flatMap(({ name }) => Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.name === name && !chunk.isEntry).map((chunk) => `${base}${chunk.fileName}`));
  const unpreloaded = groups.filter((file) => !imports.includes(file));
  if (unpreloaded.length > 0) throw new Error(`Start-up chunks index.html does not preload: ${unpreloaded.join(', ')}`);
  return { script, imports, runOrder: [...groups, script] };
}

/**
 * A catalogue module's area and language, from its path: src/<area>/messages/<language>.ts, but
 * for the domain's sentences, one area with a folder per context (src/i18n/domain-text.ts).
 */
function catalogueOf(moduleId: string | null | undefined): { area: string; language: string } | null {
  const found = /\/src\/(?:(i18n\/domain)\/[^/]+|(.+))\/messages\/([a-z-]+)\.ts$/.exec(moduleId ?? '');
  return found === null ? null : { area: found[1] ?? found[2] ?? '', language: found[3] ?? '' };
}

/**
 * The catalogues a page prerendered in Hindi reads in its first render, preloaded with the
 * start-up scripts: left to be discovered, each was asked for only once the code that reads it
 * had run, a round trip later, and a Hindi first visit waited on chains of them. Only in Hindi:
 * English's few catalogues preloaded on / raised its Lighthouse TBT (62–111 → 155–189 ms). Only
 * the catalogues: preloading the page's code as well made the browser evaluate the page, its
 * feature modules and their imports in one long task where the network had spread them over
 * several (docs/benchmark.md, "A page's words preloaded with it").
 */
function cataloguePreloads(bundle: Rolldown.OutputBundle, base: string, areasRead: readonly string[], language: Language): string[] {
  if (language === DEFAULT_LANGUAGE) return [];
  return Object.values(bundle)
    .filter((chunk) =>
      chunk.type === 'chunk' &&
      chunk.moduleIds.some((id) => {
        const catalogue = catalogueOf(id);
        return catalogue?.language === language && areasRead.includes(catalogue.area);
      }),
    )
    .map((chunk) => `${base}${chunk.fileName}`);
}

/**
 * A prerendered page starts the app once it has painted, not before: the HTML is on screen
 * within a frame or two of arriving, so the app loses next to nothing, and its download and
 * start-up can never hold up that first, largest paint (Lighthouse counts a script that
 * arrives before the paint as something the paint waited for). Where the guard hid the page
 * (another address, a signed-in patient) there is nothing to wait for; a background tab,
 * which does not paint, starts after a second, and a visible one after four at the latest.
 */
function startAfterFirstPaint(entry: { script: string; imports: string[]; runOrder: string[] }, catalogues: readonly string[]): string {
  return `(function () {
      var started = false;
      var shown = document.documentElement.className !== 'no-prerender';
      function add(tag, attributes) {
        var element = document.createElement(tag);
        for (var name in attributes) element[name] = attributes[name];
        element.crossOrigin = '';
        document.head.appendChild(element);
        return element;
      }
      function start() {
        if (started) return;
        started = true;
        ${JSON.stringify(entry.imports)}.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
        add('link', { rel: 'modulepreload', href: ${JSON.stringify(entry.script)} });
        // What the page on screen reads; where the guard hid it, the app shows another.
        if (shown) ${JSON.stringify(catalogues)}.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
        var scripts = ${JSON.stringify(entry.runOrder)};
        (function run(index) {
          var script = add('script', { type: 'module', src: scripts[index] });
          if (index + 1 < scripts.length) script.onload = script.onerror = function () { run(index + 1); };
        })(0);
      }
      if (!shown || !window.PerformanceObserver) return start();
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) start();
      }).observe({ type: 'paint', buffered: true });
      // A background tab does not paint. A visible one on a slow phone may take over a second to
      // paint, and waits for it: the guard only covers a paint entry that never comes.
      setTimeout(start, document.visibilityState === 'hidden' ? 1000 : 4000);
    })();`;
}

/** Our own product's segment in the /{product} group, as issue 20 names its pages (/care/landing-page, /care/Smart-Clinic). */
const CARE_PRODUCT = 'care';

/** The public pages a visitor often lands on first, from a search result or a shared link: the sitemap's too. */
const PUBLIC_PRERENDERED_PATHS = [
  '/',
  '/search-medicine',
  '/diagnostics',
  '/bookSpecialist',
  '/blogs',
  '/Webinars',
  '/career',
  '/hospitals',
  '/store/stores',
  '/cancer-screening',
  '/genomic-wellness',
  '/surgery-care',
  '/wellness',
  '/about-us',
  '/corporate',
  '/media-center',
  // The product segment is open-ended: only our own product's pages, the ones the menus link to, are prerendered.
  `/${CARE_PRODUCT}/landing-page`,
  `/${CARE_PRODUCT}/Smart-Clinic`,
];

/**
 * Addresses a visitor often lands on first, each with its own prerendered HTML file: the public
 * pages, and every guarded address without parameters (a link to "my consultations" in an SMS),
 * where a visitor sees the login page the app will send them to.
 */
const PRERENDERED_PATHS = [
  ...PUBLIC_PRERENDERED_PATHS,
  '/auth/login',
  ...ROUTES.filter((route) => route.auth && route.redirectTo === undefined && !/[:*]/.test(route.pattern)).map((route) => route.pattern),
];

/**
 * First segments whose every route needs a signed-in patient (/patient, /consult …): nothing
 * there is for a search engine, which would only meet the login page.
 */
function privateSegments(): string[] {
  const bySegment = new Map<string, boolean>();
  for (const route of ROUTES) {
    const segment = route.pattern.split('/')[1] ?? '';
    if (segment === '' || segment.startsWith(':')) continue;
    bySegment.set(segment, (bySegment.get(segment) ?? true) && route.auth === true);
  }
  return [...bySegment].filter(([, guarded]) => guarded).map(([segment]) => segment);
}

/** robots.txt: the private areas in every language kept out, and the sitemap named when the origin is known. */
function robotsTxt(siteOrigin: string | null): string {
  const disallowed = privateSegments().flatMap((segment) => (Object.keys(LANGUAGES) as Language[]).map((language) => languagePath(language, `/${segment}/`)));
  const lines = ['User-agent: *', ...disallowed.map((pagePath) => `Disallow: ${pagePath}`), 'Allow: /'];
  if (siteOrigin !== null) lines.push('', `Sitemap: ${siteOrigin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/** sitemap.xml: each public prerendered page (a blog post's too) in every language, each naming its other-language versions. */
function sitemapXml(siteOrigin: string, pagePaths: readonly string[]): string {
  const languages = Object.keys(LANGUAGES) as Language[];
  const urls = pagePaths.flatMap((pagePath) =>
    languages.map((language) => {
      const others = languages.map((other) => `<xhtml:link rel="alternate" hreflang="${LANGUAGES[other].locale}" href="${escapeAttribute(`${siteOrigin}${languagePath(other, pagePath)}`)}"/>`);
      return `<url><loc>${escapeAttribute(`${siteOrigin}${languagePath(language, pagePath)}`)}</loc>${others.join('')}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** index.html's first script knows the languages (the default first) from the one list of them. */
function languagesInIndexHtml(): Plugin {
  const codes = [DEFAULT_LANGUAGE, ...Object.keys(LANGUAGES).filter((code) => code !== DEFAULT_LANGUAGE)].join(',');
  return { name: 'languages-in-index-html', transformIndexHtml: (html) => html.replace('%APP_LANGUAGES%', codes) };
}

/**
 * A prerendered page's address in a language: English at the path itself, another language
 * under its code (/hi/diagnostics). The app takes the prefix off and speaks that language
 * (index.html's first script); inside the app, addresses carry no language.
 */
function languagePath(language: Language, pagePath: string): string {
  return language === DEFAULT_LANGUAGE ? pagePath : `/${language}${pagePath === '/' ? '' : pagePath}`;
}

/** The page in every language, for search engines, at the site's origin; none without one (a relative one is invalid). */
function alternates(pagePath: string, siteOrigin: string | null): string {
  if (siteOrigin === null) return '';
  const links = (Object.keys(LANGUAGES) as Language[]).map(
    (language) => `<link rel="alternate" hreflang="${LANGUAGES[language].locale}" href="${escapeAttribute(`${siteOrigin}${languagePath(language, pagePath)}`)}" />`,
  );
  return `${links.join('')}<link rel="alternate" hreflang="x-default" href="${escapeAttribute(`${siteOrigin}${pagePath}`)}" />`;
}

/**
 * What a link to the page shows where it is shared (Open Graph: WhatsApp, Facebook, LinkedIn)
 * and its one address for search engines: its own title and description, as search results show
 * them. The address needs the site's origin (a relative one is invalid), so without one only the
 * title and description are written.
 */
function sharing(page: { address: string; title: string; description: string; locale: string; imageAlt: string; article: BlogArticle | null }, siteOrigin: string | null): string {
  // Made for previews (scripts/og-image.ts); absolute where the origin is known, as crawlers want.
  const image = `${siteOrigin ?? ''}/${OG_IMAGE.file}`;
  const tags = [
    `<meta property="og:type" content="${page.article === null ? 'website' : 'article'}" />`,
    `<meta property="og:site_name" content="CareWell" />`,
    `<meta property="og:title" content="${escapeAttribute(page.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(page.description)}" />`,
    `<meta property="og:locale" content="${page.locale.replace('-', '_')}" />`,
    `<meta property="og:image" content="${escapeAttribute(image)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeAttribute(page.imageAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (page.article !== null) {
    tags.push(
      `<meta property="article:published_time" content="${escapeAttribute(page.article.publishedOn)}" />`,
      `<meta property="article:section" content="${escapeAttribute(page.article.category)}" />`,
    );
  }
  const address = escapeAttribute(`${siteOrigin}${page.address}`);
  if (siteOrigin !== null) tags.push(`<link rel="canonical" href="${address}" />`, `<meta property="og:url" content="${address}" />`);
  return tags.join('');
}

/**
 * Renders the pages a visitor most often lands on, as they first see them, into HTML files of
 * the build (issue 3: they paint before any JavaScript arrives): / into index.html (also every
 * other address's fallback), /auth/login into auth/login/index.html, the login page a visitor
 * sees at /patient/consultations into patient/consultations/index.html and so on. The servers try
 * `<path>/index.html` before the fallback. src/prerender.tsx does the rendering, loaded through
 * Vite's SSR loader so it sees the same modules and environment as the build.
 */
function prerenderPublicPages(config: AppConfig, mode: string, siteOrigin: string | null, content: ContentSnapshot | null): Plugin {
  const posts = content?.blogs ?? [];
  const blogList = content?.blogList ?? null;
  const openings = content?.openings ?? null;
  // A post's file is named by its id: one that cannot be a folder name (nor the servers' pattern) is left to the app.
  const articles = posts.filter((post) => {
    const named = /^[A-Za-z0-9_-]+$/.test(post.id);
    if (!named) console.warn(`Blog post ${JSON.stringify(post.id)} gets no prerendered page: its id is not letters, digits, - and _.`);
    return named;
  });
  let outDir = '';
  let root = '';
  let base = '/';
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
      base = resolved.base;
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    // After the files are written, and only when they were: a failed build keeps its own error.
    async writeBundle(_options, bundle) {
      const server = await createServer({
        mode,
        root,
        configFile: false,
        // The catalogues compiled as in the app: raw ICU would show "{brand}" in the HTML.
        plugins: [compiledCatalogues()],
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        // Its CommonJS build hides the default export from Node's ESM; its ES build does not.
        ssr: { noExternal: ['styled-components'] },
      });
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes('<div id="root"></div>')) throw new Error(`${outDir}/index.html has no empty root to prerender into`);
      const entry = entryOf(template, bundle, base);
      const siteDescription = /<meta name="description" content="([^"]*)" \/>/.exec(template)?.[1] ?? '';
      /** One page's file: its address, language and words in the head, its HTML in the root, the app started after it paints. */
      const write = (pagePath: string, file: string, language: Language, page: Awaited<ReturnType<typeof PrerenderPage>>, article: BlogArticle | null) => {
        const address = new URL(pagePath, 'https://localhost');
        // What the page was prerendered with, which the app takes it over with (src/app/prerendered-data.ts).
        const data: PrerenderedData | null =
          article !== null ? { blogArticle: article }
          : pagePath === BLOGS_PATH && blogList !== null ? { blogList }
          : pagePath === CAREERS_PATH && openings !== null ? { openings }
          : null;
        // /blogs with its first posts is that page only at an address that asks for no other page,
        // category or search; /career with every position only at one that narrows it to none.
        const others = data?.blogList !== undefined ? BLOG_LIST_PARAMS : data?.openings !== undefined ? OPENINGS_FILTER_PARAMS : null;
        const without = others === null ? '' : ` data-prerendered-without="${others.join(' ')}"`;
        const description = page.description;
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(
          file,
          template
            // index.html's guard script compares these with the address and the patient's
            // language, and hides the page (or fetches it in the other language) on a mismatch.
            .replace(
              '<html lang="en-IN">',
              `<html lang="${LANGUAGES[language].locale}" data-prerendered-path="${address.pathname}"${address.search === '' ? '' : ` data-prerendered-search="${escapeAttribute(address.search)}"`} data-prerendered-lang="${language}"${without}>`,
            )
            .replace('<title>CareWell</title>', `<title>${escapeAttribute(page.title)}</title>`)
            .replace(
              '</head>',
              `${alternates(pagePath, siteOrigin)}${sharing({ address: languagePath(language, pagePath), title: page.title, description: description ?? siteDescription, locale: LANGUAGES[language].locale, imageAlt: page.imageAlt, article }, siteOrigin)}${page.styleTags}${PAINT_WHOLE_PAGE}</head>`,
            )
            // A page that describes itself (src/ui/use-page-description.ts) says so in search results.
            .replace(/<meta name="description" content="[^"]*" \/>/, (site) => (description === null ? site : `<meta name="description" content="${escapeAttribute(description)}" />`))
            // Inert until the app takes over: what someone typed into the prerendered form would be
            // lost when the app renders its own, so for that moment it takes no input.
            .replace('<div id="root"></div>', `<div id="root"><div data-prerendered inert>${page.html}<i id="${PRERENDERED_END}" hidden></i></div></div>`)
            .replace(ENTRY_TAGS, '')
            .replace('</body>', `${data === null ? '' : `  <script type="application/json" id="${PRERENDERED_DATA}">${jsonInScript(data)}</script>\n`}  <script>${startAfterFirstPaint(entry, cataloguePreloads(bundle, base, page.areasRead, language))}</script>\n  </body>`),
        );
      };
      try {
        // Lazy pages load through the same server while rendering, so it closes only afterwards.
        const module = (await server.ssrLoadModule('/src/prerender.tsx')) as { prerenderPage: typeof PrerenderPage; prerenderArticle: typeof PrerenderArticle };
        for (const pagePath of PRERENDERED_PATHS) {
          for (const language of Object.keys(LANGUAGES) as Language[]) {
            write(pagePath, path.join(outDir, languagePath(language, pagePath), 'index.html'), language, await module.prerenderPage(config, pagePath, language, { blogList, openings }), null);
          }
        }
        // A post's page is /blog?id=<id>; its file is blog/<id>/index.html, which the servers
        // give that address (deploy/nginx.conf.template, tests/e2e/static-server.ts).
        for (const article of articles) {
          for (const language of Object.keys(LANGUAGES) as Language[]) {
            const file = path.join(outDir, languagePath(language, '/blog'), article.id, 'index.html');
            write(blogPath(article.id), file, language, await module.prerenderArticle(config, article, language, siteOrigin), article);
          }
        }
      } finally {
        await server.close();
      }
      writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(siteOrigin));
      // A sitemap lists absolute addresses only: without the origin there is none to write.
      if (siteOrigin !== null) writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(siteOrigin, [...PUBLIC_PRERENDERED_PATHS, ...articles.map((article) => blogPath(article.id))]));
    },
  };
}
