import type { Result } from 'ts-results-es';
import { tooManyAttemptsMessage } from './retry-after';

/**
 * Every failure a port can report, as plain data. Use-cases name the subset they
 * can return in their own types; the UI switches on `kind`.
 */
export type UnauthorizedError = { kind: 'unauthorized' };
/** 400: the server refused the request; `message` is its data text, else its message. */
export type RejectedError = { kind: 'rejected'; message: string };
/** 409: the request conflicts with the server's state (a slot taken, a stale meeting). */
export type ConflictError = { kind: 'conflict'; message: string };
export type NotFoundError = { kind: 'not-found'; message: string };
/** 5xx */
export type ServerError = { kind: 'server'; status: number; message: string };
export type NetworkError = { kind: 'network' };
export type TimeoutError = { kind: 'timeout' };
/** A body that does not fit the contract: never trusted, never a crash. */
export type BadResponseError = { kind: 'bad-response'; detail: string };
/** 429: too many attempts or codes; the server takes the next one after `retryAfterSeconds`. */
export type TooManyRequestsError = { kind: 'too-many-requests'; message: string; retryAfterSeconds: number };
/** 413: the request (in practice an upload) is larger than the server takes; `message` names the limit when known. */
export type TooLargeError = { kind: 'too-large'; message: string };

export type ApiError =
  | UnauthorizedError
  | RejectedError
  | ConflictError
  | NotFoundError
  | ServerError
  | NetworkError
  | TimeoutError
  | BadResponseError
  | TooManyRequestsError
  | TooLargeError;

export type ApiResult<T> = Promise<Result<T, ApiError>>;

/** What a 413 says when the server did not say how large a request may be. */
export const TOO_LARGE_FALLBACK = 'This file or request is too large to send. Choose a smaller file.';

/** A sentence a person can act on, for any API error. */
export function describeApiError(error: ApiError): string {
  switch (error.kind) {
    case 'unauthorized':
      return 'Your session has ended. Please sign in again.';
    case 'rejected':
    case 'conflict':
    case 'not-found':
      return error.message;
    case 'server':
      return error.message || 'Something went wrong on our side. Please try again.';
    case 'network':
      return 'You seem to be offline. Check your connection and try again.';
    case 'timeout':
      return 'The server took too long to answer. Please try again.';
    case 'bad-response':
      return 'We received an unexpected answer from the server. Please try again.';
    case 'too-many-requests':
      // Said from the wait, not the server's words, so every screen says it the same way.
      return tooManyAttemptsMessage(error.retryAfterSeconds);
    case 'too-large':
      return error.message || TOO_LARGE_FALLBACK;
  }
}
