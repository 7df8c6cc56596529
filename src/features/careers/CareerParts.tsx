import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobOpening } from '../../../domain/content/model';
import { Card, PageTitle } from '../../ui/controls';
import { calendarDay } from '../../ui/dates';
import { BackIcon } from '../../ui/icons';
import { useLocale } from '../../i18n/use-locale';
import { careersMessages } from './messages';

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  list-style: none;
  margin: 0.25rem 0;
  padding: 0;
  color: ${({ theme }) => theme.colours.muted};
  font-size: 0.95rem;
`;

/** Team, city, experience, type and the day it was posted: what a job seeker scans a list for. */
export function JobFacts({ job }: { job: JobOpening }) {
  const t = careersMessages.useT();
  const locale = useLocale();
  return (
    <Facts aria-label={t('job.facts')}>
      <li lang="en" translate="no">
        {job.team}
      </li>
      <li lang="en" translate="no">
        {job.city}
      </li>
      <li>{t('job.experience', { min: job.experience.min, max: job.experience.max })}</li>
      <li>{t('job.type', { type: job.employmentType })}</li>
      <li>{t('job.posted', { date: calendarDay(job.postedOn, locale) })}</li>
    </Facts>
  );
}

export function BackToCareers() {
  const t = careersMessages.useT();
  return (
    <p>
      <Link to="/career">
        <BackIcon aria-hidden="true" /> {t('job.back')}
      </Link>
    </p>
  );
}

/** An address with no position, or one no longer open: the Data Not Found page of this area. */
export function NoSuchJob() {
  const t = careersMessages.useT();
  return (
    <Card>
      <PageTitle>{t('job.notFound.title')}</PageTitle>
      <p>{t('job.notFound.text')}</p>
      <p>
        <Link to="/career">{t('careers.seeAll')}</Link>
      </p>
    </Card>
  );
}
