/**
 * The content the build prerenders a page for each of (vite.config.ts, PRERENDER_CONTENT): every
 * blog post, text and all, as the content service gives it (GET /cms/blogs, GET /cms/blog/{id}),
 * the first page of the blog's list, which /blogs is prerendered with, and the open positions,
 * which /career is prerendered with (GET /cms/careers).
 * The build itself calls no API; this is run just before it, and its file handed to it:
 *
 *   npx tsx scripts/content-snapshot.ts https://api.carewell.in > .tmp/content.json   # the live service
 *   npx tsx scripts/content-snapshot.ts fake > .tmp/content.json   # the seeded posts the demo and the e2e API serve
 *   PRERENDER_CONTENT=.tmp/content.json npm run build
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { Count } from '../adapters/http/commerce-wire';
import { blogListRequest, everyArticle } from '../domain/content/blogs';
import { EMPLOYMENT_TYPES, type BlogArticle, type BlogPage, type JobOpening } from '../domain/content/model';
import type { CareersApi, CmsApi } from '../domain/content/ports';

const Text = v.pipe(v.string(), v.minLength(1));
const Summary = { id: Text, title: Text, category: Text, author: Text, publishedOn: v.pipe(v.string(), v.isoDate()), excerpt: v.string() };
const Opening = v.object({
  id: Text,
  title: Text,
  team: Text,
  city: Text,
  experience: v.object({ min: Count, max: Count }),
  employmentType: v.picklist(EMPLOYMENT_TYPES),
  postedOn: v.pipe(v.string(), v.isoDate()),
  summary: v.string(),
});
const Snapshot = v.object({
  blogs: v.array(v.object({ ...Summary, html: v.string(), related: v.array(v.object(Summary)) })),
  blogList: v.object({ posts: v.array(v.object(Summary)), page: Count, totalPages: Count, total: Count, categories: v.array(Text) }),
  openings: v.array(Opening),
});

/** What a build prerenders from: the posts of the file `content-snapshot.ts` wrote, and the first page of the blog's list. */
export interface ContentSnapshot {
  blogs: BlogArticle[];
  /** /blogs as a visitor first sees it: page 1 of every category, unsearched, as the service lists it. */
  blogList: BlogPage;
  /** /career as a visitor first sees it: every open position (GET /cms/careers). */
  openings: JobOpening[];
}

/** The snapshot in `file`; a file of another shape stops the build rather than prerender half a blog. */
export function readContentSnapshot(file: string): ContentSnapshot {
  const parsed = v.safeParse(Snapshot, JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a content snapshot: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

async function apisAt(source: string): Promise<{ cms: CmsApi; careers: CareersApi }> {
  if (source === 'fake') {
    const [{ FakeBackend }, { FakeCmsApi }, { FakeCareersApi }] = await Promise.all([import('../fakes/backend'), import('../fakes/cms-api'), import('../fakes/careers-api')]);
    const backend = new FakeBackend();
    return { cms: new FakeCmsApi(backend, () => null), careers: new FakeCareersApi(backend) };
  }
  const [{ HttpClient }, { HttpCmsApi }, { HttpCareersApi }] = await Promise.all([import('../adapters/http/client'), import('../adapters/http/cms-api'), import('../adapters/http/careers-api')]);
  const http = new HttpClient({ baseUrl: source, token: () => null, timeoutMs: 30_000 });
  return { cms: new HttpCmsApi(http), careers: new HttpCareersApi(http) };
}

async function main(source: string | undefined): Promise<void> {
  if (source === undefined) throw new Error('usage: npx tsx scripts/content-snapshot.ts <API base URL | fake>');
  const { cms, careers } = await apisAt(source);
  const articles = await everyArticle(cms);
  if (articles.isErr()) throw new Error(`The content service at ${source} did not give every blog post: ${JSON.stringify(articles.error)}`);
  const blogList = await cms.blogs(blogListRequest(''));
  if (blogList.isErr()) throw new Error(`The content service at ${source} did not give the blog's first page: ${JSON.stringify(blogList.error)}`);
  const openings = await careers.openings();
  if (openings.isErr()) throw new Error(`The content service at ${source} did not give the open positions: ${JSON.stringify(openings.error)}`);
  const snapshot: ContentSnapshot = { blogs: articles.value, blogList: blogList.value, openings: openings.value };
  process.stdout.write(`${JSON.stringify(snapshot)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
