/**
 * Issue 26: the webhook endpoint cap over two API processes. 40 registrations
 * at once, half through each of two real service processes (src/main.ts) on one
 * PostgreSQL database, create exactly the cap; the rest answer the cap's 409
 * with the common error body, never a 500. PostgreSQL only (DATABASE_URL): two
 * processes cannot share an embedded database. The same in one process, on
 * both databases: src/events/webhook-endpoint-cap.test.ts.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ENDPOINTS_PER_PARTNER } from '../../src/events/webhooks.service.js';
import { httpPartner, startService, type ServiceProcess } from './service.js';

const databaseUrl = process.env.DATABASE_URL;
const services: ServiceProcess[] = [];
let database: { url: string; drop(): Promise<void> } | undefined;

/** A database of the test's own beside DATABASE_URL's: the processes migrate and seed its public schema. */
async function createDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `endpoint_cap_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

describe.runIf(databaseUrl)('the webhook endpoint cap over two API processes on PostgreSQL', () => {
  beforeAll(async () => {
    database = await createDatabase(databaseUrl as string);
    const env = { PLATFORM_ENV: 'sandbox', DATABASE_URL: database.url, ROLE: 'api', RATE_LIMIT_WEBHOOKS: '100000' };
    // One at a time: the first migrates and seeds the sandbox partner.
    services.push(await startService(env));
    services.push(await startService(env));
  }, 180_000);
  afterAll(async () => {
    for (const service of services) await service.stop('SIGTERM');
    await database?.drop();
  });

  it(`40 concurrent registrations create exactly ${MAX_ENDPOINTS_PER_PARTNER}; the rest are 409`, async () => {
    const partners = services.map((service) => httpPartner(() => service.baseUrl));
    await Promise.all(partners.map((p) => p.fetchToken()));
    const responses = await Promise.all(Array.from({ length: 40 }, (_, n) => partners[n % 2].call('POST', '/webhooks/endpoints', { url: `http://127.0.0.1:9/hook-${n}` })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length, JSON.stringify(statuses)).toBe(MAX_ENDPOINTS_PER_PARTNER);
    for (const refused of responses.filter((r) => r.status !== 201)) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body).toMatchObject({ Error: 'Conflict', ErrorDescription: expect.stringContaining(`at most ${MAX_ENDPOINTS_PER_PARTNER}`), requestId: expect.any(String) });
    }
    for (const partner of partners) {
      const listed = await partner.call('GET', '/webhooks/endpoints');
      expect((listed.body as { endpoints: unknown[] }).endpoints).toHaveLength(MAX_ENDPOINTS_PER_PARTNER);
    }
  }, 120_000);
});
