import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js';

/**
 * Passwords as the demo store keeps them: PBKDF2-HMAC-SHA256 with a random salt per password,
 * written `pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>` (docs/decisions.md "Demo passwords").
 * Synchronous, because the fake services are, in the browser as in Node.
 */

/**
 * Enough that a saved demo does not give a typed password back cheaply; few enough that the
 * fake, which hashes on the page's main thread, answers a sign-in in tens of milliseconds.
 */
export const PASSWORD_ITERATIONS = 10_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const SCHEME = 'pbkdf2-sha256';

function derive(password: string, salt: Uint8Array, iterations: number): Uint8Array {
  return pbkdf2(sha256, password, salt, { c: iterations, dkLen: HASH_BYTES });
}

export function hashPassword(password: string, salt: Uint8Array = randomBytes(SALT_BYTES)): string {
  return [SCHEME, PASSWORD_ITERATIONS, bytesToHex(salt), bytesToHex(derive(password, salt, PASSWORD_ITERATIONS))].join('$');
}

/** Whether `password` is the one `stored` was made from; a stored value of another shape matches nothing. */
export function passwordMatches(password: string, stored: string): boolean {
  const [scheme, iterations, salt, hash] = stored.split('$');
  const rounds = Number(iterations);
  if (scheme !== SCHEME || !Number.isInteger(rounds) || rounds < 1 || !salt || !hash) return false;
  let expected: Uint8Array;
  let saltBytes: Uint8Array;
  try {
    expected = hexToBytes(hash);
    saltBytes = hexToBytes(salt);
  } catch {
    return false;
  }
  const actual = derive(password, saltBytes, rounds);
  if (actual.length !== expected.length) return false;
  // Every byte compared whatever the first difference, as a real server must.
  let difference = 0;
  for (let i = 0; i < actual.length; i += 1) difference |= (actual[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}
