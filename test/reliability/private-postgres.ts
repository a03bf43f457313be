/**
 * A PostgreSQL server of the suite's own: a fresh cluster (initdb) in a temp
 * directory on a free port, which the outage suite may stop and start at will
 * without touching the machine's PostgreSQL or anyone else using it.
 *
 * A pair of them, a primary and a streaming standby made with pg_basebackup,
 * is what the failover suite kills and promotes (startReplicatedPrimary,
 * startStandbyOf).
 *
 * PostgreSQL refuses to run as root, so when we are root the cluster belongs to
 * the `postgres` account and its commands run through `runuser`.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './service.js';

export interface PrivatePostgres {
  host: string;
  port: number;
  /** Connection URL of a database on this server. */
  url(database: string): string;
  createDatabase(name: string): void;
  /** Fast shutdown: open connections are cut, as when a database server goes away. */
  stop(): void;
  start(): void;
  /** Stops the server (if running) and deletes its files. */
  destroy(): void;
}

/** The directory holding initdb and pg_ctl: `pg_config --bindir`, else the newest Debian install. */
function postgresBinDir(): string | undefined {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // No pg_config on the PATH: look where Debian installs the server.
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions[versions.length - 1], 'bin') : undefined;
}

/** Undefined when this machine has no PostgreSQL server binaries to make a cluster with. */
export async function startPrivatePostgres(): Promise<PrivatePostgres | undefined> {
  const node = await postgresNode(
    (run, data) => {
      run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    },
    { maxConnections: 50, prefix: 'reliability-pg-' },
  );
  if (!node) return undefined;
  return {
    host: '127.0.0.1',
    port: node.port,
    url: node.url,
    createDatabase(name) {
      execFileSync('createdb', ['-h', '127.0.0.1', '-p', String(node.port), '-U', 'postgres', name]);
    },
    stop: node.stop,
    start: node.start,
    destroy: node.destroy,
  };
}

/** One server of a replicated pair (test/reliability/failover.ts). */
export interface PostgresNode {
  port: number;
  /** Connection URL of a database on this server. */
  url(database: string): string;
  /** Runs SQL through psql; its output, one row a line, columns separated by |. */
  psql(database: string, sqlText: string): string;
  /** pgbench running one statement over and over from `clients` connections for `seconds`; transactions per second. */
  pgbench(database: string, statement: string, seconds: number, clients: number): number;
  /**
   * kill -9 of the postmaster and of every process it started, as when the
   * machine under it fails: no shutdown checkpoint, no last WAL sent, no
   * connection closed politely.
   */
  crash(): void;
  /** pg_ctl promote: a standby becomes a primary that takes writes (waits until it does). */
  promote(): void;
  stop(): void;
  start(): void;
  /** Stops the server (if running) and deletes its files. */
  destroy(): void;
}

/** Enough for two API and two worker processes with their pools, listeners and host probes. */
const PAIR_MAX_CONNECTIONS = 120;

async function postgresNode(
  dataDirMaker: (run: (command: string, args: string[]) => string, data: string) => void,
  { port, maxConnections = PAIR_MAX_CONNECTIONS, prefix = 'failover-pg-' }: { port?: number; maxConnections?: number; prefix?: string } = {},
): Promise<PostgresNode | undefined> {
  const bin = postgresBinDir();
  if (!bin) return undefined;
  const asRoot = userInfo().uid === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, command), asRoot ? ['-u', 'postgres', '--', join(bin, command), ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  const data = join(dir, 'data');
  const nodePort = port ?? (await freePort());
  const host = '127.0.0.1';
  dataDirMaker(run, data);
  const options = `-p ${nodePort} -c listen_addresses=${host} -k ${dir} -c max_connections=${maxConnections}`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', ...args]);
  pgCtl('-o', options, 'start');
  let running = true;
  return {
    port: nodePort,
    url: (database) => `postgres://postgres@${host}:${nodePort}/${database}`,
    psql: (database, sqlText) =>
      execFileSync(join(bin, 'psql'), ['-h', host, '-p', String(nodePort), '-U', 'postgres', '-d', database, '-X', '-At', '-v', 'ON_ERROR_STOP=1', '-c', sqlText], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }).trim(),
    pgbench(database, statement, seconds, clients) {
      const script = join(dir, 'pgbench.sql');
      writeFileSync(script, `${statement};\n`);
      const output = execFileSync(
        join(bin, 'pgbench'),
        ['-h', host, '-p', String(nodePort), '-U', 'postgres', '-n', '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), '-f', script, database],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const tps = /tps = ([\d.]+)/.exec(output);
      if (!tps) throw new Error(`pgbench printed no rate:\n${output}`);
      return Number(tps[1]);
    },
    crash() {
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // Stopped first, so that it forks no backend between the listing of its children and their end:
      // one left running, orphaned, could wait forever on a lock a killed process held, and keep its client waiting.
      process.kill(postmaster, 'SIGSTOP');
      const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
        .split('\n')
        .map((line) => Number(line.trim()))
        .filter((pid) => pid > 0);
      for (const pid of [...children, postmaster]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      running = false;
    },
    promote() {
      run('pg_ctl', ['-D', data, '-w', '-t', '60', 'promote']);
    },
    stop() {
      pgCtl('-m', 'fast', 'stop');
      running = false;
    },
    start() {
      pgCtl('-o', options, 'start');
      running = true;
    },
    destroy() {
      try {
        if (running) pgCtl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A fresh cluster ready to be a primary: initdb's pg_hba.conf already lets
 * replication connections in from 127.0.0.1 (trust), and PostgreSQL's
 * defaults (wal_level=replica, max_wal_senders=10) stream to standbys.
 * Undefined without PostgreSQL server binaries.
 */
export async function startReplicatedPrimary(): Promise<PostgresNode | undefined> {
  return postgresNode((run, data) => {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  });
}

/**
 * A streaming standby of `primary` on `port` (a free one if not given), named
 * `name` (its application_name, what synchronous_standby_names lists): a
 * pg_basebackup copy with standby.signal and primary_conninfo (-R).
 */
export async function startStandbyOf(primary: PostgresNode, name: string, port?: number): Promise<PostgresNode> {
  const node = await postgresNode(
    (run, data) => {
      run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', data, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
      // A later line of postgresql.auto.conf wins: the same connection, named so the primary can wait for it.
      appendFileSync(join(data, 'postgresql.auto.conf'), `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres application_name=${name}'\n`);
    },
    { port },
  );
  if (!node) throw new Error('no PostgreSQL server binaries');
  return node;
}
