import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { canJoin, checkCancel, checkReschedule, STATUS_LABELS } from '../../../domain/consultations/appointment-rules';
import type { Appointment } from '../../../domain/consultations/model';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { Panel } from '../../ui/Panel';
import { rupees } from '../../ui/price';
import { Status } from '../../ui/Status';
import { Tag } from '../../ui/Tag';
import { ConsultationById } from './ConsultationById';
import { CancelConsultationDialog } from './dialogs';
import { DoctorSummary, useSlotLabel } from './kit';
import { consultationsMessages } from './messages';
import { callPath } from './MyConsultationsPage';
import { PrescriptionBody } from './PrescriptionBody';
import { SharedRecordList } from './SharedRecords';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** /patient/consultation-detail?id=…: doctor, time, status, the reason and the records shared, the doctor's notes and the prescription. */
export default function ConsultationDetailPage({ route }: PageProps) {
  const consultations = useUseCase(CONSULTATIONS.MyConsultations);
  const t = consultationsMessages.useT();
  const title = usePageTitle(route);
  return (
    <ConsultationById title={title} unnamed={t('detail.unnamed')} loading={t('detail.loading')} what={t('detail.loadFailed')} query={(id) => consultations.appointment(id)}>
      {(appointment) => <ConsultationDetail title={title} appointment={appointment} />}
    </ConsultationById>
  );
}

/** The cancel's answer shows through the appointment's query. */
function ConsultationDetail({ title, appointment }: { title: string; appointment: Appointment }) {
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const slotLabel = useSlotLabel();
  const clock = useUseCase(TOKENS.Clock);
  const [search] = useSearchParams();
  const [cancelling, setCancelling] = useState(false);
  const now = clock.now();

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {search.get('booked') === '1' && appointment.status === 'BOOKED' && (
        <Status role="status">{t('detail.booked')}</Status>
      )}
      <DoctorSummary doctor={appointment.doctor} />
      <Facts style={{ marginTop: '1rem' }}>
        <dt>{t('detail.when')}</dt>
        <dd>{slotLabel(appointment.slot)}</dd>
        <dt>{t('detail.status')}</dt>
        <dd>
          <Tag>{say(STATUS_LABELS[appointment.status])}</Tag>
        </dd>
        <dt>{t('detail.patient')}</dt>
        <dd>{appointment.patientName}</dd>
        <dt>{t('detail.reason')}</dt>
        {/* The symptoms are the domain's list (translated); the reason is the patient's own words. */}
        <dd>{[...appointment.symptoms.map(say), appointment.reason].filter((part) => part !== '').join(' · ')}</dd>
        <dt>{t('share.shared')}</dt>
        <dd>{appointment.sharedRecords.length === 0 ? t('share.sharedNone') : <SharedRecordList records={appointment.sharedRecords} />}</dd>
        <dt>{t('detail.paid')}</dt>
        <dd>{appointment.coveredBySubscription && appointment.paidPaise === 0 ? t('detail.covered') : rupees(appointment.paidPaise)}</dd>
        {appointment.cancelReason && (
          <>
            <dt>{t('detail.cancelReason')}</dt>
            <dd>
              {say(appointment.cancelReason)}
              {appointment.refundPaise !== null && appointment.refundPaise > 0 && ` · ${t('detail.refund', { amount: rupees(appointment.refundPaise) })}`}
            </dd>
          </>
        )}
      </Facts>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', margin: '1rem 0' }}>
        {canJoin(appointment, now) && <Link to={callPath(appointment)}>{t('detail.joinCall')}</Link>}
        {checkReschedule(appointment, now).allowed && <Link to={`/patient/update-consultation/${encodeURIComponent(appointment.id)}`}>{t('detail.reschedule')}</Link>}
        {checkCancel(appointment, now).allowed && (
          <Button type="button" $variant="secondary" onClick={() => setCancelling(true)}>
            {t('detail.cancel')}
          </Button>
        )}
        {appointment.paidPaise > 0 && <Link to={`/book/invoice?id=${encodeURIComponent(appointment.id)}`}>{t('detail.invoice')}</Link>}
      </div>
      {appointment.notes && (
        <Panel aria-labelledby="notes-heading">
          <h2 id="notes-heading">{t('detail.notes')}</h2>
          <p>{appointment.notes}</p>
        </Panel>
      )}
      {appointment.prescription ? (
        <Panel aria-labelledby="rx-heading">
          <h2 id="rx-heading">{t('detail.prescription')}</h2>
          <PrescriptionBody prescription={appointment.prescription} />
          <Link to={`/patient/view-prescription?id=${encodeURIComponent(appointment.id)}`}>{t('detail.printable')}</Link>
        </Panel>
      ) : (
        appointment.status !== 'CANCELLED' && <Hint>{t('detail.prescriptionLater')}</Hint>
      )}
      {cancelling && (
        <CancelConsultationDialog
          appointment={appointment}
          onClose={() => setCancelling(false)}
          onDone={() => setCancelling(false)}
        />
      )}
    </Card>
  );
}
