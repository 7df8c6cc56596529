import { useId, useState, type FormEvent } from 'react';
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
import { useQuery } from '../../../ui/use-query';

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

/**
 * Coupons: apply by code or by tapping one of the list (each with whether it applies and
 * why not), remove the applied one; a refusal's reason shows at the coupon field.
 */
export function CouponBox({ cart }: { cart: Cart }) {
  const carts = useUseCase(PHARMACY.Cart);
  const checkout = useUseCase(PHARMACY.CartCheckout);
  const clock = useUseCase(TOKENS.Clock);
  const coupons = useQuery(checkout.coupons());
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const { busy: working, run } = useThrottledSubmit();
  const [applied, setApplied] = useState<string | null>(null);
  const id = useId();

  const apply = (raw: string) =>
    run(async () => {
      setMessage(null);
      setApplied(null);
      const result = await carts.applyCoupon(raw);
      if (result.isErr()) {
        const error = result.error;
        setMessage(error.kind === 'invalid-quantity' ? error.message : error.kind === 'not-in-cart' ? 'Your cart is empty.' : describeApiError(error));
        return;
      }
      const wanted = raw.trim().toUpperCase();
      if (result.value.couponCode !== wanted) {
        setCode(wanted);
        setMessage(result.value.couponReason ?? `${wanted} does not apply to this cart.`);
        return;
      }
      setCode('');
      setApplied(`${wanted} applied. You save ${rupees(result.value.totals.couponDiscountPaise)}.`);
    });

  const remove = () =>
    run(async () => {
      setApplied(null);
      const result = await carts.removeCoupon();
      setMessage(result.isErr() && result.error.kind !== 'invalid-quantity' && result.error.kind !== 'not-in-cart' ? `The coupon was not removed. ${describeApiError(result.error)}` : null);
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(code);
  };

  const shownMessage = message ?? (cart.couponCode === null ? cart.couponReason : null);
  const today = isoDate(clock.now());

  return (
    <div>
      {cart.couponCode !== null ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'center' }}>
          <p style={{ margin: 0 }}>
            Coupon <code style={{ fontWeight: 700 }}>{cart.couponCode}</code> applied: you save {rupees(cart.totals.couponDiscountPaise)}.
          </p>
          <Button type="button" $variant="secondary" onClick={remove} disabled={working}>
            Remove coupon
          </Button>
        </div>
      ) : (
        <Row onSubmit={onSubmit} noValidate aria-label="Apply a coupon">
          <div>
            <label htmlFor={id}>Coupon code</label>
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
            Apply
          </Button>
        </Row>
      )}
      {shownMessage !== null && (
        <FieldError id={`${id}-reason`} role="alert" style={{ marginTop: '0.35rem' }}>
          {shownMessage}
        </FieldError>
      )}
      <div role="status" aria-live="polite">
        {applied && <Status>{applied}</Status>}
      </div>
      {coupons.kind === 'failed' && <Hint>The list of coupons could not be loaded; you can still type a code.</Hint>}
      {coupons.kind === 'ready' && coupons.value.length > 0 && (
        <Offers aria-label="Available coupons">
          {couponOffers(coupons.value, cart, today).map(({ coupon, check }) => (
            <li key={coupon.code}>
              <span>
                <code>{coupon.code}</code> {coupon.title}
                <Hint as="span" style={{ display: 'block' }}>
                  {check.applies ? `You save ${rupees(check.discountPaise)}` : check.reason}
                </Hint>
              </span>
              {cart.couponCode !== coupon.code && (
                <Button type="button" $variant="ghost" disabled={working} onClick={() => apply(coupon.code)}>
                  Apply{' '}<span className="visually-hidden">{coupon.code}</span>
                </Button>
              )}
            </li>
          ))}
        </Offers>
      )}
    </div>
  );
}
