import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { CollectionSlot } from '../../../domain/diagnostics/model';
import { slotWindow } from '../../../domain/diagnostics/rules';
import { addressSummary, ADDRESS_KIND_LABELS } from '../../../domain/pharmacy/address-book';
import type { Address } from '../../../domain/pharmacy/model';
import { describeApiError } from '../../../domain/shared/errors';
import { useObservable, useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { PHARMACY } from '../../app/modules/pharmacy/tokens';
import { Button, Card, FieldError, Hint, PageTitle } from '../../ui/controls';
import { CalendarIcon, HomeCollectionIcon } from '../../ui/icons';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { productOf } from '../../app/product-segment';
import { rupees } from '../../ui/price';
import { SignInFirst } from '../../ui/SignInFirst';
import { useSignedIn } from '../../ui/use-signed-in';
import { useQuery } from '../../ui/use-query';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { rich, useDayLabel } from './kit';
import { diagnosticsMessages } from './messages';
import { SlotPicker } from './SlotPicker';

const Addresses = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  label {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    min-height: 44px;
    padding: 0.6rem 0.75rem;
    margin-bottom: 0.5rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  label:focus-within {
    outline: 3px solid ${({ theme }) => theme.colours.primaryDark};
  }
`;

/**
 * /{product}/home-collection: the address from the shared address book, the lab's slots by
 * date, then the slot is held (POST book slots) and the order made (POST create diagnostic
 * order) for review and payment. A slot taken meanwhile is said plainly, with fresh slots,
 * and nothing else the patient chose is lost.
 */
export default function HomeCollectionPage({ route, params }: PageProps) {
  const product = productOf(params);
  const signedIn = useSignedIn();
  const cart = useUseCase(DIAGNOSTICS.DiagnosticCart);
  const state = useObservable(signedIn ? cart.loaded$ : cart.state$, { kind: 'not-loaded' } as const);
  const book = useUseCase(PHARMACY.AddressBook);
  const ordering = useUseCase(DIAGNOSTICS.DiagnosticOrdering);
  const navigate = useNavigate();
  const addressQuery = signedIn ? book.list() : null;
  const addresses = useQuery(addressQuery);
  const [slot, setSlot] = useState<CollectionSlot | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { busy: working, run } = useThrottledSubmit();
  const [pendingAddress, setPendingAddress] = useState<string | null>(null);
  const t = diagnosticsMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);
  const dayLabel = useDayLabel();

  if (!signedIn) return <SignInFirst title={title} what={t('home.signIn')} />;
  if (state.kind !== 'ready' || addresses.kind === 'loading') {
    if (state.kind === 'failed') return <p role="alert">{t('cart.failed', { reason: say(describeApiError(state.error)) })}</p>;
    return <Hint role="status">{t('home.loading')}</Hint>;
  }
  const current = state.cart;
  if (current.items.length === 0 || current.labId === null) {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p>{rich(t, 'home.empty', {}, { link: <Link to={`/${product}/diagnostics`}>{t('home.find')}</Link> })}</p>
      </Card>
    );
  }
  if (addresses.kind === 'failed') {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p role="alert">{t('home.addressesFailed', { reason: say(describeApiError(addresses.error)) })}</p>
        <Button type="button" onClick={() => addressQuery?.reload()}>
          {t('tryAgain')}
        </Button>
      </Card>
    );
  }
  const list: Address[] = addresses.value;
  const chosen = list.find((address) => address.id === current.addressId) ?? null;
  const shownAddress = pendingAddress ?? current.addressId;
  const labId = current.labId;
  const labName = current.items[0]?.labData?.labName ?? t('home.theLab');

  const chooseAddress = async (address: Address) => {
    setMessage(null);
    setSlot(null);
    setPendingAddress(address.id);
    const set = await cart.collectFrom(address);
    setPendingAddress(null);
    if (set.isErr() && set.error.kind !== 'busy') setMessage(set.error.kind === 'invalid' ? set.error.message : set.error.kind === 'not-loaded' ? null : describeApiError(set.error));
  };

  const proceed = () => {
    if (chosen === null || slot === null) return;
    run(async () => {
      setMessage(null);
      const placed = await ordering.bookCollection(slot, chosen);
      if (placed.isErr()) {
        if (placed.error.kind === 'busy') return;
        // The slot picker already shows the day's slots without the one refused.
        if (placed.error.kind === 'slot-taken' || placed.error.kind === 'slot-gone') {
          setSlot(null);
          setMessage(placed.error.message);
          return;
        }
        setMessage(describeApiError(placed.error));
        return;
      }
      cart.forget();
      navigate(`/${product}/diagnostics/order-review/${encodeURIComponent(placed.value.id)}`);
      return 'keep-busy';
    });
  };

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <p>
        {t('home.phlebotomist', { lab: labName })} {rich(t, 'home.toPay', {}, { amount: <strong>{rupees(current.totals.payablePaise)}</strong> })}
      </p>
      {message && (
        <FieldError role="alert" style={{ marginBottom: '1rem' }}>
          {say(message)}
        </FieldError>
      )}
      <Card>
        <Addresses disabled={state.busy || working}>
          <legend>
            <HomeCollectionIcon /> {t('home.address')}
          </legend>
          {list.map((address) => (
            <label key={address.id}>
              <input type="radio" name="collection-address" checked={address.id === shownAddress} onChange={() => void chooseAddress(address)} />
              <span>
                <strong>
                  {address.name} · {say(ADDRESS_KIND_LABELS[address.kind])}
                </strong>
                <br />
                {addressSummary(address)}
              </span>
            </label>
          ))}
        </Addresses>
        {list.length === 0 && <Hint>{t('home.noAddress')}</Hint>}
        <Link to={`/${product}/add-newaddress?return=home-collection`}>{t('home.addAddress')}</Link>
      </Card>
      {chosen !== null && (
        <Card style={{ marginTop: '1rem' }}>
          <h2>{t('home.slot')}</h2>
          <SlotPicker labId={labId} pincode={chosen.pincode} selected={slot} onSelect={setSlot} />
        </Card>
      )}
      <p role="status">{slot !== null ? t('home.chosen', { day: dayLabel(slot.date), time: slotWindow(slot) }) : ''}</p>
      <Button type="button" aria-disabled={working || slot === null || chosen === null || undefined} onClick={proceed}>
        <CalendarIcon />
        {working ? t('home.booking') : t('home.book')}
      </Button>
      {(slot === null || chosen === null) && <Hint>{t('home.choose')}</Hint>}
      <p>
        <Link to={`/${product}/diagnostics-cart`}>{t('home.back')}</Link>
      </p>
    </>
  );
}
