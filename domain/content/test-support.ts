/**
 * A cms port for the content use-case tests (imported only by *.test.ts beside this file): each
 * call answers what the test set, and is recorded with what it was asked.
 */
import { Err, Ok, type Result } from 'ts-results-es';
import type { ApiError, ApiResult } from '../shared/errors';
import type {
  AskedQuestion,
  BlogArticle,
  BlogListRequest,
  BlogPage,
  FaqEntry,
  ForumQuestion,
  PolicyDocument,
  PolicyType,
  ScreeningPlan,
  Webinar,
  WebinarRegistration,
  WebinarRegistrationRequest,
} from './model';
import type { CmsApi } from './ports';

const NOT_SET: ApiError = { kind: 'not-found', message: 'Data Not Found' };

export interface CmsAnswers {
  policy: (type: PolicyType) => Result<PolicyDocument, ApiError>;
  faq: () => Result<FaqEntry[], ApiError>;
  askQuestion: (question: ForumQuestion) => Result<AskedQuestion, ApiError> | Promise<Result<AskedQuestion, ApiError>>;
  blogs: (request: BlogListRequest) => Result<BlogPage, ApiError>;
  blog: (id: string) => Result<BlogArticle, ApiError>;
  webinars: () => Result<Webinar[], ApiError>;
  registerForWebinar: (request: WebinarRegistrationRequest) => Result<WebinarRegistration, ApiError> | Promise<Result<WebinarRegistration, ApiError>>;
  screeningPlans: () => Result<ScreeningPlan[], ApiError>;
}

export class StubCms implements CmsApi {
  readonly asked: unknown[] = [];
  private readonly answers: CmsAnswers;

  constructor(answers: Partial<CmsAnswers> = {}) {
    this.answers = {
      policy: () => Err(NOT_SET),
      faq: () => Ok([]),
      askQuestion: () => Ok({ id: 'q-1' }),
      blogs: () => Err(NOT_SET),
      blog: () => Err(NOT_SET),
      webinars: () => Ok([]),
      registerForWebinar: () => Ok({ id: 'WR-1' }),
      screeningPlans: () => Ok([]),
      ...answers,
    };
  }

  policy(type: PolicyType): ApiResult<PolicyDocument> {
    this.asked.push(type);
    return Promise.resolve(this.answers.policy(type));
  }

  faq(): ApiResult<FaqEntry[]> {
    this.asked.push('faq');
    return Promise.resolve(this.answers.faq());
  }

  async askQuestion(question: ForumQuestion): ApiResult<AskedQuestion> {
    this.asked.push(question);
    return this.answers.askQuestion(question);
  }

  blogs(request: BlogListRequest): ApiResult<BlogPage> {
    this.asked.push(request);
    return Promise.resolve(this.answers.blogs(request));
  }

  blog(id: string): ApiResult<BlogArticle> {
    this.asked.push(id);
    return Promise.resolve(this.answers.blog(id));
  }

  webinars(): ApiResult<Webinar[]> {
    this.asked.push('webinars');
    return Promise.resolve(this.answers.webinars());
  }

  async registerForWebinar(request: WebinarRegistrationRequest): ApiResult<WebinarRegistration> {
    this.asked.push(request);
    return this.answers.registerForWebinar(request);
  }

  screeningPlans(): ApiResult<ScreeningPlan[]> {
    this.asked.push('screeningPlans');
    return Promise.resolve(this.answers.screeningPlans());
  }
}
