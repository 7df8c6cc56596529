import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { describeBlocker } from '../../../../domain/pharmacy/cart-checkout';
import { checkoutBlockers } from '../../../../domain/pharmacy/cart-rules';
import type { CartState } from '../../../../domain/pharmacy/cart';
import type { Cart, Prescription } from '../../../../domain/pharmacy/model';
import { describeApiError } from '../../../../domain/shared/errors';
import { useObservable, useUseCase } from '../../../app/di';
import type { PageProps } from '../../../app/pages';
import { TOKENS } from '../../../app/tokens';
import { Button, Card, FieldError, Hint, IconDisc, PageTitle } from '../../../ui/controls';
import { CartIcon } from '../../../ui/icons';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { LoadFailed } from '../../../ui/LoadFailed';
import { AddressPicker } from '../addresses/AddressPicker';
import { Panel } from '../../../ui/Panel';
import { productOf } from '../../../app/product-segment';
import { SignInFirst } from '../../../ui/SignInFirst';
import { TotalsList } from '../orders/TotalsList';
import { useLoad } from '../orders/use-load';
import { useSignedIn } from '../../../ui/use-signed-in';
import { PrescriptionList } from '../prescriptions/PrescriptionList';
import { PrescriptionUploader } from '../prescriptions/PrescriptionUploader';
import { AdditionalDiscount } from './AdditionalDiscount';
import { CartLines } from './CartLines';
import { CouponBox } from './CouponBox';

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
const NONE: readonly Prescription[] = [];

/** /{product}/Cart: the medicine cart from its lines to 'Place order'. */
export default function CartPage({ route, params }: PageProps) {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={route.title} what="your medicine cart" />;
  return <CartView title={route.title} product={productOf(params)} />;
}

function CartView({ title, product }: { title: string; product: string }) {
  const carts = useUseCase(TOKENS.Cart);
  const state = useObservable(carts.state$, NOT_LOADED);

  useEffect(() => {
    void carts.load();
  }, [carts]);

  return (
    <>
      <Card style={{ marginBottom: '1rem' }}>
        <PageTitle>{title}</PageTitle>
        {state.kind === 'ready' && state.cart.lines.length === 0 && (
          <>
            <IconDisc>
              <CartIcon />
            </IconDisc>
            <p>Your cart is empty.</p>
            <p>
              <Link to="/search-medicine">Search medicines</Link> or <Link to={`/${product}/uploadPrescription`}>order with a prescription</Link>.
            </p>
          </>
        )}
        {(state.kind === 'loading' || state.kind === 'not-loaded') && <p role="status">Loading your cart…</p>}
        {state.kind === 'failed' && <LoadFailed error={state.error} what="your cart" retry={() => void carts.load()} />}
      </Card>
      {state.kind === 'ready' && state.cart.lines.length > 0 && <FilledCart cart={state.cart} busy={state.busy} product={product} />}
    </>
  );
}

type Availability = { key: string; unavailable: readonly string[]; checking: boolean; failed: boolean };

function FilledCart({ cart, busy, product }: { cart: Cart; busy: readonly string[]; product: string }) {
  const carts = useUseCase(TOKENS.Cart);
  const book = useUseCase(TOKENS.AddressBook);
  const library = useUseCase(TOKENS.Prescriptions);
  const checkout = useUseCase(TOKENS.CartCheckout);
  const ordering = useUseCase(TOKENS.Ordering);
  const navigate = useNavigate();
  const attached = useObservable(library.attached$, []);

  const loadAddresses = useCallback(() => book.list(), [book]);
  const addresses = useLoad(loadAddresses);
  const needsRx = cart.lines.some((line) => line.isRxRequired && line.quantity > 0);
  const loadPrescriptions = useCallback(() => library.list(), [library]);
  const prescriptions = useLoad(needsRx ? loadPrescriptions : null);

  const addressList = addresses.state.kind === 'ready' ? addresses.state.value : [];
  const chosen = addressList.find((a) => a.id === cart.addressId) ?? null;
  const pincode = chosen?.pincode ?? null;

  // Availability at the delivery pincode, checked again whenever the address or the lines change.
  const lineIds = cart.lines.map((line) => line.productId).join(',');
  const availabilityKey = `${pincode ?? ''}|${lineIds}`;
  const [availability, setAvailability] = useState<Availability>({ key: '', unavailable: [], checking: false, failed: false });
  useEffect(() => {
    if (pincode === null) return;
    let live = true;
    void checkout.unavailableAt(pincode).then((result) => {
      if (live) setAvailability({ key: availabilityKey, unavailable: result.isOk() ? result.value : [], checking: false, failed: result.isErr() });
    });
    return () => {
      live = false;
    };
  }, [checkout, pincode, availabilityKey]);
  // Until the addresses are in, the delivery pincode (and so availability) is not known yet.
  const checked = addresses.state.kind !== 'loading' && (pincode === null || availability.key === availabilityKey);
  const unavailable = checked ? availability.unavailable : [];

  const known = prescriptions.state.kind === 'ready' ? prescriptions.state.value : NONE;
  // Only prescriptions the patient still has count (one deleted elsewhere drops out).
  const attachedIds = attached.filter((id) => known.some((p) => p.id === id));
  const blockers = checkoutBlockers(cart, { prescriptionCount: attachedIds.length, unavailable });
  const names = (id: string) => cart.lines.find((line) => line.productId === id)?.medicine.name ?? id;

  const { busy: placing, run } = useThrottledSubmit();
  const [placeError, setPlaceError] = useState<string | null>(null);
  const canPlace = blockers.length === 0 && checked && !placing;

  const place = () => {
    const addressId = cart.addressId;
    if (!canPlace || addressId === null) return;
    run(async () => {
      setPlaceError(null);
      const placed = await ordering.placeOrder({ addressId, prescriptionIds: needsRx ? attachedIds : [] });
      if (placed.isErr()) {
        setPlaceError(`Your order was not placed. ${describeApiError(placed.error)} Try again: you will not be charged twice.`);
        return;
      }
      library.clearAttached();
      navigate(`/${product}/order-review/${encodeURIComponent(placed.value.id)}`);
      // The server turned the cart into the order; the badge and cart follow.
      void carts.load();
      return 'keep-busy';
    });
  };

  const onUploaded = (p: Prescription) => {
    prescriptions.replace([p, ...known]);
    library.attach(p.id);
  };

  return (
    <Layout>
      <div>
        <Panel aria-labelledby="lines-heading">
          <h2 id="lines-heading">Medicines ({cart.lines.length})</h2>
          <CartLines lines={cart.lines} busy={busy} unavailable={unavailable} pincode={pincode} product={product} />
          {pincode !== null && !checked && <Hint role="status">Checking delivery to {pincode}…</Hint>}
          {availability.failed && checked && <Hint>We could not check delivery to {pincode}; the pharmacy will confirm it.</Hint>}
        </Panel>

        {needsRx && (
          <Panel aria-labelledby="rx-heading">
            <h2 id="rx-heading">Prescription</h2>
            <p>Medicines marked Rx need a doctor’s prescription. Attach one you uploaded before, or upload it now.</p>
            {prescriptions.state.kind === 'loading' && <p role="status">Loading your prescriptions…</p>}
            {prescriptions.state.kind === 'failed' && (
              <LoadFailed error={prescriptions.state.error} what="your prescriptions" retry={prescriptions.retry} />
            )}
            {prescriptions.state.kind === 'ready' && known.length > 0 && (
              <PrescriptionList
                prescriptions={known}
                selected={attachedIds}
                onToggle={(id, on) => (on ? library.attach(id) : library.detach(id))}
                onDeleted={(id) => prescriptions.replace(known.filter((p) => p.id !== id))}
              />
            )}
            <div style={{ marginTop: '1rem' }}>
              <PrescriptionUploader onUploaded={onUploaded} label="Upload a new prescription" />
            </div>
          </Panel>
        )}

        <Panel aria-labelledby="address-heading">
          <h2 id="address-heading">Delivery address</h2>
          {addresses.state.kind === 'loading' && <p role="status">Loading your addresses…</p>}
          {addresses.state.kind === 'failed' && <LoadFailed error={addresses.state.error} what="your addresses" retry={addresses.retry} />}
          {addresses.state.kind === 'ready' && (
            <AddressPicker
              addresses={addressList}
              chosenId={cart.addressId}
              product={product}
              onChosen={() => void carts.load()}
              onDeleted={(id) => {
                addresses.replace(addressList.filter((a) => a.id !== id));
                if (id === cart.addressId) void carts.load();
              }}
            />
          )}
        </Panel>
      </div>

      <div>
        <Panel aria-labelledby="coupon-heading">
          <h2 id="coupon-heading">Coupons</h2>
          <CouponBox cart={cart} />
        </Panel>
        <Panel aria-labelledby="extra-discount-heading">
          <h2 id="extra-discount-heading">Additional discount</h2>
          <AdditionalDiscount />
        </Panel>
        <Panel aria-labelledby="summary-heading">
          <h2 id="summary-heading">Price details</h2>
          <TotalsList totals={cart.totals} couponCode={cart.couponCode} />
          {blockers.length > 0 && (
            <Blockers id="checkout-blockers">
              <p>Before you can place the order:</p>
              <ul>
                {blockers.map((blocker) => (
                  <li key={blocker.kind}>{describeBlocker(blocker, names)}</li>
                ))}
              </ul>
            </Blockers>
          )}
          {placeError && (
            <FieldError role="alert" style={{ margin: '0.75rem 0' }}>
              {placeError}
            </FieldError>
          )}
          <Button
            type="button"
            style={{ width: '100%', marginTop: '0.75rem' }}
            disabled={!canPlace}
            aria-describedby={blockers.length > 0 ? 'checkout-blockers' : undefined}
            onClick={place}
          >
            {placing ? 'Placing your order…' : 'Place order'}
          </Button>
        </Panel>
      </div>
    </Layout>
  );
}
