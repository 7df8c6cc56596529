import styled from 'styled-components';
import { SPECIALITY_LABELS } from '../../../domain/consultations/model';
import { BRAND_NAME, POSTAL_ADDRESS } from '../../app/brand';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { PageTitle } from '../../ui/controls';
import { useDates } from '../../ui/dates';
import { rupees } from '../../ui/price';
import { richText } from '../../ui/rich-text';
import { ConsultationById } from './ConsultationById';
import { consultationsMessages } from './messages';
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
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const { dateTime } = useDates();
  return (
    <ConsultationById
      title={usePageTitle(route)}
      unnamed={t('detail.unnamed')}
      loading={t('invoice.loading')}
      what={t('invoice.loadFailed')}
      query={(id) => consultations.invoice(id)}
    >
      {(invoice) => (
        <Printable>
          <PageTitle>{t('invoice.title')}</PageTitle>
          <p>{richText((values) => t('invoice.seller', { address: POSTAL_ADDRESS, gstin: invoice.gstin, ...values }), { brand: <strong>{BRAND_NAME}</strong> })}</p>
          <p>{richText((values) => t('invoice.number', { when: dateTime(invoice.issuedAt), ...values }), { number: <strong>{invoice.invoiceNumber}</strong> })}</p>
          <p>
            {richText(
              (values) => t('invoice.billedTo', { doctor: invoice.doctorName, speciality: say(SPECIALITY_LABELS[invoice.speciality]), sac: invoice.sacCode, ...values }),
              { patient: <strong>{invoice.patientName}</strong> },
            )}
          </p>
          <Lines>
            <thead>
              <tr>
                <th scope="col">{t('invoice.description')}</th>
                <th scope="col">{t('invoice.amount')}</th>
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
                <th scope="row">{t('invoice.total')}</th>
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
