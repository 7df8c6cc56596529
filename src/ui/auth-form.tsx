import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, FieldError, Hint } from './controls';

/**
 * The fields and boxes of the sign-in, registration and verification steps, and of the OTP step
 * the account pages reuse. Other forms take theirs from form-field and form-layout.
 */

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
