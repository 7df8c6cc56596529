/** Bytes of a session or reset token: 256 bits, beyond guessing, where a counter was the next number. */
const TOKEN_BYTES = 32;

/** A fresh random token from the platform's Web Crypto (browsers and Node 20 alike), as hex. */
export function randomToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
