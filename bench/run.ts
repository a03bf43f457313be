/**
 * npm run bench — submissions/s and processed instructions/s on PGlite and on
 * PostgreSQL, beside baselines taken in the same run (bare node:http, Fastify +
 * one INSERT, pgbench TPC-B-like), written as a table to docs/performance.md.
 * Figures drift between machines; compare the ratios to the same run's baselines.
 *
 * BENCH_SECONDS (default 5) sets each load phase; BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) the PostgreSQL used, skipped if unreachable.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { newTestProduct } from '../test/catalogue-builders.js';
import { newIndividualClient } from '../test/builders.js';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db.js';
import { closePlatform, createPlatform } from '../src/platform/platform.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row {
  what: string;
  database: string;
  rate: string;
  p99: string;
  note: string;
}
const rows: Row[] = [];

type Result = { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };

async function load(url: string, options: Record<string, unknown>): Promise<Result> {
  return autocannon({ url, connections: 16, duration: SECONDS, ...options }) as Promise<Result>;
}

function record(what: string, database: string, result: Result, note = ''): void {
  const bad = result.non2xx + result.errors;
  rows.push({
    what,
    database,
    rate: `${Math.round(result.requests.average)} req/s`,
    p99: `${result.latency.p99} ms`,
    note: [note, bad ? `${bad} non-2xx/errors` : ''].filter(Boolean).join('; '),
  });
  console.log(what, database, Math.round(result.requests.average), 'req/s', bad ? `(${bad} bad)` : '');
}

async function bareHttp(): Promise<void> {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  record('baseline: bare node:http', '-', await load(`http://127.0.0.1:${port}/`, {}));
  server.close();
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

async function fastifyInsert(kind: 'pglite' | 'postgres'): Promise<void> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: kind === 'postgres' ? PG_URL : undefined, dataDir: 'memory://', schema: kind === 'postgres' ? schema : undefined });
  await database.migrate();
  const { sql } = await import('kysely');
  await sql`CREATE TABLE bench_rows (id text PRIMARY KEY, body jsonb NOT NULL, created_at timestamptz NOT NULL)`.execute(database.db);
  const app = Fastify();
  app.post('/', async (request) => {
    await sql`INSERT INTO bench_rows (id, body, created_at) VALUES (${randomUUID()}, ${JSON.stringify(request.body)}, now())`.execute(database.db);
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  record('baseline: Fastify + one INSERT', kind, await load(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' }));
  await app.close();
  if (kind === 'postgres') await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(database.db);
  await database.close();
}

function pgbench(): void {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
  } catch {
    rows.push({ what: 'baseline: pgbench TPC-B-like', database: 'postgres', rate: 'n/a', p99: '', note: 'pgbench not installed' });
    return;
  }
  const url = new URL(PG_URL);
  const admin = url.toString();
  const benchDb = 'bench_pgbench';
  try {
    execFileSync('psql', [admin, '-qc', `CREATE DATABASE ${benchDb}`], { stdio: 'ignore' });
  } catch {
    // Already there.
  }
  url.pathname = `/${benchDb}`;
  execFileSync('pgbench', ['-i', '-q', '-s', '1', url.toString()], { stdio: 'ignore' });
  const output = execFileSync('pgbench', ['-c', '4', '-j', '2', '-T', String(SECONDS), url.toString()], { encoding: 'utf8' });
  const tps = /tps = ([\d.]+)/.exec(output)?.[1];
  rows.push({ what: 'baseline: pgbench TPC-B-like', database: 'postgres', rate: `${Math.round(Number(tps))} tps`, p99: '', note: '4 clients' });
  console.log('pgbench', tps);
}

async function platformRun(kind: 'pglite' | 'postgres'): Promise<void> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    PLATFORM_ENV: 'sandbox',
    LOG_LEVEL: 'silent',
    DATABASE_URL: kind === 'postgres' ? PG_URL : '',
    RATE_LIMIT_INSTRUCTIONS: '1000000',
    RATE_LIMIT_CLIENTS: '1000000',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://', schema: kind === 'postgres' ? schema : undefined, poolSize: 20 });
  await database.migrate();
  // A working Monday morning, so every deposit joins one Open batch.
  const clock = new ManualClock('2026-03-02T09:00:00Z');
  const platform = await createPlatform(config, database, clock, clock);
  const app = await buildApp(platform, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  try {
    const partner = await platform.partners.createPartner({ name: 'Bench', role: 'wealth' });
    const token = (
      await app.inject({
        method: 'POST',
        url: '/connect/token',
        payload: `grant_type=client_credentials&client_id=${partner.clientId}&client_secret=${partner.clientSecret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    ).json().access_token;
    const headers = { authorization: `Bearer ${token}`, 'cdpapi-subscription-key': partner.subscriptionKey, 'content-type': 'application/json' };
    const client = (await app.inject({ method: 'POST', url: '/clients/financial-partner', headers, payload: newIndividualClient() })).json().clientReference;
    const product = await newTestProduct(platform, { type: 'InstantAccess', minimumMinor: 1n });
    const body = () =>
      JSON.stringify({
        productReference: product.productId,
        productIssueNumber: '1',
        productIssueVersionNumber: '1',
        accountReference: client,
        amount: 100.5,
        instructionReference: randomUUID(),
      });

    const submitted = await load(`${base}/instruction-request/deposit`, {
      method: 'POST',
      headers,
      requests: [{ method: 'POST', setupRequest: (request: Record<string, unknown>) => ({ ...request, body: body() }) }],
    });
    record('POST /instruction-request/deposit', kind, submitted, 'worker not running');

    const pending = await platform.db
      .selectFrom('instruction_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'Created')
      .executeTakeFirstOrThrow();
    const started = performance.now();
    const processed = await platform.processor.drain();
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      what: 'processing Created → Processed (instruction, batch, portfolio)',
      database: kind,
      rate: `${Math.round(processed / seconds)} instr/s`,
      p99: '',
      note: `${processed} of ${pending.n} requests in ${seconds.toFixed(1)} s, chunks of 100, one worker`,
    });
    console.log('processing', kind, Math.round(processed / seconds), 'instr/s');
  } finally {
    await app.close();
    await closePlatform(platform);
    if (kind === 'postgres') {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    }
  }
}

async function main(): Promise<void> {
  const hasPg = await pgReachable();
  await bareHttp();
  await fastifyInsert('pglite');
  await platformRun('pglite');
  if (hasPg) {
    await fastifyInsert('postgres');
    pgbench();
    await platformRun('postgres');
  }
  const table = [
    '| measurement | database | rate | p99 | note |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.what} | ${r.database} | ${r.rate} | ${r.p99} | ${r.note} |`),
  ].join('\n');
  const doc = `# Performance

Produced by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}, ${SECONDS} s per load phase,
16 connections, load generator (autocannon) in the same process on the same cores.
${hasPg ? '' : '\nPostgreSQL was not reachable: its rows are missing.\n'}
${table}

How to read it: the targets in DESIGN §10 are ratios to the same run's
baselines — submissions at least 70% of "Fastify + one INSERT"; processing at
least the pgbench TPC-B-like tps on PostgreSQL and 1,000/s on PGlite.
Submission runs an authenticated, rate-limited, validated request whose insert
carries a unique key; processing writes, per instruction, the request outcome,
the instruction row and the batch totals, in chunk transactions.
`;
  writeFileSync(new URL('../docs/performance.md', import.meta.url), doc);
  console.log(table);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
