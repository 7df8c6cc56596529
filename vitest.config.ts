import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { compiledCatalogues } from './scripts/compiled-catalogues.ts';

export default defineConfig({
  test: {
    // Vitest keeps a core free by default, which on CI's two cores means one worker: most of a
    // component test is rendering and waiting, so one worker per core halves the run (247 s to 137 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'adapters/**/*.test.ts', 'fakes/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // The screens read catalogues compiled as the build compiles them.
        plugins: [compiledCatalogues()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // Whole-app renders on a 2-core machine: generous, so a busy CI box is not a failure.
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['tests/contracts/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
    ],
  },
});
