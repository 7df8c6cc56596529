import type { Query, QueryCache } from '../shared/query';
import type { MediaContact, PressFact, PressRelease, PressRoom } from './model';
import type { MediaCenterApi } from './ports';
import { byCodeUnits } from '../shared/order';

const RELEASE_ANCHOR_PREFIX = 'release-';

/** A release's own anchor on /media-center, so a link opens it: #release-{id}. */
export function releaseAnchor(id: string): string {
  return `${RELEASE_ANCHOR_PREFIX}${id}`;
}

/** The release an address's fragment names ('#release-…'), or null. */
export function releaseIdOfHash(hash: string): string | null {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  return anchor.startsWith(RELEASE_ANCHOR_PREFIX) && anchor.length > RELEASE_ANCHOR_PREFIX.length ? anchor.slice(RELEASE_ANCHOR_PREFIX.length) : null;
}

/** The press room as the page shows it: releases and coverage newest first. */
export function viewPressRoom(room: PressRoom): PressRoom {
  const newest = <T extends { publishedOn: string }>(items: readonly T[]) => [...items].sort((a, b) => byCodeUnits(b.publishedOn, a.publishedOn));
  return { ...room, releases: newest(room.releases), coverage: newest(room.coverage) };
}

/** The releases for search engines (schema.org NewsArticle), under the organisation that issued them. */
export function pressReleasesStructuredData(releases: readonly PressRelease[], pageUrl: string, publisher: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': releases.map((release) => ({
      '@type': 'NewsArticle',
      headline: release.title,
      description: release.summary,
      datePublished: release.publishedOn,
      inLanguage: 'en-IN',
      url: `${pageUrl}#${releaseAnchor(release.id)}`,
      publisher: { '@type': 'Organization', name: publisher },
    })),
  };
}

/** The fact sheet as a plain-text file a journalist saves: the facts, then whom to ask. */
export function factSheetText(organisation: string, facts: readonly PressFact[], contact: MediaContact): string {
  const lines = [`${organisation}: fact sheet`, '', ...facts.map((fact) => `${fact.label}: ${fact.value}`), '', `Media contact: ${contact.name}, ${contact.role}`, `${contact.email} · ${contact.phone}`];
  return `${lines.join('\n')}\n`;
}

/** /media-center: press releases, coverage, the press kit and the media contact, from one call. */
export class MediaCenter {
  constructor(
    private readonly api: MediaCenterApi,
    private readonly queries: QueryCache,
  ) {}

  /** Kept for revisits. */
  pressRoom(): Query<PressRoom> {
    return this.queries.query(['content', 'media-center'], () => this.api.pressRoom());
  }
}
