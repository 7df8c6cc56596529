import { Link } from 'react-router-dom';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { useQuery } from '../../ui/use-query';
import { DoctorList, DoctorSummary } from './kit';

/** How many therapists /mental-wellness shows before 'See all therapists'. */
const FEATURED = 4;

/**
 * /mental-wellness and /mental-wellness/AllDoc: psychologists and psychiatrists to talk to,
 * the best rated first; the landing shows a few, AllDoc all of them.
 */
export default function TherapistsPage({ route }: PageProps) {
  const catalogue = useUseCase(CONSULTATIONS.ConsultationCatalogue);
  const all = route.pattern.endsWith('/AllDoc');
  const query = catalogue.therapists();
  const state = useQuery(query);
  return (
    <Card>
      <PageTitle>{all ? 'All therapists' : 'Mental wellness'}</PageTitle>
      {!all && (
        <p>
          Talk privately to a counselling psychologist or a psychiatrist by video, one session at a time or as a package. Your therapy sessions are
          yours alone: they are booked from your own account and are never shown to your family members.
        </p>
      )}
      {state.kind === 'loading' && <p role="status">Finding therapists…</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what="the therapists" retry={() => query.reload()} />}
      {state.kind === 'ready' && (
        <DoctorList aria-label="Therapists">
          {(all ? state.value : state.value.slice(0, FEATURED)).map((doctor) => (
            <li key={doctor.id}>
              <DoctorSummary doctor={doctor} />
              <Link to={`/bookTherapist/${encodeURIComponent(doctor.id)}`} aria-label={`Book a session with ${doctor.name}`}>
                Book a session
              </Link>
            </li>
          ))}
        </DoctorList>
      )}
      {!all && (
        <p>
          <Link to="/mental-wellness/AllDoc">See all therapists</Link>
        </p>
      )}
      <Hint>In an emergency, or if you are thinking of harming yourself, call 112 or go to the nearest hospital now.</Hint>
    </Card>
  );
}
