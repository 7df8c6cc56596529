import { describe, expect, it } from 'vitest';
import { BrowserCookieJar } from './cookie-jar';

/** Records what is written to document.cookie and plays back name=value pairs as a browser would. */
function fakeDocument(protocol = 'https:', pathname = '/') {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    location: { protocol, pathname },
    get cookie() {
      return [...jar.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair, ...attributes] = text.split('; ');
      const [name, value] = (pair ?? '').split('=') as [string, string];
      if (attributes.includes('max-age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('BrowserCookieJar', () => {
  it('writes the value URI-encoded with max-age in seconds, path /, SameSite=Lax and Secure on https', () => {
    const doc = fakeDocument();
    const cookies = new BrowserCookieJar(doc);
    cookies.set('couponReason', 'Add items worth ₹120.00 more', 10 * 60 * 1000);
    expect(doc.written[0]).toBe(`couponReason=${encodeURIComponent('Add items worth ₹120.00 more')}; max-age=600; path=/; SameSite=Lax; Secure`);
    expect(cookies.get('couponReason')).toBe('Add items worth ₹120.00 more');
  });

  it('leaves Secure off on plain http (local development)', () => {
    const doc = fakeDocument('http:');
    new BrowserCookieJar(doc).set('coupon', 'FLAT100', 1000);
    expect(doc.written[0]).toBe('coupon=FLAT100; max-age=1; path=/; SameSite=Lax');
  });

  it('reads null for a missing or badly encoded cookie, and removes with max-age=0', () => {
    const doc = fakeDocument();
    const cookies = new BrowserCookieJar(doc);
    expect(cookies.get('coupon')).toBeNull();
    doc.cookie = 'coupon=%E0%A4; path=/';
    expect(cookies.get('coupon')).toBeNull();
    cookies.set('coupon', 'HEALTH20', 60000);
    cookies.remove('coupon');
    expect(doc.written.at(-1)).toBe('coupon=; max-age=0; path=/; SameSite=Lax; Secure');
    expect(cookies.get('coupon')).toBeNull();
  });

  it('does not mistake a cookie whose name ends the same for the one asked', () => {
    const doc = fakeDocument();
    doc.cookie = 'xcoupon=NOPE; path=/';
    expect(new BrowserCookieJar(doc).get('coupon')).toBeNull();
  });

  it('clears every cookie the page can see, its own and others’, at / and each folder above the page', () => {
    const doc = fakeDocument('https:', '/book/consultation-information');
    const cookies = new BrowserCookieJar(doc);
    cookies.set('coupon', 'HEALTH20', 60000);
    doc.cookie = 'tracker=abc';

    cookies.clear();

    expect(doc.cookie).toBe('');
    expect(doc.written.filter((w) => w.startsWith('tracker=; max-age=0'))).toEqual([
      'tracker=; max-age=0; path=/; SameSite=Lax; Secure',
      'tracker=; max-age=0; path=/book; SameSite=Lax; Secure',
      'tracker=; max-age=0; path=/book/consultation-information; SameSite=Lax; Secure',
    ]);
  });
});
