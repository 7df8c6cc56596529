import { Link, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../app/pages';
import { PageTitle } from '../../ui/controls';
import { productOf } from '../../app/product-segment';
import { MemberFilterNotice } from '../../ui/MemberFilterNotice';
import { SignInFirst } from '../../ui/SignInFirst';
import { useSignedIn } from '../../ui/use-signed-in';
import { DiagnosticOrdersList } from './DiagnosticOrdersList';
import { ReportUpload } from './ReportUpload';
import { usePageTitle } from '../../i18n/page-titles';
import { diagnosticsMessages } from './messages';

/** /{product}/diagnostics-orders: every lab test order with its timeline, reschedule, cancel and report. */
export default function DiagnosticsOrdersPage({ route, params }: PageProps) {
  const product = productOf(params);
  const signedIn = useSignedIn();
  const t = diagnosticsMessages.useT();
  const title = usePageTitle(route);
  const [search] = useSearchParams();
  const member = search.get('member');
  if (!signedIn) return <SignInFirst title={title} what={t('orders.signIn')} />;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {member !== null && <MemberFilterNotice memberId={member} what={t('orders.what')} everyone={`/${product}/diagnostics-orders`} />}
      <DiagnosticOrdersList product={product} member={member} />
      <ReportUpload />
      <p>
        <Link to={`/${product}/diagnostics`}>{t('orders.another')}</Link>
      </p>
    </>
  );
}
