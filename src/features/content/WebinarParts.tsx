import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WebinarSpeaker } from '../../../domain/content/model';
import { initials, startInIndia, webinarPath, type WebinarList, type WebinarView } from '../../../domain/content/webinars';
import { useLocale } from '../../i18n/use-locale';
import { Card, PageTitle } from '../../ui/controls';
import { calendarDay } from '../../ui/dates';
import { BackIcon } from '../../ui/icons';
import { contentMessages } from './messages';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  margin-bottom: 0.75rem;
`;

/** The way back to /Webinars at the top of a webinar's and a speaker's page. */
export function BackToWebinars() {
  const t = contentMessages.useT();
  return (
    <Back to="/Webinars">
      <BackIcon aria-hidden="true" size={18} />
      {t('webinar.back')}
    </Back>
  );
}

/** An address naming no webinar or speaker we know: said plainly, with the way to the list. */
export function NotFound({ title, text }: { title: string; text: string }) {
  const t = contentMessages.useT();
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <p>{text}</p>
      <p>
        <Link to="/Webinars">{t('webinar.seeAll')}</Link>
      </p>
    </Card>
  );
}

const Meta = styled.p`
  color: ${({ theme }) => theme.colours.muted};
  font-size: 0.9rem;
  margin: 0.25rem 0;
`;

const Badge = styled.span<{ $tone: 'live' | 'full' | 'seats' }>`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  color: #fff;
  background: ${({ $tone, theme }) => ($tone === 'live' ? theme.colours.error : $tone === 'full' ? theme.colours.muted : theme.colours.primary)};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: 1rem;
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem;
  h3 {
    font-size: 1.05rem;
    margin: 0.25rem 0 0.5rem;
  }
  p {
    margin: 0.4rem 0;
  }
`;

const Section = styled.section`
  h2 {
    font-size: 1.2rem;
    margin: 1.25rem 0 0.75rem;
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colours.primary};
  color: #fff;
  font-weight: 700;
`;

/** When it starts, in India's time (where it is held) and the reader's language, and how long it lasts. */
export function WebinarWhen({ webinar }: { webinar: WebinarView }) {
  const t = contentMessages.useT();
  const locale = useLocale();
  const { day, time } = startInIndia(webinar);
  return (
    <Meta>
      <time dateTime={webinar.startsAt}>{t('webinar.when', { date: calendarDay(day, locale), time })}</time>
      {' · '}
      {t('webinar.duration', { minutes: webinar.durationMinutes })}
    </Meta>
  );
}

/** Live now, full, or the seats left of one still to come; nothing for a past one. */
export function WebinarBadge({ webinar }: { webinar: WebinarView }) {
  const t = contentMessages.useT();
  if (webinar.status === 'live') return <Badge $tone="live">{t('webinar.live')}</Badge>;
  if (webinar.status !== 'upcoming') return null;
  return webinar.seatsLeft === 0 ? <Badge $tone="full">{t('webinar.full')}</Badge> : <Badge $tone="seats">{t('webinar.seatsLeft', { count: webinar.seatsLeft })}</Badge>;
}

/** The speaker's picture: their initials, as the server sends no photo. */
export function SpeakerAvatar({ speaker }: { speaker: WebinarSpeaker }) {
  return (
    <Avatar aria-hidden="true" translate="no">
      {initials(speaker.name)}
    </Avatar>
  );
}

/** The recording of a past webinar, in a new tab, or word that it is on its way. */
export function RecordingLink({ webinar }: { webinar: WebinarView }) {
  const t = contentMessages.useT();
  if (webinar.recordingUrl === null) return <p>{t('webinar.recordingSoon')}</p>;
  return (
    <p>
      <a href={webinar.recordingUrl} target="_blank" rel="noopener noreferrer" aria-label={`${t('webinar.watchOf', { title: webinar.title })} ${t('webinar.opensInNewTab')}`}>
        {t('webinar.watch')}
      </a>
    </p>
  );
}

function WebinarCard({ webinar }: { webinar: WebinarView }) {
  const t = contentMessages.useT();
  return (
    <Item>
      <Meta lang="en" translate="no">
        {webinar.topic}
      </Meta>
      <h3>
        <Link to={webinarPath(webinar.id)} lang="en" translate="no">
          {webinar.title}
        </Link>
        <WebinarBadge webinar={webinar} />
      </h3>
      <WebinarWhen webinar={webinar} />
      <Meta lang="en" translate="no">
        {webinar.speakers.map((speaker) => speaker.name).join(', ')}
      </Meta>
      {webinar.status === 'past' ? (
        <RecordingLink webinar={webinar} />
      ) : (
        <p>
          <Link to={webinarPath(webinar.id)} aria-label={t('webinar.detailsOf', { title: webinar.title })}>
            {t('webinar.details')}
          </Link>
        </p>
      )}
    </Item>
  );
}

function WebinarSection({ heading, webinars, none }: { heading: string; webinars: WebinarView[]; none: string | null }) {
  const id = useId();
  if (webinars.length === 0 && none === null) return null;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {webinars.length === 0 ? (
        <p>{none}</p>
      ) : (
        <Cards>
          {webinars.map((webinar) => (
            <WebinarCard key={webinar.id} webinar={webinar} />
          ))}
        </Cards>
      )}
    </Section>
  );
}

/** Upcoming webinars, then past ones: the list page's, and a speaker's. `none` says what to show for an empty part (null: leave it out). */
export function WebinarSections({ list, headings, none }: { list: WebinarList; headings: [string, string]; none: [string | null, string | null] }) {
  return (
    <>
      <WebinarSection heading={headings[0]} webinars={list.upcoming} none={none[0]} />
      <WebinarSection heading={headings[1]} webinars={list.past} none={none[1]} />
    </>
  );
}
