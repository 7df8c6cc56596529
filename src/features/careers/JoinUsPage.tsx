import { useId } from 'react';
import styled from 'styled-components';
import { CONTACT_EMAIL } from '../../app/brand';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { ActionLink, Card, Hint, PageTitle } from '../../ui/controls';
import { CareNumberLink } from '../../ui/CareNumberLink';
import { richText } from '../../ui/rich-text';
import { usePageDescription } from '../../ui/use-page-description';
import { careersMessages } from './messages';

const Part = styled.section`
  margin-top: 1.25rem;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.5rem;
  }
`;

/**
 * /{product}/join-us: how doctors and partners join (by writing or calling the partnerships team:
 * no enquiry call is in the spec), and the way to the open positions for job seekers.
 */
export default function JoinUsPage({ route }: PageProps) {
  const t = careersMessages.useT();
  const title = usePageTitle(route);
  const doctors = useId();
  const partners = useId();
  const jobs = useId();
  usePageDescription(t('join.lead'));
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Hint>{t('join.lead')}</Hint>
      <Part aria-labelledby={doctors}>
        <h2 id={doctors}>{t('join.doctors')}</h2>
        <p>{t('join.doctorsText')}</p>
      </Part>
      <Part aria-labelledby={partners}>
        <h2 id={partners}>{t('join.partners')}</h2>
        <p>{t('join.partnersText')}</p>
      </Part>
      <p>{richText((values) => t('join.write', values), { email: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> })}</p>
      <p>{richText((values) => t('join.call', values), { number: <CareNumberLink /> })}</p>
      <Part aria-labelledby={jobs}>
        <h2 id={jobs}>{t('join.jobs')}</h2>
        <p>{t('join.jobsText')}</p>
        <ActionLink to="/career">{t('join.seeJobs')}</ActionLink>
      </Part>
    </Card>
  );
}
