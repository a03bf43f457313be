/**
 * Reliability suite `advance-crash` (docs/decisions/quality-targets.md calendar; issue 14, item 2):
 * `kill -9` in the middle of `POST /sandbox/clock/advance` over thousands of
 * accounts, then a restart. The sandbox clock must come back at or after the
 * last instant whose jobs ran (checked against scheduled_job_runs), no batch
 * may stay Open once its date's lock job ran or its cut-off passed (a deposit
 * made after the restart included), and reconciliation must be clean. On
 * PGlite, and on PostgreSQL when a server answers.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { LOCK_JOB } from '../../src/batches/batch-jobs.js';
import { batchDateFor, parseCutoff, startOfDayUtc } from '../../src/calendar/calendar.js';
import { loadConfig } from '../../src/platform/config.js';
import { openDatabase } from '../../src/platform/db.js';
import type { Database } from '../../src/database.js';
import { closePlatform, createPlatform } from '../../src/composition/platform.js';
import { loadSandboxClock } from '../../src/scheduler/sandbox-clock.js';
import { parseIsoDateTime } from '../../src/platform/time.js';
import { httpPartner, startService, type ServiceProcess } from './service.js';
import {
  check,
  createClients,
  depositForEach,
  expectReconciled,
  INSTANT_ACCESS,
  maybeCreateDatabase,
  NO_RATE_LIMITS,
  type Partner,
  settleDeposits,
  SHORT,
  sleep,
} from './suite-helpers.js';

const DAY_MS = 86_400_000;
const ACCOUNTS = Number(process.env.RELIABILITY_ACCOUNTS ?? (SHORT ? 300 : 3600));
const DAYS = SHORT ? 30 : 100;

export async function advanceCrashSuite(notes: string[]): Promise<void> {
  await advanceCrashOn('pglite', notes);
  const database = maybeCreateDatabase();
  if (!database) {
    notes.push('PostgreSQL is not answering: the PostgreSQL part was skipped');
    return;
  }
  try {
    await advanceCrashOn('postgres', notes, database.url);
  } finally {
    database.drop();
  }
}

async function clockOf(partner: Partner): Promise<Date> {
  const response = await partner.call('GET', '/sandbox/clock');
  check(response.status === 200, `GET /sandbox/clock answered ${response.status}`);
  const now = parseIsoDateTime((response.body as { now: string }).now);
  check(now, `GET /sandbox/clock gave ${JSON.stringify(response.body)}`);
  return now;
}

async function advanceCrashOn(kind: 'pglite' | 'postgres', notes: string[], databaseUrl?: string): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'reliability-advance-'));
  const target = { dataDir, databaseUrl };
  const env = { PLATFORM_ENV: 'sandbox', DATA_DIR: dataDir, WORKER_POLL_INTERVAL_MS: '200', ...NO_RATE_LIMITS, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  let service: ServiceProcess = await startService(env);
  try {
    const partner = httpPartner(() => service.baseUrl);
    const clients = await createClients(partner, ACCOUNTS);
    await depositForEach(partner, clients);
    check((await partner.call('POST', '/sandbox/run')).status === 200, 'the sandbox run failed');
    // Every deposit opens its account: the advance then accrues interest on each, every day.
    await settleDeposits(partner);

    // How long a day of jobs takes here, to kill the long advance part-way. (Polling the clock does
    // not tell: on PGlite a request waits for the one session, which the advance keeps busy.)
    const calibrating = performance.now();
    const calibration = await partner.call('POST', '/sandbox/clock/advance', { days: 3 });
    check(calibration.status === 200, `the calibration advance answered ${calibration.status}`);
    const msPerDay = (performance.now() - calibrating) / 3;

    const from = await clockOf(partner);
    const started = performance.now();
    let answered: number | string | undefined;
    void partner.call('POST', '/sandbox/clock/advance', { days: DAYS }).then(
      (response) => (answered = response.status),
      () => (answered = 'no answer'),
    );
    await sleep(msPerDay * DAYS * (0.2 + 0.3 * Math.random()));
    check(answered === undefined, `the ${DAYS}-day advance answered ${answered} before it could be killed part-way`);
    service.child.kill('SIGKILL');
    await service.exited;
    const killedAfter = (performance.now() - started) / 1000;

    // What a restart sees, before any process runs anything more.
    const seen = await restartView(target);
    check(seen.lastRun > from.getTime() + DAY_MS, `too few days of jobs ran before the kill (last at ${new Date(seen.lastRun).toISOString()})`);
    check(seen.lastRun < from.getTime() + DAYS * DAY_MS, 'the advance had finished before the kill');
    check(
      seen.clock >= seen.lastRun,
      `after the crash the clock would restart at ${new Date(seen.clock).toISOString()}, before jobs that ran at ${new Date(seen.lastRun).toISOString()}`,
    );

    service = await startService(env);
    const restarted = await clockOf(partner);
    check(restarted.getTime() >= seen.lastRun, `the restarted clock ${restarted.toISOString()} is before the last job run ${new Date(seen.lastRun).toISOString()}`);
    // The symptom: a deposit made now must join a batch whose cut-off is still ahead.
    const late = await partner.call('POST', '/instruction-request/deposit', { ...INSTANT_ACCESS, accountReference: clients[0], amount: 1234, instructionReference: randomUUID() });
    check(late.status === 202, `the deposit after the restart answered ${late.status}`);
    check((await partner.call('POST', '/sandbox/run')).status === 200, 'the sandbox run after the restart failed');
    await expectReconciled(service.baseUrl);
    const again = await partner.call('POST', '/sandbox/clock/advance', { days: 2 });
    check(again.status === 200, `an advance after the restart answered ${again.status}`);
    await expectReconciled(service.baseUrl);
    check((await service.stop('SIGTERM')) === 0, 'the service did not exit 0 on SIGTERM');

    const stale = await openBatchesPastCutoff(target);
    check(stale.length === 0, `batches still Open past their cut-off: ${JSON.stringify(stale.slice(0, 5))}`);
    notes.push(
      `${kind}: ${ACCOUNTS} accounts; kill -9 ${killedAfter.toFixed(1)} s into a ${DAYS}-day advance, after ${((seen.lastRun - from.getTime()) / DAY_MS).toFixed(1)} days of jobs; the restart's clock was ${((seen.clock - seen.lastRun) / 3_600_000).toFixed(2)} h at or after the last job that ran; no batch Open past its cut-off; reconciliation clean`,
    );
  } finally {
    await service.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The clock a restarted process would load, and the due time of the last job run recorded. */
async function restartView(target: { dataDir: string; databaseUrl?: string }): Promise<{ clock: number; lastRun: number }> {
  const database = await openDatabase<Database>(target);
  try {
    const clock = await loadSandboxClock(database.db);
    const now = clock.now().getTime();
    // The jobs as the service registers them, for their due times.
    const platform = await createPlatform(loadConfig({ PLATFORM_ENV: 'sandbox', LOG_LEVEL: 'silent', DATABASE_URL: target.databaseUrl ?? '' }), database, clock, clock);
    const dueAt = new Map(platform.scheduler.registeredJobs.map((job) => [job.name, job.dueAtMinutesUtc * 60_000]));
    const runs = await database.db.selectFrom('scheduled_job_runs').select(['job_name', 'business_date']).execute();
    const lastRun = Math.max(...runs.map((r) => startOfDayUtc(r.business_date).getTime() + (dueAt.get(r.job_name) ?? 0)));
    await closePlatform(platform);
    return { clock: now, lastRun };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** Open batches whose date's lock job has run, or whose cut-off is behind the saved clock. */
async function openBatchesPastCutoff(target: { dataDir: string; databaseUrl?: string }): Promise<unknown[]> {
  const database = await openDatabase<Database>(target);
  try {
    const clock = await loadSandboxClock(database.db);
    const current = batchDateFor(clock.now(), parseCutoff(loadConfig({ PLATFORM_ENV: 'sandbox' }).batchCutoffUtc));
    const result = await sql<{ instruction_batch_id: string; batch_date: string; locked_by_job: boolean }>`
      SELECT b.instruction_batch_id, b.batch_date,
             EXISTS (SELECT 1 FROM scheduled_job_runs r WHERE r.job_name = ${LOCK_JOB} AND r.business_date = b.batch_date) AS locked_by_job
      FROM instruction_batches b
      WHERE b.status = 'Open'
        AND (b.batch_date < ${current}::date
             OR EXISTS (SELECT 1 FROM scheduled_job_runs r WHERE r.job_name = ${LOCK_JOB} AND r.business_date = b.batch_date))`.execute(database.db);
    return result.rows;
  } finally {
    await database.close();
  }
}
