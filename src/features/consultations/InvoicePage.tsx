import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SPECIALITY_LABELS } from '../../../domain/consultations/model';
import { BRAND_NAME, POSTAL_ADDRESS } from '../../app/brand';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { Titled } from './kit';
import { Button, Card, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../account/LoadFailed';
import { dateTime, rupees, useLoad } from '../pharmacy/orders/kit';
import { Printable } from './Printable';

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
  const consultations = useUseCase(TOKENS.MyConsultations);
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const load = useCallback(() => consultations.invoice(id), [consultations, id]);
  const { state, retry } = useLoad(id === '' ? null : load);
  if (id === '') {
    return (
      <Card>
        <PageTitle>{route.title}</PageTitle>
        <p>
          This link does not say which consultation. <Link to="/patient/consultations">See your consultations</Link>
        </p>
      </Card>
    );
  }
  if (state.kind === 'loading') return (
      <Titled title={route.title}>
        <p role="status">Loading the invoice…</p>
      </Titled>
    );
  if (state.kind === 'failed') return (
      <Titled title={route.title}>
        <LoadFailed error={state.error} what="the invoice" retry={retry} />
      </Titled>
    );
  const invoice = state.value;
  return (
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
      <div className="no-print">
        <Button type="button" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </div>
    </Printable>
  );
}
