import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { canJoin, checkCancel, checkReschedule, STATUS_LABELS } from '../../../domain/consultations/appointment-rules';
import type { Appointment } from '../../../domain/consultations/model';
import { slotLabel } from '../../../domain/consultations/slots';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { Panel } from '../../ui/Panel';
import { rupees } from '../../ui/price';
import { Status } from '../../ui/Status';
import { Tag } from '../../ui/Tag';
import { ConsultationById } from './ConsultationById';
import { CancelConsultationDialog } from './dialogs';
import { DoctorSummary } from './kit';
import { callPath } from './MyConsultationsPage';
import { PrescriptionBody } from './PrescriptionBody';

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

/** /patient/consultation-detail?id=…: doctor, time, status, the reason, the doctor's notes and the prescription. */
export default function ConsultationDetailPage({ route }: PageProps) {
  const consultations = useUseCase(CONSULTATIONS.MyConsultations);
  return (
    <ConsultationById title={route.title} names="consultation" loading="Loading the consultation…" what="this consultation" query={(id) => consultations.appointment(id)}>
      {(appointment) => <ConsultationDetail title={route.title} appointment={appointment} />}
    </ConsultationById>
  );
}

/** The cancel's answer shows through the appointment's query. */
function ConsultationDetail({ title, appointment }: { title: string; appointment: Appointment }) {
  const clock = useUseCase(TOKENS.Clock);
  const [search] = useSearchParams();
  const [cancelling, setCancelling] = useState(false);
  const now = clock.now();

  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {search.get('booked') === '1' && appointment.status === 'BOOKED' && (
        <Status role="status">Your consultation is booked. We will remind you 15 minutes before it starts; join from My Consultations.</Status>
      )}
      <DoctorSummary doctor={appointment.doctor} />
      <Facts style={{ marginTop: '1rem' }}>
        <dt>When</dt>
        <dd>{slotLabel(appointment.slot)}</dd>
        <dt>Status</dt>
        <dd>
          <Tag>{STATUS_LABELS[appointment.status]}</Tag>
        </dd>
        <dt>Patient</dt>
        <dd>{appointment.patientName}</dd>
        <dt>Symptoms and reason</dt>
        <dd>{[...appointment.symptoms, appointment.reason].filter((part) => part !== '').join(' · ')}</dd>
        <dt>Paid</dt>
        <dd>{appointment.coveredBySubscription && appointment.paidPaise === 0 ? 'Covered by your subscription' : rupees(appointment.paidPaise)}</dd>
        {appointment.cancelReason && (
          <>
            <dt>Cancelled because</dt>
            <dd>
              {appointment.cancelReason}
              {appointment.refundPaise !== null && appointment.refundPaise > 0 && ` · refund ${rupees(appointment.refundPaise)} in 5 to 7 working days`}
            </dd>
          </>
        )}
      </Facts>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', margin: '1rem 0' }}>
        {canJoin(appointment, now) && <Link to={callPath(appointment)}>Join the call</Link>}
        {checkReschedule(appointment, now).allowed && <Link to={`/patient/update-consultation/${encodeURIComponent(appointment.id)}`}>Reschedule</Link>}
        {checkCancel(appointment, now).allowed && (
          <Button type="button" $variant="secondary" onClick={() => setCancelling(true)}>
            Cancel consultation
          </Button>
        )}
        {appointment.paidPaise > 0 && <Link to={`/book/invoice?id=${encodeURIComponent(appointment.id)}`}>Invoice</Link>}
      </div>
      {appointment.notes && (
        <Panel aria-labelledby="notes-heading">
          <h2 id="notes-heading">Doctor’s notes</h2>
          <p>{appointment.notes}</p>
        </Panel>
      )}
      {appointment.prescription ? (
        <Panel aria-labelledby="rx-heading">
          <h2 id="rx-heading">Prescription</h2>
          <PrescriptionBody prescription={appointment.prescription} />
          <Link to={`/patient/view-prescription?id=${encodeURIComponent(appointment.id)}`}>Open the printable prescription</Link>
        </Panel>
      ) : (
        appointment.status !== 'CANCELLED' && <Hint>The prescription appears here after the consultation.</Hint>
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
