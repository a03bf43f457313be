/**
 * The files that run on one database only (test/one-database.ts) are tests of
 * shape, documents or pure code: none moves money, moves the clock, runs the
 * day's jobs or takes locks, which is what may differ between PGlite and
 * PostgreSQL and so runs on both (docs/testing.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ONE_DATABASE_FILES } from './one-database.js';

/** What a test that must run on both databases does, as its source says it. */
const RUNS_ON_BOTH: readonly { what: string; pattern: RegExp }[] = [
  { what: 'settles a batch', pattern: /\bsettle\w*\s*\(|\/settle\b/ },
  { what: 'moves the clock', pattern: /advanceTo\s*\(|\/sandbox\/clock|sandbox\.advance\w*\s*\(|clock\.advance\w*\s*\(/ },
  { what: "runs the day's jobs or processing", pattern: /\/sandbox\/run|sandbox\.run\s*\(|runDue\s*\(|runInterestJobs|processor\.drain/ },
  { what: 'writes or reads the books', pattern: /from '[./]*(src\/)?(ledger|payments|client-money|bank-statements|interest|batches)\/|openAccount\s*\(/ },
  { what: 'takes locks', pattern: /FOR UPDATE|SKIP LOCKED|pg_advisory|LOCK TABLE/i },
  { what: 'runs several processes', pattern: /startService\s*\(|reusableTestDatabase/ },
];

describe('the files that run on one database only', () => {
  it.each(ONE_DATABASE_FILES.map((entry) => [entry.file, entry.why, entry.embeddedAlways === true, entry.browser === true] as const))(
    '%s (%s) touches nothing that differs between the databases',
    (file, _why, embeddedAlways, browser) => {
      expect(existsSync(file), `${file} is listed but does not exist`).toBe(true);
      const source = readFileSync(file, 'utf8');
      if (browser) {
        // A page in Chromium: it may settle or run the day to have something to show, and takes no lock itself.
        expect(file).toMatch(/^console\/test\/.*\.browser\.test\.ts$/);
        expect(source).toMatch(/playwright-core/);
        expect(RUNS_ON_BOTH.filter((rule) => rule.what === 'takes locks' || rule.what === 'runs several processes').filter((rule) => rule.pattern.test(source))).toEqual([]);
        return;
      }
      if (embeddedAlways) {
        // Whatever it does, it does on PGlite on both runs: it takes DATABASE_URL out of its service's environment
        // itself, or starts its service only through startService (which passes DATABASE_URL on only when given it,
        // below) and never reads the run's DATABASE_URL nor opens a database of the run.
        const removesIt = /\[\s*'DATABASE_URL'/.test(source);
        const onlyThroughStartService =
          /startService\s*\(/.test(source) && !/process\.env\.DATABASE_URL|startTestPlatform|reusableTestDatabase|copyOfTemplate|maybeCreateDatabase/.test(source);
        expect(removesIt || onlyThroughStartService, `${file} may reach the run's database`).toBe(true);
        return;
      }
      const found = RUNS_ON_BOTH.filter((rule) => rule.pattern.test(source)).map((rule) => rule.what);
      expect(found, `${file} must run on both databases`).toEqual([]);
    },
  );

  it("relies on startService, for the embedded ones, to leave the run's DATABASE_URL out of the service's environment", () => {
    expect(readFileSync('test/reliability/service.ts', 'utf8')).toMatch(/for \(const name of \['DATABASE_URL',[^\]]*\]\) delete base\[name\]/);
  });

  it('catches a file that moves money', () => {
    const settling = "await d.settle('2026-03-02', 'deposit');";
    const locking = 'SELECT * FROM instruction_batches FOR UPDATE';
    expect(RUNS_ON_BOTH.filter((rule) => rule.pattern.test(settling)).map((r) => r.what)).toEqual(['settles a batch']);
    expect(RUNS_ON_BOTH.filter((rule) => rule.pattern.test(locking)).map((r) => r.what)).toEqual(['takes locks']);
  });
});
