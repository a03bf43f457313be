/**
 * A PostgreSQL server of the suite's own: a fresh cluster (initdb) in a temp
 * directory on a free port, which the outage suite may stop and start at will
 * without touching the machine's PostgreSQL or anyone else using it.
 *
 * PostgreSQL refuses to run as root, so when we are root the cluster belongs to
 * the `postgres` account and its commands run through `runuser`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
  const bin = postgresBinDir();
  if (!bin) return undefined;
  const asRoot = userInfo().uid === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, command), asRoot ? ['-u', 'postgres', '--', join(bin, command), ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });

  const dir = mkdtempSync(join(tmpdir(), 'reliability-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  const host = '127.0.0.1';
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // The socket goes in the cluster's own directory: /var/run/postgresql is the machine server's.
  const options = `-p ${port} -c listen_addresses=${host} -k ${dir} -c max_connections=50`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', ...args]);
  const url = (database: string) => `postgres://postgres@${host}:${port}/${database}`;
  pgCtl('-o', options, 'start');
  let running = true;
  return {
    host,
    port,
    url,
    createDatabase(name) {
      execFileSync('createdb', ['-h', host, '-p', String(port), '-U', 'postgres', name]);
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
