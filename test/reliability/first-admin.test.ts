/**
 * Issue 45: the first admin key over two API processes. On a fresh PostgreSQL
 * deployment, ten concurrent `POST /operator/operator-keys {role: admin}` of
 * the bootstrap key, five through each of two real service processes
 * (src/main.ts, FOUR_EYES on as in production), make exactly one admin key
 * alone; the nine others are proposals waiting for a second admin (202). The
 * database decides (the one-row guard operator_key_guard, migration 037), not
 * a read of the live admin keys. PostgreSQL only: two processes cannot share
 * an embedded database. The same in one process, on both databases:
 * src/approvals/four-eyes-alone.test.ts.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type ServiceProcess } from './service.js';
import { maybeCreateDatabase, NO_RATE_LIMITS, OPERATOR_KEY } from './suite-helpers.js';

const runs = Boolean(process.env.DATABASE_URL);

describe.runIf(runs)('the first admin key over two API processes on PostgreSQL', () => {
  let database: ReturnType<typeof maybeCreateDatabase>;
  const services: ServiceProcess[] = [];

  beforeAll(async () => {
    database = maybeCreateDatabase();
    if (!database) throw new Error('PostgreSQL is not answering');
    const env = { PLATFORM_ENV: 'sandbox', DATABASE_URL: database.url, ROLE: 'api', FOUR_EYES: 'on', ...NO_RATE_LIMITS };
    // One at a time: the first migrates and seeds the sandbox.
    services.push(await startService(env));
    services.push(await startService(env));
  }, 180_000);
  afterAll(async () => {
    for (const service of services) await service.stop('SIGTERM');
    database?.drop();
  });

  it('ten concurrent first-admin requests make one key alone; the nine others are proposals', async () => {
    // Warm: each process has its pool's connections open, as a deployment that has served requests has, so the ten meet the database together.
    const read = (service: ServiceProcess) =>
      fetch(`${service.baseUrl}/operator/operator-keys`, { headers: { authorization: `Bearer ${OPERATOR_KEY}` } }).then((r) => r.arrayBuffer());
    for (let round = 0; round < 3; round++) await Promise.all(services.flatMap((service) => Array.from({ length: 10 }, () => read(service))));
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, n) => {
        const response = await fetch(`${services[n % 2].baseUrl}/operator/operator-keys`, {
          method: 'POST',
          headers: { authorization: `Bearer ${OPERATOR_KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `first-admin-${n}`, role: 'admin' }),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201).length, JSON.stringify(statuses)).toBe(1);
    expect(statuses.filter((s) => s === 202).length, JSON.stringify(answers.filter((a) => a.status !== 201 && a.status !== 202))).toBe(9);
    for (const proposed of answers.filter((a) => a.status === 202)) expect(proposed.body).toMatchObject({ kind: 'create-admin-key', state: 'proposed' });
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM operator_keys WHERE role = 'admin'`);
      expect(Number(rows[0].count)).toBe(1);
    } finally {
      await client.end();
    }
  });
});
