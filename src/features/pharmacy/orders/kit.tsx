import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Result } from 'ts-results-es';
import styled from 'styled-components';
import { loginPathFor } from '../../../../domain/navigation/refer-path';
import type { CartTotals } from '../../../../domain/pharmacy/model';
import type { ApiError } from '../../../../domain/shared/errors';
import { formatMoney, Money } from '../../../../domain/shared/money';
import { format12Hour } from '../../../../domain/shared/time';
import { DEFAULT_PRODUCT } from '../../../app/brand';
import { useObservable, useUseCase } from '../../../app/di';
import { TOKENS } from '../../../app/tokens';
import { Card, PageTitle } from '../../../ui/controls';

/** Shared pieces of the pharmacy pages (cart, prescriptions, addresses, orders). */

export type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed'; error: ApiError };

/**
 * Runs `load` (keep it stable with useCallback) and again on `retry`; `replace` swaps in a
 * value the page got otherwise (the order a payment or a cancel returned).
 */
export function useLoad<T>(load: (() => Promise<Result<T, ApiError>>) | null): {
  state: Loaded<T>;
  retry: () => void;
  replace: (value: T) => void;
} {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const replacements = useRef(0);
  useEffect(() => {
    if (load === null) return;
    let live = true;
    const replacementsBefore = replacements.current;
    void load().then((result) => {
      // A value swapped in meanwhile (an upload, a payment) is newer than this answer.
      if (!live || replacements.current !== replacementsBefore) return;
      setState(result.isOk() ? { kind: 'ready', value: result.value } : { kind: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((value: T) => {
    replacements.current += 1;
    setState({ kind: 'ready', value });
  }, []);
  return { state, retry, replace };
}

/** Whether someone is signed in, as the session sees it now. */
export function useSignedIn(): boolean {
  const session = useUseCase(TOKENS.Session);
  return useObservable(session.loggedIn$, session.currentToken !== null);
}

/** The {product} segment of the address, for links that stay in the same group. */
export function productOf(params: Readonly<Record<string, string>>): string {
  return params.product ?? DEFAULT_PRODUCT;
}

/** A page that needs a signed-in patient, reached signed out: its title and a way in and back. */
export function SignInFirst({ title, what }: { title: string; what: string }) {
  const location = useLocation();
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <p>
        Sign in to see {what}. <Link to={loginPathFor(`${location.pathname}${location.search}`)}>Log in or register</Link>
      </p>
    </Card>
  );
}

export function rupees(paise: number): string {
  return formatMoney(Money.fromPaise(paise));
}

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** '22 Nov 2026, 3:05 PM': the day, then the time on the 12-hour clock (spec §9). */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${DAY.format(date)}, ${format12Hour(date)}`;
}

export function day(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}

const Amounts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.35rem 1rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colours.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .payable {
    font-weight: 700;
    color: ${({ theme }) => theme.colours.text};
    border-top: 1px solid ${({ theme }) => theme.colours.border};
    padding-top: 0.35rem;
  }
`;

/** MRP total, discount, coupon, delivery and what is payable, in rupees. */
export function TotalsList({ totals, couponCode }: { totals: CartTotals; couponCode: string | null }) {
  return (
    <Amounts>
      <dt>MRP total</dt>
      <dd>{rupees(totals.mrpPaise)}</dd>
      <dt>Discount on MRP</dt>
      <dd>{totals.itemDiscountPaise > 0 ? `−${rupees(totals.itemDiscountPaise)}` : rupees(0)}</dd>
      <dt>Coupon{couponCode ? ` (${couponCode})` : ''}</dt>
      <dd>{totals.couponDiscountPaise > 0 ? `−${rupees(totals.couponDiscountPaise)}` : rupees(0)}</dd>
      <dt>Delivery</dt>
      <dd>{totals.deliveryPaise > 0 ? rupees(totals.deliveryPaise) : 'Free'}</dd>
      <dt className="payable">To pay</dt>
      <dd className="payable" data-testid="payable">
        {rupees(totals.payablePaise)}
      </dd>
    </Amounts>
  );
}

export const Panel = styled.section`
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.25rem;
  margin-bottom: 1rem;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.75rem;
  }
`;

export const Tag = styled.span<{ $tone?: 'info' | 'warning' | 'success' }>`
  display: inline-block;
  padding: 0.05rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  border: 1px solid currentColor;
  color: ${({ theme, $tone = 'info' }) => ($tone === 'warning' ? theme.colours.error : $tone === 'success' ? theme.colours.success : theme.colours.primary)};
  background: #fff;
`;

export const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Status = styled.p<{ $tone?: 'error' | 'success' }>`
  margin: 0.75rem 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $tone = 'success' }) => ($tone === 'error' ? theme.colours.error : theme.colours.success)};
  color: ${({ theme, $tone = 'success' }) => ($tone === 'error' ? theme.colours.error : theme.colours.success)};
  background: ${({ $tone = 'success' }) => ($tone === 'error' ? '#fff5f4' : '#f1faf3')};
`;
