import type { Result } from 'ts-results-es';
import { afterEach, beforeEach } from 'vitest';
import type { ApiError } from '../../domain/shared/errors';

/** The value of a result the case expects to succeed; a failure fails the case with the error it got. */
export function ok<T>(result: Result<T, ApiError>): T {
  if (result.isErr()) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The error of a result the case expects to fail; a success fails the case with the value it got. */
export function err<T>(result: Result<T, ApiError>): ApiError {
  if (result.isOk()) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** A new subject for every case, handed to `use`, and disposed of after the case. */
export function freshSubjectEachCase<S extends { dispose(): Promise<void> }>(makeSubject: () => Promise<S>, use: (subject: S) => void): void {
  let current: S;
  beforeEach(async () => {
    current = await makeSubject();
    use(current);
  });
  afterEach(async () => {
    await current.dispose();
  });
}
