import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { jobPath, viewOpenings } from '../../../domain/content/careers';
import { filterFromSearch, searchOfFilter, type OpeningsFilter } from '../../../domain/content/careers-address';
import { LANGUAGES } from '../../../domain/shared/language';
import { DEFAULT_PRODUCT } from '../../app/brand';
import { useUseCase } from '../../app/di';
import { CONTENT } from '../../app/modules/content/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { useLocale } from '../../i18n/use-locale';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { SelectField } from '../../ui/form';
import { Loadable } from '../../ui/Loadable';
import { usePageDescription } from '../../ui/use-page-description';
import { useQuery } from '../../ui/use-query';
import { JobFacts } from './CareerParts';
import { careersMessages } from './messages';

const Filters = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
  border: none;
  margin: 1rem 0 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
  > div {
    flex: 1 1 12rem;
  }
`;

const Jobs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  /* The positions only: each holds a list of its facts, which must not look like a card. */
  > li {
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 1rem;
  }
  > li + li {
    margin-top: 0.75rem;
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0.5rem 0 0;
  }
`;

/** /career: the open positions, newest first, narrowed by team and city; the address keeps the filter. */
export default function CareersPage({ route }: PageProps) {
  const t = careersMessages.useT();
  const title = usePageTitle(route);
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const filter = filterFromSearch(search);
  const careers = useUseCase(CONTENT.Careers);
  const query = careers.openings();
  const state = useQuery(query);
  usePageDescription(t('careers.lead'));

  const choose = (change: Partial<OpeningsFilter>) => navigate({ search: searchOfFilter({ ...filter, ...change }) }, { replace: true });

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <Hint>
        {t('careers.lead')} {locale !== LANGUAGES.en.locale && t('careers.inEnglish')}
      </Hint>
      <p>
        <Link to={`/${DEFAULT_PRODUCT}/join-us`}>{t('careers.doctors')}</Link>
      </p>
      <Loadable state={state} what={t('careers.what')} retry={query.reload}>
        {(all) => {
          const view = viewOpenings(all, filter);
          return (
            <>
              <Filters>
                <legend>{t('careers.filters')}</legend>
                <SelectField label={t('careers.team')} value={filter.team ?? ''} onChange={(event) => choose({ team: event.target.value || null })}>
                  <option value="">{t('careers.anyTeam')}</option>
                  {view.teams.map((team) => (
                    <option key={team} value={team}>
                      {team}
                    </option>
                  ))}
                </SelectField>
                <SelectField label={t('careers.city')} value={filter.city ?? ''} onChange={(event) => choose({ city: event.target.value || null })}>
                  <option value="">{t('careers.anyCity')}</option>
                  {view.cities.map((city) => (
                    <option key={city} value={city}>
                      {city}
                    </option>
                  ))}
                </SelectField>
              </Filters>
              <p role="status">{t('careers.found', { count: view.openings.length })}</p>
              {view.openings.length === 0 ? (
                <p>
                  {t('careers.none')} <Link to="/career">{t('careers.seeAll')}</Link>
                </p>
              ) : (
                <Jobs>
                  {view.openings.map((job) => (
                    <li key={job.id}>
                      <h2 lang="en" translate="no">
                        <Link to={jobPath(DEFAULT_PRODUCT, job.id)}>{job.title}</Link>
                      </h2>
                      <JobFacts job={job} />
                      <p lang="en" translate="no">
                        {job.summary}
                      </p>
                    </li>
                  ))}
                </Jobs>
              )}
            </>
          );
        }}
      </Loadable>
    </Card>
  );
}
