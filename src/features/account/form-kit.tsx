import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError, Hint } from '../../ui/controls';

/** What a control needs to be named, marked invalid and described by its hint and message. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export const FormField = styled(Field)`
  select,
  textarea {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    font: inherit;
  }
  textarea {
    min-height: 8rem;
    resize: vertical;
  }
  select[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colours.error};
  }
`;

/**
 * A labelled control with its hint and its error message under it; the control is marked
 * invalid and described by both, so a screen reader reads the message with the field.
 */
export function LabelledField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FormField>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FormField>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-top: 0.5rem;
`;

export const Section = styled.section`
  margin-bottom: 2rem;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.75rem;
  }
`;

export const FormAlert = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.error};
  color: ${({ theme }) => theme.colours.error};
  background: #fff5f4;
`;

export const Success = styled.div`
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colours.success};
  background: #f1faf3;
`;

/** Moves focus to the first control marked invalid, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}

/** 'YYYY-MM-DD' of a local date: what a date input's min and max take. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
