import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { canPlace, describeBlocker } from '../../../../domain/pharmacy/cart-checkout';
import type { CartState } from '../../../../domain/pharmacy/cart';
import type { Cart } from '../../../../domain/pharmacy/model';
import { describeApiError } from '../../../../domain/shared/errors';
import { useObservable, useUseCase } from '../../../app/di';
import type { PageProps } from '../../../app/pages';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, Card, FieldError, Hint, IconDisc, PageTitle } from '../../../ui/controls';
import { CartIcon } from '../../../ui/icons';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { LoadFailed } from '../../../ui/LoadFailed';
import { AddressPicker } from '../addresses/AddressPicker';
import { Panel } from '../../../ui/Panel';
import { productOf } from '../../../app/product-segment';
import { SignInFirst } from '../../../ui/SignInFirst';
import { useOfferedCoupon } from '../../../ui/use-offered-coupon';
import { TotalsList } from '../orders/TotalsList';
import { useSignedIn } from '../../../ui/use-signed-in';
import { PrescriptionList } from '../prescriptions/PrescriptionList';
import { PrescriptionUploader } from '../prescriptions/PrescriptionUploader';
import { AdditionalDiscount } from './AdditionalDiscount';
import { CartLines } from './CartLines';
import { CouponBox } from './CouponBox';
import { cartMessages } from './messages';
import { useDomainText } from '../../../i18n/domain-text';
import { usePageTitle } from '../../../i18n/page-titles';
import { richText } from '../../../ui/rich-text';

const Layout = styled.div`
  display: grid;
  gap: 1rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}) {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
  }
`;

const Blockers = styled.div`
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.gold};
  background: #fffaf0;
  p {
    margin: 0 0 0.35rem;
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const NOT_LOADED: CartState = { kind: 'not-loaded' };

/** /{product}/Cart: the medicine cart from its lines to 'Place order'. */
export default function CartPage({ route, params }: PageProps) {
  const t = cartMessages.useT();
  const title = usePageTitle(route);
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={title} what={t('signIn.what')} />;
  return <CartView title={title} product={productOf(params)} />;
}

/** An empty cart cannot take the coupon chosen on the Offers page: say so, rather than drop it silently. */
function OfferWaits() {
  const t = cartMessages.useT();
  const { code } = useOfferedCoupon();
  return code === null ? null : <Hint>{t('coupon.offerWaits', { code })}</Hint>;
}

function CartView({ title, product }: { title: string; product: string }) {
  const t = cartMessages.useT();
  const carts = useUseCase(PHARMACY.Cart);
  const state = useObservable(carts.refreshed$, NOT_LOADED);

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{title}</PageTitle>
        {state.kind === 'ready' && state.cart.lines.length === 0 && (
          <>
            <IconDisc>
              <CartIcon />
            </IconDisc>
            <p>{t('empty')}</p>
            <OfferWaits />
            <p>
              {richText((values) => t('empty.next', values), {
                  search: <Link to="/search-medicine">{t('empty.search')}</Link>,
                  upload: <Link to={`/${product}/uploadPrescription`}>{t('empty.upload')}</Link>,
                })}
            </p>
          </>
        )}
        {(state.kind === 'loading' || state.kind === 'not-loaded') && <p role="status">{t('loading')}</p>}
        {state.kind === 'failed' && <LoadFailed error={state.error} what={t('loadFailed.cart')} retry={() => void carts.load()} />}
      </Card>
      {state.kind === 'ready' && state.cart.lines.length > 0 && <FilledCart cart={state.cart} busy={state.busy} product={product} />}
    </>
  );
}

function FilledCart({ cart, busy, product }: { cart: Cart; busy: readonly string[]; product: string }) {
  const t = cartMessages.useT();
  const say = useDomainText();
  const carts = useUseCase(PHARMACY.Cart);
  const library = useUseCase(PHARMACY.Prescriptions);
  const book = useUseCase(PHARMACY.AddressBook);
  const checkout = useUseCase(PHARMACY.CartCheckout);
  const navigate = useNavigate();
  const view$ = useMemo(() => checkout.view$(cart), [checkout, cart]);
  const view = useObservable(view$, checkout.view(cart));
  const { addresses, prescriptions, pincode, checked, unavailable, attached, blockers } = view;
  const names = (id: string) => cart.lines.find((line) => line.productId === id)?.medicine.name ?? id;

  const { busy: placing, run } = useThrottledSubmit();
  const [placeError, setPlaceError] = useState<string | null>(null);
  const placeable = canPlace(view) && !placing;

  const place = () => {
    if (!placeable) return;
    run(async () => {
      setPlaceError(null);
      const placed = await checkout.placeOrder();
      if (placed.isErr()) {
        if (placed.error.kind !== 'blocked') {
          setPlaceError(describeApiError(placed.error));
        }
        return;
      }
      navigate(`/${product}/order-review/${encodeURIComponent(placed.value.id)}`);
      return 'keep-busy';
    });
  };

  return (
    <Layout>
      <div>
        <Panel aria-labelledby="lines-heading">
          <h2 id="lines-heading">{t('lines.heading', { count: cart.lines.length })}</h2>
          <CartLines lines={cart.lines} busy={busy} unavailable={unavailable} pincode={pincode} product={product} />
          {pincode !== null && !checked && <Hint role="status">{t('delivery.checking', { pincode })}</Hint>}
          {view.availabilityFailed && <Hint>{t('delivery.failed', { pincode: pincode ?? '' })}</Hint>}
        </Panel>

        {prescriptions !== null && (
          <Panel aria-labelledby="rx-heading">
            <h2 id="rx-heading">{t('rx.heading')}</h2>
            <p>{t('rx.text')}</p>
            {prescriptions.kind === 'loading' && <p role="status">{t('rx.loading')}</p>}
            {prescriptions.kind === 'failed' && (
              <LoadFailed error={prescriptions.error} what={t('loadFailed.prescriptions')} retry={() => library.list().reload()} />
            )}
            {prescriptions.kind === 'ready' && prescriptions.value.length > 0 && (
              <PrescriptionList
                prescriptions={prescriptions.value}
                selected={attached}
                onToggle={(id, on) => (on ? library.attach(id) : library.detach(id))}
              />
            )}
            <div style={{ marginTop: '1rem' }}>
              <PrescriptionUploader onUploaded={(p) => library.attach(p.id)} label={t('rx.upload')} />
            </div>
          </Panel>
        )}

        <Panel aria-labelledby="address-heading">
          <h2 id="address-heading">{t('address.heading')}</h2>
          {addresses.kind === 'loading' && <p role="status">{t('address.loading')}</p>}
          {addresses.kind === 'failed' && <LoadFailed error={addresses.error} what={t('loadFailed.addresses')} retry={() => book.list().reload()} />}
          {addresses.kind === 'ready' && (
            <AddressPicker
              addresses={addresses.value}
              chosenId={cart.addressId}
              product={product}
              onChosen={() => void carts.load()}
              onDeleted={(id) => checkout.addressRemoved(cart, id)}
            />
          )}
        </Panel>
      </div>

      <div>
        <Panel aria-labelledby="coupon-heading">
          <h2 id="coupon-heading">{t('coupons.heading')}</h2>
          <CouponBox cart={cart} />
        </Panel>
        <Panel aria-labelledby="extra-discount-heading">
          <h2 id="extra-discount-heading">{t('discount.heading')}</h2>
          <AdditionalDiscount />
        </Panel>
        <Panel aria-labelledby="summary-heading">
          <h2 id="summary-heading">{t('summary.heading')}</h2>
          <TotalsList totals={cart.totals} couponCode={cart.couponCode} />
          {blockers.length > 0 && (
            <Blockers id="checkout-blockers">
              <p>{t('blockers.title')}</p>
              <ul>
                {blockers.map((blocker) => (
                  <li key={blocker.kind}>{say(describeBlocker(blocker, names))}</li>
                ))}
              </ul>
            </Blockers>
          )}
          {placeError && (
            <FieldError role="alert" style={{ margin: '0.75rem 0' }}>
              {t('place.failed', { reason: say(placeError) })}
            </FieldError>
          )}
          <Button
            type="button"
            style={{ width: '100%', marginTop: '0.75rem' }}
            disabled={!placeable}
            aria-describedby={blockers.length > 0 ? 'checkout-blockers' : undefined}
            onClick={place}
          >
            {placing ? t('place.placing') : t('place.button')}
          </Button>
        </Panel>
      </div>
    </Layout>
  );
}
