import * as v from 'valibot';
import { BLOG_PAGE_SIZE } from '../../domain/content/blogs';
import type {
  AskedQuestion,
  BlogArticle,
  BlogListRequest,
  BlogPage,
  BlogSummary,
  FaqEntry,
  ForumQuestion,
  PolicyDocument,
  PolicyType,
  ScreeningPlan,
  Webinar,
  WebinarRegistration,
  WebinarRegistrationRequest,
} from '../../domain/content/model';
import { SCREENING_AUDIENCES } from '../../domain/content/model';
import type { CmsApi } from '../../domain/content/ports';
import type { ApiResult } from '../../domain/shared/errors';
import type { HttpClient } from './client';

/** An ISO date or timestamp; only its day is shown. */
const DayOf = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}/),
  v.transform((text) => text.slice(0, 10)),
);

const Text = v.pipe(v.string(), v.minLength(1));

/** Wire shape of GET /cms/policy (docs/api.md). */
export const PolicyWire = v.object({
  type: v.optional(v.string()),
  title: Text,
  content: v.string(),
  updatedAt: DayOf,
});

function policySchema(type: PolicyType) {
  return v.pipe(
    PolicyWire,
    v.transform((wire): PolicyDocument => ({ type, title: wire.title, html: wire.content, updatedOn: wire.updatedAt })),
  );
}

/** GET /faq (docs/api.md). */
const FaqSchema = v.array(
  v.pipe(
    v.object({ id: Text, topic: Text, question: Text, answer: v.string() }),
    v.transform(({ id, topic, question, answer }): FaqEntry => ({ id, topic, question, answerHtml: answer })),
  ),
);

const AskedSchema = v.object({ id: Text });

/** A post as GET /cms/blogs and GET /cms/blog/{id} send it (docs/api.md). */
const BlogSummaryWire = v.object({
  id: Text,
  title: Text,
  category: Text,
  author: v.object({ name: Text }),
  publishedAt: DayOf,
  excerpt: v.string(),
});

function summaryOf(wire: v.InferOutput<typeof BlogSummaryWire>): BlogSummary {
  return { id: wire.id, title: wire.title, category: wire.category, author: wire.author.name, publishedOn: wire.publishedAt, excerpt: wire.excerpt };
}

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

const BlogPageSchema = v.pipe(
  v.object({ blogs: v.array(BlogSummaryWire), page: Count, totalPages: Count, total: Count, categories: v.array(Text) }),
  v.transform(({ blogs, page, totalPages, total, categories }): BlogPage => ({ posts: blogs.map(summaryOf), page, totalPages, total, categories })),
);

const BlogArticleSchema = v.pipe(
  v.object({ ...BlogSummaryWire.entries, content: v.string(), related: v.array(BlogSummaryWire) }),
  v.transform((wire): BlogArticle => ({ ...summaryOf(wire), html: wire.content, related: wire.related.map(summaryOf) })),
);

/** A time with its offset, as the webinar service sends it in IST ('2026-12-01T19:00:00+05:30'): kept as the instant, in UTC. */
const Instant = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/),
  v.transform((text) => new Date(text)),
  v.check((date) => !Number.isNaN(date.getTime())),
  v.transform((date) => date.toISOString()),
);

/** GET /user/webinar/data (docs/api.md). */
const WebinarsSchema = v.array(
  v.pipe(
    v.object({
      id: Text,
      title: Text,
      topic: Text,
      description: v.string(),
      startTime: Instant,
      durationInMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
      seatsLeft: Count,
      recordingUrl: v.nullable(v.pipe(v.string(), v.url())),
      speakers: v.array(v.object({ id: Text, name: Text, qualification: v.string(), bio: v.string() })),
    }),
    v.transform(
      (wire): Webinar => ({
        id: wire.id,
        title: wire.title,
        topic: wire.topic,
        description: wire.description,
        startsAt: wire.startTime,
        durationMinutes: wire.durationInMinutes,
        seatsLeft: wire.seatsLeft,
        speakers: wire.speakers,
        recordingUrl: wire.recordingUrl,
      }),
    ),
  ),
);

const RegistrationSchema = v.pipe(
  v.object({ registrationId: Text }),
  v.transform(({ registrationId }): WebinarRegistration => ({ id: registrationId })),
);

const Rupees = v.pipe(v.number(), v.minValue(0), v.transform((rupees) => Math.round(rupees * 100)));

/** GET /cms/cancer-screening/plans (docs/api.md): prices in rupees. */
const ScreeningPlansSchema = v.array(
  v.pipe(
    v.object({
      id: Text,
      name: Text,
      audience: v.picklist(SCREENING_AUDIENCES),
      summary: v.string(),
      whoFor: v.string(),
      preparation: v.string(),
      tests: v.array(v.object({ name: Text, detects: v.string() })),
      price: Rupees,
      mrp: Rupees,
      homeCollection: v.boolean(),
      labPackageId: v.nullable(Text),
    }),
    v.transform(({ price, mrp, ...plan }): ScreeningPlan => ({ ...plan, pricePaise: price, mrpPaise: Math.max(mrp, price) })),
  ),
);

/** The cms area over HTTP. The HTML is passed on as is: the page sanitises it before showing it. */
export class HttpCmsApi implements CmsApi {
  constructor(private readonly http: HttpClient) {}

  policy(type: PolicyType): ApiResult<PolicyDocument> {
    return this.http.get('/cms/policy', { query: { TYPE: type }, data: policySchema(type) });
  }

  faq(): ApiResult<FaqEntry[]> {
    return this.http.get('/faq', { data: FaqSchema });
  }

  askQuestion(question: ForumQuestion): ApiResult<AskedQuestion> {
    return this.http.post('/forum/question', { body: { topic: question.topic, question: question.question }, data: AskedSchema });
  }

  blogs(request: BlogListRequest): ApiResult<BlogPage> {
    return this.http.get('/cms/blogs', {
      query: { page: request.page, limit: BLOG_PAGE_SIZE, category: request.category ?? undefined, search: request.search === '' ? undefined : request.search },
      data: BlogPageSchema,
    });
  }

  blog(id: string): ApiResult<BlogArticle> {
    return this.http.get(`/cms/blog/${encodeURIComponent(id)}`, { data: BlogArticleSchema });
  }

  webinars(): ApiResult<Webinar[]> {
    return this.http.get('/user/webinar/data', { data: WebinarsSchema });
  }

  registerForWebinar(request: WebinarRegistrationRequest): ApiResult<WebinarRegistration> {
    const { webinarId, name, mobileNumber, email } = request;
    return this.http.post('/user/webinar', { body: { webinarId, name, mobileNumber, email }, data: RegistrationSchema });
  }

  screeningPlans(): ApiResult<ScreeningPlan[]> {
    return this.http.get('/cms/cancer-screening/plans', { data: ScreeningPlansSchema });
  }
}
