/** The little of jsdom (a dev dependency without types of its own) the build's prerender uses (src/prerender.tsx). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { url: string });
    readonly window: Window & typeof globalThis;
  }
}
