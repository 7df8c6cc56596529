import { Link } from 'react-router-dom';
import { checkReschedule } from '../../../domain/consultations/appointment-rules';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { Card, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { Status } from '../../ui/Status';
import { useQuery } from '../../ui/use-query';
import { RescheduleForm } from './dialogs';
import { Titled, useSlotLabel } from './kit';
import { consultationsMessages } from './messages';

/** /patient/update-consultation/{id}: the reschedule as a page, for links from reminders and messages. */
export default function UpdateConsultationPage({ route, params }: PageProps) {
  const consultations = useUseCase(CONSULTATIONS.MyConsultations);
  const clock = useUseCase(TOKENS.Clock);
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const slotLabel = useSlotLabel();
  const title = usePageTitle(route);
  const id = params.id ?? '';
  const query = consultations.appointment(id);
  const state = useQuery(query);
  if (state.kind === 'loading') return (
      <Titled title={title}>
        <p role="status">{t('detail.loading')}</p>
      </Titled>
    );
  if (state.kind === 'failed') return (
      <Titled title={title}>
        <LoadFailed error={state.error} what={t('detail.loadFailed')} retry={() => query.reload()} />
      </Titled>
    );
  const appointment = state.value;
  const check = checkReschedule(appointment, clock.now());
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {appointment.rescheduleCount > 0 && <Status role="status">{t('reschedule.booked', { when: slotLabel(appointment.slot) })}</Status>}
      {check.allowed ? <RescheduleForm appointment={appointment} /> : <p>{say(check.reason)}</p>}
      <p>
        <Link to={`/patient/consultation-detail?id=${encodeURIComponent(appointment.id)}`}>{t('reschedule.back')}</Link>
      </p>
    </Card>
  );
}
