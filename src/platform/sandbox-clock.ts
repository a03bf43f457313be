/**
 * The sandbox clock follows wall time plus an offset that only grows, and the
 * offset is kept in the database so a restart does not send time backwards.
 *
 * Several processes may share one database (ROLE=api and ROLE=worker on
 * PostgreSQL). The process that serves `/sandbox/clock/advance` saves the new
 * offset and wakes the others, which reload it: otherwise a worker would go on
 * placing instructions in batches of the day the sandbox has already left.
 */
import { sql } from 'kysely';
import { OffsetClock, systemClock } from './clock.js';
import type { DatabaseHandle, Db } from './db.js';

const KEY = 'sandbox_clock_offset_ms';
const CHANNEL = 'sandbox_clock';

async function storedOffset(db: Db): Promise<number> {
  const row = await db.selectFrom('platform_state').select('value').where('key', '=', KEY).executeTakeFirst();
  const offset = row ? Number((row.value as { offsetMs: number }).offsetMs) : 0;
  return Number.isFinite(offset) ? offset : 0;
}

export async function loadSandboxClock(db: Db): Promise<OffsetClock> {
  return new OffsetClock(await storedOffset(db));
}

/** Saves the clock's offset and tells every process sharing the database to take it up. */
export async function saveSandboxClock(database: DatabaseHandle, clock: OffsetClock): Promise<void> {
  await sql`
    INSERT INTO platform_state (key, value, updated_at)
    VALUES (${KEY}, ${JSON.stringify({ offsetMs: clock.offset })}, ${systemClock.now()})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
  `.execute(database.db);
  database.wake(CHANNEL);
}

/**
 * Keeps this process's clock in step with advances saved by any process; the
 * clock only moves forward, so a wake-up for an older offset changes nothing.
 * Resolves with the function that stops following.
 */
export function followSandboxClock(database: DatabaseHandle, clock: OffsetClock): Promise<() => void> {
  return database.onWake(CHANNEL, () => {
    storedOffset(database.db).then(
      (offset) => clock.raiseOffsetTo(offset),
      // A database outage: the next advance wakes us again.
      () => undefined,
    );
  });
}
