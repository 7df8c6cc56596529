import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { addressSummary } from '../../../../domain/pharmacy/address-book';
import type { Prescription } from '../../../../domain/pharmacy/model';
import { describeApiError } from '../../../../domain/shared/errors';
import type { PageProps } from '../../../app/pages';
import { useUseCase } from '../../../app/di';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../../ui/controls';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Panel } from '../../../ui/Panel';
import { productOf } from '../../../app/product-segment';
import { SignInFirst } from '../../../ui/SignInFirst';
import { useSignedIn } from '../../../ui/use-signed-in';
import { useQuery } from '../../../ui/use-query';
import { useDomainText } from '../../../i18n/domain-text';
import { usePageTitle } from '../../../i18n/page-titles';
import { richText } from '../../../ui/rich-text';
import { prescriptionsMessages } from './messages';
import { PrescriptionList } from './PrescriptionList';
import { PrescriptionUploader } from './PrescriptionUploader';

/**
 * /{product}/uploadPrescription and /{product}/prescription-upload: upload, view and delete
 * prescriptions, and order by prescription only (the pharmacy builds the cart from it).
 */
export default function PrescriptionUploadPage({ route, params }: PageProps) {
  const signedIn = useSignedIn();
  const title = usePageTitle(route);
  const t = prescriptionsMessages.useT();
  if (!signedIn) return <SignInFirst title={title} what={t('page.signIn')} />;
  return <Prescriptions title={title} product={productOf(params)} />;
}

function Prescriptions({ title, product }: { title: string; product: string }) {
  const library = useUseCase(PHARMACY.Prescriptions);
  const t = prescriptionsMessages.useT();
  const say = useDomainText();
  const addressBook = useUseCase(PHARMACY.AddressBook);
  const navigate = useNavigate();
  const prescriptionsQuery = library.list();
  const prescriptions = useQuery(prescriptionsQuery);
  const addresses = useQuery(addressBook.list());
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const [ordering, setOrdering] = useState<string | null>(null);
  const { run } = useThrottledSubmit();
  const [orderError, setOrderError] = useState<string | null>(null);
  const addressId = useId();

  const current = prescriptions.kind === 'ready' ? prescriptions.value : [];
  const addressList = addresses.kind === 'ready' ? addresses.value : [];
  const deliverTo = chosenAddress ?? addressList[0]?.id ?? null;

  const orderWith = (p: Prescription) =>
    run(async () => {
      setOrdering(p.id);
      setOrderError(null);
      const order = await library.orderWith([p.id], deliverTo);
      setOrdering(null);
      if (order.isOk()) {
        navigate(`/${product}/order/${encodeURIComponent(order.value.id)}`);
        return;
      }
      const error = order.error;
      if (error.kind === 'in-progress') return;
      setOrderError(
        error.kind === 'no-address'
          ? t('page.noAddress')
          : error.kind === 'no-prescription'
            ? t('page.noPrescription')
            : t('page.orderFailed', { reason: say(describeApiError(error)) }),
      );
    });

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{title}</PageTitle>
        <p style={{ margin: 0 }}>{t('page.intro')}</p>
      </Card>

      <Panel aria-labelledby="upload-heading">
        <h2 id="upload-heading">{t('page.upload')}</h2>
        {/* The upload joins the list at once, or the list, still loading, fetches it with the older ones. */}
        <PrescriptionUploader />
      </Panel>

      <Panel aria-labelledby="list-heading">
        <h2 id="list-heading">{t('page.list')}</h2>
        {prescriptions.kind === 'loading' && <p role="status">{t('page.loading')}</p>}
        {prescriptions.kind === 'failed' && <LoadFailed error={prescriptions.error} what={t('page.loadFailed')} retry={prescriptionsQuery.reload} />}
        {prescriptions.kind === 'ready' && (
          <>
            {current.length > 0 && (
              <div style={{ marginBottom: '0.75rem' }}>
                {addresses.kind === 'ready' && addressList.length > 0 ? (
                  <>
                    <label htmlFor={addressId} style={{ fontWeight: 600, display: 'block' }}>
                      {t('page.deliverTo')}
                    </label>
                    <select
                      id={addressId}
                      value={deliverTo ?? ''}
                      onChange={(e) => setChosenAddress(e.target.value)}
                      style={{ minHeight: 44, maxWidth: '100%' }}
                    >
                      {addressList.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name}: {addressSummary(a)}
                        </option>
                      ))}
                    </select>
                  </>
                ) : addresses.kind === 'ready' ? (
                  <Hint>
                    {richText((marks) => t('page.addAddress', marks), {
                      link: <Link to={`/${product}/add-newaddress?return=prescriptions`}>{t('page.addAddress.link')}</Link>,
                    })}
                  </Hint>
                ) : null}
              </div>
            )}
            {orderError && <FieldError role="alert">{orderError}</FieldError>}
            <PrescriptionList
              prescriptions={current}
              actions={(p) =>
                deliverTo !== null && (
                  <Button type="button" $variant="secondary" disabled={ordering !== null} onClick={() => orderWith(p)}>
                    {richText((marks) => t(ordering === p.id ? 'page.ordering' : 'page.orderWith', marks), {
                      file: <span className="visually-hidden">{t('page.orderWith.file', { file: p.fileName })}</span>,
                    })}
                  </Button>
                )
              }
            />
          </>
        )}
      </Panel>
    </>
  );
}
