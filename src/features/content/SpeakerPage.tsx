import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { idInAddress, speakerProfile, type SpeakerProfile } from '../../../domain/content/webinars';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { Card, PageTitle } from '../../ui/controls';
import { Loadable } from '../../ui/Loadable';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { contentMessages } from './messages';
import { BackToWebinars, NotFound, SpeakerAvatar, WebinarSections } from './WebinarParts';

const Header = styled.header`
  display: flex;
  gap: 1rem;
  align-items: center;
  h1 {
    margin: 0;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;

/** /{product}/speakers-profile?id=…: who the speaker is and the webinars they speak at. */
export default function SpeakerPage({ route }: PageProps) {
  const { search } = useLocation();
  const title = usePageTitle(route);
  const id = idInAddress(search);
  return id === null ? <NoSuchSpeaker /> : <Speaker id={id} title={title} />;
}

function NoSuchSpeaker() {
  const t = contentMessages.useT();
  return <NotFound title={t('speaker.notFound.title')} text={t('speaker.notFound.text')} />;
}

function Speaker({ id, title }: { id: string; title: string }) {
  const t = contentMessages.useT();
  const webinars = useUseCase(CONTENT.Webinars);
  const query = webinars.list();
  const state = useQuery(query);
  const profile = state.kind === 'ready' ? speakerProfile(state.value, id) : null;

  useEffect(() => {
    if (profile !== null) document.title = `${profile.speaker.name} | ${BRAND_NAME}`;
  }, [profile]);
  usePageDescription(profile?.speaker.bio ?? null);

  if (state.kind === 'ready' && profile === null) return <NoSuchSpeaker />;

  return (
    <Card as="article">
      <BackToWebinars />
      {profile === null && <PageTitle>{title}</PageTitle>}
      <Loadable state={state} what={t('speaker.what')} retry={query.reload}>
        {() => profile !== null && <Profile profile={profile} />}
      </Loadable>
    </Card>
  );
}

function Profile({ profile: { speaker, webinars } }: { profile: SpeakerProfile }) {
  const t = contentMessages.useT();
  return (
    <>
      <Header>
        <SpeakerAvatar speaker={speaker} />
        <div>
          <PageTitle lang="en" translate="no">
            {speaker.name}
          </PageTitle>
          <p lang="en" translate="no">
            {speaker.qualification}
          </p>
        </div>
      </Header>
      <p lang="en" translate="no">
        {speaker.bio}
      </p>
      <WebinarSections list={webinars} headings={[t('speaker.upcoming'), t('speaker.past')]} none={[null, null]} />
    </>
  );
}
