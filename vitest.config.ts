import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Two cores: one worker per core. The test files share their worker's modules (isolate: false)
    // rather than each importing every engine again: no test changes a module's state for the
    // next (fake timers are set and restored per test), and it saves a tenth of the run.
    pool: 'threads',
    poolOptions: { threads: { maxThreads: 2, minThreads: 1, isolate: false } },
    testTimeout: 120_000,
  },
});
