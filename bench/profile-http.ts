/**
 * A profiling harness (not part of `npm run bench`): one route under real HTTP
 * load from bench/load-generator.ts, with a V8 CPU profile of the server taken
 * over the load window only (set-up excluded), written to PROFILE_OUT.
 *
 *   ROUTE=client|products|portfolio|deposit|insert|select BENCH_PG_URL=postgres://... PROFILE_OUT=/tmp/x.cpuprofile \
 *     npx tsx bench/profile-http.ts
 *
 * Without BENCH_PG_URL it runs on PGlite; without PROFILE_OUT it only prints the rate;
 * KEEP=1 keeps the PostgreSQL schema for a look at its plans.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/composition/app.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db.js';
import type { Database } from '../src/database.js';
import { closePlatform, createPlatform } from '../src/composition/platform.js';
import { newIndividualClient } from '../test/builders/clients.js';
import { insertProduct } from '../test/builders/products.js';
import { baselineApp } from './baseline-app.js';
import { benchPartner, UNLIMITED_RATE_LIMITS } from './bench-partner.js';
import type { LoadRequest, LoadResult } from './load-generator.js';

const route = process.env.ROUTE ?? 'client';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const url = process.env.BENCH_PG_URL;
const schema = `prof_${randomBytes(4).toString('hex')}`;
const config = loadConfig({ PLATFORM_ENV: 'sandbox', LOG_LEVEL: 'silent', DATABASE_URL: url ?? '', ...UNLIMITED_RATE_LIMITS });
const handle = await openDatabase<Database>({ databaseUrl: config.databaseUrl, dataDir: 'memory://', schema: url ? schema : undefined });
await handle.migrate();
const clock = new ManualClock('2026-03-02T09:00:00Z');
const platform = await createPlatform(config, handle, clock, clock);
const app = await buildApp(platform, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
try {
  const { headers } = await benchPartner(platform, app, 'Prof');
  const json = { ...headers, 'content-type': 'application/json' };
  const client = (await app.inject({ method: 'POST', url: '/clients/financial-partner', headers: json, payload: newIndividualClient() })).json().clientReference as string;
  const product = await insertProduct(platform.db, { termType: 'InstantAccess', minimumMinor: 1n });
  const deposit = (reference: string) =>
    JSON.stringify({
      productReference: product.productId,
      productIssueNumber: '1',
      productIssueVersionNumber: '1',
      accountReference: client,
      amount: 100.5,
      instructionReference: reference,
    });
  await app.inject({ method: 'POST', url: '/instruction-request/deposit', headers: json, payload: deposit('8d1c3a52-4d8e-4f61-9a55-3f0b6c2e7d10') });
  await platform.processor.drain();

  const requests: Record<string, Omit<LoadRequest, 'connections' | 'seconds'>> = {
    client: { url: `${base}/clients/${client}`, headers },
    products: { url: `${base}/products/`, headers },
    portfolio: { url: `${base}/financial-partners/clients/${client}/portfolios`, headers },
    deposit: { url: `${base}/instruction-request/deposit`, method: 'POST', headers: json, body: deposit('{uuid}') },
  };
  // The bench's baselines, on the same database, in a server of their own.
  const baseline = await baselineApp(platform.db as never);
  await baseline.listen({ port: 0, host: '127.0.0.1' });
  const baselineBase = `http://127.0.0.1:${(baseline.server.address() as AddressInfo).port}`;
  requests.insert = { url: `${baselineBase}/`, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' };
  requests.select = { url: `${baselineBase}/row-42` };
  const session = new Session();
  session.connect();
  if (process.env.PROFILE_OUT) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const child = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
    child.send({ connections: 16, seconds, ...requests[route] } satisfies LoadRequest);
  });
  if (process.env.PROFILE_OUT) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  }
  console.log(`${route}: ${Math.round(result.rate)} req/s p50 ${result.p50} ms p99 ${result.p99} ms non-2xx ${result.non2xx}`);
} finally {
  await app.close();
  await closePlatform(platform);
  if (url && process.env.KEEP === '1') console.log(`kept schema ${schema}`);
  else if (url) {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  }
}
// Whatever a run leaves behind (a pool's idle timer, the inspector), the harness is done.
process.exit(0);
