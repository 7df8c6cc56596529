import { Err, Ok, type Result } from 'ts-results-es';
import { POLICY_PAGES, type RouteId } from '../navigation/routes';
import { formatIndianDate } from '../shared/calendar-date';
import type { ApiError } from '../shared/errors';
import { POLICY_TYPES, type PolicyType } from './model';
import type { CmsApi } from './ports';
import type { Query, QueryCache } from '../shared/query';

/** The three policies in the order the footer lists them, each with the page that shows it. */
export const POLICY_LINKS: readonly { type: PolicyType; title: string; to: string }[] = [
  { type: 'TERMS_AND_CONDITIONS', title: 'Terms and Conditions', to: POLICY_PAGES.terms },
  { type: 'PRIVACY_POLICY', title: 'Privacy Policy', to: POLICY_PAGES.privacy },
  { type: 'REFUND_POLICY', title: 'Refund Policy', to: POLICY_PAGES.refund },
];

const LINK_OF = new Map(POLICY_LINKS.map((link) => [link.type, link]));

function linkOf(type: PolicyType): { type: PolicyType; title: string; to: string } {
  const link = LINK_OF.get(type);
  if (link === undefined) throw new Error(`no page for policy ${type}`);
  return link;
}

/** Which policy each policy page shows when its address carries no TYPE. */
const PAGE_TYPES: Readonly<Partial<Record<RouteId, PolicyType>>> = {
  'auth-terms': 'TERMS_AND_CONDITIONS',
  'auth-privacy-policy': 'PRIVACY_POLICY',
  'auth-refund-policy': 'REFUND_POLICY',
};

/** The policy a page of the route table is for ('auth-terms' -> TERMS_AND_CONDITIONS), else null. */
export function policyTypeOfRoute(routeId: RouteId): PolicyType | null {
  return PAGE_TYPES[routeId] ?? null;
}

/**
 * A TYPE query value as a policy type. Links typed by hand or pasted from old e-mails come
 * with stray case and spaces, so those are forgiven; anything else is not a policy.
 */
export function parsePolicyType(text: string): PolicyType | null {
  const wanted = text.trim().toUpperCase();
  return POLICY_TYPES.find((type) => type === wanted) ?? null;
}

export type PolicyPageRequest =
  /** Load and show this policy here. */
  | { kind: 'show'; type: PolicyType }
  /** TYPE names another policy: its own page shows it (under its own title), so go there. */
  | { kind: 'elsewhere'; type: PolicyType; to: string }
  /** TYPE is not a policy: say so and offer the three that exist. */
  | { kind: 'unknown-type'; requested: string };

/**
 * What a policy page should do with its address (spec §2: the pages are opened with a TYPE
 * query). A missing or empty TYPE means the page's own policy.
 */
export function policyPageRequest(pageType: PolicyType, search: string): PolicyPageRequest {
  const requested = new URLSearchParams(search).get('TYPE');
  if (requested === null || requested.trim() === '') return { kind: 'show', type: pageType };
  const type = parsePolicyType(requested);
  if (type === null) return { kind: 'unknown-type', requested };
  if (type === pageType) return { kind: 'show', type };
  return { kind: 'elsewhere', type, to: linkOf(type).to };
}

/** A policy ready to show. `html` is the server's, still to be sanitised by the one UI component that renders server HTML. */
export interface PolicyView {
  type: PolicyType;
  title: string;
  html: string;
  /** The date the policy last changed, as sent ('2026-11-01') and as read ('1 November 2026'); null when the server sent no usable date. */
  updatedOn: { iso: string; text: string } | null;
}

export type PolicyLoadError = ApiError;

/** Loads the policy documents of the cms area (GET /cms/policy?TYPE=). */
export class PolicyDocuments {
  constructor(
    private readonly cms: CmsApi,
    private readonly queries: QueryCache,
  ) {}

  /** The document of `type` as its page shows it, kept for revisits. */
  document(type: PolicyType): Query<PolicyView, PolicyLoadError> {
    return this.queries.query(['content', 'policies', type], () => this.load(type));
  }

  async load(type: PolicyType): Promise<Result<PolicyView, PolicyLoadError>> {
    const loaded = await this.cms.policy(type);
    if (loaded.isErr()) return Err(loaded.error);
    const document = loaded.value;
    // Showing the refund policy under 'Privacy Policy' would mislead: a mix-up is an error.
    if (document.type !== type) {
      return Err({ kind: 'bad-response', detail: `asked for ${type}, got ${document.type}` });
    }
    const iso = document.updatedOn.trim();
    const text = formatIndianDate(iso);
    return Ok({
      type,
      title: document.title.trim() === '' ? linkOf(type).title : document.title.trim(),
      html: document.html,
      updatedOn: text === null ? null : { iso, text },
    });
  }
}
