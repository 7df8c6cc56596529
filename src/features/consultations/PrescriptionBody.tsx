import styled from 'styled-components';
import type { ConsultationPrescription } from '../../../domain/consultations/model';
import { dateTime } from '../../ui/dates';

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
  return (
    <div>
      <p>
        <strong>Diagnosis:</strong> {prescription.diagnosis}
      </p>
      <p>Issued {dateTime(prescription.issuedAt)}</p>
      {prescription.medicines.length > 0 ? (
        <Table>
          <caption style={{ textAlign: 'left', fontWeight: 600 }}>Medicines</caption>
          <thead>
            <tr>
              <th scope="col">Medicine</th>
              <th scope="col">Dose</th>
              <th scope="col">When</th>
              <th scope="col">For</th>
            </tr>
          </thead>
          <tbody>
            {prescription.medicines.map((medicine) => (
              <tr key={medicine.name}>
                <td>{medicine.name}</td>
                <td>{medicine.dosage}</td>
                <td>{medicine.frequency}</td>
                <td>
                  {medicine.durationDays} {medicine.durationDays === 1 ? 'day' : 'days'}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p>No medicines prescribed.</p>
      )}
      {prescription.advice.length > 0 && (
        <>
          <p style={{ fontWeight: 600, marginBottom: '0.25rem' }}>Advice</p>
          <ul>
            {prescription.advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {prescription.followUpInDays !== null && <p>Follow up in {prescription.followUpInDays} days.</p>}
    </div>
  );
}
