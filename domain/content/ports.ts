import type { ApiResult } from '../shared/errors';
import type {
  AskedQuestion,
  BlogArticle,
  BlogListRequest,
  BlogPage,
  CorporateEnquiryReceipt,
  CorporateEnquiryRequest,
  CorporateWellnessOffer,
  FaqEntry,
  ForumQuestion,
  JobApplication,
  JobApplicationRequest,
  JobDetail,
  JobOpening,
  PolicyDocument,
  PolicyType,
  PressRoom,
  ScreeningPlan,
  Webinar,
  WebinarRegistration,
  WebinarRegistrationRequest,
} from './model';

/** The cms area of the API. */
export interface CmsApi {
  /** GET /cms/policy?TYPE= */
  policy(type: PolicyType): ApiResult<PolicyDocument>;
  /** GET /faq: every question with its answer. */
  faq(): ApiResult<FaqEntry[]>;
  /** POST /forum/question (assumed, docs/api.md): signed in. */
  askQuestion(question: ForumQuestion): ApiResult<AskedQuestion>;
  /** GET /cms/blogs?page=&limit=&category=&search= (assumed, docs/api.md). */
  blogs(request: BlogListRequest): ApiResult<BlogPage>;
  /** GET /cms/blog/{id} (assumed, docs/api.md): unknown id is not-found. */
  blog(id: string): ApiResult<BlogArticle>;
  /** GET /user/webinar/data (spec §7; shape assumed, docs/api.md): every webinar, upcoming and past. */
  webinars(): ApiResult<Webinar[]>;
  /**
   * POST /user/webinar (spec §7; shape assumed, docs/api.md): no sign-in. A second registration of
   * the same mobile number is conflict; a webinar that has started is rejected; an unknown one not-found.
   */
  registerForWebinar(request: WebinarRegistrationRequest): ApiResult<WebinarRegistration>;
  /** GET /cms/cancer-screening/plans (assumed, docs/api.md): every plan with what it tests; no sign-in. */
  screeningPlans(): ApiResult<ScreeningPlan[]>;
}

/** The careers calls of the cms area (assumed shapes, docs/api.md "Careers"): no sign-in. */
export interface CareersApi {
  /** GET /cms/careers: every open position. */
  openings(): ApiResult<JobOpening[]>;
  /** GET /cms/careers/{id}: one position; an unknown or closed one is not-found. */
  opening(id: string): ApiResult<JobDetail>;
  /**
   * POST /cms/careers/{id}/apply: an application with its resume, reporting the share of it sent.
   * A second application of the same mobile number to the same position is conflict.
   */
  apply(request: JobApplicationRequest, onProgress?: (fraction: number) => void): ApiResult<JobApplication>;
}

/** The corporate wellness calls of the cms area (assumed shapes, docs/api.md "Corporate wellness"): no sign-in. */
export interface CorporateWellnessApi {
  /** GET /cms/corporate-wellness: what we offer employers and the companies with us. */
  offer(): ApiResult<CorporateWellnessOffer>;
  /** POST /cms/corporate-wellness/enquiry: an employer's enquiry; a field the service refuses is rejected. */
  enquire(request: CorporateEnquiryRequest): ApiResult<CorporateEnquiryReceipt>;
}

/** The media center call of the cms area (assumed shape, docs/api.md "Media center"): no sign-in. */
export interface MediaCenterApi {
  /** GET /cms/media-center: press releases, coverage, the press kit and the media contact. */
  pressRoom(): ApiResult<PressRoom>;
}
