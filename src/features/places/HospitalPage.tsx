import { Link, useSearchParams } from 'react-router-dom';
import { useUseCase } from '../../app/di';
import { PLACES } from '../../app/modules/places/tokens';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../i18n/page-titles';
import { hospitalPath, hospitalStructuredData } from '../../../domain/places/hospitals';
import { Card, PageTitle } from '../../ui/controls';
import { Loadable } from '../../ui/Loadable';
import { StructuredData } from '../../ui/StructuredData';
import { Tag } from '../../ui/Tag';
import { useQuery } from '../../ui/use-query';
import { List, Muted, PlaceCard, ReachLinks } from './kit';
import { placesMessages } from './messages';

/** What a patient sees for a hospital that is not there: the app's "not found", and the way back. */
function NotFound({ title, text }: { title: string; text: string }) {
  const t = placesMessages.useT();
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <p role="alert">{text}</p>
      <Link to="/hospitals">{t('hospital.back')}</Link>
    </Card>
  );
}

/**
 * /hospitals/IndiHospital?id=…: one hospital, how to reach it (tap to call, directions) and its
 * departments. The route has no id segment, so the id is the query.
 */
export default function HospitalPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const finder = useUseCase(PLACES.HospitalFinder);
  const query = id === '' ? null : finder.hospital(id);
  const state = useQuery(query);
  const t = placesMessages.useT();
  const title = usePageTitle(route);

  if (query === null) return <NotFound title={title} text={t('hospital.noId')} />;
  if (state.kind === 'failed' && state.error.kind === 'not-found') return <NotFound title={t('hospital.notFound')} text={t('hospital.notFoundText')} />;
  return (
    <Loadable state={state} what={t('hospital.what')} retry={query.reload}>
      {(hospital) => (
        <>
          <PageTitle translate="no">{hospital.name}</PageTitle>
          <StructuredData data={hospitalStructuredData(hospital, new URL(hospitalPath(hospital.id), window.location.origin).href)} />
          <p>
            {hospital.emergency && <Tag $tone="warning">{t('hospital.emergency')}</Tag>} <Muted>{t('hospital.beds', { count: hospital.beds })}</Muted>
            {hospital.accreditations.length > 0 && (
              <>
                {' · '}
                <Muted>{t('hospital.accredited', { list: hospital.accreditations.join(', ') })}</Muted>
              </>
            )}
          </p>
          <PlaceCard aria-labelledby="hospital-contact">
            <h2 id="hospital-contact">{t('hospital.contact')}</h2>
            <address translate="no" style={{ fontStyle: 'normal' }}>
              {hospital.address}
            </address>
            <ReachLinks place={hospital} />
          </PlaceCard>
          <section aria-labelledby="hospital-departments" style={{ marginTop: '1.5rem' }}>
            <h2 id="hospital-departments">{t('hospital.departments')}</h2>
            <List>
              {hospital.departments.map((department) => (
                <li key={department.name}>
                  <strong translate="no">{department.name}</strong> <Muted translate="no">{department.location}</Muted>
                </li>
              ))}
            </List>
          </section>
        </>
      )}
    </Loadable>
  );
}
