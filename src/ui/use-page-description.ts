import { useEffect } from 'react';

let described: string | null = null;

/**
 * What the prerender saw a page describe itself with (src/prerender.tsx asks after each page):
 * effects do not run there, and a build renders one page at a time.
 */
export const prerenderedHead = {
  note(description: string): void {
    described = description;
  },
  /** The description of the page rendered since the last call, if it gave one. */
  take(): string | null {
    const description = described;
    described = null;
    return description;
  },
};

/**
 * The page's own sentence for search results and link previews, in the one description
 * index.html carries, while the page is on screen; the site's own comes back when it goes.
 * `null` while the page has nothing to say yet (its data is loading).
 */
export function usePageDescription(description: string | null): void {
  if (typeof document === 'undefined' && description !== null) prerenderedHead.note(description);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description === null || meta === null) return;
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [description]);
}
