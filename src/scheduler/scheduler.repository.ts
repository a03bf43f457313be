/**
 * SQL for the scheduler: the runs recorded in scheduled_job_runs, and the
 * cursor kept in platform_state (the earliest date that may still have work).
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';

/** The business date in the cursor: the one already recorded, or `firstDate`, recorded now, when there is none. */
export async function readOrStartCursor(db: Db, key: string, firstDate: string, now: Date): Promise<string> {
  await sql`
    INSERT INTO platform_state (key, value, updated_at)
    VALUES (${key}, ${JSON.stringify({ date: firstDate })}, ${now})
    ON CONFLICT (key) DO NOTHING
  `.execute(db);
  const row = await db.selectFrom('platform_state').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  const value = (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as { date: string };
  return value.date;
}

/** Moves the cursor forward to `date`; never back. */
export async function advanceCursor(db: Db, key: string, date: string, now: Date): Promise<void> {
  await db
    .updateTable('platform_state')
    .set({ value: JSON.stringify({ date }), updated_at: now })
    .where('key', '=', key)
    .where(sql<boolean>`(value->>'date') < ${date}`)
    .execute();
}

/** The runs recorded from `fromDate` on, as `${jobName}|${businessDate}`. */
export async function completedRunsSince(db: Db, fromDate: string): Promise<Set<string>> {
  const rows = await db.selectFrom('scheduled_job_runs').select(['job_name', 'business_date']).where('business_date', '>=', fromDate).execute();
  return new Set(rows.map((r) => `${r.job_name}|${r.business_date}`));
}

/** Records the run of a job for a date unless it is recorded already; true when this call recorded it. */
export async function insertJobRunUnlessExists(trx: Db, jobName: string, date: string, now: Date): Promise<boolean> {
  const result = await sql<{ job_name: string }>`
    INSERT INTO scheduled_job_runs (job_name, business_date, completed_at)
    VALUES (${jobName}, ${date}, ${now})
    ON CONFLICT (job_name, business_date) DO NOTHING
    RETURNING job_name
  `.execute(trx);
  return result.rows.length === 1;
}

/** The sandbox clock's saved offset (0 when none was saved, or it is unreadable). */
export async function readSandboxClockOffset(db: Db, key: string): Promise<number> {
  const row = await db.selectFrom('platform_state').select('value').where('key', '=', key).executeTakeFirst();
  const offset = row ? Number((row.value as { offsetMs: number }).offsetMs) : 0;
  return Number.isFinite(offset) ? offset : 0;
}

/** Saves the sandbox clock's offset unless a larger one is saved already (the saved clock never moves back). */
export async function saveSandboxClockOffset(db: Db, key: string, offsetMs: number, now: Date): Promise<void> {
  await sql`
    INSERT INTO platform_state (key, value, updated_at)
    VALUES (${key}, ${JSON.stringify({ offsetMs })}, ${now})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
    WHERE (platform_state.value->>'offsetMs')::float8 < (EXCLUDED.value->>'offsetMs')::float8
  `.execute(db);
}

/**
 * A PostgreSQL session advisory lock named for `name` in the current schema (each test file has its
 * own schema), taken without waiting on the given connection; false when another session holds it.
 */
export async function tryAdvisoryLockInSchema(connection: Db, name: string): Promise<boolean> {
  const locked = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(hashtext(current_schema() || ${':' + name})) AS locked`.execute(connection);
  return locked.rows[0]?.locked === true;
}

export async function advisoryUnlockInSchema(connection: Db, name: string): Promise<void> {
  await sql`SELECT pg_advisory_unlock(hashtext(current_schema() || ${':' + name}))`.execute(connection);
}
