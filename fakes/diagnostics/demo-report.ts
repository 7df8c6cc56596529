import type { DiagnosticReport } from '../../domain/diagnostics/model';
import { onePagePdf } from '../pdf';
import type { FakeDiagnosticOrder } from './state';

/** A one-page PDF report of the order's tests: enough for "Open report" to show something real. */
export function demoReport(order: FakeDiagnosticOrder): DiagnosticReport {
  const lines = [`${order.lab.name} - Test report`, `Patient: ${order.patient.name}`, `Order ${order.id}, sample of ${order.slot.date}`, ...order.items.map((item) => `${item.name}: within reference range`)];
  return { fileName: `${order.id}-report.pdf`, contentType: 'application/pdf', url: onePagePdf(lines) };
}
