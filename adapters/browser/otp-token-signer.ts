import type { Clock } from '../../domain/shared/ports';
import type { OtpTokenSigner } from '../../domain/session/ports';

/**
 * The encrypted token POST /user/sendOtp carries: the configured auth key and the
 * current time, AES-GCM encrypted with a key derived from the auth key, so the server
 * can reject replays and requests not made by this app.
 */
export class WebCryptoOtpTokenSigner implements OtpTokenSigner {
  constructor(
    private readonly authKey: string,
    private readonly clock: Clock,
    private readonly crypto: Crypto = globalThis.crypto,
  ) {}

  async create(): Promise<string> {
    const encoder = new TextEncoder();
    const digest = await this.crypto.subtle.digest('SHA-256', encoder.encode(this.authKey));
    const key = await this.crypto.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, ['encrypt']);
    const iv = this.crypto.getRandomValues(new Uint8Array(12));
    const plaintext = encoder.encode(JSON.stringify({ authKey: this.authKey, timestamp: this.clock.now().getTime() }));
    const sealed = new Uint8Array(await this.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext));
    const bytes = new Uint8Array(iv.length + sealed.length);
    bytes.set(iv, 0);
    bytes.set(sealed, iv.length);
    return btoa(String.fromCharCode(...bytes));
  }
}
