/**
 * The programs in examples/ run as a user runs them (`npx tsx examples/<name>.ts`,
 * a child process) against the real platform listening on a port: a client
 * and its deposit, the day's settlement job with the partner's records, and
 * the portfolio report.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/platform/clock.js';
import { advanceSandboxClock, type Sandbox, startSandbox } from './support.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const DAY = '2026-03-02';

let sandbox: Sandbox;
let scratch: string;
let recordsFile: string;

/** Runs an example; resolves with its exit code and output (a non-zero exit is a result, not a throw). */
function example(name: string, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TSX, `examples/${name}.ts`],
      { cwd: ROOT, env: { ...process.env, SAVINGS_BASE_URL: sandbox.baseUrl, RECORDS_FILE: recordsFile, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  // Tokens on the wall clock, as `npm start` runs the sandbox.
  sandbox = await startSandbox({ tokenClock: systemClock });
  scratch = await mkdtemp(join(tmpdir(), 'sdk-examples-'));
  recordsFile = join(scratch, 'records.json');
});
afterAll(async () => {
  await sandbox?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('examples/', () => {
  it('onboard-and-deposit: a client and a processed deposit, recorded in the partner records', async () => {
    const first = await example('onboard-and-deposit', { AMOUNT: '10000.00' });
    expect(first, first.stderr).toMatchObject({ code: 0 });
    expect(first.stdout).toMatch(/client \S+ \(created\)/);
    expect(first.stdout).toContain('FT12-GBP-NORTHBANK issue 1 version 2: net rate 4.25%');
    expect(first.stdout).toMatch(/deposit \S+ Processed/);
    const second = await example('onboard-and-deposit', { AMOUNT: '2500.55', PRODUCT_ID: 'FT6-GBP-HARBOUR' });
    expect(second, second.stderr).toMatchObject({ code: 0 });
    const records = JSON.parse(await readFile(recordsFile, 'utf8')) as { amount: number }[];
    expect(records.map((r) => r.amount)).toEqual([10000, 2500.55]);
  });

  it("onboard-and-deposit: an amount below the product minimum exits 1 with the platform's reason", async () => {
    const refused = await example('onboard-and-deposit', { AMOUNT: '5', RECORDS_FILE: join(scratch, 'unused.json') });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^GET \/products\/\{productId\}\/\{issueNumber\}\/summary: 400 \w+: .+/m);
  });

  it('daily-settlement: refuses a batch its records do not account for, closes one they do', async () => {
    await advanceSandboxClock(sandbox, `${DAY}T14:05:00Z`);
    // Records missing the second deposit: the batch total disagrees, nothing is closed.
    const records = JSON.parse(await readFile(recordsFile, 'utf8')) as unknown[];
    const partial = join(scratch, 'partial.json');
    await writeFile(partial, JSON.stringify(records.slice(0, 1)));
    const refused = await example('daily-settlement', { BATCH_DATE: DAY, RECORDS_FILE: partial });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('1 Locked');
    expect(refused.stdout).toMatch(/NOT closing \S+ deposit GBP 12500.55: instruction \S+ is not in our records; our records add up to 10000, the batch total is 12500.55/);

    const settled = await example('daily-settlement', { BATCH_DATE: DAY });
    expect(settled, settled.stderr).toMatchObject({ code: 0 });
    expect(settled.stdout).toMatch(/checked \S+ deposit GBP 12500.55/);
    expect(settled.stdout).toMatch(/closed \S+/);

    const again = await example('daily-settlement', { BATCH_DATE: DAY });
    expect(again.stdout).toContain('0 Locked');
  });

  it('portfolio-report: every portfolio with per-currency totals', async () => {
    const records = JSON.parse(await readFile(recordsFile, 'utf8')) as { clientReference: string }[];
    const report = await example('portfolio-report', { PAGE_SIZE: '1', CLIENT_REFERENCE: records[0].clientReference });
    expect(report, report.stderr).toMatchObject({ code: 0 });
    // Two portfolios (two clients), the deposits pending in the closed batch until settlement.
    expect(report.stdout).toMatch(/^GBP {2}2 {2}\d+ {2}[\d.]+ {2}0\.00 {2}[\d.]+ {2}12500\.55$/m);
    expect(report.stdout).toContain(`client ${records[0].clientReference} GBP portfolio`);
  });
});
