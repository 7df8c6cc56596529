import { defineConfig } from 'vitest/config';
import { compiledCatalogues } from './scripts/compiled-catalogues';

// A run of the fake mode alone (E2E_MODE=fake, see scripts/test.sh) leaves the build checks and
// the nginx suite, which serves the live build against the fake API, to the HTTP-mode run.
const fakeModeOnly = process.env.E2E_MODE === 'fake';

/** The built app in real Chromium; run after `build` and `build:demo` (see scripts/test.sh). */
export default defineConfig({
  // The Hindi suites find buttons and check texts by the app's own catalogues (tests/e2e/hindi.ts).
  plugins: [compiledCatalogues()],
  test: {
    name: 'e2e',
    environment: 'node',
    include: fakeModeOnly ? ['tests/e2e/**/*.e2e.test.ts'] : ['tests/e2e/**/*.e2e.test.ts', 'tests/build/**/*.test.ts'],
    exclude: fakeModeOnly ? ['tests/e2e/nginx.e2e.test.ts', '**/node_modules/**'] : ['**/node_modules/**'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    // The two modes run side by side on CI's two cores (scripts/test.sh): on a loaded machine a long
    // flow took over a minute, and an expect.poll waited out its default 1 s while the page was
    // still rendering. Both bound only how long a failing wait takes; nothing sleeps longer.
    testTimeout: 120000,
    hookTimeout: 60000,
    expect: { poll: { timeout: 10000 } },
    // A test that fails on a loaded machine runs once more before it fails the run. One that
    // passes only then is named again at the end of `npm test` (scripts/test.sh), with the page
    // it failed on logged above it, so a flake is seen and mended, not hidden (docs/decisions.md).
    retry: 1,
  },
});
