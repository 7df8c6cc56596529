/**
 * The `refer` query of the login page (spec §4): where to go back to after login.
 *
 * The legacy encoding is kept byte for byte because links carrying it already exist.
 * It is lossy — '-', '?', '=' and '&' all end up as runs of '_' — so decoding is a
 * guess checked against the route table. The guess rests on these assumptions:
 *
 * 1. Literal segments are restored exactly as the table writes them (case included);
 *    each '_' in a literal may stand for '-' or '_'.
 * 2. Free param values and splat segments are tokens with no '-' or '_' (numeric ids,
 *    Mongo ObjectIds, alphanumeric product slugs). A '-' in such a value comes back as
 *    '_' and is not recovered. Params with a closed set of values (the medical-history
 *    form slugs) are restored like literals, so 'family-disease' survives.
 * 3. The query starts at a single '_' right after the path. Inside it a run of one
 *    '_' is '_' (values such as TERMS_AND_CONDITIONS are common, '-' in them rare),
 *    '__' is '=', '___' is '&', and longer runs are undecodable. So query keys and
 *    values never start or end with '-' or '_', and a '-' in them comes back as '_'.
 *    A key with an inner '_' is misread only where its first word extends the path's
 *    last literal into another page ('/auth/verify-otp?mobile_no=1' comes back as
 *    '/auth/verify-otp-mobile?no=1').
 * 4. When several readings fit, the one with the longest path wins (a '_' is more
 *    likely a '-' inside a literal than the start of a query whose key happens to
 *    spell the rest of a literal), then the most specific route.
 *
 * A '-' in the encoded text cannot come from the encoding, so a raw, unencoded path
 * is read as itself where the rules above allow it.
 */
import { compiledRoutes, compareRank, type Segment } from './pattern';

/** Spec §4: '&' -> '---', '=' -> '--', '?' -> '-', then every '-' -> '_'. */
export function encodeReferPath(path: string): string {
  return path.replaceAll('&', '---').replaceAll('=', '--').replaceAll('?', '-').replaceAll('-', '_');
}

/** Where a page sends a visitor who must log in first (spec §4). */
export function loginPathFor(pathWithSearch: string): string {
  return `/auth/login?refer=${encodeReferPath(pathWithSearch)}`;
}

const QUERY_RUNS: Readonly<Record<number, string>> = { 1: '_', 2: '=', 3: '&' };

function decodeQuery(encoded: string): string | null {
  let decoded = '';
  for (const token of encoded.match(/_+|[^_]+/g) ?? []) {
    if (!token.startsWith('_')) {
      decoded += token;
      continue;
    }
    const symbol = QUERY_RUNS[token.length];
    if (symbol === undefined) return null;
    decoded += symbol;
  }
  return decoded;
}

/** Indices where the query may begin: a lone '_', the '?' the encoding flattened. */
function querySplits(encoded: string): number[] {
  const splits = [encoded.length];
  for (let i = 1; i < encoded.length; i += 1) {
    if (encoded[i] === '_' && encoded[i - 1] !== '_' && encoded[i + 1] !== '_') splits.push(i);
  }
  return splits;
}

function fitsLiteral(literal: string, encoded: string): boolean {
  if (literal.length !== encoded.length) return false;
  for (let i = 0; i < literal.length; i += 1) {
    const wanted = literal[i] as string;
    const got = encoded[i] as string;
    const fits =
      wanted === '-' || wanted === '_'
        ? got === '_' || got === wanted
        : got.toLowerCase() === wanted.toLowerCase();
    if (!fits) return false;
  }
  return true;
}

const isToken = (text: string): boolean => text !== '' && !text.includes('_');

/** The path segments as they were before encoding, or null when this shape does not fit. */
function restoreSegments(pattern: readonly Segment[], encoded: readonly string[]): string[] | null {
  const restored: string[] = [];
  for (const [index, segment] of pattern.entries()) {
    if (segment.kind === 'splat') {
      const rest = encoded.slice(index);
      return rest.every(isToken) ? [...restored, ...rest] : null;
    }
    const text = encoded[index];
    if (text === undefined) return null;
    if (segment.kind === 'static') {
      if (!fitsLiteral(segment.text, text)) return null;
      restored.push(segment.text);
    } else if (segment.values !== undefined) {
      const value = segment.values.find((candidate) => fitsLiteral(candidate, text));
      if (value === undefined) return null;
      restored.push(value);
    } else {
      if (!isToken(text)) return null;
      restored.push(text);
    }
  }
  return restored.length === encoded.length ? restored : null;
}

interface Reading {
  text: string;
  pathLength: number;
  rank: readonly number[];
}

function isBetter(candidate: Reading, best: Reading | null): boolean {
  if (best === null) return true;
  if (candidate.pathLength !== best.pathLength) return candidate.pathLength > best.pathLength;
  return compareRank(candidate.rank, best.rank) > 0;
}

/**
 * The path and query that `encodeReferPath` was given, read back against the route
 * table under the assumptions at the top of this file; null when no route fits
 * (callers then fall back to the role's home).
 */
export function decodeReferPath(encoded: string): string | null {
  if (!encoded.startsWith('/')) return null;
  let best: Reading | null = null;
  for (const split of querySplits(encoded)) {
    const hasQuery = split < encoded.length;
    const query = hasQuery ? decodeQuery(encoded.slice(split + 1)) : '';
    if (query === null) continue;
    const pathPart = encoded.slice(0, split);
    const trailingSlash = pathPart.length > 1 && pathPart.endsWith('/');
    const segments = pathPart === '/' ? [] : pathPart.slice(1, trailingSlash ? -1 : undefined).split('/');
    for (const compiled of compiledRoutes()) {
      const restored = restoreSegments(compiled.segments, segments);
      if (restored === null) continue;
      const path = restored.length === 0 ? '/' : `/${restored.join('/')}${trailingSlash ? '/' : ''}`;
      const reading: Reading = {
        text: hasQuery ? `${path}?${query}` : path,
        pathLength: split,
        rank: compiled.rank,
      };
      if (isBetter(reading, best)) best = reading;
    }
  }
  return best?.text ?? null;
}

// A leading '//' or '/\' is read by browsers as another host, and tabs or newlines are
// stripped before that reading, so any of them could smuggle an open redirect.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const IN_APP_PATH = /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/;

/** True for a path on this site that is safe to navigate to after login. */
export function isInAppPath(path: string): boolean {
  return IN_APP_PATH.test(path);
}

/** The decoded `refer` target when it is a path of this app, else null (open-redirect guard). */
export function safeReferTarget(encoded: string | null): string | null {
  if (encoded === null) return null;
  const decoded = decodeReferPath(encoded);
  return decoded !== null && isInAppPath(decoded) ? decoded : null;
}
