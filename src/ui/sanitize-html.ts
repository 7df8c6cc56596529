import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Elements that never belong in content from the server: they run code, load other
 * documents, restyle the page or collect input (a fake sign-in form in a policy page).
 */
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'noscript',
  'template',
  'svg',
  'math',
];

/** `style` can overlay the page or smuggle URLs; `srcdoc` and form targets carry documents and actions. */
const FORBIDDEN_ATTRIBUTES = ['style', 'srcdoc', 'action', 'formaction', 'xlink:href', 'ping'];

/** Web, e-mail and phone links, and relative ones; every other scheme (javascript:, vbscript:, data: on links) goes. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Server ids must not clobber the app's globals or its #main landmark.
  SANITIZE_NAMED_PROPS: true,
};

/** What DOMPurify puts before every id and name from the server (SANITIZE_NAMED_PROPS). */
const ID_PREFIX = 'user-content-';

export const NEW_TAB_HINT = ' (opens in a new tab)';

/** What external links of the sanitize under way say to screen readers: sanitizing is synchronous, so one at a time. */
let newTabHint = NEW_TAB_HINT;

function isExternal(href: string, here: Location): boolean {
  try {
    const url = new URL(href, here.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== here.origin;
  } catch {
    return false;
  }
}

let instance: Purifier | null = null;
let hostWindow: (Window & typeof globalThis) | null = null;

/** The window sanitizing works in where there is no browser's: the build's prerender, in Node (src/prerender.tsx). */
export function sanitizeIn(view: Window & typeof globalThis): void {
  hostWindow = view;
  instance = null;
}

/** One DOMPurify of our own, so its hooks never touch another library's use of the global one. */
function purifier(): Purifier {
  if (instance !== null) return instance;
  const host = hostWindow ?? window;
  const purify = DOMPurify(host);
  // Belt and braces: DOMPurify drops event handlers already; no on* attribute may ever pass.
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName.toLowerCase().startsWith('on')) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    node.setAttribute('rel', 'noopener noreferrer');
    // Ids were prefixed (SANITIZE_NAMED_PROPS), so in-page links follow them.
    if (href !== null && href.startsWith('#') && href.length > 1 && !href.startsWith(`#${ID_PREFIX}`)) {
      node.setAttribute('href', `#${ID_PREFIX}${href.slice(1)}`);
    }
    if (href !== null && isExternal(href, host.location)) {
      node.setAttribute('target', '_blank');
      const hint = node.ownerDocument.createElement('span');
      hint.className = 'visually-hidden';
      hint.textContent = newTabHint;
      node.appendChild(hint);
    } else {
      node.removeAttribute('target');
    }
  });
  instance = purify;
  return purify;
}

/**
 * HTML from the server made safe to insert: no scripts, no event handlers, no javascript:
 * URLs, no frames, plugins, forms or styles. Links get rel="noopener noreferrer"; external
 * ones open in a new tab and say so to screen readers, in `hint`'s words (the language on screen).
 * Use it through <SafeHtml>.
 */
export function sanitizeHtml(html: string, hint: string = NEW_TAB_HINT): string {
  newTabHint = hint;
  return purifier().sanitize(html, CONFIG);
}
