import type { CookieJar } from '../../domain/shared/ports';

/**
 * document.cookie for the spec's short-lived cookies (the coupon and its reason, the
 * consultation reason: 10 minutes). Path /, SameSite=Lax, Secure on https; values are
 * URI-encoded because a coupon reason holds spaces, commas and the rupee sign.
 */
export class BrowserCookieJar implements CookieJar {
  constructor(private readonly doc: Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> | null } = document) {}

  get(name: string): string | null {
    const prefix = `${encodeURIComponent(name)}=`;
    for (const part of this.doc.cookie.split(';')) {
      const cookie = part.trim();
      if (!cookie.startsWith(prefix)) continue;
      try {
        return decodeURIComponent(cookie.slice(prefix.length));
      } catch {
        // A cookie someone else wrote badly is as good as none.
        return null;
      }
    }
    return null;
  }

  set(name: string, value: string, maxAgeMs: number): void {
    const seconds = Math.max(0, Math.floor(maxAgeMs / 1000));
    this.doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${seconds}; path=/; SameSite=Lax${this.secure()}`;
  }

  remove(name: string): void {
    this.doc.cookie = `${encodeURIComponent(name)}=; max-age=0; path=/; SameSite=Lax${this.secure()}`;
  }

  private secure(): string {
    return this.doc.location?.protocol === 'https:' ? '; Secure' : '';
  }
}
