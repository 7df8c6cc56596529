import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Result } from 'ts-results-es';
import type { FieldErrors, InvalidForm } from '../../domain/account/forms';
import { useThrottledSubmit, type SubmitEnd } from './throttled-submit';

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
