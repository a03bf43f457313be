import { configDefaults, defineConfig } from 'vitest/config';
import { ONE_DATABASE_FILES } from './test/one-database.js';

// console/test/: the console's tests, beside the console they drive.
const ALL_FILES = ['src/**/*.test.ts', 'test/**/*.test.ts', 'console/test/**/*.test.ts'];
/** Chromium drives these: each keeps a fresh module graph of its own (see `isolate` below). */
const BROWSER_FILES = ['src/**/*.browser.test.ts', 'console/test/**/*.browser.test.ts'];

export default defineConfig({
  test: {
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
    projects: [
      {
        extends: true,
        // A worker keeps the modules it has loaded from one file to the next: importing the platform's
        // modules afresh for every file cost about 150 s of a run's 2-core time (docs/testing.md). Each
        // file still builds its own platform on its own database; what modules hold between files is
        // reset by a platform's start (the calendar's changes) or keyed by what it caches.
        test: { name: 'node', include: ALL_FILES, exclude: [...BROWSER_FILES], isolate: false },
      },
      { extends: true, test: { name: 'browser', include: BROWSER_FILES, isolate: true } },
    ],
  },
});
