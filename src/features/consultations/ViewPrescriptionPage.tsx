import { SPECIALITY_LABELS } from '../../../domain/consultations/model';
import { slotLabel } from '../../../domain/consultations/slots';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { PageTitle } from '../../ui/controls';
import { ConsultationById } from './ConsultationById';
import { PrescriptionBody } from './PrescriptionBody';
import { Printable, PrintButton } from './Printable';

/** /patient/view-prescription?id=…: the consultation's prescription as a printable page. */
export default function ViewPrescriptionPage({ route }: PageProps) {
  const consultations = useUseCase(CONSULTATIONS.MyConsultations);
  return (
    <ConsultationById title={route.title} names="prescription" loading="Loading the prescription…" what="the prescription" query={(id) => consultations.appointment(id)}>
      {(appointment) => (
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
          {appointment.prescription ? (
            <PrescriptionBody prescription={appointment.prescription} />
          ) : (
            <p>The doctor has not written a prescription for this consultation yet.</p>
          )}
          <PrintButton disabled={!appointment.prescription} />
        </Printable>
      )}
    </ConsultationById>
  );
}
