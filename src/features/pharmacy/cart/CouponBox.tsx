import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { couponOffers } from '../../../../domain/pharmacy/cart-checkout';
import type { Cart } from '../../../../domain/pharmacy/model';
import { describeApiError } from '../../../../domain/shared/errors';
import { useUseCase } from '../../../app/di';
import { TOKENS } from '../../../app/tokens';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { Button, FieldError, Hint } from '../../../ui/controls';
import { useThrottledSubmit } from '../../../ui/throttled-submit';
import { isoDate } from '../../../ui/dates';
import { rupees } from '../../../ui/price';
import { Status } from '../../../ui/Status';
import { useOfferedCoupon } from '../../../ui/use-offered-coupon';
import { useQuery } from '../../../ui/use-query';
import { useDomainText } from '../../../i18n/domain-text';
import { richText } from '../../../ui/rich-text';
import { cartMessages } from './messages';

const Row = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  flex-wrap: wrap;
  div {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    flex: 1;
    min-width: 10rem;
  }
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    text-transform: uppercase;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colours.error};
  }
`;

const Offers = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.6rem 0;
    border-top: 1px dashed ${({ theme }) => theme.colours.border};
  }
  code {
    font-weight: 700;
    letter-spacing: 0.04em;
  }
`;

/** Why a coupon did not go on or come off: the domain's or server's words, or the page's own. */
type Refusal =
  | { kind: 'said'; text: string }
  | { kind: 'empty-cart' }
  | { kind: 'not-applied'; code: string }
  | { kind: 'not-removed'; reason: string };

/**
 * Coupons: apply by code or by tapping one of the list (each with whether it applies and
 * why not), remove the applied one; a refusal's reason shows at the coupon field. A coupon
 * chosen on the Offers page (`?coupon=`) is applied on arrival, as if typed.
 */
export function CouponBox({ cart }: { cart: Cart }) {
  const t = cartMessages.useT();
  const say = useDomainText();
  const carts = useUseCase(PHARMACY.Cart);
  const checkout = useUseCase(PHARMACY.CartCheckout);
  const clock = useUseCase(TOKENS.Clock);
  const coupons = useQuery(checkout.coupons());
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { busy: working, run } = useThrottledSubmit();
  const [applied, setApplied] = useState<{ code: string; savingPaise: number } | null>(null);
  const id = useId();
  const offered = useOfferedCoupon();

  const apply = (raw: string) =>
    run(async () => {
      setRefusal(null);
      setApplied(null);
      const result = await carts.applyCoupon(raw);
      if (result.isErr()) {
        const error = result.error;
        setRefusal(error.kind === 'not-in-cart' ? { kind: 'empty-cart' } : { kind: 'said', text: error.kind === 'invalid-quantity' ? error.message : describeApiError(error) });
        return;
      }
      const wanted = raw.trim().toUpperCase();
      if (result.value.couponCode !== wanted) {
        setCode(wanted);
        const reason = result.value.couponReason;
        setRefusal(reason === null ? { kind: 'not-applied', code: wanted } : { kind: 'said', text: reason });
        return;
      }
      setCode('');
      setApplied({ code: wanted, savingPaise: result.value.totals.couponDiscountPaise });
    });

  const remove = () =>
    run(async () => {
      setApplied(null);
      const result = await carts.removeCoupon();
      setRefusal(
        result.isErr() && result.error.kind !== 'invalid-quantity' && result.error.kind !== 'not-in-cart'
          ? { kind: 'not-removed', reason: describeApiError(result.error) }
          : null,
      );
    });

  useEffect(() => {
    if (offered.code === null) return;
    offered.taken();
    if (cart.couponCode !== offered.code) apply(offered.code);
    // Once, on arrival: the address no longer names the coupon after this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offered.code]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(code);
  };

  const refusalText = (shown: Refusal): string => {
    switch (shown.kind) {
      case 'said':
        return say(shown.text);
      case 'empty-cart':
        return t('empty');
      case 'not-applied':
        return t('coupon.notApplies', { code: shown.code });
      case 'not-removed':
        return t('coupon.notRemoved', { reason: say(shown.reason) });
    }
  };
  const shownMessage = refusal !== null ? refusalText(refusal) : cart.couponCode === null ? cart.couponReason : null;
  const today = isoDate(clock.now());

  return (
    <div>
      {cart.couponCode !== null ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'center' }}>
          <p style={{ margin: 0 }}>
            {richText((values) => t('coupon.applied', { ...values, saving: rupees(cart.totals.couponDiscountPaise) }), { code: <code style={{ fontWeight: 700 }}>{cart.couponCode}</code> })}
          </p>
          <Button type="button" $variant="secondary" onClick={remove} disabled={working}>
            {t('coupon.remove')}
          </Button>
        </div>
      ) : (
        <Row onSubmit={onSubmit} noValidate aria-label={t('coupon.form')}>
          <div>
            <label htmlFor={id}>{t('coupon.field')}</label>
            <input
              id={id}
              name="coupon"
              autoComplete="off"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={shownMessage !== null}
              aria-describedby={shownMessage !== null ? `${id}-reason` : undefined}
            />
          </div>
          <Button type="submit" disabled={working}>
            {t('coupon.apply')}
          </Button>
        </Row>
      )}
      {shownMessage !== null && (
        <FieldError id={`${id}-reason`} role="alert" style={{ marginTop: '0.35rem' }}>
          {shownMessage}
        </FieldError>
      )}
      <div role="status" aria-live="polite">
        {applied && <Status>{t('coupon.appliedNow', { code: applied.code, saving: rupees(applied.savingPaise) })}</Status>}
      </div>
      {coupons.kind === 'failed' && <Hint>{t('coupon.listFailed')}</Hint>}
      {coupons.kind === 'ready' && coupons.value.length > 0 && (
        <Offers aria-label={t('coupon.list')}>
          {couponOffers(coupons.value, cart, today).map(({ coupon, check }) => (
            <li key={coupon.code}>
              <span>
                <code>{coupon.code}</code> {coupon.title}
                <Hint as="span" style={{ display: 'block' }}>
                  {check.applies ? t('coupon.saves', { saving: rupees(check.discountPaise) }) : say(check.reason)}
                </Hint>
              </span>
              {cart.couponCode !== coupon.code && (
                <Button type="button" $variant="ghost" disabled={working} onClick={() => apply(coupon.code)}>
                  {richText((values) => t('coupon.applyCode', values), { code: <span className="visually-hidden">{coupon.code}</span> })}
                </Button>
              )}
            </li>
          ))}
        </Offers>
      )}
    </div>
  );
}
