import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/shared/language';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FAKER_MARKERS = /fakerCore|FakerLocaleProxy|@faker-js/;
/** The demo store's password hashing: fakes/passwords.ts's scheme and @noble/hashes's PBKDF2. */
const PASSWORD_HASHING_MARKERS = /pbkdf2-sha256|iterations\) must be >= 1/;

function chunks(dir: string): { name: string; text: string }[] {
  const assets = path.join(ROOT, dir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(path.join(assets, name), 'utf8') }));
}

describe('the builds', () => {
  it('the demo build carries faker, so the marker check below can see it', () => {
    expect(chunks('dist-demo').some((chunk) => FAKER_MARKERS.test(chunk.text))).toBe(true);
  });

  it("the demo build leaves out faker's English locale, which the fake backend never draws from", () => {
    // One of English's word lists; the Indian locale the seed uses has no airlines.
    expect(chunks('dist-demo').filter((chunk) => chunk.text.includes('Aegean Airlines')).map((chunk) => chunk.name)).toEqual([]);
  });

  it('the production build contains no faker code', () => {
    const offenders = chunks('dist')
      .filter((chunk) => FAKER_MARKERS.test(chunk.text))
      .map((chunk) => chunk.name);
    expect(offenders).toEqual([]);
  });

  it("the demo store's password hashing (@noble/hashes) rides in the fakes chunk only, and the production build has none of it", () => {
    const carriers = (dir: string) => chunks(dir).filter((chunk) => PASSWORD_HASHING_MARKERS.test(chunk.text)).map((chunk) => chunk.name);
    const demo = carriers('dist-demo');
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.filter((name) => !name.startsWith('fakes-'))).toEqual([]);
    expect(carriers('dist')).toEqual([]);
  });

  it('the production build talks to the configured API, not to the fake backend', () => {
    const texts = chunks('dist').map((chunk) => chunk.text);
    expect(texts.some((text) => text.includes('PATIENT WEB'))).toBe(true);
    expect(texts.some((text) => text.includes('demo-sso-token'))).toBe(false);
  });
});

/** A chunk and every chunk it imports statically: what the browser must fetch to run it. */
function withStaticImports(dir: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(path.join(ROOT, dir, 'assets', entry), 'utf8');
  for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) withStaticImports(dir, match[1] ?? '', seen);
  return seen;
}

/** Every area with catalogues: the folders that hold a messages/ folder, named from src/. */
const catalogueAreas = [
  ...new Set(
    readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)messages\/[a-z-]+\.ts$/.test(file))
      .map((file) => file.replace(/\/messages\/[a-z-]+\.ts$/, '')),
  ),
];

const gzipKb = (dir: string, file: string) => gzipSync(readFileSync(path.join(ROOT, dir, 'assets', file))).length / 1024;

describe('bundle budgets of the live build (issue 3)', () => {
  const names = readdirSync(path.join(ROOT, 'dist', 'assets')).filter((name) => name.endsWith('.js'));
  const html = readFileSync(path.join(ROOT, 'dist', 'index.html'), 'utf8');
  // The entry script, which index.html starts after the prerendered page's first paint.
  const entry = /"\/assets\/(index-[\w-]+\.js)"/.exec(html)?.[1] ?? '';

  /** The areas whose catalogues the first visit's code asks for, by the name it registers them under. */
  const areasIn = (files: Set<string>) => {
    const code = [...files].map((name) => readFileSync(path.join(ROOT, 'dist', 'assets', name), 'utf8')).join('\n');
    return catalogueAreas.filter((area) => new RegExp(`["'\`]${area}["'\`]`).test(code));
  };

  it.each(Object.keys(LANGUAGES))('a first visit to / in %s downloads at most 150 KB of gzipped JavaScript: the shell, the landing page and their catalogues in that language', (language) => {
    const landing = names.find((name) => name.startsWith('LandingPage-'));
    expect(landing).toBeDefined();
    const code = withStaticImports('dist', landing ?? '', withStaticImports('dist', entry));
    // The landing page's title comes from its area's catalogue, named at run time (src/i18n/page-titles.ts).
    const catalogues = [...areasIn(code), 'i18n/titles/home'].flatMap((area) => names.filter((name) => name.startsWith(`messages-${area.replaceAll('/', '-')}-${language}-`)));
    expect(catalogues.some((name) => name.startsWith('messages-app-shell-'))).toBe(true);
    const total = [...code, ...catalogues].reduce((sum, name) => sum + gzipKb('dist', name), 0);
    expect(total).toBeLessThanOrEqual(150);
  });

  it('no route chunk is over 50 KB gzipped', () => {
    const shell = withStaticImports('dist', entry);
    const oversized = names.filter((name) => !shell.has(name) && gzipKb('dist', name) > 50);
    expect(oversized).toEqual([]);
  });
});

describe('the catalogues a prerendered page preloads with the start-up scripts', () => {
  /** The scripts index.html's loader preloads for the page on screen, by file name. */
  const preloadsOf = (page: string) => {
    const html = readFileSync(path.join(ROOT, 'dist', page, 'index.html'), 'utf8');
    const list = /if \(shown\) (\[[^\]]*\])/.exec(html)?.[1];
    expect(list).toBeDefined();
    return (JSON.parse(list ?? '[]') as string[]).map((file) => file.replace('/assets/', ''));
  };

  it('/hi/diagnostics: the Hindi catalogues its first render reads, the domain sentences of its pincode chip too; no English one, no other area, no code', () => {
    const files = preloadsOf('hi/diagnostics');
    for (const prefix of ['messages-features-diagnostics-hi-', 'messages-app-shell-hi-', 'messages-i18n-titles-diagnostics-hi-', 'messages-i18n-domain-hi-']) {
      expect(files.filter((file) => file.startsWith(prefix))).toHaveLength(1);
    }
    expect(files.filter((file) => !/^messages-.*-hi-/.test(file))).toEqual([]);
    expect(files.filter((file) => /^messages-(i18n-titles-(?!diagnostics)|features-(?!diagnostics))/.test(file))).toEqual([]);
    expect(files.filter((file) => !existsSync(path.join(ROOT, 'dist', 'assets', file)))).toEqual([]);
  });

  it('/hi/: the home and shell catalogues in Hindi, and no domain sentences, which the home page does not show', () => {
    const files = preloadsOf('hi');
    expect(files.filter((file) => file.startsWith('messages-features-home-hi-'))).toHaveLength(1);
    expect(files.filter((file) => file.startsWith('messages-app-shell-hi-'))).toHaveLength(1);
    expect(files.filter((file) => !/^messages-.*-hi-/.test(file) || file.includes('i18n-domain'))).toEqual([]);
  });

  it('English pages preload none: there it raised the mobile Total Blocking Time of /', () => {
    expect(preloadsOf('')).toEqual([]);
    expect(preloadsOf('diagnostics')).toEqual([]);
  });
});

describe('what the build tells search engines', () => {
  it('robots.txt keeps the patient area out in every language and names the sitemap', () => {
    const robots = readFileSync(path.join(ROOT, 'dist', 'robots.txt'), 'utf8');
    expect(robots).toContain('Disallow: /patient/\n');
    expect(robots).toContain('Disallow: /hi/patient/\n');
    expect(robots).toContain('Sitemap: https://carewell.in/sitemap.xml');
  });

  it('sitemap.xml lists each public page in English and Hindi, each naming the other, and no login page', () => {
    const sitemap = readFileSync(path.join(ROOT, 'dist', 'sitemap.xml'), 'utf8');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(expect.arrayContaining(['https://carewell.in/', 'https://carewell.in/hi', 'https://carewell.in/blogs', 'https://carewell.in/hi/hospitals']));
    expect(locations.filter((location) => /\/auth\/|\/patient\//.test(location ?? ''))).toEqual([]);
    expect(sitemap).toContain('<url><loc>https://carewell.in/hi/blogs</loc><xhtml:link rel="alternate" hreflang="en-IN" href="https://carewell.in/blogs"/>');
  });

  it('gives each blog post a page of its own, /blog?id=…, with its title, description, canonical address, article preview and Article data', () => {
    const page = readFileSync(path.join(ROOT, 'dist', 'blog', 'balanced-thali', 'index.html'), 'utf8');
    expect(page).toContain('<title>Building a balanced thali | CareWell</title>');
    expect(page).toContain('<meta name="description" content="Dal, sabzi, roti, curd and salad: the traditional thali is a good start. Small changes make it a great one." />');
    expect(page).toContain('<link rel="canonical" href="https://carewell.in/blog?id=balanced-thali" />');
    expect(page).toContain('<meta property="og:type" content="article" />');
    expect(page).toContain('<meta property="og:title" content="Building a balanced thali | CareWell" />');
    expect(page).toContain('data-prerendered-path="/blog" data-prerendered-search="?id=balanced-thali"');
    const data = [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'Article', headline: 'Building a balanced thali', mainEntityOfPage: 'https://carewell.in/blog?id=balanced-thali' }));
    // The post itself, not its loading state: what a crawler that runs no script reads.
    expect(page).toContain('the traditional thali');
  });

  it('gives each blog post its Hindi page under /hi, naming the English one, and lists both in the sitemap', () => {
    const page = readFileSync(path.join(ROOT, 'dist', 'hi', 'blog', 'balanced-thali', 'index.html'), 'utf8');
    expect(page).toContain('<html lang="hi-IN"');
    expect(page).toContain('<link rel="canonical" href="https://carewell.in/hi/blog?id=balanced-thali" />');
    expect(page).toContain('<link rel="alternate" hreflang="en-IN" href="https://carewell.in/blog?id=balanced-thali" />');
    const sitemap = readFileSync(path.join(ROOT, 'dist', 'sitemap.xml'), 'utf8');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(expect.arrayContaining(['https://carewell.in/blog?id=balanced-thali', 'https://carewell.in/hi/blog?id=balanced-thali']));
    expect(locations.filter((location) => location?.includes('/blog?id=')).length).toBe(2 * readdirSync(path.join(ROOT, 'dist', 'blog')).length);
  });

  it('gives every prerendered public page a link preview picture made for it: 1200×630 PNG, under 100 KB, at the site\'s address, described in the page\'s language', () => {
    const image = readFileSync(path.join(ROOT, 'dist', 'og-image.png'));
    expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The PNG header's width and height (IHDR), as the crawlers read them.
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(image.length).toBeLessThan(100 * 1024);
    for (const page of ['index.html', 'blogs/index.html', 'care/landing-page/index.html', 'blog/balanced-thali/index.html']) {
      const html = readFileSync(path.join(ROOT, 'dist', page), 'utf8');
      expect(html, page).toContain('<meta property="og:image" content="https://carewell.in/og-image.png" />');
      expect(html, page).toContain('<meta property="og:image:width" content="1200" /><meta property="og:image:height" content="630" />');
      expect(html, page).toContain('<meta property="og:image:alt" content="CareWell: Care for your whole family, from one app" />');
      expect(html, page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    }
    expect(readFileSync(path.join(ROOT, 'dist', 'hi', 'index.html'), 'utf8')).toContain('<meta property="og:image:alt" content="CareWell: पूरे परिवार की देखभाल, एक ही ऐप से" />');
  });

  it("prerenders our own product's landing page and Smart Clinics, /care/…, in both languages and lists them in the sitemap", () => {
    const sitemap = readFileSync(path.join(ROOT, 'dist', 'sitemap.xml'), 'utf8');
    for (const page of ['/care/landing-page', '/care/Smart-Clinic']) {
      for (const address of [page, `/hi${page}`]) {
        const html = readFileSync(path.join(ROOT, 'dist', address, 'index.html'), 'utf8');
        expect(html, address).toContain(`data-prerendered-path="${page}"`);
        expect(html, address).toContain(`<link rel="canonical" href="https://carewell.in${address}" />`);
        expect(sitemap).toContain(`<loc>https://carewell.in${address}</loc>`);
      }
    }
    expect(readFileSync(path.join(ROOT, 'dist', 'care', 'Smart-Clinic', 'index.html'), 'utf8')).toContain('<title>Smart Clinic | CareWell</title>');
  });
});

