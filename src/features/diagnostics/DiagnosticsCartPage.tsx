import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Result } from 'ts-results-es';
import type { CartChangeError } from '../../../domain/diagnostics/cart';
import type { DiagnosticCart, DiagnosticTotals } from '../../../domain/diagnostics/model';
import { describeApiError } from '../../../domain/shared/errors';
import { useObservable, useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { DIAGNOSTICS } from '../../app/modules/diagnostics/tokens';
import { FAMILY } from '../../app/modules/family/tokens';
import { ActionLink, Button, Card, Field, FieldError, Hint, PageTitle } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { useThrottledSubmit } from '../../ui/throttled-submit';
import { AddFamilyMemberForm } from '../../ui/AddFamilyMemberForm';
import { ForWhomPicker } from '../../ui/ForWhomPicker';
import { productOf } from '../../app/product-segment';
import { rupees } from '../../ui/price';
import { SignInFirst } from '../../ui/SignInFirst';
import { useOfferedCoupon } from '../../ui/use-offered-coupon';
import { useSignedIn } from '../../ui/use-signed-in';
import { LabComparison } from './LabComparison';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { List, Muted, rich } from './kit';
import { diagnosticsMessages } from './messages';
import { DetailsAndPurchase } from '../../ui/DetailsAndPurchase';

const Layout = styled(DetailsAndPurchase)`
  section + section {
    margin-top: 1.5rem;
  }
`;

const Amounts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.35rem 1rem;
  dd {
    margin: 0;
    text-align: right;
  }
`;

export function DiagnosticTotalsList({ totals }: { totals: DiagnosticTotals }) {
  const t = diagnosticsMessages.useT();
  return (
    <Amounts>
      <dt>{t('totals.mrp')}</dt>
      <dd>{rupees(totals.mrpPaise)}</dd>
      <dt>{t('totals.discount')}</dt>
      <dd>−{rupees(totals.discountPaise)}</dd>
      {totals.couponDiscountPaise > 0 && (
        <>
          <dt>{t('totals.coupon')}</dt>
          <dd>−{rupees(totals.couponDiscountPaise)}</dd>
        </>
      )}
      <dt>{t('totals.homeCollection')}</dt>
      <dd>{totals.homeCollectionPaise === 0 ? t('totals.free') : rupees(totals.homeCollectionPaise)}</dd>
      <dt>
        <strong>{t('totals.toPay')}</strong>
      </dt>
      <dd data-testid="payable">
        <strong>{rupees(totals.payablePaise)}</strong>
      </dd>
    </Amounts>
  );
}

function changeMessage(error: CartChangeError): string | null {
  if (error.kind === 'busy' || error.kind === 'not-loaded') return null;
  if (error.kind === 'invalid') return error.message;
  return describeApiError(error);
}

/** An empty cart cannot take the coupon chosen on the Offers page: say so, rather than drop it silently. */
function OfferWaits() {
  const t = diagnosticsMessages.useT();
  const { code } = useOfferedCoupon();
  return code === null ? null : <Hint>{t('coupon.offerWaits', { code })}</Hint>;
}

function Coupon({ cart, onApply, onRemove }: { cart: DiagnosticCart; onApply: (code: string) => Promise<string | null>; onRemove: () => Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useThrottledSubmit();
  const inputId = useId();
  const errorId = useId();
  const t = diagnosticsMessages.useT();
  const say = useDomainText();
  const offered = useOfferedCoupon();
  useEffect(() => {
    if (offered.code === null) return;
    const code = offered.code;
    offered.taken();
    if (cart.couponCode !== code) run(async () => setError(await onApply(code)));
    // Once, on arrival: the address no longer names the coupon after this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offered.code]);
  if (cart.couponCode !== null) {
    return (
      <p>
        {rich(t, 'coupon.applied', {}, { code: <strong>{cart.couponCode}</strong> })}{' '}
        <Button type="button" $variant="ghost" disabled={busy} onClick={() => run(onRemove)}>
          {t('coupon.remove')}
        </Button>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => setError(await onApply(code)));
  };
  const reason = error ?? cart.couponReason;
  return (
    <form noValidate onSubmit={submit}>
      <Field>
        <label htmlFor={inputId}>{t('coupon.field')}</label>
        <input id={inputId} value={code} autoComplete="off" aria-invalid={reason !== null} aria-describedby={reason ? errorId : undefined} onChange={(event) => setCode(event.target.value)} />
        {reason && (
          <FieldError id={errorId} role="alert">
            {say(reason)}
          </FieldError>
        )}
        <Hint>{t('coupon.hint')}</Hint>
      </Field>
      <Button type="submit" $variant="secondary" disabled={busy}>
        {t('coupon.apply')}
      </Button>
    </form>
  );
}

/**
 * /{product}/diagnostics-cart: the tests, every lab's price for them side by side with a
 * switch, for whom (the patient or a family member, added on the spot), the coupon and the
 * totals, then on to home collection.
 */
export default function DiagnosticsCartPage({ route, params }: PageProps) {
  const product = productOf(params);
  const signedIn = useSignedIn();
  const cart = useUseCase(DIAGNOSTICS.DiagnosticCart);
  const state = useObservable(signedIn ? cart.refreshed$ : cart.state$, { kind: 'not-loaded' } as const);
  const family = useUseCase(FAMILY.FamilyMembers);
  const members = useObservable(signedIn ? family.loadedActive$ : family.active$, []);
  const session = useUseCase(TOKENS.Session);
  const header = useObservable(session.header$, { kind: 'visitor' } as const);
  const [message, setMessage] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [addingMember, setAddingMember] = useState(false);
  // The choice shows at once; the server's answer replaces it (or takes it back on a refusal).
  const [pendingFor, setPendingFor] = useState<{ id: string | null } | null>(null);
  const t = diagnosticsMessages.useT();
  const say = useDomainText();
  const title = usePageTitle(route);

  if (!signedIn) return <SignInFirst title={title} what={t('cart.signIn')} />;
  if (state.kind === 'not-loaded' || state.kind === 'loading') return <Hint role="status">{t('cart.loading')}</Hint>;
  if (state.kind === 'failed') {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p role="alert">{t('cart.failed', { reason: say(describeApiError(state.error)) })}</p>
        <Button type="button" onClick={() => void cart.load()}>
          {t('tryAgain')}
        </Button>
      </Card>
    );
  }
  const current = state.cart;
  const run = async (change: Promise<Result<DiagnosticCart, CartChangeError>>, done?: string) => {
    setMessage(null);
    const result = await change;
    if (result.isErr()) setMessage(changeMessage(result.error));
    else if (done) setAnnounce(done);
  };

  if (current.items.length === 0) {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p>{t('cart.empty')}</p>
        <OfferWaits />
        <Link to={`/${product}/diagnostics`}>{t('cart.find')}</Link>
      </Card>
    );
  }
  const lab = current.comparison.find((quote) => quote.lab.id === current.labId)?.lab.name ?? current.items[0]?.labData?.labName ?? null;
  const selfName = header.kind === 'ready' ? header.detail.firstName : '';

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <p role="status" className="visually-hidden">
        {announce}
      </p>
      {message && (
        <FieldError role="alert" style={{ marginBottom: '1rem' }}>
          {say(message)}
        </FieldError>
      )}
      <Layout aria-busy={state.busy}>
        <div>
          <section aria-labelledby="diagnostics-cart-tests">
            <h2 id="diagnostics-cart-tests">{current.cityName === null ? t('cart.testsNoCity') : t('cart.tests', { city: current.cityName })}</h2>
            <List>
              {current.items.map((item) => (
                <Card as="li" key={item.itemId} data-testid={`cart-item-${item.itemId}`}>
                  <Link to={`/${product}/testDetails/${encodeURIComponent(item.itemId)}`} translate="no">{item.itemName}</Link>
                  <br />
                  {item.labData && (
                    <Muted>{t('cart.itemPrice', { price: rupees(item.labData.pricePaise), lab: item.labData.labName })}</Muted>
                  )}{' '}
                  <Button type="button" $variant="ghost" onClick={() => void run(cart.remove(item.itemId), t('cart.removed', { name: item.itemName }))}>
                    {rich(t, 'cart.removeItem', {}, { name: <span className="visually-hidden">{item.itemName}</span> })}
                  </Button>
                </Card>
              ))}
            </List>
            <p>
              <Link to={`/${product}/diagnostics`}>{t('cart.addMore')}</Link>
            </p>
          </section>
          <section aria-labelledby="diagnostics-cart-labs">
            <h2 id="diagnostics-cart-labs">{t('cart.compare')}</h2>
            <Hint>{current.cityName === null ? t('cart.oneLabNoCity') : t('cart.oneLab', { city: current.cityName })}</Hint>
            <LabComparison cart={current} busy={state.busy} onChoose={(labId, name) => run(cart.switchLab(labId), t('cart.labChosen', { lab: name }))} />
          </section>
          <section aria-labelledby="diagnostics-cart-for-whom">
            <h2 id="diagnostics-cart-for-whom">{t('cart.forWhom')}</h2>
            <ForWhomPicker
              selfName={selfName}
              members={members}
              selected={pendingFor !== null ? pendingFor.id : current.familyMemberId}
              legend={t('cart.forWhomLegend')}
              today={family.today()}
              disabled={state.busy}
              onChange={(memberId) => {
                setPendingFor({ id: memberId });
                const name = members.find((member) => member.id === memberId)?.name;
                const done = memberId === null ? t('cart.sampleForYou') : name === undefined ? t('cart.sampleForMember') : t('cart.sampleFor', { name });
                void run(cart.forWhom(memberId), done).finally(() => setPendingFor(null));
              }}
              onAddMember={() => setAddingMember(true)}
            />
          </section>
        </div>
        <Card aria-labelledby="diagnostics-cart-summary">
          <h2 id="diagnostics-cart-summary">{t('cart.summary')}</h2>
          {lab && (
            <p>
              {t('cart.lab')} <strong>{lab}</strong>
            </p>
          )}
          <DiagnosticTotalsList totals={current.totals} />
          <Coupon
            cart={current}
            onApply={async (code) => {
              const applied = await cart.applyCoupon(code);
              if (applied.isErr()) return changeMessage(applied.error);
              return applied.value.couponCode === null ? applied.value.couponReason : null;
            }}
            onRemove={() => run(cart.removeCoupon())}
          />
          <ActionLink to={`/${product}/home-collection`}>{t('cart.next')}</ActionLink>
        </Card>
      </Layout>
      {addingMember && (
        <Dialog title={t('cart.addMember')} onClose={() => setAddingMember(false)}>
          <AddFamilyMemberForm
            family={family}
            onCancel={() => setAddingMember(false)}
            onAdded={(member) => {
              setAddingMember(false);
              void run(cart.forWhom(member.id), t('cart.sampleFor', { name: member.name }));
            }}
          />
        </Dialog>
      )}
    </>
  );
}
