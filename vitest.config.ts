import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // console/test/: the console's browser test, beside the console it drives.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'console/test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each test file builds its own app on its own database; files run in parallel
    // workers, bounded by the two cores of the machine.
    pool: 'forks',
    // One migrated database a run, copied by each file (test/template-database.ts).
    globalSetup: ['test/global-setup.ts'],
    maxWorkers: 2,
    // The JSON report lets .ci/run print one plain "N passed, N failed" line for both databases.
    // test/file-times-reporter.ts: each file's time, for .ci/run's slowest-files table.
    reporters: ['default', 'json', './test/file-times-reporter.ts'],
    outputFile: { json: process.env.VITEST_JSON_REPORT ?? '.tmp/vitest-report.json' },
  },
});
