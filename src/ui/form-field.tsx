import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError, Hint } from './controls';

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

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby'>;

export interface InputFieldProps extends InputAttributes {
  label: string;
  name: string;
  value: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** The new text as typed. */
  onValue: (value: string) => void;
  /** The user left the field: the moment to check it. */
  onLeave?: () => void;
}

/** A labelled text input of a form (type, inputMode, autoComplete… passed through), with its hint and message. */
export function InputField({ label, name, value, error, hint, onValue, onLeave, ...attributes }: InputFieldProps) {
  return (
    <LabelledField label={label} error={error} hint={hint}>
      {(props) => <input {...props} {...attributes} name={name} value={value} onChange={(e) => onValue(e.target.value)} onBlur={onLeave} />}
    </LabelledField>
  );
}

/** The keys of a form whose values are text. */
type TextFields<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

/**
 * What every text field of a checked form wires the same way (its value and message, and what
 * typing and leaving it do), to spread into an InputField: `<InputField label="City" {...field('city')} />`.
 */
export function textFieldsOf<T>(
  form: T,
  errors: Partial<Record<keyof T, string | null>>,
  update: (field: TextFields<T>, value: string) => void,
  check: (field: TextFields<T>) => void,
): (field: TextFields<T>) => Pick<InputFieldProps, 'name' | 'value' | 'error' | 'onValue' | 'onLeave'> {
  return (field) => ({
    name: field,
    // TextFields<T> picks the keys that hold text.
    value: form[field] as string,
    error: errors[field],
    onValue: (value) => update(field, value),
    onLeave: () => check(field),
  });
}
