import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { area, switchLanguage } from '../i18n/i18n';

// Screens render in one pass, as in the app once a page's catalogue is here: every area's
// English is loaded before any test, and its other languages are known for tests that switch
// (an area's own handle names the same files again later).
const catalogues = import.meta.glob<Readonly<Record<string, string>>>('../**/messages/*.ts', { import: 'default' });
const byArea = new Map<string, Record<string, () => Promise<Readonly<Record<string, string>>>>>();
for (const [file, load] of Object.entries(catalogues)) {
  const name = file.replace(/^\.\.\/(.+)\/messages\/[a-z-]+\.ts$/, '$1');
  byArea.set(name, { ...byArea.get(name), [file]: load });
}
await switchLanguage(
  'en',
  [...byArea].filter(([, files]) => Object.keys(files).some((file) => file.endsWith('/en.ts'))).map(([name, files]) => area(name, files)),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
