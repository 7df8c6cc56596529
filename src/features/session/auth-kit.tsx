import { useEffect, useId, useState, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { OtpPurpose } from '../../../domain/account/model';
import type { Pending, PendingVerification } from '../../../domain/session/pending-verification';
import { checkPassword } from '../../../domain/shared/password';
import { useObservable } from '../../app/di';
import { Field, FieldError, Hint } from '../../ui/controls';

/** `?refer=…` of the current address, to carry along the auth steps ('' when there is none). */
export function useReferSuffix(): string {
  const [search] = useSearchParams();
  const refer = search.get('refer');
  // Slashes stay readable; everything else that could end the parameter is escaped.
  return refer ? `?refer=${encodeURIComponent(refer).replace(/%2F/gi, '/')}` : '';
}

/** State a step hands to the next one through navigation (never the number). */
export interface AuthNavigationState {
  notice?: string;
}

/** A message another step left for this one, e.g. why the user was sent back here. */
export function useRouteNotice(): string | null {
  const location = useLocation();
  const state = location.state as AuthNavigationState | null;
  return typeof state?.notice === 'string' ? state.notice : null;
}

/**
 * The pending code for one of `purposes`. After the code is used the store empties; the
 * screen keeps showing the last value rather than flashing "nothing pending" while it moves on.
 */
export function usePending(store: PendingVerification, purposes: readonly OtpPurpose[]): Pending | null {
  const live = useObservable(store.pending$, store.current);
  const [last, setLast] = useState(() => store.currentFor(purposes));
  const fitting = live !== null && purposes.includes(live.purpose) ? live : null;
  // Remembering the last value seen: state set while rendering, as React allows for this.
  if (fitting !== null && fitting !== last) setLast(fitting);
  return fitting ?? last;
}

/**
 * Focuses the element once the page has settled: the shell moves focus to the page's
 * main region after a route change, and this runs after that.
 */
export function useFocusOnMount(ref: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [ref]);
}

const FieldBox = styled(Field)`
  select {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
  }
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colours.error};
  }
`;

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

interface FieldChrome {
  label: string;
  /** The message at the field; the control is marked invalid while there is one. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Announce the message as it appears (one-field forms); forms with many fields focus the first instead. */
  announce?: boolean;
  /** Ids of other elements that describe the control (a checklist). */
  describedByExtra?: string;
}

export function TextField({
  label,
  error,
  hint,
  announce = true,
  describedByExtra,
  ref,
  ...input
}: FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={ref}
        id={id}
        aria-invalid={hasError}
        aria-describedby={describedBy(hint ? `${id}-hint` : null, describedByExtra, hasError && `${id}-error`)}
      />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {hasError && (
        <FieldError id={`${id}-error`} role={announce ? 'alert' : undefined}>
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
}

/** The mobile number an auth step asks for: the phone keypad, and the number the browser keeps. */
export function MobileNumberField(props: Omit<Parameters<typeof TextField>[0], 'label' | 'name' | 'type' | 'inputMode' | 'autoComplete'>) {
  return <TextField label="Mobile number" name="mobile" type="tel" inputMode="tel" autoComplete="tel-national" {...props} />;
}

export function SelectField({
  label,
  error,
  hint,
  ref,
  children,
  ...select
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  const hasError = Boolean(error);
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <select
        {...select}
        ref={ref}
        id={id}
        aria-invalid={hasError}
        aria-describedby={describedBy(hint ? `${id}-hint` : null, hasError && `${id}-error`)}
      >
        {children}
      </select>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {hasError && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  margin-top: 0.5rem;
`;

export const FormAlert = styled.div`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.error};
  color: ${({ theme }) => theme.colours.error};
  background: #fff5f4;
  p {
    margin: 0;
  }
`;

export const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.primary};
  background: ${({ theme }) => theme.colours.primarySoft};
`;

export const Success = styled.div`
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.success};
  background: #f1faf3;
  p {
    margin: 0 0 0.75rem;
  }
`;

export const Aside = styled.p`
  margin: 1.25rem 0 0;
`;

const Checklist = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  font-size: 0.9rem;
  li {
    display: flex;
    gap: 0.4rem;
    align-items: baseline;
    color: ${({ theme }) => theme.colours.muted};
  }
  li[data-met='true'] {
    color: ${({ theme }) => theme.colours.success};
  }
`;

/** The password rules: all shown before the user types, each ticked once the password meets it. */
export function PasswordRules({
  id,
  password,
  tickWhenEmpty = false,
  style,
}: {
  id: string;
  password: string;
  /** Tick what an empty password already meets ('No spaces'); else nothing is ticked before the user types. */
  tickWhenEmpty?: boolean;
  style?: CSSProperties;
}) {
  return (
    <Checklist id={id} aria-label="Password rules" style={style}>
      {checkPassword(password).map(({ rule, met: passes }) => {
        const met = (tickWhenEmpty || password !== '') && passes;
        return (
          <li key={rule.id} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span>
            <span>
              {rule.label}
              <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>
            </span>
          </li>
        );
      })}
    </Checklist>
  );
}
