/**
 * `npm run test:reliability`: the reliability suites of docs/decisions/quality-targets.md against the
 * real service process (docs/reliability.md says what each proves).
 *
 *   RELIABILITY_SHORT=1      500 deposits instead of 10,000, fewer kills, 3,000 fuzz requests, 5 rounds of each amplification body instead of 20
 *   RELIABILITY_SUITES=a,b   run only these (fuzz, crash-pglite, crash-postgres, several-processes, outage, amplification-pglite,
 *                            amplification-postgres, cutoff, poison, advance-crash, failover; advance-crash and failover are left out
 *                            of the short form's default list)
 *   PG_HOST/PG_PORT/PG_USER  the PostgreSQL server (127.0.0.1, 5432, postgres); REDIS_URL (redis://127.0.0.1:6379)
 *
 * Exits non-zero when any suite fails; a suite whose service (PostgreSQL,
 * Redis) is missing is reported as skipped.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/platform/db.js';
import { newIndividualClient } from '../test/builders/clients.js';
import { cutoffSuite } from '../test/reliability/cutoff.js';
import { advanceCrashSuite } from '../test/reliability/advance-crash.js';
import { failoverSuite } from '../test/reliability/failover.js';
import { poisonSuite } from '../test/reliability/poison.js';
import { amplificationSuite } from '../test/reliability/amplification.js';
import { startPrivatePostgres, type PrivatePostgres } from '../test/reliability/private-postgres.js';
import { freePort, httpPartner, ROOT, startService, type ServiceProcess } from '../test/reliability/service.js';
import { check, maybeCreateDatabase, NO_RATE_LIMITS, OPERATOR_KEY, PG, SHORT, sleep } from '../test/reliability/suite-helpers.js';

const DEPOSITS = Number(process.env.RELIABILITY_DEPOSITS ?? (SHORT ? 500 : 10_000));
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type SuiteResult = { name: string; outcome: 'passed' | 'failed' | 'skipped'; seconds: number; notes: string[] };
class Skip extends Error {}

const log = (message: string) => process.stdout.write(`  ${message}\n`);

// ------------------------------------------------------------------ PostgreSQL and Redis

function createDatabase(): { url: string; drop(): void } {
  const database = maybeCreateDatabase();
  if (!database) throw new Skip(`PostgreSQL is not answering on ${PG.host}:${PG.port}`);
  return database;
}

function redisAvailable(): boolean {
  try {
    const url = new URL(REDIS_URL);
    return (
      execFileSync('redis-cli', ['-h', url.hostname, '-p', url.port || '6379', 'ping'])
        .toString()
        .trim() === 'PONG'
    );
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------ the deposit workload

type Partner = ReturnType<typeof httpPartner>;

async function createClients(partner: Partner, count: number): Promise<string[]> {
  const clients: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await partner.call('POST', '/clients/financial-partner', newIndividualClient());
    check(response.status === 201, `client create answered ${response.status}: ${JSON.stringify(response.body)}`);
    clients.push((response.body as { clientReference: string }).clientReference);
  }
  return clients;
}

function depositBody(reference: string, i: number, clients: string[]) {
  return {
    productReference: 'IA-GBP-TYNESAVE',
    productIssueNumber: '1',
    productIssueVersionNumber: '2',
    // One in fifty names a client that does not exist: those must end Rejected, exactly once too.
    accountReference: i % 50 === 49 ? randomUUID() : clients[i % clients.length],
    amount: 1000 + (i % 97),
    instructionReference: reference,
  };
}

interface SubmitReport {
  accepted: Set<string>;
  retries: number;
  statuses: Map<number, number>;
}

/**
 * Submits every deposit, retrying one whose answer was lost (connection
 * refused or reset while the service was down, 503) with the same reference
 * and body, as a partner would: the retry must be answered 202, never 409.
 */
async function submitDeposits(
  partners: Partner[],
  references: string[],
  clients: string[],
  concurrency: number,
  report: SubmitReport = { accepted: new Set(), retries: 0, statuses: new Map() },
): Promise<SubmitReport> {
  let next = 0;
  const worker = async (lane: number) => {
    for (;;) {
      const i = next++;
      if (i >= references.length) return;
      const partner = partners[(i + lane) % partners.length];
      const body = depositBody(references[i], i, clients);
      for (let attempt = 0; ; attempt++) {
        check(attempt < 1500, `deposit ${references[i]} never got an answer`);
        let status: number;
        try {
          const response = await partner.call('POST', '/instruction-request/deposit', body);
          status = response.status;
          if (status === 202) {
            check((response.body as { instructionReference: string }).instructionReference.toLowerCase() === references[i], 'the 202 names another reference');
            report.accepted.add(references[i]);
          } else if (status !== 503 && status !== 429 && status !== 401) {
            throw new Error(`deposit ${references[i]} answered ${status}: ${JSON.stringify(response.body)}`);
          }
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('deposit ')) throw error;
          status = 0; // no answer: the process died mid-request, or is restarting
        }
        report.statuses.set(status, (report.statuses.get(status) ?? 0) + 1);
        if (status === 202) break;
        report.retries++;
        await sleep(100 + Math.random() * 200);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, lane) => worker(lane)));
  return report;
}

/** Drains (sandbox run) and polls until every accepted reference is Processed or Rejected. */
async function awaitOutcomes(partner: Partner, references: Iterable<string>, timeoutMs: number, drain = true): Promise<Map<string, string>> {
  const outcomes = new Map<string, string>();
  const pending = new Set(references);
  const deadline = performance.now() + timeoutMs;
  while (pending.size > 0) {
    check(performance.now() < deadline, `${pending.size} accepted requests still not final after ${timeoutMs / 1000} s`);
    if (drain) await partner.call('POST', '/sandbox/run').catch(() => undefined);
    const batch = [...pending];
    for (let i = 0; i < batch.length; i += 16) {
      await Promise.all(
        batch.slice(i, i + 16).map(async (reference) => {
          const response = await partner.call('GET', `/instruction-request/status/${reference}`).catch(() => undefined);
          const status = (response?.body as { status?: string } | undefined)?.status;
          if (response?.status === 200 && (status === 'Processed' || status === 'Rejected')) {
            outcomes.set(reference, status);
            pending.delete(reference);
          }
        }),
      );
    }
    if (pending.size > 0) await sleep(500);
  }
  return outcomes;
}

async function reconciliation(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/operator/reconciliation`, { headers: { authorization: `Bearer ${OPERATOR_KEY}` } });
  const body = (await response.json()) as { ok: boolean; checks: { name: string; ok: boolean; offending: unknown[] }[] };
  check(response.status === 200, `reconciliation answered ${response.status}`);
  const broken = body.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${JSON.stringify(c.offending.slice(0, 3))}`);
  check(body.ok, `reconciliation is not clean: ${broken.join('; ')}`);
}

/** The database itself: one request per reference, every accepted one final, one instruction per processed deposit and none per rejected one. */
async function checkDatabase(target: { dataDir?: string; databaseUrl?: string }, accepted: Set<string>, notes: string[]): Promise<void> {
  const database = await openDatabase({ dataDir: target.dataDir ?? 'memory://', databaseUrl: target.databaseUrl });
  try {
    const db = database.db;
    const requests = await sql<{ instruction_reference: string; status: string; request_type: string }>`
      SELECT instruction_reference, status, request_type FROM instruction_requests`.execute(db);
    const byReference = new Map<string, string[]>();
    for (const row of requests.rows) byReference.set(row.instruction_reference, [...(byReference.get(row.instruction_reference) ?? []), row.status]);
    for (const reference of accepted) {
      const statuses = byReference.get(reference) ?? [];
      check(statuses.length === 1, `accepted ${reference} has ${statuses.length} request rows`);
      check(statuses[0] === 'Processed' || statuses[0] === 'Rejected', `accepted ${reference} is ${statuses[0]}`);
    }
    const unacknowledged = [...byReference.keys()].filter((r) => !accepted.has(r));
    notes.push(`${requests.rows.length} request rows; ${unacknowledged.length} stored without a 202 seen (expected 0: every lost answer was retried)`);
    check(unacknowledged.length === 0, `${unacknowledged.length} requests stored that were never acknowledged`);
    const duplicates = await sql<{ request_reference: string; n: string }>`
      SELECT request_reference, count(*) AS n FROM instructions WHERE request_reference IS NOT NULL GROUP BY request_reference HAVING count(*) > 1`.execute(db);
    check(duplicates.rows.length === 0, `instructions made twice: ${JSON.stringify(duplicates.rows.slice(0, 5))}`);
    const missing = await sql<{ n: string | number | bigint }>`
      SELECT count(*) AS n FROM instruction_requests r
      WHERE r.status = 'Processed' AND r.request_type = 'deposit'
        AND NOT EXISTS (SELECT 1 FROM instructions i WHERE i.request_reference = r.instruction_reference)`.execute(db);
    check(Number(missing.rows[0].n) === 0, `${missing.rows[0].n} processed deposits have no instruction`);
    const extra = await sql<{ n: string | number | bigint }>`
      SELECT count(*) AS n FROM instruction_requests r
      WHERE r.status = 'Rejected' AND EXISTS (SELECT 1 FROM instructions i WHERE i.request_reference = r.instruction_reference)`.execute(db);
    check(Number(extra.rows[0].n) === 0, `${extra.rows[0].n} rejected requests have an instruction`);
  } finally {
    await database.close();
  }
}

// ------------------------------------------------------------------ suites

async function crashSuite(kind: 'pglite' | 'postgres', notes: string[]): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'reliability-crash-'));
  const database = kind === 'postgres' ? createDatabase() : undefined;
  const port = await freePort();
  const env = {
    PLATFORM_ENV: 'sandbox',
    DATA_DIR: dataDir,
    PORT: String(port),
    WORKER_POLL_INTERVAL_MS: '200',
    ...NO_RATE_LIMITS,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  let service: ServiceProcess = await startService(env);
  try {
    const partner = httpPartner(() => service.baseUrl);
    const clients = await createClients(partner, 20);
    const references = Array.from({ length: DEPOSITS }, () => randomUUID());
    // Kill points spread over the submissions (so every kill lands while work is in flight),
    // each a little after its count is reached so it falls mid-request or mid-chunk.
    const killCount = SHORT ? 4 : 12;
    const killAt = Array.from({ length: killCount }, () => Math.floor(DEPOSITS * (0.05 + 0.9 * Math.random()))).sort((a, b) => a - b);
    const report: SubmitReport = { accepted: new Set(), retries: 0, statuses: new Map() };
    let submitting = true;
    let kills = 0;
    const killer = (async () => {
      for (const point of killAt) {
        while (submitting && report.accepted.size < point) await sleep(10);
        if (!submitting) break;
        await sleep(Math.random() * 150);
        service.child.kill('SIGKILL');
        await service.exited;
        kills++;
        // The same data directory: the dead process's lock file is stale and must be taken over.
        service = await startService(env);
      }
    })();
    const started = performance.now();
    await submitDeposits([partner], references, clients, 8, report).finally(() => (submitting = false));
    await killer;
    // One more crash with work still queued, then a clean restart.
    service.child.kill('SIGKILL');
    await service.exited;
    kills++;
    service = await startService(env);
    notes.push(
      `${DEPOSITS} deposits accepted in ${((performance.now() - started) / 1000).toFixed(1)} s across ${kills} kill -9s; ${report.retries} retries of lost answers; answers seen ${JSON.stringify([...report.statuses])}`,
    );
    check(report.accepted.size === DEPOSITS, `only ${report.accepted.size} of ${DEPOSITS} deposits were accepted`);
    const outcomes = await awaitOutcomes(partner, report.accepted, 300_000);
    const rejected = [...outcomes.values()].filter((s) => s === 'Rejected').length;
    notes.push(`${outcomes.size - rejected} Processed, ${rejected} Rejected`);
    await expectOneOutcomeEventEach(partner, outcomes, notes);
    await reconciliation(service.baseUrl);
    const code = await service.stop('SIGTERM');
    check(code === 0, `the service exited ${code} on SIGTERM`);
    check(!existsSync(join(dataDir, 'platform.lock')), 'the lock file is still there after a clean stop');
    await checkDatabase(database ? { databaseUrl: database.url } : { dataDir }, report.accepted, notes);
  } finally {
    await service.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    database?.drop();
  }
}

/**
 * The events feed across the kills: exactly one instruction.processed or
 * instruction.rejected per resolved request, of the outcome its status shows
 * (an event is written by the transaction that resolves the request, so a
 * kill can lose neither nor make two), read page by page with the cursor.
 */
async function expectOneOutcomeEventEach(partner: Partner, outcomes: Map<string, string>, notes: string[]): Promise<void> {
  const seen = new Map<string, string[]>();
  let after: string | undefined;
  let total = 0;
  for (;;) {
    const page = await partner.call('GET', `/webhooks/events?limit=100${after ? `&after=${encodeURIComponent(after)}` : ''}`);
    check(page.status === 200, `the events feed answered ${page.status}`);
    const { events, next } = page.body as { events: { type: string; data: { instructionReference?: string } }[]; next: string };
    for (const event of events) {
      total++;
      if (event.type !== 'instruction.processed' && event.type !== 'instruction.rejected') continue;
      const reference = event.data.instructionReference ?? '';
      seen.set(reference, [...(seen.get(reference) ?? []), event.type]);
    }
    if (events.length === 0) break;
    after = next;
  }
  const wrong = [...outcomes].filter(([reference, status]) => {
    const types = seen.get(reference) ?? [];
    return types.length !== 1 || types[0] !== (status === 'Processed' ? 'instruction.processed' : 'instruction.rejected');
  });
  notes.push(`events feed: ${total} events; ${outcomes.size - wrong.length} of ${outcomes.size} requests with exactly one outcome event of their status`);
  check(wrong.length === 0, `${wrong.length} requests without exactly one outcome event, e.g. ${JSON.stringify(wrong.slice(0, 3).map(([r]) => [r, seen.get(r)]))}`);
}

async function severalProcessesSuite(notes: string[]): Promise<void> {
  if (!redisAvailable()) throw new Skip(`Redis is not answering at ${REDIS_URL}`);
  const database = createDatabase();
  const common = { PLATFORM_ENV: 'sandbox', DATABASE_URL: database.url, REDIS_URL, WORKER_POLL_INTERVAL_MS: '200' };
  const services: ServiceProcess[] = [];
  try {
    // One at a time: the first migrates and seeds.
    services.push(await startService({ ...common, ...NO_RATE_LIMITS, ROLE: 'api' }));
    services.push(await startService({ ...common, ...NO_RATE_LIMITS, ROLE: 'api' }));
    const [api1, api2] = services;
    services.push(await startService({ ...common, ROLE: 'worker' }, { waitReady: false }));
    services.push(await startService({ ...common, ROLE: 'worker' }, { waitReady: false }));
    const partners = [httpPartner(() => api1.baseUrl), httpPartner(() => api2.baseUrl)];
    const clients = await createClients(partners[0], 20);
    const references = Array.from({ length: DEPOSITS }, () => randomUUID());
    const started = performance.now();
    const report = await submitDeposits(partners, references, clients, 8);
    check(report.accepted.size === DEPOSITS, `only ${report.accepted.size} of ${DEPOSITS} deposits were accepted`);
    // No sandbox run: the two worker processes must do the processing.
    const outcomes = await awaitOutcomes(partners[1], report.accepted, 300_000, false);
    notes.push(
      `${DEPOSITS} deposits through 2 API processes, processed by 2 workers in ${((performance.now() - started) / 1000).toFixed(1)} s; ${[...outcomes.values()].filter((s) => s === 'Rejected').length} Rejected`,
    );
    await reconciliation(api1.baseUrl);
    await checkDatabase({ databaseUrl: database.url }, report.accepted, notes);

    // The rate limit is one budget across API processes when they share Redis.
    const limit = 20;
    const limited = [
      await startService({ ...common, ...NO_RATE_LIMITS, RATE_LIMIT_CLIENTS: String(limit), ROLE: 'api' }),
      await startService({ ...common, ...NO_RATE_LIMITS, RATE_LIMIT_CLIENTS: String(limit), ROLE: 'api' }),
    ];
    services.push(...limited);
    const limitedPartners = limited.map((s) => httpPartner(() => s.baseUrl));
    await Promise.all(limitedPartners.map((p) => p.fetchToken()));
    const seconds = 3;
    const counts = new Map<number, number>();
    let missingRetryAfter = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: 8 }, async (_, lane) => {
        while (performance.now() < until) {
          const response = await limitedPartners[lane % 2].call('GET', `/clients/${clients[0]}`);
          counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
          if (response.status === 429 && !response.headers.get('retry-after')) missingRetryAfter++;
        }
      }),
    );
    const ok = counts.get(200) ?? 0;
    // Fixed one-second windows: at most `limit` per window, and the run spans at most seconds + 1 windows.
    const ceiling = limit * (seconds + 1);
    notes.push(
      `rate limit ${limit}/s shared by 2 API processes over ${seconds} s: ${ok} answered, ${counts.get(429) ?? 0} limited (ceiling ${ceiling}; unshared would allow about ${2 * limit * seconds})`,
    );
    check(ok > 0 && ok <= ceiling, `${ok} requests got through a shared limit of ${limit}/s in ${seconds} s`);
    check((counts.get(429) ?? 0) > 0, 'no request was limited');
    check(missingRetryAfter === 0, `${missingRetryAfter} 429s had no Retry-After`);
  } finally {
    for (const service of services) await service.stop('SIGTERM');
    database.drop();
  }
}

/**
 * PostgreSQL stopped for 10 s under load. The server stopped is one of the
 * suite's own (test/reliability/private-postgres.ts), so the machine's
 * PostgreSQL and whoever else uses it are never touched.
 */
async function outageSuite(notes: string[]): Promise<void> {
  const server = await startPrivatePostgres();
  if (!server) throw new Skip('no PostgreSQL server binaries (initdb, pg_ctl) to make a cluster of our own with');
  let service: ServiceProcess | undefined;
  try {
    server.createDatabase('outage');
    service = await startService({ PLATFORM_ENV: 'sandbox', DATABASE_URL: server.url('outage'), WORKER_POLL_INTERVAL_MS: '200', ...NO_RATE_LIMITS });
    await outageUnderLoad(service, server, notes);
  } catch (error) {
    if (service) notes.push(`the service's last output:\n${service.output().slice(-3000)}`);
    throw error;
  } finally {
    await service?.stop('SIGTERM');
    server.destroy();
  }
}

async function outageUnderLoad(service: ServiceProcess, server: PrivatePostgres, notes: string[]): Promise<void> {
  const partner = httpPartner(() => service.baseUrl);
  const clients = await createClients(partner, 10);
  const accepted = new Set<string>();
  const during = new Map<string, number>();
  let phase: 'before' | 'outage' | 'after' = 'before';
  let running = true;
  const load = Promise.all(
    Array.from({ length: 4 }, async () => {
      let i = 0;
      while (running) {
        const reference = randomUUID();
        for (;;) {
          let status = 0;
          let retryAfter = false;
          try {
            const response = await partner.call('POST', '/instruction-request/deposit', depositBody(reference, i++, clients));
            status = response.status;
            retryAfter = response.headers.get('retry-after') !== null;
          } catch {
            status = 0;
          }
          const key = `${phase}:${status}${status === 503 ? (retryAfter ? '+retry-after' : '-no-retry-after') : ''}`;
          during.set(key, (during.get(key) ?? 0) + 1);
          if (status === 202) {
            accepted.add(reference);
            break;
          }
          if (!running) break;
          await sleep(200);
        }
      }
    }),
  );
  try {
    await sleep(3000);
    phase = 'outage';
    server.stop();
    await sleep(10_000);
    server.start();
    phase = 'after';
    await sleep(5000);
  } finally {
    running = false;
    await load;
  }
  notes.push(`answers by phase: ${JSON.stringify([...during].sort())}`);
  const bad = [...during].filter(([key]) => /:5\d\d/.test(key) && !key.endsWith(':503+retry-after'));
  check(bad.length === 0, `5xx other than 503 with Retry-After: ${JSON.stringify(bad)}`);
  check((during.get('outage:503+retry-after') ?? 0) > 0, 'no request was answered 503 while PostgreSQL was down');
  check(
    [...during].some(([key, n]) => key.startsWith('after:202') && n > 0),
    'no deposit was accepted after the outage without a restart',
  );
  await awaitOutcomes(partner, accepted, 120_000);
  await reconciliation(service.baseUrl);
  await checkDatabase({ databaseUrl: server.url('outage') }, accepted, notes);
}

async function fuzzSuite(notes: string[]): Promise<void> {
  const requests = SHORT ? 3000 : 10_000;
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  notes.push(`${requests} requests, FUZZ_SEED=${seed}`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', 'test/fuzz.test.ts'], {
      cwd: ROOT,
      env: { ...process.env, FUZZ_REQUESTS: String(requests), FUZZ_SEED: String(seed) },
      stdio: 'inherit',
    });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  check(code === 0, `the fuzz run failed (reproduce with FUZZ_SEED=${seed} FUZZ_REQUESTS=${requests} npx vitest run test/fuzz.test.ts)`);
}

const SUITES: Record<string, (notes: string[]) => Promise<void>> = {
  fuzz: fuzzSuite,
  'crash-pglite': (notes) => crashSuite('pglite', notes),
  'crash-postgres': (notes) => crashSuite('postgres', notes),
  'several-processes': severalProcessesSuite,
  outage: outageSuite,
  'amplification-pglite': (notes) => amplificationSuite({ kind: 'pglite', env: {}, short: SHORT }, notes),
  'amplification-postgres': async (notes) => {
    const database = createDatabase();
    try {
      await amplificationSuite({ kind: 'postgres', env: { DATABASE_URL: database.url }, short: SHORT }, notes);
    } finally {
      database.drop();
    }
  },
  cutoff: (notes) => cutoffSuite(notes, { short: SHORT, createDatabase, redisUrl: redisAvailable() ? REDIS_URL : undefined, extraEnv: NO_RATE_LIMITS, operatorKey: OPERATOR_KEY }),
  poison: poisonSuite,
  'advance-crash': advanceCrashSuite,
  failover: (notes) => failoverSuite(notes, { checkDatabase, expectOneOutcomeEventEach, skip: (reason) => new Skip(reason) }),
};

async function main(): Promise<void> {
  const requested = (
    process.env.RELIABILITY_SUITES ??
    `fuzz,crash-pglite,crash-postgres,several-processes,outage,amplification-pglite,amplification-postgres,cutoff,poison${SHORT ? '' : ',advance-crash,failover'}`
  )
    .split(',')
    .map((s) => s.trim());
  const results: SuiteResult[] = [];
  for (const name of requested) {
    const run = SUITES[name];
    if (!run) throw new Error(`unknown suite ${name}; choose from ${Object.keys(SUITES).join(', ')}`);
    const notes: string[] = [];
    const started = performance.now();
    process.stdout.write(`\n== ${name}${SHORT ? ' (short)' : ''}\n`);
    let outcome: SuiteResult['outcome'] = 'passed';
    try {
      await run(notes);
    } catch (error) {
      if (error instanceof Skip) {
        outcome = 'skipped';
        notes.push(error.message);
      } else {
        outcome = 'failed';
        notes.push(`FAILED: ${(error as Error).message}`);
      }
    }
    for (const note of notes) log(note);
    results.push({ name, outcome, seconds: (performance.now() - started) / 1000, notes });
  }
  process.stdout.write('\n== summary\n');
  for (const r of results) process.stdout.write(`  ${r.outcome.padEnd(8)} ${r.name.padEnd(18)} ${r.seconds.toFixed(0)} s\n`);
  process.exit(results.some((r) => r.outcome === 'failed') ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
