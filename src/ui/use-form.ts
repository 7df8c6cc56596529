import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Result } from 'ts-results-es';
import type { FieldErrors, InvalidForm } from '../../domain/account/forms';
import { useThrottledSubmit, type SubmitEnd } from './throttled-submit';

/** Moves focus to the first control marked invalid, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export interface CheckedSubmitOptions<F extends string, V> {
  /** The domain's check, over the same valibot schema its use-case applies: the valid value, or a message per wrong field. */
  validate: () => Result<V, InvalidForm<F>>;
  /** Runs first on every submit, e.g. to clear the last failure's message. */
  onStart?: () => void;
  /** The work once the form is valid; resolving `keep-busy` keeps the form busy (the page is moving on). */
  submit: (valid: V) => Promise<SubmitEnd | void>;
}

/**
 * The submit of every form: the domain's check first, whose messages go to their fields with the
 * cursor on the first of them, and nothing is sent; then the work with `busy` set, through the
 * submit throttle (a double click sends once). A refused check costs no wait. `showErrors` puts
 * later messages (the server's) at the fields the same way. A form whose values live in the kit
 * uses useForm, built on this; a form whose values come from elsewhere (a loading prefill) uses this.
 */
export function useCheckedSubmit<F extends string, V>({ validate, onStart, submit }: CheckedSubmitOptions<F, V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
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
    setSubmitted(true);
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

  /** Back to a fresh form (after a success that empties it): no messages, checked on submit again. */
  const reset = useCallback(() => {
    setErrors({});
    setSubmitted(false);
  }, []);

  return { formRef, errors, setErrors, showErrors, submitted, reset, busy, onSubmit };
}

/** The keys of a form whose values are text. */
export type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

/** What a text control of a form is wired with, to spread into a TextField, SelectField or TextAreaField. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

/**
 * What every text field of a form wires the same way (its value and message, and what typing and
 * leaving it do), to spread into a field: `<TextField label="City" {...field('city')} />`.
 */
export function textFieldsOf<T>(
  values: T,
  errors: Partial<Record<TextKey<T>, string | undefined>>,
  update: (field: TextKey<T>, value: string) => void,
  leave: (field: TextKey<T>) => void,
): (field: TextKey<T>) => BoundField {
  return (name) => ({
    name,
    // TextKey<T> picks the keys that hold text.
    value: values[name] as string,
    error: errors[name],
    onChange: (event) => update(name, event.target.value),
    onBlur: () => leave(name),
  });
}

export interface FormOptions<T extends object, V> {
  /** What the fields start with. */
  initial: T | (() => T);
  /** The domain's check, over the same valibot schema its use-case applies: the valid value, or a message per wrong field. */
  validate: (values: T) => Result<V, InvalidForm<keyof T & string>>;
  /** Check a field as the user leaves it, not only on submit. */
  checkOnLeave?: boolean;
  onStart?: () => void;
  /** The work once the form is valid; resolving `keep-busy` keeps the form busy (the page is moving on). */
  submit: (valid: V, values: T) => Promise<SubmitEnd | void>;
}

/**
 * The one way a form holds its input and sends it (useCheckedSubmit's submit, with the values).
 * The input is never cleared by a failure. A field with a message, or any field once the form was
 * submitted, is re-checked as it is typed, so a message goes as soon as the field is right.
 */
export function useForm<T extends object, V>({ initial, validate, checkOnLeave = false, onStart, submit }: FormOptions<T, V>) {
  type F = keyof T & string;
  const [values, setValues] = useState<T>(initial);
  const checked = useCheckedSubmit<F, V>({ validate: () => validate(values), onStart, submit: (valid) => submit(valid, values) });
  const { errors, setErrors, submitted } = checked;

  const messageFor = (next: T, field: F): string | undefined => {
    const result = validate(next);
    return result.isErr() ? result.error.fields[field] : undefined;
  };

  /** Changes one field or several at once (a choice that fills another field). */
  const change = (patch: Partial<T>) => {
    const next = { ...values, ...patch };
    setValues(next);
    const recheck = (Object.keys(patch) as F[]).filter((field) => submitted || errors[field]);
    if (recheck.length > 0) setErrors((e) => ({ ...e, ...Object.fromEntries(recheck.map((field) => [field, messageFor(next, field)])) }));
  };

  const set = <K extends F>(field: K, value: T[K]) => change({ [field]: value } as unknown as Partial<T>);

  const check = (field: F) => setErrors((e) => ({ ...e, [field]: messageFor(values, field) }));

  const field = textFieldsOf(values, errors, (name, value) => set(name, value as T[typeof name]), (name) => {
    if (checkOnLeave) check(name);
  });

  const reset = (fresh: T) => {
    setValues(fresh);
    checked.reset();
  };

  return { ...checked, values, setValues, set, change, check, field, reset };
}
