import { Link } from 'react-router-dom';
import { checkReschedule } from '../../../domain/consultations/appointment-rules';
import { slotLabel } from '../../../domain/consultations/slots';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Titled } from './kit';
import { Card, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { Status } from '../../ui/Status';
import { useQuery } from '../../ui/use-query';
import { RescheduleForm } from './dialogs';

/** /patient/update-consultation/{id}: the reschedule as a page, for links from reminders and messages. */
export default function UpdateConsultationPage({ route, params }: PageProps) {
  const consultations = useUseCase(CONSULTATIONS.MyConsultations);
  const clock = useUseCase(TOKENS.Clock);
  const id = params.id ?? '';
  const query = consultations.appointment(id);
  const state = useQuery(query);
  if (state.kind === 'loading') return (
      <Titled title={route.title}>
        <p role="status">Loading the consultation…</p>
      </Titled>
    );
  if (state.kind === 'failed') return (
      <Titled title={route.title}>
        <LoadFailed error={state.error} what="this consultation" retry={() => query.reload()} />
      </Titled>
    );
  const appointment = state.value;
  const check = checkReschedule(appointment, clock.now());
  return (
    <Card>
      <PageTitle>{route.title}</PageTitle>
      {appointment.rescheduleCount > 0 && <Status role="status">Booked for {slotLabel(appointment.slot)}.</Status>}
      {check.allowed ? <RescheduleForm appointment={appointment} /> : <p>{check.reason}</p>}
      <p>
        <Link to={`/patient/consultation-detail?id=${encodeURIComponent(appointment.id)}`}>Back to the consultation</Link>
      </p>
    </Card>
  );
}
