/**
 * The `cutoff` reliability suite (issue 14, item 3; docs/decisions/quality-targets.md: "no batch
 * stays Open after its cut-off, whatever the interleaving of processes").
 *
 * One ROLE=api process and three ROLE=worker processes on one PostgreSQL
 * database. Each round takes the next working day D: the sandbox clock is put
 * a random moment (under 0.4 s) before D's cut-off, deposits in three
 * currencies start streaming in from several lanes (so the day's batches are
 * made as the cut-off passes), and the cut-off passes in one of two ways, alternately:
 * with wall time, so a worker's scheduler runs the lock job while the other
 * workers are mid-chunk; or by an advance through the API, which runs the lock
 * job in the API process while the workers may still read the earlier time
 * (they take the new offset up on a notification). Deposits keep coming for a
 * moment after the cut-off.
 *
 * What must hold, read from the database at the end: every instruction sits in
 * a batch of its own date; every batch dated on or before the last cut-off
 * that ran is locked, and locked by its own date's cut-off (locked_at before
 * the next working day's cut-off), never a later one; every accepted deposit
 * is final; reconciliation is clean.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { batchDateFor, isWorkingDay, nextWorkingDay, parseCutoff, startOfDayUtc, toBusinessDate } from '../../src/calendar/calendar.js';
import { openDatabase } from '../../src/platform/db.js';
import { newIndividualClient } from '../builders/clients.js';
import { httpPartner, startService, type ServiceProcess } from './service.js';

export interface CutoffSuiteOptions {
  short: boolean;
  createDatabase(): { url: string; drop(): void };
  /** Shared by the processes when given (rate limits); the suite runs without it too. */
  redisUrl?: string;
  extraEnv: Record<string, string>;
  operatorKey: string;
}

const CUTOFF = '14:00';
const WORKERS = 3;
const LANES = 6;
/**
 * One product per currency, each of an institution whose cut-off is the platform's 14:00: three batch keys per
 * day, each made near the cut-off. (IA-EUR-MERIDIAN's 13:00 cut-off would send every EUR deposit of the round to
 * the next working day; the institution's cut-off has its own race tests in src/instructions/institution-cutoff.test.ts.)
 */
const PRODUCTS = [
  { productReference: 'IA-GBP-TYNESAVE', productIssueNumber: '1', productIssueVersionNumber: '2' },
  { productReference: 'N32-EUR-HARBOUR', productIssueNumber: '1', productIssueVersionNumber: '1' },
  { productReference: 'IA-USD-HARBOUR', productIssueNumber: '1', productIssueVersionNumber: '1' },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function cutoffOf(date: string): Date {
  return new Date(startOfDayUtc(date).getTime() + parseCutoff(CUTOFF) * 60_000);
}

export async function cutoffSuite(notes: string[], options: CutoffSuiteOptions): Promise<void> {
  const rounds = Number(process.env.RELIABILITY_CUTOFF_ROUNDS ?? (options.short ? 16 : 40));
  const database = options.createDatabase();
  const common = {
    PLATFORM_ENV: 'sandbox',
    DATABASE_URL: database.url,
    BATCH_CUTOFF_UTC: CUTOFF,
    // Workers poll and their schedulers tick every 50 ms: the lock job runs within moments of the cut-off.
    WORKER_POLL_INTERVAL_MS: '50',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...options.extraEnv,
  };
  const services: ServiceProcess[] = [];
  try {
    const api = await startService({ ...common, ROLE: 'api' });
    services.push(api);
    for (let i = 0; i < WORKERS; i++) services.push(await startService({ ...common, ROLE: 'worker' }, { waitReady: false }));
    const partner = httpPartner(() => api.baseUrl);
    const clients: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await partner.call('POST', '/clients/financial-partner', newIndividualClient());
      check(response.status === 201, `client create answered ${response.status}: ${JSON.stringify(response.body)}`);
      clients.push((response.body as { clientReference: string }).clientReference);
    }
    /** Moves the sandbox clock; undefined when the clock (following wall time) is already past `to`. */
    const advance = async (to: Date) => {
      const response = await partner.call('POST', '/sandbox/clock/advance', { to: to.toISOString() }).catch((error: Error) => {
        throw new Error(`advance to ${to.toISOString()}: ${error.message}`);
      });
      if (response.status === 400 && JSON.stringify(response.body).includes('only moves forward')) return undefined;
      check(response.status === 200, `advance to ${to.toISOString()} answered ${response.status}: ${JSON.stringify(response.body)}`);
      return response.body as { jobsRun: { job: string; date: string }[] };
    };
    const clock = await partner.call('GET', '/sandbox/clock');
    let date = toBusinessDate(new Date((clock.body as { now: string }).now));
    const accepted = new Set<string>();
    let viaAdvance = 0;
    let viaWallTime = 0;

    for (let round = 0; round < rounds; round++) {
      date = nextWorkingDay(date);
      check(isWorkingDay(date), `${date} is not a working day`);
      const cutoff = cutoffOf(date);
      // Streaming starts just before the cut-off, so the chunks that make the day's batches are in flight as it
      // passes; a round crossed by an advance (two in three) puts the clock 2 minutes before it and advances
      // right after the first deposits are accepted.
      const byAdvance = round % 3 !== 0;
      const lead = byAdvance ? 120_000 : 20 + Math.floor(Math.random() * 130);
      check(await advance(new Date(cutoff.getTime() - lead)), `the clock is already past ${date}'s cut-off`);
      let streaming = true;
      let i = 0;
      let firstAccepted!: () => void;
      const accepting = new Promise<void>((resolve) => (firstAccepted = resolve));
      let advancing!: () => void;
      const advanceIssued = new Promise<void>((resolve) => (advancing = resolve));
      const lanes = Promise.all(
        Array.from({ length: LANES }, async (_, lane) => {
          // In a round crossed by an advance, EUR and USD deposits start with the advance (give or take a few
          // ms): their batches are first needed about when the API process runs the lock job.
          if (byAdvance && lane % PRODUCTS.length !== 0) {
            await advanceIssued;
            await sleep(Math.random() * 15);
          }
          while (streaming) {
            const reference = randomUUID();
            const n = i++;
            const response = await partner
              .call('POST', '/instruction-request/deposit', {
                ...PRODUCTS[lane % PRODUCTS.length],
                accountReference: clients[n % clients.length],
                amount: 1000 + (n % 97),
                instructionReference: reference,
              })
              .catch((error: Error) => {
                throw new Error(`deposit: ${error.message}`);
              });
            check(response.status === 202, `deposit answered ${response.status}: ${JSON.stringify(response.body)}`);
            accepted.add(reference);
            firstAccepted();
          }
        }),
      );
      // The lanes stop on their own clock: an advance drains the queue first, so it must not wait for them to stop.
      const stop = setTimeout(() => (streaming = false), byAdvance ? 600 : lead + 400);
      try {
        if (byAdvance) {
          // The API process runs the lock job while the first chunks of the day, on workers reading the
          // earlier time, may still be making its batches.
          await accepting;
          await sleep(Math.random() * 15);
          advancing();
          // The advance runs the cut-off in the API process unless a worker's scheduler got there first.
          const report = await advance(new Date(cutoff.getTime() + 200));
          if (report?.jobsRun.some((r) => r.job === 'lock-instruction-batches' && r.date === date)) viaAdvance++;
          else viaWallTime++;
        } else {
          viaWallTime++;
        }
      } finally {
        advancing();
        await lanes.finally(() => clearTimeout(stop));
      }
    }

    const deadline = performance.now() + 120_000;
    const db = await openDatabase({ dataDir: 'memory://', databaseUrl: database.url });
    try {
      // Every accepted request final, and the last round's cut-off run (a worker's scheduler ticks every 50 ms).
      for (;;) {
        const pending = await sql<{ n: number; cut: number }>`
          SELECT (SELECT count(*)::int FROM instruction_requests WHERE status = 'Created') AS n,
                 (SELECT count(*)::int FROM scheduled_job_runs WHERE job_name = 'lock-instruction-batches' AND business_date = ${date}::date) AS cut`.execute(db.db);
        if (pending.rows[0].n === 0 && pending.rows[0].cut === 1) break;
        check(performance.now() < deadline, `${pending.rows[0].n} requests still Created, ${date}'s cut-off run ${pending.rows[0].cut} times, after 120 s`);
        await sleep(200);
      }
      const requests = await sql<{ instruction_reference: string; status: string }>`SELECT instruction_reference, status FROM instruction_requests`.execute(db.db);
      check(requests.rows.length === accepted.size, `${requests.rows.length} requests stored for ${accepted.size} accepted`);
      const lastCutoff = await sql<{ last: string }>`
        SELECT max(business_date)::text AS last FROM scheduled_job_runs WHERE job_name = 'lock-instruction-batches'`.execute(db.db);
      const last = lastCutoff.rows[0].last;
      check(last === date, `the last cut-off that ran is ${last}, not ${date}`);

      const misplaced = await sql<{ instruction_reference: string; date_to_be_actioned: string; batch_date: string }>`
        SELECT i.instruction_reference, i.date_to_be_actioned::text, b.batch_date::text
        FROM instructions i JOIN instruction_batches b ON b.instruction_batch_id = i.instruction_batch_id
        WHERE i.date_to_be_actioned <> b.batch_date`.execute(db.db);
      check(misplaced.rows.length === 0, `instructions outside a batch of their own date: ${JSON.stringify(misplaced.rows.slice(0, 3))}`);

      const batches = await sql<{ batch_date: string; status: string; locked_at: Date | null; instructions: number }>`
        SELECT b.batch_date::text, b.status, b.locked_at,
          (SELECT count(*)::int FROM instructions i WHERE i.instruction_batch_id = b.instruction_batch_id) AS instructions
        FROM instruction_batches b WHERE b.batch_date <= ${last}::date ORDER BY b.batch_date`.execute(db.db);
      const late: string[] = [];
      for (const batch of batches.rows) {
        const ownCutoff = cutoffOf(batch.batch_date);
        const nextCutoff = cutoffOf(nextWorkingDay(batch.batch_date));
        if (batch.status === 'Open') {
          late.push(`${batch.batch_date} (${batch.instructions} instructions) is still Open after the cut-off of ${last}`);
        } else if (!batch.locked_at || batch.locked_at.getTime() < ownCutoff.getTime() || batch.locked_at.getTime() >= nextCutoff.getTime()) {
          late.push(`${batch.batch_date} (${batch.instructions} instructions) locked at ${batch.locked_at?.toISOString()}, not at its own cut-off`);
        }
      }
      const processed = requests.rows.filter((r) => r.status === 'Processed').length;
      // Chunks whose clock read before a cut-off and whose placement came after it: the race was on.
      // Each by the earlier of the platform's and its institution's cut-off, at the instant its chunk recorded; never an earlier day.
      const placements = await sql<{ processed_at: Date; date_to_be_actioned: string; institution_cutoff: string }>`
        SELECT r.processed_at, i.date_to_be_actioned::text, f.payment_batch_cutoff_time_utc AS institution_cutoff
        FROM instruction_requests r JOIN instructions i ON i.request_reference = r.instruction_reference
        JOIN products p ON p.product_id = i.product_id JOIN financial_institutions f ON f.financial_institution_id = p.financial_institution_id`.execute(db.db);
      const ruleDate = (p: (typeof placements.rows)[number]) => batchDateFor(p.processed_at, Math.min(parseCutoff(CUTOFF), parseCutoff(p.institution_cutoff)));
      const early = placements.rows.filter((p) => p.date_to_be_actioned < ruleDate(p));
      check(early.length === 0, `instructions in a batch before the one their processing instant gives: ${JSON.stringify(early.slice(0, 3))}`);
      const moved = placements.rows.filter((p) => p.date_to_be_actioned > ruleDate(p)).length;
      notes.push(
        `${rounds} rounds (cut-off run by a worker's scheduler ${viaWallTime} times, by the API process's advance ${viaAdvance} times) with 1 API + ${WORKERS} worker processes: ` +
          `${accepted.size} deposits accepted, ${processed} Processed, ${batches.rows.length} batches dated up to ${last}; ` +
          `${moved} deposits whose chunk read the time before a cut-off were placed after it, in the next working day's batch`,
      );
      check(late.length === 0, `${late.length} batches missed their cut-off: ${late.slice(0, 5).join('; ')}`);
    } finally {
      await db.close();
    }
    const response = await fetch(`${api.baseUrl}/operator/reconciliation`, { headers: { authorization: `Bearer ${options.operatorKey}` } });
    const body = (await response.json()) as { ok: boolean; checks: { name: string; ok: boolean; offending: unknown[] }[] };
    check(response.status === 200 && body.ok, `reconciliation is not clean: ${JSON.stringify(body.checks.filter((c) => !c.ok)).slice(0, 500)}`);
  } catch (error) {
    for (const service of services) {
      const output = service.output().trim();
      if (output) notes.push(`output of a process:\n${output.slice(-1500)}`);
    }
    throw error;
  } finally {
    for (const service of services) await service.stop('SIGTERM');
    database.drop();
  }
}
