/**
 * A DATABASE_URL naming several servers: how it is read, and which server a
 * connection goes to, against real local servers (a primary and a streaming
 * standby of its own, test/reliability/private-postgres.ts).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplicatedPrimary, startStandbyOf, type PostgresNode } from '../../test/reliability/private-postgres.js';
import { freePort } from '../../test/reliability/service.js';
import { waitFor } from '../../test/wait.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db.js';
import { clientClassFor, parseMultiHostUrl } from './multi-host.js';

describe('parseMultiHostUrl', () => {
  it.each([
    [
      'postgres://u@db1:5432,db2:5433/platform',
      {
        hosts: [
          ['db1', 5432],
          ['db2', 5433],
        ],
        attrs: 'any',
        timeoutMs: 3000,
      },
    ],
    [
      'postgresql://u:p%40ss@db1,db2:6000/platform?target_session_attrs=read-write',
      {
        hosts: [
          ['db1', 5432],
          ['db2', 6000],
        ],
        attrs: 'read-write',
        timeoutMs: 3000,
      },
    ],
    [
      'postgres://db1:5432,db2:5432,db3/platform?target_session_attrs=primary&connect_timeout=2',
      {
        hosts: [
          ['db1', 5432],
          ['db2', 5432],
          ['db3', 5432],
        ],
        attrs: 'primary',
        timeoutMs: 2000,
      },
    ],
    [
      'postgres://u@[::1]:5432,127.0.0.1:5433/platform?target_session_attrs=standby',
      {
        hosts: [
          ['::1', 5432],
          ['127.0.0.1', 5433],
        ],
        attrs: 'standby',
        timeoutMs: 3000,
      },
    ],
    // One host asking for a kind of session: checked as libpq does, not ignored as pg would.
    ['postgres://u@db1:5432/platform?target_session_attrs=read-write', { hosts: [['db1', 5432]], attrs: 'read-write', timeoutMs: 3000 }],
  ])('reads %s', (url, expected) => {
    const parsed = parseMultiHostUrl(url);
    expect(parsed?.hosts.map((h) => [h.host, h.port])).toEqual(expected.hosts);
    expect(parsed?.targetSessionAttrs).toBe(expected.attrs);
    expect(parsed?.connectTimeoutMs).toBe(expected.timeoutMs);
  });

  it('gives each host a URL of its own with the same user, database and other parameters, without the ones it acts on', () => {
    const parsed = parseMultiHostUrl('postgres://u:secret@db1:5432,db2:5433/platform?sslmode=disable&target_session_attrs=read-write&connect_timeout=2');
    expect(parsed?.hosts.map((h) => h.url)).toEqual(['postgres://u:secret@db1:5432/platform?sslmode=disable', 'postgres://u:secret@db2:5433/platform?sslmode=disable']);
  });

  it.each(['postgres://u@db1:5432/platform', 'postgres://u@db1:5432/platform?target_session_attrs=any', 'postgres:///platform', 'not a url'])(
    'leaves %s to pg as before',
    (url) => {
      expect(parseMultiHostUrl(url)).toBeUndefined();
    },
  );

  it.each([
    ['postgres://db1,db2/platform?target_session_attrs=prefer-standby', /target_session_attrs must be one of any, read-write, primary, read-only, standby/],
    ['postgres://db1,db2:99999/platform', /"db2:99999" has no valid port/],
    ['postgres://db1,,db2/platform', /"" is not a host or host:port/],
    ['postgres://db1,db2:abc/platform', /"db2:abc" is not a host or host:port/],
    ['postgres://db1,db2/platform?connect_timeout=soon', /connect_timeout must be a whole number of seconds/],
  ])('refuses %s, naming what is wrong', (url, message) => {
    expect(() => parseMultiHostUrl(url)).toThrow(message);
    // The configuration names the variable.
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(ConfigError);
  });
});

describe('DATABASE_URL in the configuration', () => {
  it('accepts several hosts', () => {
    const url = 'postgres://u@db1:5432,db2:5432/platform?target_session_attrs=read-write';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it.each([
    ['postgres://db1,db2:x/platform', /DATABASE_URL: "db2:x" is not a host or host:port/],
    ['mysql://db1,db2/platform', /DATABASE_URL: must use postgres: or postgresql:, got mysql:/],
    ['db1,db2', /DATABASE_URL: must be a URL/],
  ])('refuses %s with a message naming the variable', (url, message) => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(message);
  });
});

describe('choosing among real servers', () => {
  let primary: PostgresNode | undefined;
  let standby: PostgresNode | undefined;
  let refused: number;

  beforeAll(async () => {
    primary = await startReplicatedPrimary();
    if (primary) standby = await startStandbyOf(primary, 'standby');
    refused = await freePort();
  });
  afterAll(() => {
    standby?.destroy();
    primary?.destroy();
  });

  const hostsUrl = (ports: number[], attrs: string) =>
    `postgres://postgres@${ports.map((p) => `127.0.0.1:${p}`).join(',')}/postgres?target_session_attrs=${attrs}&connect_timeout=2`;

  async function serverOf(url: string): Promise<{ port: number; inRecovery: boolean }> {
    const Client = clientClassFor(url);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const row = (await client.query("SELECT current_setting('port')::int AS port, pg_is_in_recovery() AS in_recovery")).rows[0] as { port: number; in_recovery: boolean };
      return { port: row.port, inRecovery: row.in_recovery };
    } finally {
      await client.end();
    }
  }

  it('goes past a server that refuses connections and a standby to the primary, for read-write', async (context) => {
    if (!primary || !standby) return context.skip();
    await expect(serverOf(hostsUrl([refused, standby.port, primary.port], 'read-write'))).resolves.toEqual({ port: primary.port, inRecovery: false });
    await expect(serverOf(hostsUrl([standby.port, primary.port], 'primary'))).resolves.toEqual({ port: primary.port, inRecovery: false });
  });

  it('takes the first server that answers for any, and a standby for standby', async (context) => {
    if (!primary || !standby) return context.skip();
    await expect(serverOf(hostsUrl([refused, standby.port, primary.port], 'any'))).resolves.toEqual({ port: standby.port, inRecovery: true });
    await expect(serverOf(hostsUrl([primary.port, standby.port], 'standby'))).resolves.toEqual({ port: standby.port, inRecovery: true });
  });

  it('fails with SQLSTATE 08001 naming every host and why, when none gives the session', async (context) => {
    if (!primary || !standby) return context.skip();
    const error = await serverOf(hostsUrl([refused, standby.port], 'read-write')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '08001' });
    expect((error as Error).message).toMatch(
      new RegExp(`no server gave a read-write session: 127\\.0\\.0\\.1:${refused} \\(.*ECONNREFUSED.*\\), 127\\.0\\.0\\.1:${standby.port} \\(a standby\\)`),
    );
  });

  it('opens the platform database (pool, migrations, notifications) on the primary of the list', async (context) => {
    if (!primary || !standby) return context.skip();
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: hostsUrl([standby.port, primary.port], 'read-write'), schema: 'test_multi_host', poolSize: 3 });
    try {
      await database.migrate();
      const ports = await Promise.all(Array.from({ length: 5 }, () => sql<{ port: number }>`SELECT current_setting('port')::int AS port`.execute(database.db)));
      expect(new Set(ports.map((r) => r.rows[0].port))).toEqual(new Set([primary.port]));
      let wake!: () => void;
      const woken = new Promise<void>((resolve) => (wake = resolve));
      await database.onWake('multi_host_test', () => wake());
      // Sent by the server, not by this process's own wake(): the listener connection is on the primary.
      await sql`SELECT pg_notify('test_multi_host_multi_host_test', '')`.execute(database.db);
      await woken;
    } finally {
      await database.close();
    }
  });

  it('LISTENs again on a new connection when the listening one is cut, with no new subscription', async (context) => {
    if (!primary || !standby) return context.skip();
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: hostsUrl([standby.port, primary.port], 'read-write'), schema: 'test_relisten', poolSize: 2 });
    try {
      let wakes = 0;
      await database.onWake('relisten_test', () => wakes++);
      const listening = async () =>
        (await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE query = 'LISTEN test_relisten_relisten_test'`.execute(database.db)).rows.map((r) => r.pid);
      const [first] = await listening();
      expect(first).toBeDefined();
      await sql`SELECT pg_terminate_backend(${first})`.execute(database.db);
      const again = await waitFor(
        async () => {
          const others = (await listening()).filter((pid) => pid !== first);
          return others.length > 0 ? others : undefined;
        },
        { intervalMs: 100, what: 'a new connection to LISTEN on the channel' },
      );
      expect(again).toHaveLength(1);
      const before = wakes;
      await sql`SELECT pg_notify('test_relisten_relisten_test', '')`.execute(database.db);
      await expect.poll(() => wakes, { timeout: 5000 }).toBeGreaterThan(before);
    } finally {
      await database.close();
    }
  });
});
