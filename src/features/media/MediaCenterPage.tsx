import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { factSheetText, pressReleasesStructuredData, releaseAnchor, releaseIdOfHash, viewPressRoom } from '../../../domain/content/media-center';
import type { PressRelease, PressRoom } from '../../../domain/content/model';
import { LANGUAGES } from '../../../domain/shared/language';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { CareNumberLink } from '../../ui/CareNumberLink';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { calendarDay } from '../../ui/dates';
import { DownloadIcon, ExternalLinkIcon } from '../../ui/icons';
import { Loadable } from '../../ui/Loadable';
import { richText } from '../../ui/rich-text';
import { StructuredData } from '../../ui/StructuredData';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { mediaMessages } from './messages';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li + li {
    margin-top: 1rem;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
  details {
    margin-top: 0.5rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: 0.25rem 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** A press release: its summary, and its text opened in the page, by a click or by its own address (#release-…). */
function Release({ release, open, onToggle }: { release: PressRelease; open: boolean; onToggle: (open: boolean) => void }) {
  const t = mediaMessages.useT();
  const locale = useLocale();
  const anchor = releaseAnchor(release.id);
  return (
    <li>
      <article id={anchor} aria-labelledby={`${anchor}-title`}>
        <h3 id={`${anchor}-title`} lang="en" translate="no">
          {release.title}
        </h3>
        <p>
          <time dateTime={release.publishedOn}>{calendarDay(release.publishedOn, locale)}</time>
        </p>
        <p lang="en" translate="no">
          {release.summary}
        </p>
        <details open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
          <summary>{t('releases.read')}</summary>
          <div lang="en" translate="no">
            {release.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p>
            <a href={`#${anchor}`}>{t('releases.link')}</a>
          </p>
        </details>
      </article>
    </li>
  );
}

function Releases({ releases }: { releases: PressRelease[] }) {
  const { hash } = useLocation();
  const named = releaseIdOfHash(hash);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(named === null ? [] : [named]));
  const [lastNamed, setLastNamed] = useState(named);

  // An address naming a release opens it, on arrival and when the hash changes; and brings it into view.
  if (named !== lastNamed) {
    setLastNamed(named);
    if (named !== null) setOpened((now) => new Set(now).add(named));
  }
  useEffect(() => {
    if (named !== null) document.getElementById(releaseAnchor(named))?.scrollIntoView();
  }, [named]);

  const toggle = (id: string, open: boolean) =>
    setOpened((now) => {
      if (now.has(id) === open) return now;
      const next = new Set(now);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Items>
      {releases.map((release) => (
        <Release key={release.id} release={release} open={opened.has(release.id)} onToggle={(open) => toggle(release.id, open)} />
      ))}
    </Items>
  );
}

function PressRoomSections({ room }: { room: PressRoom }) {
  const t = mediaMessages.useT();
  const locale = useLocale();
  const view = viewPressRoom(room);
  const factSheet = `data:text/plain;charset=utf-8,${encodeURIComponent(factSheetText(BRAND_NAME, view.facts, view.contact))}`;
  return (
    <>
      <StructuredData data={pressReleasesStructuredData(view.releases, new URL('/media-center', window.location.origin).href, BRAND_NAME)} />
      <section aria-labelledby="media-releases">
        <h2 id="media-releases">{t('releases.title')}</h2>
        <Releases releases={view.releases} />
      </section>
      <section aria-labelledby="media-news">
        <h2 id="media-news">{t('news.title')}</h2>
        <Items>
          {view.coverage.map((story) => (
            <li key={story.id}>
              <p>
                <strong translate="no">{story.outlet}</strong> · <time dateTime={story.publishedOn}>{calendarDay(story.publishedOn, locale)}</time>
              </p>
              <p>
                <a href={story.url} target="_blank" rel="noopener noreferrer">
                  <span lang="en" translate="no">
                    {story.headline}
                  </span>{' '}
                  <ExternalLinkIcon aria-hidden="true" />
                  <span className="visually-hidden"> {t('news.newTab', { outlet: story.outlet })}</span>
                </a>
              </p>
            </li>
          ))}
        </Items>
      </section>
      <section aria-labelledby="media-kit">
        <h2 id="media-kit">{t('kit.title')}</h2>
        <p>
          <img src={view.logoUrl} alt={t('kit.logoAlt', { brand: BRAND_NAME })} width={192} height={64} loading="lazy" />
        </p>
        <p>
          <a href={view.logoUrl} download={`${BRAND_NAME.toLowerCase()}-logo.svg`}>
            <DownloadIcon aria-hidden="true" /> {t('kit.logo')}
          </a>
        </p>
        <h3>{t('kit.facts')}</h3>
        <Facts lang="en" translate="no">
          {view.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </Facts>
        <p>
          <a href={factSheet} download={`${BRAND_NAME.toLowerCase()}-fact-sheet.txt`}>
            <DownloadIcon aria-hidden="true" /> {t('kit.factSheet')}
          </a>
        </p>
      </section>
      <section aria-labelledby="media-contact">
        <h2 id="media-contact">{t('contact.title')}</h2>
        <p>{t('contact.lead')}</p>
        <address>
          <p translate="no">
            <strong>{view.contact.name}</strong>, <span lang="en">{view.contact.role}</span>
          </p>
          <p>
            <a href={`mailto:${view.contact.email}`}>{view.contact.email}</a>
          </p>
          <p>
            <a href={`tel:${view.contact.phone.replace(/[^\d+]/g, '')}`}>{view.contact.phone}</a>
          </p>
        </address>
      </section>
    </>
  );
}

/** /media-center: press releases (opened in the page or by their own address), coverage, the press kit and the media contact. */
export default function MediaCenterPage({ route }: PageProps) {
  const t = mediaMessages.useT();
  const title = usePageTitle(route);
  const locale = useLocale();
  const media = useUseCase(CONTENT.MediaCenter);
  const query = media.pressRoom();
  const state = useQuery(query);
  usePageDescription(t('media.lead', { brand: BRAND_NAME }));

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <p>{t('media.lead', { brand: BRAND_NAME })}</p>
      {locale !== LANGUAGES.en.locale && <Hint>{t('media.inEnglish')}</Hint>}
      <Loadable state={state} what={t('media.what')} retry={query.reload}>
        {(room) => <PressRoomSections room={room} />}
      </Loadable>
      <Hint>{richText((slots) => t('contact.patients', slots), { number: <CareNumberLink /> })}</Hint>
    </Card>
  );
}
