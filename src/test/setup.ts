import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { area, switchLanguage } from '../i18n/i18n';

// Screens render in one pass, as in the app once a page's catalogue is here: every area's
// English is loaded before any test (an area's own handle finds the same files later).
const english = import.meta.glob<Readonly<Record<string, string>>>('../**/messages/en.ts', { import: 'default' });
await switchLanguage(
  'en',
  Object.entries(english).map(([path, load]) => area(path.replace(/^\.\.\/(.+)\/messages\/en\.ts$/, '$1'), { [path]: load })),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
