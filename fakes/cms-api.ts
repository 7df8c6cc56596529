import { Ok } from 'ts-results-es';
import { BLOG_PAGE_SIZE } from '../domain/content/blogs';
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
} from '../domain/content/model';
import type { CmsApi } from '../domain/content/ports';
import type { ApiResult } from '../domain/shared/errors';
import type { FakeBackend } from './backend';
import type { FakeBlogPost } from './cms-blogs';
import { FakeCmsService, type FakePolicy } from './cms-service';
import { SCREENING_PLANS, type FakeScreeningPlan } from './cms-screening';
import { FakeWebinarService, type FakeWebinar } from './cms-webinars';

/** The day the policy was last changed, as the HTTP adapter reads the wire's timestamp. */
export function policyOf(type: PolicyType, policy: FakePolicy): PolicyDocument {
  return { type, title: policy.title, html: policy.html, updatedOn: policy.updatedAt.slice(0, 10) };
}

/** A stored post as a list shows it, its day as the HTTP adapter reads the wire's timestamp. */
function summaryOf(post: FakeBlogPost): BlogSummary {
  return { id: post.id, title: post.title, category: post.category, author: post.author, publishedOn: post.publishedAt.slice(0, 10), excerpt: post.excerpt };
}

/** A webinar as the HTTP adapter reads the wire's IST start: the same instant, in UTC. */
function webinarOf({ capacity: _capacity, startsAt, ...webinar }: FakeWebinar): Webinar {
  return { ...webinar, startsAt: new Date(startsAt).toISOString(), speakers: webinar.speakers.map((speaker) => ({ ...speaker })) };
}

/** A plan as the HTTP adapter reads the wire's rupees. */
function screeningPlanOf({ price, mrp, tests, ...plan }: FakeScreeningPlan): ScreeningPlan {
  return { ...plan, tests: tests.map((test) => ({ ...test })), pricePaise: price * 100, mrpPaise: mrp * 100 };
}

/** The cms port on the in-memory fake backend. */
export class FakeCmsApi implements CmsApi {
  private readonly service = new FakeCmsService();
  private readonly webinarService: FakeWebinarService;

  constructor(
    private readonly backend: FakeBackend,
    private readonly token: () => string | null,
  ) {
    this.webinarService = new FakeWebinarService(backend);
  }

  policy(type: PolicyType): ApiResult<PolicyDocument> {
    return this.backend.call(() => this.service.policy(type).map((policy) => policyOf(type, policy)));
  }

  faq(): ApiResult<FaqEntry[]> {
    return this.backend.call(() =>
      this.service.faq().map((entries) => entries.map(({ id, topic, question, answer }) => ({ id, topic, question, answerHtml: answer }))),
    );
  }

  askQuestion(question: ForumQuestion): ApiResult<AskedQuestion> {
    return this.backend.call(() => this.service.askQuestion(this.backend.userByToken(this.token()), question), { mutates: true });
  }

  blogs(request: BlogListRequest): ApiResult<BlogPage> {
    return this.backend.call(() =>
      this.service
        .blogs({ page: request.page, limit: BLOG_PAGE_SIZE, category: request.category ?? '', search: request.search })
        .map((page) => ({ ...page, posts: page.posts.map(summaryOf) })),
    );
  }

  blog(id: string): ApiResult<BlogArticle> {
    return this.backend.call(() =>
      this.service.blog(id).map(({ post, related }) => ({ ...summaryOf(post), html: post.content, related: related.map(summaryOf) })),
    );
  }

  webinars(): ApiResult<Webinar[]> {
    return this.backend.call(() => this.webinarService.list().map((webinars) => webinars.map(webinarOf)));
  }

  registerForWebinar(request: WebinarRegistrationRequest): ApiResult<WebinarRegistration> {
    return this.backend.call(() => this.webinarService.register(request).map(({ registrationId }) => ({ id: registrationId })), { mutates: true });
  }

  screeningPlans(): ApiResult<ScreeningPlan[]> {
    return this.backend.call(() => Ok(SCREENING_PLANS.map(screeningPlanOf)));
  }
}
