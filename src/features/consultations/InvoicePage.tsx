import styled from 'styled-components';
import { SPECIALITY_LABELS } from '../../../domain/consultations/model';
import { BRAND_NAME, POSTAL_ADDRESS } from '../../app/brand';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { PageTitle } from '../../ui/controls';
import { dateTime } from '../../ui/dates';
import { rupees } from '../../ui/price';
import { ConsultationById } from './ConsultationById';
import { Printable, PrintButton } from './Printable';

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 1rem 0;
  th,
  td {
    padding: 0.45rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tfoot td,
  tfoot th {
    font-weight: 700;
  }
`;

/** /book/invoice?id=…: the consultation's tax invoice (invoiceInfo) with its GST lines, printable. */
export default function InvoicePage({ route }: PageProps) {
  const consultations = useUseCase(CONSULTATIONS.MyConsultations);
  return (
    <ConsultationById title={route.title} names="consultation" loading="Loading the invoice…" what="the invoice" query={(id) => consultations.invoice(id)}>
      {(invoice) => (
        <Printable>
          <PageTitle>Tax invoice</PageTitle>
          <p>
            <strong>{BRAND_NAME}</strong>, {POSTAL_ADDRESS} · GSTIN {invoice.gstin}
          </p>
          <p>
            Invoice <strong>{invoice.invoiceNumber}</strong> · {dateTime(invoice.issuedAt)}
          </p>
          <p>
            Billed to <strong>{invoice.patientName}</strong> · Online consultation with {invoice.doctorName} ({SPECIALITY_LABELS[invoice.speciality]}) · SAC {invoice.sacCode}
          </p>
          <Lines>
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line) => (
                <tr key={line.label}>
                  <td>{line.label}</td>
                  <td>{line.amountPaise < 0 ? `−${rupees(-line.amountPaise)}` : rupees(line.amountPaise)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total paid</th>
                <td>{rupees(invoice.totalPaise)}</td>
              </tr>
            </tfoot>
          </Lines>
          <PrintButton />
        </Printable>
      )}
    </ConsultationById>
  );
}
