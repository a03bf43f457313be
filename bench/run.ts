/**
 * npm run bench — the platform's request rates and processing throughput on
 * PGlite and on PostgreSQL beside baselines taken in the same run, checked
 * against the targets of docs/decisions/quality-targets.md and written as a table to docs/performance.md.
 *
 * Layout: this process only orchestrates. Each database's measurements run in a
 * child process of their own (so resident memory is that server's alone), and
 * every load phase's generator (autocannon) runs in a further child process
 * (bench/load-generator.ts), so it never shares the measured event loop.
 *
 * BENCH_SECONDS (default 5) sets each full-speed load phase and BENCH_RATE_SECONDS
 * (default 20) each fixed-rate one (50 req/s: 1,000 requests, so its p99 is the
 * tenth-slowest rather than the third-slowest of 250, which one stall of a
 * shared machine decided, even for the baselines); BENCH_INSTRUCTIONS (default
 * 100000, the target's "sustained over 100k") the requests processing drains; BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) the PostgreSQL used, skipped if
 * unreachable; BENCH_DATABASES (pglite,postgres) which databases to measure;
 * BENCH_ONLY (submit,process,read,latency,exports,xsd,advance) which phases to run (xsd: a typical
 * camt.053's and pain.001's XSD validation; advance: a one-year sandbox clock advance over 30 funded
 * accounts with the simulated bank on and off; both bench/bank-files.ts; the HTTP baselines run only
 * with a platform phase); BENCH_SCALE=1
 * adds the scale rows (bench/scale.ts: 100k clients, 1M accounts, minutes of
 * set-up, PostgreSQL only); BENCH_NODE_FLAGS passes Node/V8 flags (say
 * --trace-gc) to the measured servers; BENCH_WRITE=0
 * prints the table without writing docs/performance.md. The run writes the table
 * either way and then exits 1 when any target is missed (0 when all are met).
 */
import { execFileSync, fork } from 'node:child_process';
import type { Database } from '../src/database.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeChart } from './chart.js';
import { benchScript, projectFile, RUNNER } from './paths.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Platform } from '../src/composition/platform.js';
import type { LoadRequest, LoadResult } from './load-generator.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 20);
const INSTRUCTIONS = Number(process.env.BENCH_INSTRUCTIONS ?? 100_000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 16;
/** The operator key of the measured platform (the exports phase). */
const BENCH_OPERATOR_KEY = 'bench-operator-key';
/** Clients each export of the exports phase walks. */
const EXPORTED_CLIENTS = 20_000;
/** The specification's rate, at which read latency is judged. */
const SPEC_RATE = 50;
/** The phases run on the platform's own server (with the HTTP baselines), and every phase BENCH_ONLY may name. */
const PLATFORM_PHASES = ['submit', 'process', 'read', 'latency', 'exports'];
const PHASES = process.env.BENCH_ONLY?.split(',') ?? [...PLATFORM_PHASES, 'xsd', 'advance'];

type Kind = 'pglite' | 'postgres';

export interface Row {
  what: string;
  database: string;
  rate: string;
  p50: string;
  p99: string;
  rssMb: string;
  non2xx: string;
  target: string;
  note: string;
  met?: boolean;
}

// ---------------------------------------------------------------- measuring

/**
 * PGlite in a fresh directory on disk, as `npm start` runs it (DATA_DIR), not
 * memory://: an in-memory database keeps its files, WAL segments included, in
 * the process's heap, which is not what a deployment's resident memory holds.
 * The directory is created and migrated by another process first
 * (bench/init-pglite.ts), so the measured server opens it as a restarted
 * service would, without initdb's garbage in its first phase.
 */
function pgliteDir(kind: Kind): string {
  if (kind !== 'pglite') return 'memory://';
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  execFileSync(process.execPath, [...RUNNER, benchScript('init-pglite'), dir], { stdio: 'inherit' });
  return dir;
}

/** Runs one load phase from a child process while sampling this (the server's) resident memory. */
async function load(request: Omit<LoadRequest, 'connections' | 'seconds'> & { connections?: number; seconds?: number }): Promise<LoadResult & { rssMb: number }> {
  let rss = process.memoryUsage().rss;
  const sampler = setInterval(() => (rss = Math.max(rss, process.memoryUsage().rss)), 100);
  try {
    const child = fork(benchScript('load-generator'), [], { execArgv: RUNNER, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const result = await new Promise<LoadResult>((resolve, reject) => {
      child.once('message', (message) => resolve(message as LoadResult));
      child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
      child.send({ connections: CONNECTIONS, seconds: request.overallRate ? RATE_SECONDS : SECONDS, ...request } satisfies LoadRequest);
    });
    return { ...result, rssMb: rss / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

/** Peak resident memory of this process while `work` runs. */
async function sampled<T>(work: () => Promise<T>): Promise<{ value: T; rssMb: number }> {
  let rss = process.memoryUsage().rss;
  const sampler = setInterval(() => (rss = Math.max(rss, process.memoryUsage().rss)), 100);
  try {
    return { value: await work(), rssMb: rss / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

function loadRow(what: string, database: string, result: LoadResult & { rssMb: number }, note = ''): Row {
  const codes = Object.entries(result.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${n}×${code}`);
  const bad = result.non2xx + result.errors;
  const row: Row = {
    what,
    database,
    rate: `${Math.round(result.rate)} req/s`,
    p50: `${result.p50} ms`,
    p99: `${result.p99} ms`,
    rssMb: `${Math.round(result.rssMb)}`,
    non2xx: bad ? `${bad}${codes.length ? ` (${codes.join(', ')}${result.errors ? `, ${result.errors} errors` : ''})` : ''}` : '0',
    target: '',
    note,
  };
  console.log(`${what} [${database}] ${row.rate} p50 ${row.p50} p99 ${row.p99} rss ${row.rssMb} MB non-2xx ${row.non2xx}`);
  return row;
}

/** A deposit submission's JSON body; `{uuid}` as the reference makes the load generator put a fresh GUID in each request. */
function depositJson(productReference: string, accountReference: string, instructionReference: string): string {
  return JSON.stringify({
    productReference,
    productIssueNumber: '1',
    productIssueVersionNumber: '1',
    accountReference,
    amount: 100.5,
    instructionReference,
  });
}

// ---------------------------------------------------------------- baselines

async function bareHttp(): Promise<Row[]> {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const rows = [
    loadRow('baseline: bare node:http', '-', await load({ url: `http://127.0.0.1:${port}/` })),
    loadRow(`baseline: bare node:http at ${SPEC_RATE} req/s`, '-', await load({ url: `http://127.0.0.1:${port}/`, connections: 5, overallRate: SPEC_RATE })),
  ];
  server.close();
  return rows;
}

async function pgReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function pgbench(): Row {
  const row: Row = { what: 'baseline: pgbench TPC-B-like', database: 'postgres', rate: 'n/a', p50: '', p99: '', rssMb: '', non2xx: '', target: '', note: '' };
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
  } catch {
    return { ...row, note: 'pgbench not installed' };
  }
  const url = new URL(PG_URL);
  const benchDb = 'bench_pgbench';
  try {
    execFileSync('psql', [url.toString(), '-qc', `CREATE DATABASE ${benchDb}`], { stdio: 'ignore' });
  } catch {
    // Already there.
  }
  url.pathname = `/${benchDb}`;
  execFileSync('pgbench', ['-i', '-q', '-s', '1', url.toString()], { stdio: 'ignore' });
  const output = execFileSync('pgbench', ['-c', '4', '-j', '2', '-T', String(SECONDS), url.toString()], { encoding: 'utf8' });
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  const latency = /latency average = ([\d.]+) ms/.exec(output)?.[1];
  console.log('pgbench', tps, 'tps');
  return { ...row, rate: `${Math.round(tps)} tps`, p50: latency ? `avg ${latency} ms` : '', note: '4 clients, scale 1' };
}

/** Fastify + one INSERT, and Fastify + one primary-key SELECT (with a response schema), on one database. */
async function fastifyBaselines(kind: Kind): Promise<Row[]> {
  const { sql } = await import('kysely');
  const { openDatabase } = await import('../src/platform/db.js');
  const { baselineApp } = await import('./baseline-app.js');
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase<Database>({
    databaseUrl: kind === 'postgres' ? PG_URL : undefined,
    dataDir: pgliteDir(kind),
    schema: kind === 'postgres' ? schema : undefined,
  });
  const rows: Row[] = [];
  try {
    const app = await baselineApp(database.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    rows.push(
      loadRow(
        'baseline: Fastify + one INSERT',
        kind,
        // The platform's submission body, a fresh GUID in each: the load generator then does the same work per
        // request in both phases (templating a body costs it 10-20% of its rate, taken from the shared cores).
        await load({ url: `http://127.0.0.1:${port}/`, method: 'POST', headers: { 'content-type': 'application/json' }, body: depositJson(randomUUID(), randomUUID(), '{uuid}') }),
      ),
    );
    rows.push(loadRow('baseline: Fastify + one primary-key SELECT', kind, await load({ url: `http://127.0.0.1:${port}/row-42` })));
    // The same fixed-rate phase as the platform's reads, so their p99 has a reference measured the same way.
    rows.push(
      loadRow(
        `baseline: Fastify + one primary-key SELECT at ${SPEC_RATE} req/s`,
        kind,
        await load({ url: `http://127.0.0.1:${port}/row-42`, connections: 5, overallRate: SPEC_RATE }),
      ),
    );
    await app.close();
    if (kind === 'postgres') await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(database.db);
  } finally {
    await database.close();
  }
  return rows;
}

// ---------------------------------------------------------------- the platform

async function platformRun(kind: Kind): Promise<Row[]> {
  const { sql } = await import('kysely');
  const { insertProduct } = await import('../test/builders/products.js');
  const { newIndividualClient } = await import('../test/builders/clients.js');
  const { buildApp } = await import('../src/composition/app.js');
  const { benchPartner, UNLIMITED_RATE_LIMITS } = await import('./bench-partner.js');
  const { ManualClock } = await import('../src/platform/clock.js');
  const { loadConfig } = await import('../src/platform/config.js');
  const { openDatabase } = await import('../src/platform/db.js');
  const { closePlatform, createPlatform } = await import('../src/composition/platform.js');

  const rows: Row[] = [];
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    PLATFORM_ENV: 'sandbox',
    LOG_LEVEL: 'silent',
    DATABASE_URL: kind === 'postgres' ? PG_URL : '',
    OPERATOR_API_KEY: BENCH_OPERATOR_KEY,
    ...UNLIMITED_RATE_LIMITS,
  });
  // The pool size main.ts uses.
  const database = await openDatabase<Database>({ databaseUrl: config.databaseUrl, dataDir: pgliteDir(kind), schema: kind === 'postgres' ? schema : undefined });
  await database.migrate();
  // A working Monday morning, so every deposit joins one Open batch.
  const clock = new ManualClock('2026-03-02T09:00:00Z');
  const platform = await createPlatform(config, database, clock, clock);
  const app = await buildApp(platform, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  try {
    const { partner, headers: getHeaders } = await benchPartner(platform, app, 'Bench');
    const headers = { ...getHeaders, 'content-type': 'application/json' };
    const clients: string[] = [];
    for (let i = 0; i < 21; i++) {
      clients.push((await app.inject({ method: 'POST', url: '/clients/financial-partner', headers, payload: newIndividualClient() })).json().clientReference);
    }
    const product = await insertProduct(platform.db, { termType: 'InstantAccess', minimumMinor: 1n });
    for (const type of ['FixedTerm', 'Notice', 'InstantAccess'] as const) await insertProduct(platform.db, { termType: type, minimumMinor: 1n });
    const deposit = (client: string, reference: string) => depositJson(product.productId, client, reference);

    const phases = PHASES;
    // A client outside the processing load, with one processed deposit: what a portfolio read typically shows.
    const reader = clients.pop()!;
    await app.inject({ method: 'POST', url: '/instruction-request/deposit', headers, payload: deposit(reader, '8d1c3a52-4d8e-4f61-9a55-3f0b6c2e7d10') });
    // Without the processing phase, process that one deposit now, so the reads see the same portfolio either way.
    if (!phases.includes('process')) await platform.processor.drain();

    // Submissions, worker not running: the request path alone.
    if (phases.includes('submit'))
      rows.push(
        loadRow(
          'POST /instruction-request/deposit',
          kind,
          await load({ url: `${base}/instruction-request/deposit`, method: 'POST', headers, body: deposit(clients[0], '{uuid}') }),
          'worker not running',
        ),
      );

    // Processing: top the queue up to BENCH_INSTRUCTIONS Created deposits over the 20 clients, then drain.
    if (phases.includes('process')) {
      const counted = async (status: string) =>
        Number(
          (
            await platform.db
              .selectFrom('instruction_requests')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('status', '=', status as 'Created')
              .executeTakeFirstOrThrow()
          ).n,
        );
      // The load generator stops on time, but requests already sent still land after it: wait until the count holds still.
      let created = await counted('Created');
      for (let previous = -1; created !== previous;) {
        previous = created;
        await new Promise((resolve) => setTimeout(resolve, 250));
        created = await counted('Created');
      }
      const submitted = created - 1;
      const missing = Math.max(0, INSTRUCTIONS - submitted);
      if (missing > 0) {
        await sql`
          INSERT INTO instruction_requests (financial_partner_id, instruction_reference, request_type, body, body_hash, status, created_at)
          SELECT ${partner.financialPartnerId}, gen_random_uuid()::text, 'deposit',
                 jsonb_build_object('productReference', ${product.productId}::text, 'productIssueNumber', 1, 'productIssueVersionNumber', 1,
                                    'accountReference', (${clients}::text[])[1 + g % ${clients.length}], 'amountMinor', (100 + g % 1000)::text),
                 md5(g::text), 'Created', ${clock.now()}
          FROM generate_series(1, ${missing}::int) g`.execute(platform.db);
      }
      const pending = await counted('Created');
      const started = performance.now();
      const drained = await sampled(() => platform.processor.drain());
      const seconds = (performance.now() - started) / 1000;
      const check = await sql<{ processed: string; instructions: string; batch_total: string; instruction_total: string }>`
        SELECT (SELECT count(*) FROM instruction_requests WHERE status = 'Processed') AS processed,
               (SELECT count(*) FROM instructions) AS instructions,
               (SELECT coalesce(sum(total_amount_minor), 0) FROM instruction_batches) AS batch_total,
               (SELECT coalesce(sum(amount_minor), 0) FROM instructions WHERE state = 'Live') AS instruction_total`.execute(platform.db);
      const c = check.rows[0];
      const consistent = String(c.processed) === String(c.instructions) && String(c.batch_total) === String(c.instruction_total) && drained.value === pending;
      rows.push({
        what: 'processing Created → Processed (deposits: instruction, batch, portfolio)',
        database: kind,
        rate: `${Math.round(drained.value / seconds)} instr/s`,
        p50: '',
        p99: '',
        rssMb: `${Math.round(drained.rssMb)}`,
        non2xx: '',
        target: '',
        note: `${drained.value} of ${pending} requests (${submitted} submitted over HTTP) in ${seconds.toFixed(1)} s, 20 clients, one worker; ${consistent ? 'batch totals = instruction sums, one instruction per request' : `INCONSISTENT: ${c.processed} Processed, ${c.instructions} instructions, batch totals ${c.batch_total} against instruction sums ${c.instruction_total}, ${drained.value} drained of ${pending}`}`,
        met: consistent ? undefined : false,
      });
      console.log('processing', kind, Math.round(drained.value / seconds), 'instr/s', consistent ? 'consistent' : 'INCONSISTENT');
    }

    // Reads: as fast as they go (16 connections), then at the specification's 50 req/s for latency.
    const reads: [string, string][] = [
      ['GET /clients/{ref}', `/clients/${reader}`],
      ['GET /products/', '/products/'],
      ['GET /financial-partners/clients/{ref}/portfolios', `/financial-partners/clients/${reader}/portfolios`],
    ];
    if (phases.includes('read'))
      for (const [what, path] of reads) {
        const probe = await app.inject({ method: 'GET', url: path, headers: getHeaders });
        if (probe.statusCode !== 200) {
          rows.push({ what, database: kind, rate: 'n/a', p50: '', p99: '', rssMb: '', non2xx: '', target: '', note: `answers ${probe.statusCode}: not measured` });
          continue;
        }
        rows.push(loadRow(what, kind, await load({ url: `${base}${path}`, headers: getHeaders }), `${Buffer.byteLength(probe.body)} B response`));
        rows.push(loadRow(`${what} at ${SPEC_RATE} req/s`, kind, await load({ url: `${base}${path}`, headers: getHeaders, connections: 5, overallRate: SPEC_RATE })));
      }

    // Submit to Processed at the specification's 50 req/s, with the worker running as `npm start` runs it.
    if (phases.includes('latency')) rows.push(await submitToProcessed(platform, kind, `${base}/instruction-request/deposit`, headers, deposit(clients[1], '{uuid}')));

    // The health check while four operators export 20,000 clients each: an export must not hold the process.
    if (phases.includes('exports')) {
      const reference = clients[0];
      await sql`
        INSERT INTO clients (client_reference, financial_partner_id, external_reference, client_type, client_version, profile, content_hash, created_at, updated_at)
        SELECT ${reference} || '-' || g, financial_partner_id, external_reference || '-' || g, client_type, client_version, profile, content_hash,
               created_at - g * interval '1 second', updated_at
        FROM clients, generate_series(1, ${EXPORTED_CLIENTS}::int) g WHERE client_reference = ${reference}`.execute(platform.db);
      const [health] = await Promise.all([
        load({ url: `${base}/healthz`, connections: 5, overallRate: SPEC_RATE }),
        load({ url: `${base}/operator/clients`, headers: { authorization: `Bearer ${BENCH_OPERATOR_KEY}`, accept: 'text/csv' }, connections: 4, seconds: RATE_SECONDS }),
      ]);
      const met = health.p99 <= 100 && health.non2xx + health.errors === 0;
      rows.push({
        ...loadRow(`GET /healthz at ${SPEC_RATE} req/s during four CSV exports`, kind, health),
        target: `p99 ≤ 100 ms: ${met ? 'met' : '**not met**'}`,
        note: `four operators exporting GET /operator/clients as CSV (${EXPORTED_CLIENTS.toLocaleString('en-GB')} clients each) throughout`,
        met,
      });
    }
  } finally {
    await app.close();
    await closePlatform(platform);
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
  return rows;
}

/** Polling interval of the submit-to-Processed phase: its latencies are exact to within this. */
const FOLLOW_INTERVAL_MS = 10;

/**
 * Deposits submitted over HTTP at 50 req/s (evenly spaced) while the worker runs
 * in the server's process, woken by each submission as under `npm start`. The
 * load generator follows each 202's Location until the request is final, so a
 * request's latency is what a partner polling every 10 ms sees: from when it was
 * due to be sent to the first status answer that shows it Processed.
 */
async function submitToProcessed(platform: Platform, kind: Kind, url: string, headers: Record<string, string>, body: string): Promise<Row> {
  // Whatever an earlier phase left queued is not this phase's latency.
  await platform.processor.drain();
  await platform.processor.start();
  let result: LoadResult & { rssMb: number };
  try {
    result = await load({ url, method: 'POST', headers, body, connections: 5, overallRate: SPEC_RATE, followUntilFinal: { intervalMs: FOLLOW_INTERVAL_MS } });
  } finally {
    await platform.processor.stop();
  }
  const finals = result.finalStatuses ?? {};
  const accepted = result.statusCodes['202'] ?? 0;
  const processed = finals.Processed ?? 0;
  const met = result.p99 <= 1000 && processed === accepted && result.non2xx + result.errors === 0;
  const row = loadRow(`submit → Processed at ${SPEC_RATE} req/s (worker running)`, kind, result);
  const outcomes = Object.entries(finals)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
  return {
    ...row,
    target: `p99 ≤ 1000 ms: ${met ? 'met' : '**not met**'}`,
    note: `${accepted} deposits accepted, ending ${outcomes || 'nowhere'}; status polled every ${FOLLOW_INTERVAL_MS} ms after the 202`,
    met,
  };
}

/** One database's baselines or platform rows, measured in a child process of its own (so its RSS is its own). */
function inChild(kind: Kind, part: 'baselines' | 'platform' | 'scale' | 'interest-scale' | 'xsd' | 'advance'): Promise<Row[]> {
  const flags = [
    // BENCH_CPU_PROF=<dir>: a V8 CPU profile of each database's server process, for `--cpu-prof` analysis.
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    // BENCH_NODE_FLAGS="--trace-gc ...": Node or V8 flags for the measured servers only (not the load generators).
    ...(process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean),
  ];
  const child = fork(fileURLToPath(import.meta.url), ['--database', kind, part], { execArgv: [...RUNNER, ...flags], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<Row[]>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Row[]));
    child.once('exit', (code) => reject(new Error(`the ${kind} bench exited with ${code}`)));
  });
}

// ---------------------------------------------------------------- targets

function rateOf(row: Row | undefined): number | undefined {
  if (!row) return undefined;
  const n = Number.parseFloat(row.rate);
  return Number.isFinite(n) ? n : undefined;
}

function judge(rows: Row[]): void {
  const find = (what: string, database: string) => rows.find((r) => r.what === what && r.database === database);
  const ratio = (row: Row, baseline: Row | undefined, share: number, baselineName: string) => {
    const value = rateOf(row);
    const reference = rateOf(baseline);
    if (value === undefined || reference === undefined) return;
    const met = value >= share * reference;
    row.met = row.met === false ? false : met;
    row.target = `≥ ${share * 100}% of ${baselineName}: ${Math.round((100 * value) / reference)}%, ${met ? 'met' : '**not met**'}`;
  };
  for (const database of ['pglite', 'postgres']) {
    const submit = find('POST /instruction-request/deposit', database);
    if (submit) ratio(submit, find('baseline: Fastify + one INSERT', database), 0.7, '"Fastify + one INSERT"');
    const processing = rows.find((r) => r.what.startsWith('processing') && r.database === database);
    if (processing) {
      const value = rateOf(processing) ?? 0;
      const reference = database === 'pglite' ? 1000 : rateOf(find('baseline: pgbench TPC-B-like', 'postgres'));
      if (reference !== undefined) {
        const met = processing.met !== false && value >= reference;
        processing.met = met;
        processing.target = `≥ ${database === 'pglite' ? '1,000/s' : `pgbench (${reference} tps)`}: ${met ? 'met' : '**not met**'}`;
      }
    }
    for (const what of ['GET /clients/{ref}', 'GET /products/', 'GET /financial-partners/clients/{ref}/portfolios']) {
      const row = find(what, database);
      if (row) ratio(row, find('baseline: Fastify + one primary-key SELECT', database), 0.6, '"Fastify + one PK SELECT"');
      const slow = find(`${what} at ${SPEC_RATE} req/s`, database);
      if (slow) {
        const p99 = Number.parseFloat(slow.p99);
        slow.met = p99 <= 5 && slow.non2xx === '0';
        const reference = find(`baseline: Fastify + one primary-key SELECT at ${SPEC_RATE} req/s`, database);
        slow.target = `p99 ≤ 5 ms: ${slow.met ? 'met' : '**not met**'}${reference ? ` (PK SELECT baseline at ${SPEC_RATE} req/s: p99 ${reference.p99})` : ''}`;
      }
    }
    const limit = database === 'pglite' ? 600 : 250;
    const peak = Math.max(...rows.filter((r) => r.database === database && r.rssMb !== '' && !r.what.startsWith('baseline')).map((r) => Number(r.rssMb)));
    if (Number.isFinite(peak)) {
      rows.push({
        what: 'memory: peak resident, platform under load',
        database,
        rate: '',
        p50: '',
        p99: '',
        rssMb: `${peak}`,
        non2xx: '',
        target: `≤ ${limit} MB: ${peak <= limit ? 'met' : '**not met**'}`,
        note: 'peak RSS of the server process over the platform phases above',
        met: peak <= limit,
      });
    }
  }
}

/** One row per baseline: the mean of its two runs (rate, p50, p99), the larger RSS, both rates in the note. */
function meanOfBaselines(before: Row[], after: Row[]): Row[] {
  return before.map((first) => {
    const second = after.find((r) => r.what === first.what);
    if (!second) return first;
    const mean = (a: string, b: string, digits: number) => {
      const [x, y] = [Number.parseFloat(a), Number.parseFloat(b)];
      const unit = a.replace(/^[\d.]+/, '');
      return Number.isFinite(x) && Number.isFinite(y) ? `${((x + y) / 2).toFixed(digits)}${unit}` : a;
    };
    return {
      ...first,
      rate: mean(first.rate, second.rate, 0),
      p50: mean(first.p50, second.p50, 1),
      p99: mean(first.p99, second.p99, 1),
      rssMb: `${Math.max(Number(first.rssMb), Number(second.rssMb))}`,
      non2xx: first.non2xx === '0' && second.non2xx === '0' ? '0' : `${first.non2xx}; ${second.non2xx}`,
      note: `mean of the runs before (${first.rate}) and after (${second.rate}) the platform's`,
    };
  });
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const hasPg = await pgReachable();
  const rows: Row[] = [];
  const platformPhases = PHASES.some((phase) => PLATFORM_PHASES.includes(phase));
  if (platformPhases) rows.push(...(await bareHttp()));
  const only = process.env.BENCH_DATABASES?.split(',');
  // Each database's Fastify baselines run before and after its platform phases, and the
  // targets are judged against their mean: on these shared machines the rate drifts
  // within a run, and a baseline taken only before (or only after) carries the drift.
  const bracketed = async (kind: Kind) => {
    const before = await inChild(kind, 'baselines');
    const platform = await inChild(kind, 'platform');
    const after = await inChild(kind, 'baselines');
    return [...meanOfBaselines(before, after), ...platform];
  };
  if (platformPhases && (!only || only.includes('pglite'))) rows.push(...(await bracketed('pglite')));
  if (platformPhases && hasPg && (!only || only.includes('postgres'))) {
    rows.push(pgbench());
    rows.push(...(await bracketed('postgres')));
  }
  // The bank files (bench/bank-files.ts): validation needs no database; the advance runs on each.
  if (PHASES.includes('xsd')) rows.push(...(await inChild('pglite', 'xsd')));
  if (PHASES.includes('advance')) {
    if (!only || only.includes('pglite')) rows.push(...(await inChild('pglite', 'advance')));
    if (hasPg && (!only || only.includes('postgres'))) rows.push(...(await inChild('postgres', 'advance')));
  }
  // Opt-in (minutes of data building): 100k clients, 1M accounts on PostgreSQL (bench/scale.ts), and interest
  // over 1M and 10M accounts (bench/interest-scale.ts). BENCH_SCALE_PARTS (scale,interest) chooses.
  const scaleParts = (process.env.BENCH_SCALE_PARTS ?? 'scale,interest').split(',');
  if (hasPg && process.env.BENCH_SCALE === '1' && scaleParts.includes('scale')) rows.push(...(await inChild('postgres', 'scale')));
  if (hasPg && process.env.BENCH_SCALE === '1' && scaleParts.includes('interest')) rows.push(...(await inChild('postgres', 'interest-scale')));
  judge(rows);
  const table = [
    '| measurement | database | rate | p50 | p99 | RSS MB | non-2xx | target (same run) | note |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.what} | ${r.database} | ${r.rate} | ${r.p50} | ${r.p99} | ${r.rssMb} | ${r.non2xx} | ${r.target} | ${r.note} |`),
  ].join('\n');
  const missed = rows.filter((r) => r.met === false);
  const missedList = missed.map((r) => `${r.what} (${r.database})`).join('; ');
  const target = projectFile('docs/performance.md');
  const { readFileSync } = await import('node:fs');
  let rest = '';
  try {
    // Keep the hand-written sections after the generated table.
    const existing = readFileSync(target, 'utf8');
    const marker = existing.indexOf('<!-- end of generated table -->');
    if (marker >= 0) rest = existing.slice(marker + '<!-- end of generated table -->'.length);
  } catch {
    // First run.
  }
  const doc = `# Performance

Produced by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}: ${SECONDS} s per full-speed load phase, ${RATE_SECONDS} s per fixed-rate one,
${CONNECTIONS} connections (5 for the ${SPEC_RATE} req/s phases), load generator (autocannon) in a separate
process, each database's baselines and platform in processes of their own (the baselines run before and after the
platform, and their rows are the mean of the two), the compiled build (\`dist/\`, as \`npm start\` runs it),
${INSTRUCTIONS} requests drained by processing.
The ${SPEC_RATE} req/s phases send evenly spaced requests (bench/load-generator.ts) and time each from when it was due;
every phase starts with an unmeasured second.${process.env.BENCH_SCALE === '1' ? ' Scale rows: bench/scale.ts (BENCH_SCALE=1).' : ''}
${hasPg ? '' : '\nPostgreSQL was not reachable: its rows are missing.\n'}
${table}

${missed.length === 0 ? 'Every target met in this run.' : `Targets missed in this run: ${missedList}.`}
<!-- end of generated table -->${rest}`;
  // BENCH_WRITE=0: print only (for narrowed runs that should not replace the published table).
  console.log(table);
  if (process.env.BENCH_WRITE !== '0') {
    writeFileSync(target, doc);
    writeChart(target, projectFile('docs/performance.svg'));
  }
  if (missed.length > 0) {
    console.error(`${missed.length} target(s) missed: ${missedList}`);
    process.exitCode = 1;
  }
}

const databaseArg = process.argv.indexOf('--database');
if (databaseArg >= 0) {
  const kind = process.argv[databaseArg + 1] as Kind;
  (async () => {
    const part = process.argv[databaseArg + 2];
    // The platform's servers run with the service's heap tuning, as main.ts starts it; the baselines as Node's defaults.
    if (part !== 'baselines') (await import('../src/platform/memory-tuning.js')).tuneHeapGrowth();
    const rows =
      part === 'baselines'
        ? await fastifyBaselines(kind)
        : part === 'scale'
          ? await (await import('./scale.js')).scaleRun(PG_URL, load)
          : part === 'interest-scale'
            ? await (await import('./interest-scale.js')).interestScaleRun(PG_URL)
            : part === 'xsd'
              ? await (await import('./bank-files.js')).xsdValidationRows()
              : part === 'advance'
                ? await (await import('./bank-files.js')).sandboxAdvanceRows(kind, PG_URL)
                : await platformRun(kind);
    process.send!(rows, () => process.exit(0));
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
