import { Link } from 'react-router-dom';
import type { PageProps } from '../../app/pages';
import { PageTitle } from '../../ui/controls';
import { productOf } from '../../app/product-segment';
import { SignInFirst } from '../../ui/SignInFirst';
import { useSignedIn } from '../../ui/use-signed-in';
import { DiagnosticOrdersList } from './DiagnosticOrdersList';
import { ReportUpload } from './ReportUpload';

/** /{product}/diagnostics-orders: every lab test order with its timeline, reschedule, cancel and report. */
export default function DiagnosticsOrdersPage({ route, params }: PageProps) {
  const product = productOf(params);
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={route.title} what="your lab test orders" />;
  return (
    <>
      <PageTitle>{route.title}</PageTitle>
      <DiagnosticOrdersList product={product} />
      <ReportUpload />
      <p>
        <Link to={`/${product}/diagnostics`}>Book another lab test</Link>
      </p>
    </>
  );
}
