/**
 * Makes public/og-image.png, the picture a shared link to any page shows (WhatsApp, Facebook,
 * LinkedIn, X): 1200×630, as their previews want, in PNG, which every one of them reads (not SVG).
 * Run once when the brand changes, and commit the image:
 *
 *   npx tsx scripts/og-image.ts
 *
 * It draws the SVG below in the installed Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 * The words on it are the home page's heading (src/features/home/messages/en.ts), which the
 * prerendered pages' og:image:alt gives in the page's language.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { BRAND_NAME } from '../src/app/brand';
import home from '../src/features/home/messages/en';
import { theme } from '../src/ui/theme';

export const OG_IMAGE = { file: 'og-image.png', width: 1200, height: 630 } as const;

const { primary, primaryDark } = theme.colours;

/** The heading in lines of at most `width` characters: SVG text does not wrap. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

const FONT = 'font-family="Noto Sans, DejaVu Sans, Arial, sans-serif" fill="#ffffff"';

/** A cross for care, the name, and what the app is for, on the brand's blue: flat colours, so the PNG stays small. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${primary}"/>
  <circle cx="1080" cy="90" r="250" fill="${primaryDark}"/>
  <circle cx="1160" cy="590" r="150" fill="${primaryDark}"/>
  <g transform="translate(96 110)">
    <rect width="120" height="120" rx="28" fill="#ffffff"/>
    <path d="M48 22h24v26h26v24H72v26H48V72H22V48h26z" fill="${primary}"/>
  </g>
  <text x="252" y="200" ${FONT} font-size="96" font-weight="700">${BRAND_NAME}</text>
  ${lines(home.title, 28)
    .map((line, i) => `<text x="96" y="${360 + i * 72}" ${FONT} font-size="58" font-weight="600">${line}</text>`)
    .join('')}
  <rect x="96" y="${360 + lines(home.title, 28).length * 72 - 20}" width="160" height="8" rx="4" fill="#ffffff"/>
</svg>`;

async function main(): Promise<void> {
  const out = path.resolve(import.meta.dirname, '../public', OG_IMAGE.file);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    await page.screenshot({ path: out, type: 'png', clip: { x: 0, y: 0, width: OG_IMAGE.width, height: OG_IMAGE.height } });
  } finally {
    await browser.close();
  }
  console.log(`${out}: ${Math.round(statSync(out).size / 1024)} KB`);
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
