/**
 * Cross-site-scripting payloads and a detector for them, for tests of every place server
 * HTML reaches the page (SafeHtml and the pages that use it).
 */
declare global {
  interface Window {
    /** Called by every payload below, should it ever run. */
    __xss?: (source: string) => void;
  }
}

/** Every payload calls window.__xss(name) if it ever runs. */
export const PAYLOADS: Record<string, string> = {
  script: `<p>Before</p><script>window.__xss('script')</script><p>After</p>`,
  'script with odd case and attributes': `<ScRiPt type="text/javascript">window.__xss('script-case')</ScRiPt>`,
  'img onerror': `<img src="x" onerror="window.__xss('img-onerror')" alt="x">`,
  'img onerror without quotes': `<img src=x:x onerror=window.__xss('img-unquoted')>`,
  'svg onload': `<svg onload="window.__xss('svg-onload')"><circle r="1"></circle></svg>`,
  'svg script': `<svg><script>window.__xss('svg-script')</script></svg>`,
  'javascript: link': `<a href="javascript:window.__xss('js-link')">Read more</a>`,
  'javascript: link, mixed case': `<a href="JaVaScRiPt:window.__xss('js-case')">Case</a>`,
  'javascript: link, entity-encoded': `<a href="&#106;avascript:window.__xss('js-entity')">Entity</a>`,
  'javascript: link, leading space and tab': `<a href=" java\tscript:window.__xss('js-tab')">Tab</a>`,
  'data: html link': `<a href="data:text/html,<script>window.__xss('data-link')</script>">Data</a>`,
  'iframe srcdoc': `<iframe srcdoc="<script>parent.__xss('srcdoc')</script>"></iframe>`,
  'iframe javascript src': `<iframe src="javascript:parent.__xss('iframe-src')"></iframe>`,
  'object and embed': `<object data="javascript:window.__xss('object')"></object><embed src="javascript:window.__xss('embed')">`,
  'form action': `<form action="javascript:window.__xss('form')"><input name="otp"><button formaction="javascript:window.__xss('formaction')">Go</button></form>`,
  'style element': `<style>@import url("javascript:window.__xss('style-import')"); body { display: none }</style><p>Styled</p>`,
  'style attribute': `<div style="background:url(javascript:window.__xss('style-attr'));position:fixed;inset:0">Overlay</div>`,
  'details ontoggle': `<details open ontoggle="window.__xss('ontoggle')"><summary>More</summary>Text</details>`,
  'autofocus onfocus': `<input autofocus onfocus="window.__xss('onfocus')">`,
  'body onload': `<body onload="window.__xss('body-onload')"><p>Body</p></body>`,
  'video source onerror': `<video><source onerror="window.__xss('source-onerror')"></video>`,
  'meta refresh': `<meta http-equiv="refresh" content="0;url=javascript:window.__xss('meta')">`,
  'base href': `<base href="javascript:window.__xss('base')//"><a href="x">Relative</a>`,
  'mXSS: noscript title': `<noscript><p title="</noscript><img src=x onerror=window.__xss('noscript')>"></p></noscript>`,
  'mXSS: svg style': `<svg></p><style><a id="</style><img src=1 onerror=window.__xss('svg-style')>"></a></style></svg>`,
  'mXSS: math mglyph style': `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=window.__xss('mglyph')&gt;">`,
  'mXSS: nested forms in math': `<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss('form-math')>`,
  'mXSS: template': `<template><img src=x onerror=window.__xss('template')></template>`,
  'mXSS: comment breakout': `<!--<img src="--><img src=x onerror=window.__xss('comment')//">`,
};

export const ALL_PAYLOADS = Object.values(PAYLOADS).join('\n');

/** Every event a payload above could hang on. */
const EVENTS = ['error', 'load', 'click', 'focus', 'toggle', 'mouseover', 'pointerdown', 'animationstart', 'start'];

const ran: string[] = [];

/**
 * Handlers and scripts run in jsdom's own global, which is not the test's `window`; an
 * inline handler hands it over. The spy stays installed: jsdom fires some events (toggle)
 * a moment after the test.
 */
function pageGlobal(): Window {
  const probe = document.createElement('div') as HTMLDivElement & { pageGlobal?: Window };
  probe.setAttribute('onclick', 'this.pageGlobal = globalThis');
  probe.dispatchEvent(new Event('click'));
  if (probe.pageGlobal === undefined) throw new Error('jsdom ran no inline handler: the detector would be blind');
  return probe.pageGlobal;
}
let installed = false;

/**
 * Starts listening for payloads that run; returns the list of those that did, emptied now.
 * Call it in beforeEach.
 */
export function watchForXss(): string[] {
  if (!installed) {
    pageGlobal().__xss = (source) => void ran.push(source);
    installed = true;
  }
  ran.length = 0;
  return ran;
}

/**
 * Puts markup into the live document and provokes it: every script restarted, every event
 * fired on every element. Whatever could run, does.
 */
export function insertAndProvoke(html: string): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  host.append(document.createRange().createContextualFragment(html));
  provoke(host);
  return host;
}

export function provoke(root: Element): void {
  // Scripts inserted as markup never start; a fresh copy of each one does, so a script that
  // got through would run here.
  for (const script of root.querySelectorAll('script')) {
    const live = document.createElement('script');
    live.textContent = script.textContent;
    script.replaceWith(live);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const type of EVENTS) element.dispatchEvent(new Event(type, { bubbles: true }));
  }
}

/** The value without whitespace and control characters, which browsers skip inside a URL scheme. */
function stripControls(value: string): string {
  return [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
}

/** Markup that must never survive sanitising: code-running tags, handlers, styles and script URLs. */
export function dangerousMarkupIn(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'svg', 'math', 'meta', 'base', 'noscript', 'template'].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc' || name === 'formaction' || name === 'action') found.push(`${tag}[${name}]`);
      if (['href', 'src', 'data', 'xlink:href'].includes(name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(stripControls(attribute.value))) {
        found.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return found;
}
