import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { AddressBook, AddressForm as Form } from '../../../../domain/pharmacy/address-book';
import type { Address } from '../../../../domain/pharmacy/model';
import type { UserProfile } from '../../../../domain/session/model';
import type { QueryState } from '../../../../domain/shared/query';
import { useUseCase } from '../../../app/di';
import type { PageProps } from '../../../app/pages';
import { TOKENS } from '../../../app/tokens';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Card, PageTitle } from '../../../ui/controls';
import { LoadFailed } from '../../../ui/LoadFailed';
import { productOf } from '../../../app/product-segment';
import { SignInFirst } from '../../../ui/SignInFirst';
import { useSignedIn } from '../../../ui/use-signed-in';
import { useQuery } from '../../../ui/use-query';
import { usePageTitle } from '../../../i18n/page-titles';
import { AddressForm } from './AddressForm';
import { addressesMessages } from './messages';

/** Where ?return= sends the patient after saving: a short name, never a free address. */
const RETURN_TARGETS: Record<string, string> = {
  cart: 'Cart',
  prescriptions: 'uploadPrescription',
  'home-collection': 'home-collection',
};

export function returnPath(product: string, target: string | null): string {
  return `/${product}/${RETURN_TARGETS[target ?? ''] ?? RETURN_TARGETS.cart}`;
}

/** /{product}/add-newaddress: add an address, or edit one with ?id=; then back to ?return=. */
export default function AddressPage({ route, params }: PageProps) {
  const signedIn = useSignedIn();
  const title = usePageTitle(route);
  const t = addressesMessages.useT();
  if (!signedIn) return <SignInFirst title={title} what={t('page.signIn')} />;
  return <AddressEditor title={title} product={productOf(params)} />;
}

function AddressEditor({ title, product }: { title: string; product: string }) {
  const book = useUseCase(PHARMACY.AddressBook);
  const t = addressesMessages.useT();
  const profiles = useUseCase(TOKENS.Profile);
  const navigate = useNavigate();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const id = query.get('id');
  const returnTo = query.get('return') ?? 'cart';
  const back = returnPath(product, returnTo);

  // An edit starts from the address as the book has it; a new address from the patient's own
  // name and number, which most orders use (blank when the profile cannot be read).
  const addressesQuery = id === null ? null : book.list();
  const profileQuery = id === null ? profiles.prefilled() : null;
  const addresses = useQuery(addressesQuery);
  const profile = useQuery(profileQuery);
  const state: QueryState<Form> =
    id === null ? newAddressForm(book, profile) : addresses.kind === 'ready' ? addressForm(book, addresses.value, id, t('page.gone')) : addresses;
  const retry = () => (addressesQuery ?? profileQuery)?.reload();

  return (
    <Card>
      <PageTitle>{id === null ? title : t('page.edit')}</PageTitle>
      {state.kind === 'loading' && <p role="status">{t('page.loading')}</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what={t('page.loadFailed')} retry={retry} />}
      {state.kind === 'ready' && (
        <AddressForm
          key={id ?? 'new'}
          initial={state.value}
          addressId={id}
          onSaved={async (saved) => {
            // A new address added from the cart is where that cart goes.
            if (id === null && returnTo === 'cart') await book.deliverTo(saved.id, 'toast');
            navigate(back);
          }}
        />
      )}
      <p>
        <Link to={back}>{t('page.back')}</Link>
      </p>
    </Card>
  );
}

/** `gone` says the address is no longer in the book, in the language on screen. */
function addressForm(book: AddressBook, addresses: readonly Address[], id: string, gone: string): QueryState<Form> {
  const found = addresses.find((a) => a.id === id);
  return found
    ? { kind: 'ready', value: book.formFrom(found), refreshing: false }
    : { kind: 'failed', error: { kind: 'not-found', message: gone } };
}

function newAddressForm(book: AddressBook, profile: QueryState<UserProfile>): QueryState<Form> {
  if (profile.kind === 'loading') return profile;
  const me = profile.kind === 'ready' ? profile.value : null;
  return { kind: 'ready', value: book.emptyForm(me ? { name: `${me.firstName} ${me.lastName}`.trim(), mobileNumber: me.mobileNumber } : {}), refreshing: false };
}
