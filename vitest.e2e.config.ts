import { defineConfig } from 'vitest/config';

/** The built app in real Chromium; run after `build` and `build:demo` (see scripts/test.sh). */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts', 'tests/build/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
