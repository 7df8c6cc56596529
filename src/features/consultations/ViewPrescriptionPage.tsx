import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SPECIALITY_LABELS } from '../../../domain/consultations/model';
import { slotLabel } from '../../../domain/consultations/slots';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { Titled } from './kit';
import { Button, Card, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../account/LoadFailed';
import { useLoad } from '../pharmacy/orders/kit';
import { PrescriptionBody } from './PrescriptionBody';
import { Printable } from './Printable';

/** /patient/view-prescription?id=…: the consultation's prescription as a printable page. */
export default function ViewPrescriptionPage({ route }: PageProps) {
  const consultations = useUseCase(TOKENS.MyConsultations);
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const load = useCallback(() => consultations.appointment(id), [consultations, id]);
  const { state, retry } = useLoad(id === '' ? null : load);
  if (id === '') {
    return (
      <Card>
        <PageTitle>{route.title}</PageTitle>
        <p>
          This link does not say which prescription. <Link to="/patient/consultations">See your consultations</Link>
        </p>
      </Card>
    );
  }
  if (state.kind === 'loading') return (
      <Titled title={route.title}>
        <p role="status">Loading the prescription…</p>
      </Titled>
    );
  if (state.kind === 'failed') return (
      <Titled title={route.title}>
        <LoadFailed error={state.error} what="the prescription" retry={retry} />
      </Titled>
    );
  const appointment = state.value;
  const prescription = appointment.prescription;
  return (
    <Printable>
      <PageTitle>Prescription</PageTitle>
      <p>
        <strong>{BRAND_NAME}</strong> · online consultation
      </p>
      <p>
        <strong>{appointment.doctor.name}</strong>, {appointment.doctor.qualifications.join(', ')} · {SPECIALITY_LABELS[appointment.doctor.speciality]} · Reg. no. {appointment.doctor.registrationNumber}
      </p>
      <p>
        Patient: <strong>{appointment.patientName}</strong> · Consultation: {slotLabel(appointment.slot)}
      </p>
      {prescription ? <PrescriptionBody prescription={prescription} /> : <p>The doctor has not written a prescription for this consultation yet.</p>}
      <div className="no-print">
        <Button type="button" onClick={() => window.print()} disabled={!prescription}>
          Print or save as PDF
        </Button>
      </div>
    </Printable>
  );
}
