let siteOrigin: string | null = null;

/** The site's origin while the build prerenders pages (src/prerender.tsx), where there is no browser to ask. */
export const prerenderedOrigin = {
  set(origin: string | null): void {
    siteOrigin = origin;
  },
};

/**
 * A page's absolute address, for share links and structured data: at the browser's origin; in
 * the build's prerender, at the site's (VITE_SITE_ORIGIN), or the path alone when the build does
 * not know it.
 */
export function pageAddress(path: string): string {
  if (typeof window !== 'undefined') return new URL(path, window.location.origin).href;
  return siteOrigin === null ? path : new URL(path, siteOrigin).href;
}
