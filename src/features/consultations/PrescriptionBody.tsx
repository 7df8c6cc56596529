import styled from 'styled-components';
import type { ConsultationPrescription } from '../../../domain/consultations/model';
import { useDates } from '../../ui/dates';
import { consultationsMessages } from './messages';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 0.5rem 0 1rem;
  th,
  td {
    text-align: left;
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    vertical-align: top;
  }
`;

/** The diagnosis, the medicines with dose, frequency and days, advice and follow-up. */
export function PrescriptionBody({ prescription }: { prescription: ConsultationPrescription }) {
  const t = consultationsMessages.useT();
  const { dateTime } = useDates();
  return (
    <div>
      <p>
        <strong>{t('prescription.diagnosis')}</strong> {prescription.diagnosis}
      </p>
      <p>{t('prescription.issued', { when: dateTime(prescription.issuedAt) })}</p>
      {prescription.medicines.length > 0 ? (
        <Table>
          <caption style={{ textAlign: 'left', fontWeight: 600 }}>{t('prescription.medicines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('prescription.medicine')}</th>
              <th scope="col">{t('prescription.dose')}</th>
              <th scope="col">{t('prescription.when')}</th>
              <th scope="col">{t('prescription.for')}</th>
            </tr>
          </thead>
          <tbody>
            {prescription.medicines.map((medicine) => (
              <tr key={medicine.name}>
                <td translate="no">{medicine.name}</td>
                <td>{medicine.dosage}</td>
                <td>{medicine.frequency}</td>
                <td>{t('prescription.days', { days: medicine.durationDays })}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p>{t('prescription.none')}</p>
      )}
      {prescription.advice.length > 0 && (
        <>
          <p style={{ fontWeight: 600, marginBottom: '0.25rem' }}>{t('prescription.advice')}</p>
          <ul>
            {prescription.advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {prescription.followUpInDays !== null && <p>{t('prescription.followUp', { days: prescription.followUpInDays })}</p>}
    </div>
  );
}
