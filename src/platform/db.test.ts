/** The embedded database's data directory belongs to one owner at a time. */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'platform-lock-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// PGlite whatever DATABASE_URL says: the same tests on either run, so on the PGlite run only (docs/testing.md).
describe.skipIf(process.env.DATABASE_URL)('openDatabase on a PGlite data directory', () => {
  it('refuses a second open of a directory that is already open, with a clear error', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/data directory .* is in use/);
      await expect(sql`SELECT 1 AS one`.execute(first.db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await first.close();
    }
  });

  it('holds a lock file while open and releases it on close, so the next owner can open', async () => {
    const first = await openDatabase({ dataDir });
    expect(existsSync(join(dataDir, 'platform.lock'))).toBe(true);
    await first.close();
    expect(existsSync(join(dataDir, 'platform.lock'))).toBe(false);
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it('takes over a lock left behind by a process that no longer exists', async () => {
    await writeFile(join(dataDir, 'platform.lock'), '2147483646');
    const database = await openDatabase({ dataDir });
    await database.close();
  });

  it('keeps committed rows across a close and reopen', async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await sql`INSERT INTO platform_state (key, value, updated_at) VALUES ('probe', '{"n": 1}'::jsonb, now())`.execute(first.db);
    await first.close();
    const second = await openDatabase({ dataDir });
    try {
      expect(await second.migrate()).toEqual([]);
      const rows = await sql<{ key: string }>`SELECT key FROM platform_state WHERE key = 'probe'`.execute(second.db);
      expect(rows.rows).toEqual([{ key: 'probe' }]);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('openDatabase on PostgreSQL', () => {
  it('survives its server connection dying under a transaction, and carries on with a fresh one', async () => {
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: process.env.DATABASE_URL, schema: `test_${randomBytes(6).toString('hex')}` });
    try {
      // The backend ends itself while Kysely holds the client checked out: what an
      // outage or a server restart does to a transaction in flight. Without a
      // listener on checked-out clients, pg's 'error' event ends the process.
      await expect(
        database.db.transaction().execute(async (trx) => {
          await sql`SELECT pg_terminate_backend(pg_backend_pid())`.execute(trx);
        }),
      ).rejects.toThrow();
      // Nothing to wait for: before the rejection reaches here the dead client has emitted its 'error' (pg, on
      // the socket's end) and been released unqueryable, so the pool has dropped it; the next query, at once, gets a fresh one.
      await expect(sql`SELECT 1 AS one`.execute(database.db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await database.close();
    }
  });
});
