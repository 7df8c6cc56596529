import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { STATUS_LABELS } from '../../../domain/consultations/appointment-rules';
import type { Appointment } from '../../../domain/consultations/model';
import { slotLabel } from '../../../domain/consultations/slots';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Titled } from './kit';
import { CareNumberLink } from '../../ui/CareNumberLink';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { Plain } from '../../ui/Plain';
import { SignInFirst } from '../../ui/SignInFirst';
import { useSignedIn } from '../../ui/use-signed-in';
import { useQuery } from '../../ui/use-query';
import { callPath } from './MyConsultationsPage';

/** /consult/end-call?aptId=…: what happened in the call and what comes next. */
export default function EndCallPage({ route }: PageProps) {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={route.title} what="your consultation" />;
  return <CallSummary title={route.title} />;
}

/**
 * What happened in the call of `?aptId=` and what comes next; `rejoin` is where the call is
 * entered again, `children` what the page adds below (the clinic's Finish).
 */
export function CallSummary({ title, rejoin = callPath, children }: { title: string; rejoin?: (appointment: Pick<Appointment, 'meetCode'>) => string; children?: ReactNode }) {
  const consultations = useUseCase(CONSULTATIONS.MyConsultations);
  const [search] = useSearchParams();
  const id = search.get('aptId') ?? '';
  const query = id === '' ? null : consultations.appointment(id);
  const state = useQuery(query);

  if (id === '') {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p>
          The call has ended. <Link to="/patient/consultations">See your consultations</Link>
        </p>
        {children}
      </Card>
    );
  }
  if (state.kind === 'loading') return (
      <Titled title={title}>
        <p role="status">Loading the consultation…</p>
      </Titled>
    );
  if (state.kind === 'failed') return (
      <Titled title={title}>
        <LoadFailed error={state.error} what="the consultation" retry={() => query?.reload()} />
      </Titled>
    );
  const appointment = state.value;
  const detail = `/patient/consultation-detail?id=${encodeURIComponent(appointment.id)}`;
  const leftEarly = search.get('left') === 'early' && appointment.status !== 'COMPLETED';

  return (
    <Card>
      <PageTitle>{leftEarly ? 'You left the waiting room' : 'Your consultation has ended'}</PageTitle>
      <p>
        {appointment.doctor.name} · {slotLabel(appointment.slot)} · for {appointment.patientName} · <strong>{STATUS_LABELS[appointment.status]}</strong>
      </p>
      {leftEarly ? (
        <p>
          The doctor had not joined yet. You can go back in until 15 minutes after the slot ends. <Link to={rejoin(appointment)}>Rejoin the call</Link>
        </p>
      ) : (
        <>
          <h2 style={{ fontSize: '1.15rem' }}>What happens next</h2>
          <Plain>
            <li>
              {appointment.prescription ? (
                <>
                  Your prescription is ready. <Link to={`/patient/view-prescription?id=${encodeURIComponent(appointment.id)}`}>View prescription</Link>
                </>
              ) : (
                'The doctor’s notes and prescription appear in the consultation within a few minutes.'
              )}
            </li>
            <li>Buy the medicines from Medicines, and book any tests the doctor advised from Lab tests.</li>
            {appointment.prescription && appointment.prescription.followUpInDays !== null && <li>Follow up in {appointment.prescription.followUpInDays} days: book it from the doctor’s profile.</li>}
          </Plain>
        </>
      )}
      <p>
        <Link to={detail}>Consultation details</Link> · <Link to="/patient/consultations">My Consultations</Link>
      </p>
      {children}
      <Hint>
        Need help? Call customer care on <CareNumberLink />.
      </Hint>
    </Card>
  );
}
