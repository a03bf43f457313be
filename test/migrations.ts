/**
 * A database as the code before a migration left it, for that migration's
 * test: a sandbox's PGlite directory or a PostgreSQL schema (DATABASE_URL),
 * built with the migrations before it only. The test writes the rows the old
 * code wrote, then `upgrade()` adds the migration (and, with `andLater`, every
 * later one) and opens the database again, as a new release would.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database, PlatformDatabase } from '../src/database.js';
import { openDatabase } from '../src/platform/db.js';
import { reusableTestDatabase } from './helpers.js';

const MIGRATIONS = join(import.meta.dirname, '../migrations');

export interface DatabaseBeforeMigration {
  /** The database as it is now: before the migration, then after `upgrade()`. */
  handle: PlatformDatabase;
  /** Closes the database, adds the migration under test (and later ones with `andLater`), opens it again and migrates. */
  upgrade(): Promise<PlatformDatabase>;
  /** Closes the database and removes it and the migrations' copy. */
  remove(): Promise<void>;
}

/** `number` is the migration's three-digit prefix, e.g. '027'. */
export async function databaseBeforeMigration(number: string, options: { andLater?: boolean } = {}): Promise<DatabaseBeforeMigration> {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  const copy = (chosen: (file: string) => boolean) => {
    for (const file of readdirSync(MIGRATIONS).filter(chosen)) cpSync(join(MIGRATIONS, file), join(dir, file));
  };
  copy((file) => file < number);
  const database = await reusableTestDatabase();
  const open = async () => {
    const opened = await openDatabase<Database>({ databaseUrl: process.env.DATABASE_URL, dataDir: database.dataDir ?? '', schema: database.schema, migrationsDir: dir });
    await opened.migrate();
    return opened;
  };
  const state: DatabaseBeforeMigration = {
    handle: await open(),
    async upgrade() {
      await state.handle.close();
      copy((file) => (options.andLater ? file >= number : file.startsWith(`${number}_`)));
      state.handle = await open();
      return state.handle;
    },
    async remove() {
      await state.handle.close();
      await database.remove();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return state;
}
