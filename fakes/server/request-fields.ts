import { Err } from 'ts-results-es';
import type { ApiError } from '../../domain/shared/errors';
import type { RequestContext } from './app';

// The fields of a request as the routes read them: lenient here, so the services answer what is wrong.

export const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const rejected = (message: string): Err<ApiError> => Err({ kind: 'rejected', message });

/** A required text field: anything else counts as empty, and the service says what is missing. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * An optional text field: absent or null is "not given"; any other non-string is kept as
 * its JSON text, so the service refuses it with its message instead of silently dropping it.
 */
export function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A query number as sent; absent means the spec's default, anything unparsable NaN (and a 400). */
export function numberParam(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  return raw === null || raw.trim() === '' ? fallback : Number(raw);
}

export function textParam(query: URLSearchParams, name: string): string | null {
  const raw = query.get(name);
  return raw === null || raw.trim() === '' ? null : raw.trim();
}

export function header(context: RequestContext, name: string): string {
  const value = context.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** A number field as sent (a coordinate, a size): absent or null is "not given", anything else not a number is NaN (and a 400). */
export function nullableNumber(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' ? value : NaN;
}
