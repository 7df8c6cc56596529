import { Ok } from 'ts-results-es';
import type { FakeBackend } from '../backend';
import type { FakeBlogPost } from '../cms-blogs';
import type { FakeCmsService } from '../cms-service';
import { SCREENING_PLANS } from '../cms-screening';
import { FakeWebinarService, istTimestamp, type FakeWebinar } from '../cms-webinars';
import type { Route } from './app';
import { str } from './request-fields';

/** A post as a list sends it (docs/api.md "GET /cms/blogs"). */
function blogSummaryWire(post: FakeBlogPost) {
  return { id: post.id, title: post.title, category: post.category, author: { name: post.author }, publishedAt: post.publishedAt, excerpt: post.excerpt };
}

/** A webinar as GET /user/webinar/data sends it (docs/api.md). */
function webinarWire(webinar: FakeWebinar) {
  return {
    id: webinar.id,
    title: webinar.title,
    topic: webinar.topic,
    description: webinar.description,
    startTime: istTimestamp(webinar.startsAt),
    durationInMinutes: webinar.durationMinutes,
    seatsLeft: webinar.seatsLeft,
    recordingUrl: webinar.recordingUrl,
    speakers: webinar.speakers.map(({ id, name, qualification, bio }) => ({ id, name, qualification, bio })),
  };
}

function whole(text: string | null, fallback: number): number {
  const value = Number(text);
  return text !== null && Number.isSafeInteger(value) ? value : fallback;
}

/** The FAQ, the forum question, the blog and the webinars of docs/api.md over the fake CMS. Registered by createFakeApi (fakes/server/app.ts). */
export function contentRoutes(backend: FakeBackend, cms: FakeCmsService): Route[] {
  const webinars = new FakeWebinarService(backend);
  return [
    {
      method: 'GET',
      path: /^\/faq$/,
      mutates: false,
      handle: () => cms.faq().map((entries) => entries.map(({ id, topic, question, answer }) => ({ id, topic, question, answer }))),
    },
    {
      method: 'POST',
      path: /^\/forum\/question$/,
      mutates: true,
      handle: (c) => cms.askQuestion(backend.userByToken(c.token), { topic: str(c.body.topic), question: str(c.body.question) }),
    },
    {
      method: 'GET',
      path: /^\/cms\/blogs$/,
      mutates: false,
      handle: (c) =>
        cms
          .blogs({
            page: whole(c.query.get('page'), 1),
            limit: whole(c.query.get('limit'), 10),
            category: c.query.get('category') ?? '',
            search: c.query.get('search') ?? '',
          })
          .map(({ posts, page, totalPages, total, categories }) => ({ blogs: posts.map(blogSummaryWire), page, totalPages, total, categories })),
    },
    {
      method: 'GET',
      path: /^\/cms\/blog\/([^/]+)$/,
      mutates: false,
      handle: (c) =>
        cms.blog(c.params[0] ?? '').map(({ post, related }) => ({ ...blogSummaryWire(post), content: post.content, related: related.map(blogSummaryWire) })),
    },
    {
      method: 'GET',
      path: /^\/user\/webinar\/data$/,
      mutates: false,
      handle: () => webinars.list().map((list) => list.map(webinarWire)),
    },
    {
      method: 'POST',
      path: /^\/user\/webinar$/,
      mutates: true,
      handle: (c) =>
        webinars.register({ webinarId: str(c.body.webinarId), name: str(c.body.name), mobileNumber: str(c.body.mobileNumber), email: str(c.body.email) }),
    },
      {
      method: 'GET',
      path: /^\/cms\/cancer-screening\/plans$/,
      mutates: false,
      handle: () => Ok(SCREENING_PLANS.map((plan) => ({ ...plan, tests: plan.tests.map((test) => ({ ...test })) }))),
    },
  ];
}
