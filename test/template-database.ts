/**
 * The migrated database every test file starts from (docs/testing.md, "Where
 * the time went, and what changed"). Migrating from empty costs each file PGlite's
 * initdb and the migrations (seconds on these machines); instead the global
 * setup (test/global-setup.ts) migrates once per run and each file takes a copy:
 *
 * - PGlite: the migrated data directory as a tarball in `.tmp/test-templates/`,
 *   named by the migrations' checksum (a developer's next run reuses it; an
 *   edited or added migration makes a new one), loaded by each file's in-memory
 *   PGlite (`initialData`).
 * - PostgreSQL: a database migrated once per run, copied by each file with
 *   `CREATE DATABASE … TEMPLATE` (about 0.1 s against about 1 s of migrations),
 *   dropped when the file's platform closes; whatever is left is dropped by the
 *   setup's teardown.
 *
 * The template's location reaches the test files through the environment. Where
 * it is absent (a test run outside vitest, a PostgreSQL role that may not create
 * databases) a file migrates its own database from empty, as before.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../src/platform/db.js';
import { waitFor } from './wait.js';

const ROOT = new URL('..', import.meta.url).pathname;
const MIGRATIONS_DIR = join(ROOT, 'migrations');
const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE_ENV = 'TEST_POSTGRES_TEMPLATE';

/** What a test file's database starts from: pass both to openDatabase. */
export interface TemplateCopy {
  databaseUrl?: string;
  initialData?: Blob;
  remove(): Promise<void>;
}

function migrationsChecksum(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The URL of another database on the same server, or undefined for a URL naming several hosts. */
function urlOfDatabase(url: string, database: string): string | undefined {
  try {
    const parsed = new URL(url);
    parsed.pathname = `/${database}`;
    return parsed.toString();
  } catch {
    return undefined;
  }
}

async function withAdmin<T>(url: string, work: (query: (sqlText: string) => Promise<{ rows: Record<string, unknown>[] }>) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work((sqlText) => client.query(sqlText));
  } finally {
    await client.end();
  }
}

/** The global setup's half: makes the template and says where it is; returns the teardown. */
export async function prepareTemplate(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) return preparePostgresTemplate(url);
  preparePGliteTemplatePath();
  const path = process.env[PGLITE_TEMPLATE_ENV]!;
  if (!existsSync(path)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await database.migrate();
      const dump = await database.dumpDataDir!();
      mkdirSync(join(ROOT, '.tmp', 'test-templates'), { recursive: true });
      // Written aside and renamed: a concurrent run never loads half a file.
      const partial = `${path}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, path);
    } finally {
      await database.close();
    }
  }
  return async () => undefined;
}

function preparePGliteTemplatePath(): void {
  process.env[PGLITE_TEMPLATE_ENV] = join(ROOT, '.tmp', 'test-templates', `pglite-${migrationsChecksum()}.tar`);
}

async function preparePostgresTemplate(url: string): Promise<() => Promise<void>> {
  // A name of this run's own (two runs may share a server): copies are named after it, so the teardown finds them all.
  const template = `tpl_${randomBytes(5).toString('hex')}`;
  const templateUrl = urlOfDatabase(url, template);
  if (!templateUrl) return async () => undefined;
  try {
    await withAdmin(url, (query) => query(`CREATE DATABASE ${template}`));
  } catch (error) {
    process.stderr.write(`test databases: no template (${(error as Error).message}); each file migrates its own\n`);
    return async () => undefined;
  }
  const database = await openDatabase({ dataDir: '', databaseUrl: templateUrl, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // A closed connection's server process ends a moment after the client has gone, and a
  // database is copied only when nobody is connected to it: end what is left (nothing of
  // the run uses the template after its migration), then wait for that, with a deadline.
  await withAdmin(url, (query) =>
    waitFor(async () => (await query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${template}' AND pid <> pg_backend_pid()`)).rows.length === 0, {
      timeoutMs: 30_000,
      what: `the connections to ${template} to end`,
    }),
  );
  process.env[POSTGRES_TEMPLATE_ENV] = template;
  return async () => {
    await withAdmin(url, async (query) => {
      const { rows } = await query(`SELECT datname FROM pg_database WHERE datname LIKE '${template}%'`);
      for (const row of rows) await query(`DROP DATABASE IF EXISTS ${String(row.datname)} WITH (FORCE)`);
    });
  };
}

/** The run's PGlite template as a tarball file, when the run has one (a service's DATA_DIR is seeded from it). */
export function pgliteTemplateFile(): string | undefined {
  const path = process.env[PGLITE_TEMPLATE_ENV];
  return path && existsSync(path) ? path : undefined;
}

/** PGlite's template, read once per worker (the workers keep their modules between files). */
let pgliteTemplate: Blob | undefined;

/** A copy of the run's migrated template for one test file, or undefined when the run has none. */
export async function copyOfTemplate(): Promise<TemplateCopy | undefined> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = process.env[POSTGRES_TEMPLATE_ENV];
    if (!template) return undefined;
    const copy = `${template}_${randomBytes(6).toString('hex')}`;
    await withAdmin(url, (query) => query(`CREATE DATABASE ${copy} TEMPLATE ${template}`));
    return {
      databaseUrl: urlOfDatabase(url, copy),
      remove: () => withAdmin(url, (query) => query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`)).then(() => undefined),
    };
  }
  const path = pgliteTemplateFile();
  if (!path) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(path)]);
  return { initialData: pgliteTemplate, remove: async () => undefined };
}
