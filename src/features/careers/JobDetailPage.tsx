import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { applicationPath, jobPath, jobPostingStructuredData } from '../../../domain/content/careers';
import type { JobDetail } from '../../../domain/content/model';
import { idInAddress } from '../../../domain/content/webinars';
import { BRAND_NAME, DEFAULT_PRODUCT } from '../../app/brand';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { ActionLink, Card, PageTitle } from '../../ui/controls';
import { Loadable } from '../../ui/Loadable';
import { StructuredData } from '../../ui/StructuredData';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { BackToCareers, JobFacts, NoSuchJob } from './CareerParts';
import { careersMessages } from './messages';

const Part = styled.section`
  margin-top: 1.5rem;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.5rem;
  }
`;

/** /{product}/job-detail?id=…: one position, what it is and asks for, and the way to apply. */
export default function JobDetailPage({ route }: PageProps) {
  const { search } = useLocation();
  const title = usePageTitle(route);
  const id = idInAddress(search);
  return id === null ? <NoSuchJob /> : <Job id={id} title={title} />;
}

function Job({ id, title }: { id: string; title: string }) {
  const t = careersMessages.useT();
  const careers = useUseCase(CONTENT.Careers);
  const query = careers.opening(id);
  const state = useQuery(query);
  const job = state.kind === 'ready' ? state.value : null;

  useEffect(() => {
    if (job !== null) document.title = `${job.title} | ${BRAND_NAME}`;
  }, [job]);
  usePageDescription(job?.summary ?? null);

  if (state.kind === 'failed' && state.error.kind === 'not-found') return <NoSuchJob />;

  return (
    <Card as="article">
      <BackToCareers />
      {job === null && <PageTitle>{title}</PageTitle>}
      <Loadable state={state} what={t('job.what')} retry={query.reload}>
        {(detail) => <JobBody job={detail} />}
      </Loadable>
    </Card>
  );
}

function JobBody({ job }: { job: JobDetail }) {
  const t = careersMessages.useT();
  const role = useId();
  const duties = useId();
  const needs = useId();
  return (
    <>
      <PageTitle lang="en" translate="no">
        {job.title}
      </PageTitle>
      <JobFacts job={job} />
      <StructuredData data={jobPostingStructuredData(job, new URL(jobPath(DEFAULT_PRODUCT, job.id), window.location.origin).href, BRAND_NAME)} />
      <Part aria-labelledby={role}>
        <h2 id={role}>{t('job.role')}</h2>
        <p lang="en" translate="no">
          {job.description}
        </p>
      </Part>
      <Part aria-labelledby={duties}>
        <h2 id={duties}>{t('job.responsibilities')}</h2>
        <ul lang="en" translate="no">
          {job.responsibilities.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Part>
      <Part aria-labelledby={needs}>
        <h2 id={needs}>{t('job.requirements')}</h2>
        <ul lang="en" translate="no">
          {job.requirements.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Part>
      <p>
        <ActionLink to={applicationPath(DEFAULT_PRODUCT, job.id)}>{t('job.apply')}</ActionLink>
      </p>
      <p>
        <Link to="/career">{t('apply.more')}</Link>
      </p>
    </>
  );
}
