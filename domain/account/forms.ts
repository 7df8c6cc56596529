import { Err, Ok, type Result } from 'ts-results-es';
import * as v from 'valibot';
import { fieldMessages } from '../shared/schema';

/** What is wrong with a form, one sentence per field, keyed by the field's name. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A form the domain refused before calling the server; the UI shows each message at its field. */
export interface InvalidForm<F extends string> {
  kind: 'invalid';
  fields: FieldErrors<F>;
}

/** The same call is already on its way (a double click): nothing is sent twice. */
export interface AlreadyInProgress {
  kind: 'in-progress';
}

/** An optional field: blank is null, anything else must pass `parse`. */
export function optional<T>(parse: (input: string) => Result<T, string>): (input: string) => Result<T | null, string> {
  return (input) => (input.trim() === '' ? Ok(null) : parse(input));
}

/** Runs a valibot object schema over a form: the output, or the first message per field. */
export function validateForm<S extends v.GenericSchema, F extends string>(
  schema: S,
  input: Record<F, unknown>,
): Result<v.InferOutput<S>, InvalidForm<F>> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return Ok(parsed.output);
  return Err({ kind: 'invalid', fields: fieldMessages(parsed.issues) as FieldErrors<F> });
}

/**
 * Lets one call of a kind be out at a time: a second call while the first is on its way
 * gets `in-progress` instead of a second request (the double click on every form).
 */
export class SingleFlight {
  private busy = false;

  get inProgress(): boolean {
    return this.busy;
  }

  async run<T, E>(call: () => Promise<Result<T, E>>): Promise<Result<T, E | AlreadyInProgress>> {
    if (this.busy) return Err({ kind: 'in-progress' });
    this.busy = true;
    try {
      return await call();
    } finally {
      this.busy = false;
    }
  }
}
