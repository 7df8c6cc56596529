import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  calendarFileName,
  findWebinar,
  idInAddress,
  speakerPath,
  startInIndia,
  webinarCalendarFile,
  webinarPath,
  webinarStructuredData,
  type RegistrationForm,
  type WebinarView,
} from '../../../domain/content/webinars';
import { describeApiError } from '../../../domain/shared/errors';
import { LANGUAGES } from '../../../domain/shared/language';
import { BRAND_NAME, DEFAULT_PRODUCT } from '../../app/brand';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import { TOKENS } from '../../app/tokens';
import type { PageProps } from '../../app/pages';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { calendarDay } from '../../ui/dates';
import { Actions, FormAlert, Notice, SubmitButton, Success, TextField } from '../../ui/form';
import { Loadable } from '../../ui/Loadable';
import { pageAddress } from '../../ui/page-address';
import { StructuredData } from '../../ui/StructuredData';
import { notSentIfInvalid } from '../../ui/throttled-submit';
import { useForm } from '../../ui/use-form';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { contentMessages } from './messages';
import { BackToWebinars, NotFound, RecordingLink, SpeakerAvatar, WebinarBadge, WebinarWhen } from './WebinarParts';

const Part = styled.section`
  margin-top: 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.75rem;
  }
`;

const Speakers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
  }
  li + li {
    margin-top: 1rem;
  }
  p {
    margin: 0.2rem 0;
  }
`;

/** /webinar?id=…: one webinar, its speakers, and registering for it (with a calendar file) or its recording. */
export default function WebinarPage({ route }: PageProps) {
  const { search } = useLocation();
  const title = usePageTitle(route);
  const id = idInAddress(search);
  return id === null ? <NoSuchWebinar /> : <WebinarDetails id={id} title={title} />;
}

function NoSuchWebinar() {
  const t = contentMessages.useT();
  return <NotFound title={t('webinar.notFound.title')} text={t('webinar.notFound.text')} />;
}

function WebinarDetails({ id, title }: { id: string; title: string }) {
  const t = contentMessages.useT();
  const webinars = useUseCase(CONTENT.Webinars);
  const query = webinars.list();
  const state = useQuery(query);
  const webinar = state.kind === 'ready' ? findWebinar(state.value, id) : null;

  useEffect(() => {
    if (webinar !== null) document.title = `${webinar.title} | ${BRAND_NAME}`;
  }, [webinar]);
  usePageDescription(webinar?.description ?? null);

  if (state.kind === 'ready' && webinar === null) return <NoSuchWebinar />;

  return (
    <Card as="article">
      <BackToWebinars />
      {webinar === null && <PageTitle>{title}</PageTitle>}
      <Loadable state={state} what={t('webinar.what')} retry={query.reload}>
        {() => webinar !== null && <WebinarBody webinar={webinar} />}
      </Loadable>
    </Card>
  );
}

function WebinarBody({ webinar }: { webinar: WebinarView }) {
  const t = contentMessages.useT();
  const locale = useLocale();
  const speakersHeading = useId();
  return (
    <>
      <Hint lang="en" translate="no">
        {webinar.topic}
      </Hint>
      <PageTitle>
        <span lang="en" translate="no">
          {webinar.title}
        </span>
        <WebinarBadge webinar={webinar} />
      </PageTitle>
      <StructuredData data={webinarStructuredData(webinar, pageAddress(webinarPath(webinar.id)), { name: BRAND_NAME, url: pageAddress('/') })} />
      <WebinarWhen webinar={webinar} />
      {locale !== LANGUAGES.en.locale && <Hint>{t('webinars.inEnglish')}</Hint>}
      <p lang="en" translate="no">
        {webinar.description}
      </p>
      <Part aria-labelledby={speakersHeading}>
        <h2 id={speakersHeading}>{t('webinar.speakers')}</h2>
        <Speakers>
          {webinar.speakers.map((speaker) => (
            <li key={speaker.id}>
              <SpeakerAvatar speaker={speaker} />
              <div lang="en" translate="no">
                <p>
                  <strong>
                    <Link to={speakerPath(DEFAULT_PRODUCT, speaker.id)}>{speaker.name}</Link>
                  </strong>
                </p>
                <p>{speaker.qualification}</p>
                <p>{speaker.bio}</p>
              </div>
            </li>
          ))}
        </Speakers>
      </Part>
      <Taking webinar={webinar} />
    </>
  );
}

/** What a patient can do about it now: register before it starts, wait for the recording while it runs, watch it after. */
function Taking({ webinar }: { webinar: WebinarView }) {
  const t = contentMessages.useT();
  const locale = useLocale();
  const heading = useId();
  if (webinar.status === 'past') {
    return (
      <Part aria-labelledby={heading}>
        <h2 id={heading}>{t('webinar.watch')}</h2>
        <p>{t('webinar.pastText', { date: calendarDay(startInIndia(webinar).day, locale) })}</p>
        <RecordingLink webinar={webinar} />
      </Part>
    );
  }
  return (
    <Part aria-labelledby={heading}>
      <h2 id={heading}>{t('webinar.register')}</h2>
      {webinar.status === 'live' ? (
        <Notice>{t('webinar.liveText')}</Notice>
      ) : webinar.seatsLeft === 0 ? (
        <Notice>{t('webinar.fullText')}</Notice>
      ) : (
        <Register webinar={webinar} />
      )}
    </Part>
  );
}

/** The .ics file of the webinar, made on the spot: a data address needs no object URL to free. */
function AddToCalendar({ webinar }: { webinar: WebinarView }) {
  const t = contentMessages.useT();
  const clock = useUseCase(TOKENS.Clock);
  const file = webinarCalendarFile(webinar, {
    url: pageAddress(webinarPath(webinar.id)),
    now: clock.now(),
    labels: { speakers: t('webinar.calendarSpeakers'), join: t('webinar.calendarJoin') },
  });
  return (
    <>
      <p>
        <a href={`data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`} download={calendarFileName(webinar)}>
          {t('webinar.addToCalendar')}
        </a>
      </p>
      <Hint>{t('webinar.calendarHint')}</Hint>
    </>
  );
}

type Outcome = { kind: 'registered'; id: string; form: RegistrationForm } | { kind: 'already-registered' };

function Register({ webinar }: { webinar: WebinarView }) {
  const t = contentMessages.useT();
  const say = useDomainText();
  const webinars = useUseCase(CONTENT.Webinars);
  const [serverError, setServerError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { formRef, values, field, reset, busy, onSubmit, showErrors } = useForm<RegistrationForm, RegistrationForm>({
    initial: () => webinars.draft(),
    validate: (form) => webinars.validate(form),
    onStart: () => setServerError(null),
    submit: async (valid, form) => {
      const registered = await webinars.register(webinar, form);
      if (registered.isOk()) {
        setOutcome({ kind: 'registered', id: registered.value.id, form: valid });
        reset(webinars.draft());
        return;
      }
      const error = registered.error;
      switch (error.kind) {
        case 'in-progress':
          return;
        case 'invalid':
          showErrors(error.fields);
          return notSentIfInvalid(error);
        case 'already-registered':
          setOutcome({ kind: 'already-registered' });
          return;
        case 'webinar-over':
          setServerError(t('webinar.over'));
          return;
        default:
          setServerError(say(describeApiError(error)));
      }
    },
  });
  useEffect(() => webinars.keepDraft(values), [webinars, values]);

  if (outcome !== null) {
    return (
      <Success role="status">
        {outcome.kind === 'registered' ? (
          <>
            <p>
              <strong>{t('webinar.registered')}</strong>
            </p>
            <p>{t('webinar.reference', { id: outcome.id, mobile: outcome.form.mobileNumber, email: outcome.form.email })}</p>
          </>
        ) : (
          <p>{t('webinar.alreadyRegistered')}</p>
        )}
        <AddToCalendar webinar={webinar} />
      </Success>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('webinar.form')}>
      <Hint>{t('webinar.registerLead')}</Hint>
      {serverError && <FormAlert role="alert">{t('webinar.notSent', { reason: serverError })}</FormAlert>}
      <TextField label={t('webinar.name')} autoComplete="name" {...field('name')} />
      <TextField label={t('webinar.mobile')} type="tel" inputMode="tel" autoComplete="tel-national" {...field('mobileNumber')} />
      <TextField label={t('webinar.email')} type="email" autoComplete="email" {...field('email')} />
      <Actions>
        <SubmitButton busy={busy} busyLabel={t('webinar.submitting')}>
          {t('webinar.submit')}
        </SubmitButton>
      </Actions>
    </form>
  );
}
