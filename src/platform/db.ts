/**
 * The database layer: one Kysely instance over either PostgreSQL (pg pool) or
 * PGlite (embedded PostgreSQL in WASM), with the same SQL and migrations.
 *
 * PGlite has a single session, so the adapter below hands that session to one
 * Kysely connection (and so one transaction) at a time; everything else waits.
 * That keeps transactions isolated from each other, which kysely-pglite does not.
 * PGlite also takes no lock on its data directory, so we hold an exclusive lock
 * file while it is open: two processes on one directory would lose rows.
 */
import { EventEmitter } from 'node:events';
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { clientClassFor } from './multi-host.js';
import { PreparingClient } from './prepared-statements.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Raw access for migrations and notifications, outside Kysely. */
interface RawSession {
  exec(sqlText: string): Promise<void>;
  query<R = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<R[]>;
  release(): Promise<void>;
}

/** An open database whose tables are `DB` (the caller's declaration: this module knows no table). */
export interface DatabaseHandle<DB> {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Wakes listeners of a channel in this process and, on PostgreSQL, in every process. */
  wake(channel: string): void;
  /**
   * Wakes the channel's listeners in this process and, on PostgreSQL, in every
   * process, and resolves once the server has taken the notification (so a
   * caller may answer knowing every listening process is being told); rejects
   * when it could not be sent.
   */
  announce(channel: string): Promise<void>;
  /** Calls back when the channel is woken; returns an unsubscribe function. */
  onWake(channel: string, listener: () => void): Promise<() => void>;
  migrate(): Promise<string[]>;
  /** PGlite only: the whole data directory as a tarball, which `initialData` starts another database from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: a schema to work in (created if absent); tests use one per file. */
  schema?: string;
  poolSize?: number;
  migrationsDir?: string;
  /**
   * PGlite only: a data directory (from `dumpDataDir`) to start from instead of
   * an empty one. Tests start every file from one migrated copy this way: it
   * skips PGlite's initdb and the migrations, seconds a file (docs/testing.md).
   */
  initialData?: Blob;
}

const OID_INT8 = 20;
const OID_DATE = 1082;
const OID_JSON = 114;
const OID_JSONB = 3802;

/** Whether the database answers a query now (readiness), whatever its tables. */
export async function databaseAnswers<DB>(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Both drivers give int8 as bigint (money), date as 'yyyy-mm-dd' text, numeric as text. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === OID_INT8) return (value: string) => BigInt(value);
    if (oid === OID_DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** How soon a lost LISTEN connection is replaced, and how often that is tried again while the server is away. */
const RELISTEN_DELAY_MS = 1000;

const DEFAULT_MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url).pathname;

export async function openDatabase<DB>(options: OpenDatabaseOptions): Promise<DatabaseHandle<DB>> {
  const migrationsDir = options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR;
  if (options.databaseUrl) return openPostgres<DB>(options.databaseUrl, options, migrationsDir);
  return openPGlite<DB>(options.dataDir, migrationsDir, options.initialData);
}

function commandOf(sqlText: string): string {
  const match = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i.exec(sqlText);
  return match ? match[1].toUpperCase() : 'SELECT';
}

// ---------------------------------------------------------------- PostgreSQL

/**
 * Settings of every session the platform opens. JIT compilation off: the
 * platform's statements are short (an account, a day's handful of rows, a
 * chunk of accounts found by index), and PostgreSQL compiles a statement
 * whenever its estimated cost passes `jit_above_cost`, which a statement with
 * a generate_series of non-constant bounds passes whatever it holds: the
 * night's margin statement spent 40 ms compiling to run in 0.5 ms
 * (docs/performance.md, "JIT").
 */
const POSTGRES_SESSION_SETTINGS = ['-c jit=off'];

async function openPostgres<DB>(url: string, options: OpenDatabaseOptions, migrationsDir: string): Promise<DatabaseHandle<DB>> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  // Several hosts (a replicated PostgreSQL): every connection, pooled or not, goes to the first that gives the session asked for.
  const Client = clientClassFor(url);
  if (schema) {
    const setup = new Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const clientOptions = {
    connectionString: url,
    types: pgTypes,
    options: [...POSTGRES_SESSION_SETTINGS, ...(schema ? [`-c search_path=${schema}`] : [])].join(' '),
  };
  // PreparingClient: statements marked `prepared` are parsed and planned once per connection.
  const pool = new pg.Pool({ ...clientOptions, max: options.poolSize ?? 10, Client: clientClassFor(url, PreparingClient) });
  // An idle client that loses its server (restart, outage) must not crash the process.
  pool.on('error', () => undefined);
  // Nor may one that is checked out: pg-pool listens for errors only on idle
  // clients, and a pg client emits 'error' (fatal without a listener) as well as
  // failing its query when the server goes away mid-transaction. The query's
  // rejection is what the caller sees; the dead client is no longer queryable,
  // so the pool discards it on release instead of handing it out again.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const channelPrefix = schema ? `${schema}_` : '';
  let listener: pg.Client | undefined;
  /** Channels LISTENed on the current listener connection. */
  const listened = new Set<string>();
  /** Channels subscribed to: LISTENed again on a new connection when the old one is lost. */
  const subscribed = new Set<string>();
  let relistenTimer: NodeJS.Timeout | undefined;
  let closed = false;

  async function ensureListener(channel: string): Promise<void> {
    subscribed.add(channel);
    if (!listener) {
      const client = new Client(clientOptions);
      listener = client;
      client.on('error', () => dropListener(client));
      client.on('notification', (message) => {
        const local = message.channel.slice(channelPrefix.length);
        emitter.emit(local);
      });
      try {
        await client.connect();
      } catch (error) {
        dropListener(client);
        throw error;
      }
    }
    if (!listened.has(channel)) {
      listened.add(channel);
      await listener.query(`LISTEN ${channelPrefix}${channel}`);
    }
  }

  /**
   * The listener's server went away (a restart, an outage, a failover). The
   * polling fallback keeps work moving meanwhile; a new connection LISTENs
   * again (on a replicated PostgreSQL, on the promoted server) a second later,
   * and again every second until one succeeds.
   */
  function dropListener(client: pg.Client): void {
    if (listener !== client) return;
    listener = undefined;
    listened.clear();
    void client.end().catch(() => undefined);
    if (closed || relistenTimer) return;
    relistenTimer = setTimeout(() => {
      relistenTimer = undefined;
      void relisten();
    }, RELISTEN_DELAY_MS);
    // The listener is an optimisation: it must not hold a process open that is otherwise done.
    relistenTimer.unref();
  }

  async function relisten(): Promise<void> {
    try {
      for (const channel of subscribed) await ensureListener(channel);
    } catch {
      // dropListener has scheduled the next try.
      return;
    }
    // Wakes sent while nothing listened were missed: every waiter looks once now instead of at its next poll.
    for (const channel of subscribed) emitter.emit(channel);
  }

  const rawSession = async (): Promise<RawSession> => {
    const client = await pool.connect();
    return {
      exec: async (sqlText) => {
        await client.query(sqlText);
      },
      query: async <R>(sqlText: string, params: unknown[] = []) => (await client.query(sqlText, params)).rows as R[],
      release: async () => client.release(),
    };
  };

  /**
   * At most one NOTIFY in flight per channel: wakes that arrive meanwhile are
   * folded into one more NOTIFY sent when it completes (so after their commits:
   * no wake-up is lost). A burst of submissions then costs a few NOTIFYs, not
   * one extra round trip and pool connection each.
   */
  const notifying = new Map<string, { again: boolean }>();
  const notify = (channel: string): void => {
    const inFlight = notifying.get(channel);
    if (inFlight) {
      inFlight.again = true;
      return;
    }
    const state = { again: false };
    notifying.set(channel, state);
    pool
      .query('SELECT pg_notify($1, $2)', [`${channelPrefix}${channel}`, ''])
      .catch(() => undefined)
      .finally(() => {
        notifying.delete(channel);
        if (state.again) notify(channel);
      });
  };

  return {
    db,
    kind: 'postgres',
    wake(channel) {
      emitter.emit(channel);
      notify(channel);
    },
    async announce(channel) {
      emitter.emit(channel);
      await pool.query('SELECT pg_notify($1, $2)', [`${channelPrefix}${channel}`, '']);
    },
    async onWake(channel, callback) {
      emitter.on(channel, callback);
      try {
        await ensureListener(channel);
      } catch {
        // LISTEN is an optimisation; polling still finds the work.
      }
      return () => emitter.off(channel, callback);
    },
    migrate: () => runMigrations(rawSession, migrationsDir),
    async close() {
      closed = true;
      clearTimeout(relistenTimer);
      emitter.removeAllListeners();
      if (listener) await listener.end().catch(() => undefined);
      await db.destroy();
      if (schema && schema.startsWith('test_')) {
        const cleanup = new Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
        await cleanup.end();
      }
    },
  };
}

// ---------------------------------------------------------------- PGlite

/** A one-session pool: connect() waits until the previous holder releases. */
class PGliteSessionPool implements PostgresPool {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly pglite: PGlite) {}

  async acquire(): Promise<() => void> {
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  }

  async connect(): Promise<PostgresPoolClient> {
    const release = await this.acquire();
    const pglite = this.pglite;
    let released = false;
    return {
      async query(sqlText: string, parameters: readonly unknown[]) {
        const result = await pglite.query<Record<string, unknown>>(sqlText, parameters as unknown[]);
        return {
          command: commandOf(sqlText),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release() {
        if (!released) {
          released = true;
          release();
        }
      },
    } as unknown as PostgresPoolClient;
  }

  async end(): Promise<void> {
    // Closed by the handle, after Kysely is done with it.
  }
}

/** Lock files this process holds: a second open in the same process is refused too. */
const heldLocks = new Set<string>();

function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = resolve(dataDir, 'platform.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(lockPath);
      return () => {
        heldLocks.delete(lockPath);
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      const heldHere = owner === process.pid && heldLocks.has(lockPath);
      if (heldHere || (owner && owner !== process.pid && processIsAlive(owner))) {
        throw new Error(
          `The data directory ${dataDir} is in use by ${heldHere ? 'this process already' : `process ${owner}`}. One process owns the embedded database; ` +
            'stop it, or point DATA_DIR elsewhere, or use PostgreSQL (DATABASE_URL) for several processes.',
        );
      }
      // The previous owner died without cleaning up: the lock is stale.
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's buffer pool. PostgreSQL's default (128MB) lives in the WASM heap,
 * which only grows, so an embedded service paid ~150 MB of resident memory for
 * it; on a DATA_DIR the operating system's page cache holds the files anyway.
 * Measured (docs/performance.md): 32MB keeps the request and processing rates
 * and brings the service under its 600 MB budget.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

async function openPGlite<DB>(dataDir: string, migrationsDir: string, initialData: Blob | undefined): Promise<DatabaseHandle<DB>> {
  const inMemory = dataDir === 'memory://' || dataDir === '';
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(inMemory ? undefined : join(dataDir, 'pglite'), {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...(initialData ? { loadDataDir: initialData } : {}),
      parsers: {
        [OID_INT8]: (value: string) => BigInt(value),
        [OID_DATE]: (value: string) => value,
      },
      serializers: {
        // Repositories pass JSON already stringified, as pg expects; do not encode it twice.
        [OID_JSON]: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
        [OID_JSONB]: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
      },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const pool = new PGliteSessionPool(pglite);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);

  const rawSession = async (): Promise<RawSession> => {
    const release = await pool.acquire();
    return {
      exec: async (sqlText) => {
        await pglite.exec(sqlText);
      },
      query: async <R>(sqlText: string, params: unknown[] = []) => (await pglite.query<R>(sqlText, params)).rows,
      release: async () => release(),
    };
  };

  return {
    db,
    kind: 'pglite',
    wake: (channel) => {
      emitter.emit(channel);
    },
    // One process owns an embedded database: its own listeners are everyone.
    announce: async (channel) => {
      emitter.emit(channel);
    },
    async onWake(channel, callback) {
      emitter.on(channel, callback);
      return () => emitter.off(channel, callback);
    },
    migrate: () => runMigrations(rawSession, migrationsDir),
    async dumpDataDir() {
      const release = await pool.acquire();
      try {
        return await pglite.dumpDataDir('none');
      } finally {
        release();
      }
    },
    async close() {
      emitter.removeAllListeners();
      await db.destroy();
      await pglite.close();
      unlock();
    },
  };
}

// ---------------------------------------------------------------- migrations

const MIGRATION_LOCK_KEY = 7_262_019_001;

/**
 * Applies the numbered plain-SQL files in order, each in its own transaction,
 * under an advisory lock so several processes starting at once apply each file
 * once. A checksum catches a file edited after it was applied.
 */
async function runMigrations(open: () => Promise<RawSession>, dir: string): Promise<string[]> {
  const { readdirSync } = await import('node:fs');
  const { createHash } = await import('node:crypto');
  const files = readdirSync(dir)
    .filter((f) => /^\d{3,}_[\w-]+\.sql$/.test(f))
    .sort();
  const session = await open();
  const applied: string[] = [];
  try {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Map((await session.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations')).map((r) => [r.name, r.checksum]));
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      const checksum = createHash('sha256').update(text).digest('hex');
      const previous = done.get(file);
      if (previous !== undefined) {
        if (previous !== checksum) throw new Error(`Migration ${file} was changed after it was applied`);
        continue;
      }
      await session.exec('BEGIN');
      try {
        await session.exec(text);
        await session.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file, checksum]);
        await session.exec('COMMIT');
      } catch (error) {
        await session.exec('ROLLBACK');
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
      applied.push(file);
    }
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await session.release();
  }
  return applied;
}
