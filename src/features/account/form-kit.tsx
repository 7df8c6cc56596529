import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Result } from 'ts-results-es';
import type { FieldErrors, InvalidForm } from '../../../domain/account/forms';
import { Field, FieldError, Hint } from '../../ui/controls';
import { useThrottledSubmit, type SubmitEnd } from '../../ui/throttled-submit';

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

export interface CheckedSubmitOptions<F extends string, V> {
  /** The form's own check, with a message per wrong field. */
  validate: () => Result<V, InvalidForm<F>>;
  /** Runs first on every submit that is checked or sent, e.g. to clear the last failure's message. */
  onStart?: () => void;
  /** The work once the form is valid; resolving `keep-busy` keeps the form busy (the page is moving on). */
  submit: (valid: V) => Promise<SubmitEnd | void>;
}

/**
 * The submit every checked form does: the form's check first, whose messages go to their fields
 * with the cursor on the first of them, then the work with `busy` set, throttled as every server
 * call is (useThrottledSubmit: a double click submits once). A refused check costs no wait.
 * `showErrors` puts later messages (the server's) at the fields the same way.
 */
export function useCheckedSubmit<F extends string, V>({ validate, onStart, submit }: CheckedSubmitOptions<F, V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const { busy, run } = useThrottledSubmit();
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const showErrors = useCallback((fields: FieldErrors<F>) => {
    setErrors(fields);
    setFocusRequest((n) => n + 1);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validate();
    if (checked.isErr()) {
      onStart?.();
      showErrors(checked.error.fields);
      return;
    }
    // A press the throttle ignores changes nothing on the page, a failure's message included.
    run(() => {
      onStart?.();
      setErrors({});
      return submit(checked.value);
    });
  };

  return { formRef, errors, setErrors, showErrors, busy, onSubmit };
}

/** 'YYYY-MM-DD' of a local date: what a date input's min and max take. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
