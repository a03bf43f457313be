/**
 * Reliability suite `poison` (docs/decisions/quality-targets.md isolation; issue 14, item 1): requests
 * whose processing can only fail, stored as an earlier version of the platform
 * stored them, must end Rejected after bounded attempts while every other
 * request is processed, on the real service, after a restart, on PGlite and on
 * PostgreSQL with two worker processes.
 *
 * The poison: a deposit whose instructionReference is that of a real maturity
 * payout (the insert of its instruction violates the unique key, the case of
 * the issue), and a deposit whose stored amount is not a number (bad data).
 * Submission now refuses the first with 409 and validation the second, so they
 * are written into the database while the service is stopped.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/platform/db.js';
import type { Database } from '../../src/database.js';
import { httpPartner, startService, type ServiceProcess } from './service.js';
import { awaitFinal, check, createClients, depositForEach, expectReconciled, INSTANT_ACCESS, maybeCreateDatabase, NO_RATE_LIMITS, settleDeposits, SHORT } from './suite-helpers.js';

const FIXED_3_MONTHS = { productReference: 'FT3-GBP-HARBOUR', productIssueNumber: '1', productIssueVersionNumber: '1' };

export async function poisonSuite(notes: string[]): Promise<void> {
  await poisonOn('pglite', notes);
  const database = maybeCreateDatabase();
  if (!database) {
    notes.push('PostgreSQL is not answering: the PostgreSQL part was skipped');
    return;
  }
  try {
    await poisonOn('postgres', notes, database.url);
  } finally {
    database.drop();
  }
}

async function poisonOn(kind: 'pglite' | 'postgres', notes: string[], databaseUrl?: string): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'reliability-poison-'));
  const env = { PLATFORM_ENV: 'sandbox', DATA_DIR: dataDir, WORKER_POLL_INTERVAL_MS: '200', ...NO_RATE_LIMITS, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  // PGlite: one process does everything. PostgreSQL: an API process and two workers, which do the processing.
  const start = async (): Promise<ServiceProcess[]> =>
    kind === 'pglite'
      ? [await startService(env)]
      : [
          await startService({ ...env, ROLE: 'api' }),
          await startService({ ...env, ROLE: 'worker' }, { waitReady: false }),
          await startService({ ...env, ROLE: 'worker' }, { waitReady: false }),
        ];
  let running: ServiceProcess[] = [];
  try {
    running = await start();
    const partner = httpPartner(() => running[0].baseUrl);
    const clients = await createClients(partner, SHORT ? 20 : 100);

    // A 3-month fixed term, matured and paid out by the platform.
    const fixed = await partner.call('POST', '/instruction-request/deposit', {
      ...FIXED_3_MONTHS,
      accountReference: clients[0],
      amount: 5000,
      instructionReference: randomUUID(),
    });
    check(fixed.status === 202, `the fixed term deposit answered ${fixed.status}`);
    const before = await depositForEach(partner, clients.slice(1));
    check((await partner.call('POST', '/sandbox/run')).status === 200, 'the sandbox run failed');
    await settleDeposits(partner);
    const matured = await partner.call('POST', '/sandbox/clock/advance', { days: 100 });
    check(matured.status === 200, `the 100-day advance answered ${matured.status}: ${JSON.stringify(matured.body)}`);

    for (const service of running) check((await service.stop('SIGTERM')) === 0, `a ${kind} process did not exit 0 on SIGTERM`);
    const poisons = await storePoison({ dataDir, databaseUrl }, clients[0]);
    running = await start();

    const after = await depositForEach(partner, clients);
    const started = performance.now();
    // On PostgreSQL the workers must do it alone: no sandbox run.
    const outcomes = await awaitFinal(partner, [...before, ...after, ...poisons], 120_000, kind === 'pglite');
    const seconds = (performance.now() - started) / 1000;
    for (const reference of [...before, ...after]) {
      check(outcomes.get(reference)?.status === 'Processed', `deposit ${reference} is ${JSON.stringify(outcomes.get(reference))}`);
    }
    for (const reference of poisons) {
      const outcome = outcomes.get(reference);
      check(outcome?.status === 'Rejected' && /^ProcessingFailed: /.test(outcome.statusReason ?? ''), `poison ${reference} is ${JSON.stringify(outcome)}`);
    }
    const run = await partner.call('POST', '/sandbox/run');
    check(run.status === 200, `/sandbox/run answered ${run.status}`);
    const advance = await partner.call('POST', '/sandbox/clock/advance', { days: 1 });
    check(advance.status === 200, `/sandbox/clock/advance answered ${advance.status}`);
    if (kind === 'pglite') {
      // The process that rejected them counted them (a worker process serves no /metrics).
      const metrics = await (await fetch(`${running[0].baseUrl}/metrics`, { headers: { authorization: 'Bearer sandbox-operator-key' } })).text();
      const rejected = metrics
        .split('\n')
        .filter((line) => line.startsWith('instruction_request_processing_failures_total{') && line.includes('outcome="rejected"'))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
      check(rejected === poisons.length, `instruction_request_processing_failures_total{outcome="rejected"} is ${rejected}, not ${poisons.length}`);
    }
    await expectReconciled(running[0].baseUrl);
    await checkAttempts({ dataDir, databaseUrl }, poisons, running);
    notes.push(
      `${kind}: ${poisons.length} poison requests stored before a restart ended Rejected (ProcessingFailed) after 3 attempts each; ${before.length + after.length} deposits around them Processed (the last ${after.length} within ${seconds.toFixed(1)} s${kind === 'postgres' ? ', by 2 worker processes' : ''}); sandbox run and advance answer 200; reconciliation clean`,
    );
  } finally {
    for (const service of running) await service.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Writes the poison straight into the database (the service is stopped); returns their references. */
async function storePoison(target: { dataDir: string; databaseUrl?: string }, client: string): Promise<string[]> {
  const database = await openDatabase<Database>(target);
  try {
    const db = database.db;
    const payout = await db.selectFrom('instructions').select(['financial_partner_id', 'instruction_reference']).where('is_maturity', '=', true).executeTakeFirst();
    check(payout, 'the fixed term was not paid out at maturity');
    const body = (amountMinor: string) => JSON.stringify({ ...INSTANT_ACCESS, productIssueNumber: 1, productIssueVersionNumber: 2, accountReference: client, amountMinor });
    const badData = randomUUID();
    for (const [reference, amountMinor] of [
      [payout.instruction_reference, '250000'],
      [badData, 'twelve pounds'],
    ]) {
      await sql`
        INSERT INTO instruction_requests (financial_partner_id, instruction_reference, request_type, body, body_hash, status, created_at)
        VALUES (${payout.financial_partner_id}, ${reference}, 'deposit', ${body(amountMinor)}::jsonb, 'stored-before-the-checks', 'Created', now())`.execute(db);
    }
    return [payout.instruction_reference, badData];
  } finally {
    await database.close();
  }
}

/** Each poison was tried exactly the bounded number of times (read on PostgreSQL while running; on PGlite after a stop). */
async function checkAttempts(target: { dataDir: string; databaseUrl?: string }, poisons: string[], running: ServiceProcess[]): Promise<void> {
  if (!target.databaseUrl) for (const service of running.splice(0)) check((await service.stop('SIGTERM')) === 0, 'the service did not exit 0 on SIGTERM');
  const database = await openDatabase<Database>(target);
  try {
    const rows = await database.db
      .selectFrom('instruction_requests')
      .select(['instruction_reference', 'processing_attempts'])
      .where('instruction_reference', 'in', poisons)
      .where('status', '=', 'Rejected')
      .execute();
    check(rows.length === poisons.length && rows.every((r) => Number(r.processing_attempts) === 3), `attempts recorded: ${JSON.stringify(rows)}`);
  } finally {
    await database.close();
  }
}
