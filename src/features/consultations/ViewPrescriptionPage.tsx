import { SPECIALITY_LABELS } from '../../../domain/consultations/model';
import { BRAND_NAME } from '../../app/brand';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { usePageTitle } from '../../i18n/page-titles';
import { useDomainText } from '../../i18n/domain-text';
import { PageTitle } from '../../ui/controls';
import { richText } from '../../ui/rich-text';
import { ConsultationById } from './ConsultationById';
import { PrescriptionBody } from './PrescriptionBody';
import { useSlotLabel } from './kit';
import { consultationsMessages } from './messages';
import { Printable, PrintButton } from './Printable';

/** /patient/view-prescription?id=…: the consultation's prescription as a printable page. */
export default function ViewPrescriptionPage({ route }: PageProps) {
  const consultations = useUseCase(CONSULTATIONS.MyConsultations);
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const slotLabel = useSlotLabel();
  return (
    <ConsultationById
      title={usePageTitle(route)}
      unnamed={t('prescription.unnamed')}
      loading={t('prescription.loading')}
      what={t('prescription.loadFailed')}
      query={(id) => consultations.appointment(id)}
    >
      {(appointment) => (
        <Printable>
          <PageTitle>{t('prescription.title')}</PageTitle>
          <p>{richText((values) => t('prescription.brand', values), { brand: <strong>{BRAND_NAME}</strong> })}</p>
          <p>
            {richText(
              (values) =>
                t('prescription.doctor', {
                  qualifications: appointment.doctor.qualifications.join(', '),
                  speciality: say(SPECIALITY_LABELS[appointment.doctor.speciality]),
                  registration: appointment.doctor.registrationNumber,
                  ...values,
                }),
              { doctor: <strong translate="no">{appointment.doctor.name}</strong> },
            )}
          </p>
          <p>{richText((values) => t('prescription.patient', { when: slotLabel(appointment.slot), ...values }), { patient: <strong>{appointment.patientName}</strong> })}</p>
          {appointment.prescription ? (
            <PrescriptionBody prescription={appointment.prescription} />
          ) : (
            <p>{t('prescription.notYet')}</p>
          )}
          <PrintButton disabled={!appointment.prescription} />
        </Printable>
      )}
    </ConsultationById>
  );
}
