import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Err, Ok, type Result } from 'ts-results-es';
import type { AddressForm as Form } from '../../../../domain/pharmacy/address-book';
import type { ApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import type { PageProps } from '../../../app/pages';
import { TOKENS } from '../../../app/tokens';
import { Card, PageTitle } from '../../../ui/controls';
import { LoadFailed } from '../../../ui/LoadFailed';
import { productOf } from '../../../app/product-segment';
import { SignInFirst } from '../../../ui/SignInFirst';
import { useLoad } from '../orders/use-load';
import { useSignedIn } from '../../../ui/use-signed-in';
import { AddressForm } from './AddressForm';

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
  if (!signedIn) return <SignInFirst title={route.title} what="and save your delivery addresses" />;
  return <AddressEditor title={route.title} product={productOf(params)} />;
}

function AddressEditor({ title, product }: { title: string; product: string }) {
  const book = useUseCase(TOKENS.AddressBook);
  const profiles = useUseCase(TOKENS.Profile);
  const navigate = useNavigate();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const id = query.get('id');
  const returnTo = query.get('return') ?? 'cart';
  const back = returnPath(product, returnTo);

  const load = useCallback(async (): Promise<Result<Form, ApiError>> => {
    if (id !== null) {
      const list = await book.list();
      return list.andThen((addresses) => {
        const found = addresses.find((a) => a.id === id);
        return found
          ? Ok(book.formFrom(found))
          : Err({ kind: 'not-found' as const, message: 'This address is no longer in your address book. You can add it again.' });
      });
    }
    // A new address starts with the patient's own name and number, which most orders use.
    const me = await profiles.prefill();
    return Ok(book.emptyForm(me ? { name: `${me.firstName} ${me.lastName}`.trim(), mobileNumber: me.mobileNumber } : {}));
  }, [book, profiles, id]);
  const { state, retry } = useLoad(load);

  return (
    <Card>
      <PageTitle>{id === null ? title : 'Edit address'}</PageTitle>
      {state.kind === 'loading' && <p role="status">Loading…</p>}
      {state.kind === 'failed' && <LoadFailed error={state.error} what="the address" retry={retry} />}
      {state.kind === 'ready' && (
        <AddressForm
          key={id ?? 'new'}
          initial={state.value}
          addressId={id}
          onSaved={async (saved) => {
            // A new address added from the cart is where that cart goes.
            if (id === null && returnTo === 'cart') await book.deliverTo(saved.id, { quiet: false });
            navigate(back);
          }}
        />
      )}
      <p>
        <Link to={back}>Cancel and go back</Link>
      </p>
    </Card>
  );
}
