import type { CookieJar } from '../../domain/shared/ports';

/**
 * document.cookie for the spec's short-lived cookies (the coupon and its reason, the
 * consultation reason: 10 minutes). Path /, SameSite=Lax, Secure on https; values are
 * URI-encoded because a coupon reason holds spaces, commas and the rupee sign.
 */
export class BrowserCookieJar implements CookieJar {
  constructor(private readonly doc: Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol' | 'pathname'> | null } = document) {}

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

  /**
   * Expires every cookie the page can see, not only ours: at sign-out nothing of the session may
   * stay behind, whoever wrote it. A cookie written without a path lives at its page's folder, so
   * each one is expired at / and at every folder above the page shown now.
   */
  clear(): void {
    const names = this.doc.cookie
      .split(';')
      .map((part) => part.trim().split('=')[0] ?? '')
      .filter((name) => name !== '');
    const folders = ['/'];
    const segments = (this.doc.location?.pathname ?? '/').split('/').filter((segment) => segment !== '');
    for (let i = 1; i <= segments.length; i += 1) folders.push(`/${segments.slice(0, i).join('/')}`);
    for (const name of new Set(names)) {
      for (const folder of folders) this.doc.cookie = `${name}=; max-age=0; path=${folder}; SameSite=Lax${this.secure()}`;
    }
  }

  private secure(): string {
    return this.doc.location?.protocol === 'https:' ? '; Secure' : '';
  }
}
