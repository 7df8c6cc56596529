import { Link } from 'react-router-dom';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { useQuery } from '../../ui/use-query';
import { usePageTitle } from '../../i18n/page-titles';
import { DoctorList, DoctorSummary } from './kit';
import { consultationsMessages } from './messages';

/** How many therapists /mental-wellness shows before 'See all therapists'. */
const FEATURED = 4;

/**
 * /mental-wellness and /mental-wellness/AllDoc: psychologists and psychiatrists to talk to,
 * the best rated first; the landing shows a few, AllDoc all of them.
 */
export default function TherapistsPage({ route }: PageProps) {
  const t = consultationsMessages.useT();
  const title = usePageTitle(route);
  const catalogue = useUseCase(CONSULTATIONS.ConsultationCatalogue);
  const all = route.pattern.endsWith('/AllDoc');
  const query = catalogue.therapists();
  const state = useQuery(query);
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {!all && (
        <p>{t('therapists.intro')}</p>
      )}
      {state.kind === 'loading' && <p role="status">{t('therapists.finding')}</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what={t('therapists.listWhat')} retry={() => query.reload()} />}
      {state.kind === 'ready' && (
        <DoctorList aria-label={t('therapists.list')}>
          {(all ? state.value : state.value.slice(0, FEATURED)).map((doctor) => (
            <li key={doctor.id}>
              <DoctorSummary doctor={doctor} />
              <Link to={`/bookTherapist/${encodeURIComponent(doctor.id)}`} aria-label={t('therapists.sessionWith', { name: doctor.name })}>
                {t('therapists.bookSession')}
              </Link>
            </li>
          ))}
        </DoctorList>
      )}
      {!all && (
        <p>
          <Link to="/mental-wellness/AllDoc">{t('therapists.seeAll')}</Link>
        </p>
      )}
      <Hint>{t('therapists.emergency')}</Hint>
    </Card>
  );
}
