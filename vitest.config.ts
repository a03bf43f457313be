import { configDefaults, defineConfig } from 'vitest/config';
import { ONE_DATABASE_FILES } from './test/one-database.js';

export default defineConfig({
  test: {
    // console/test/: the console's browser test, beside the console it drives.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'console/test/**/*.test.ts'],
    // On PostgreSQL (DATABASE_URL), the files whose subject does not depend on the database are left to the PGlite run (test/one-database.ts).
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? ONE_DATABASE_FILES.map((entry) => entry.file) : [])],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits on a condition up to a deadline; vitest's default of 1 s is shorter than a busy
    // 2-core machine sometimes takes to render a page or deliver an event (docs/testing.md, "Rules").
    expect: { poll: { timeout: 10_000 } },
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
