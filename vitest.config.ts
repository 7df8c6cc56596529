import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestCase } from 'vitest/node';
import { compiledCatalogues } from './scripts/compiled-catalogues.ts';

export default defineConfig({
  test: {
    // Vitest keeps a core free by default, which on CI's two cores means one worker: most of a
    // component test is rendering and waiting, so one worker per core halves the run (247 s to 137 s).
    maxWorkers: availableParallelism(),
    // The default reporter lists only slow tests: a quick one that passed on its second run would
    // go unnamed, and `npm test` lists every such test as a flake to mend.
    reporters: [
      'default',
      {
        onTestCaseResult(test: TestCase) {
          const { retryCount } = test.diagnostic() ?? { retryCount: 0 };
          if (retryCount > 0 && test.result().state === 'passed') process.stdout.write(`passed on retry x${retryCount}: ${test.module.moduleId} > ${test.fullName}\n`);
        },
      },
    ],
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
          // A whole-app render can lose a race with a CI box running at half this machine's
          // speed, as the end-to-end tests can; `npm test` names each test that needed it.
          retry: 1,
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
